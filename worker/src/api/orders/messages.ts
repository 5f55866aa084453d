/** What the order calls tell the shopper, in Polish. */
import { formatPrice } from '#lib/money.ts';
import { quantityText } from '#lib/sales-units.ts';

export const orderMessages = {
  cartEmpty: 'Koszyk jest pusty: dodaj produkty, zanim złożysz zamówienie.',
  cartChanged: 'Koszyk zmienił się w trakcie składania zamówienia. Sprawdź go i złóż zamówienie ponownie.',
  keyReused: 'Ten klucz idempotencji użyto już do innego zamówienia. Odśwież stronę i złóż zamówienie ponownie.',
  p24Unavailable: 'Płatność online jest chwilowo niedostępna. Wybierz przelew tradycyjny albo płatność przy odbiorze.',
  deliveryUnavailable: 'Ten sposób dostawy jest niedostępny. Wybierz inny.',
  unknownBranch: 'Nie znaleźliśmy tego oddziału. Wybierz oddział z listy.',
  vatNotFound: 'Rejestr VAT nie potwierdził NIP-u jako czynnego podatnika VAT.',
  vatUnavailable: 'Rejestr VAT był niedostępny: NIP sprawdzono tylko sumą kontrolną.',
  orderNotFound: 'Nie znaleźliśmy zamówienia.',
  totalsChanged: (expected: number, now: number) =>
    `Ceny zmieniły się od chwili wyświetlenia koszyka: do zapłaty jest teraz ${formatPrice(now)} zamiast ${formatPrice(expected)}. Sprawdź koszyk i złóż zamówienie ponownie.`,
  unavailable: (name: string) => `Produktu „${name}” nie można teraz kupić. Usuń go z koszyka, aby złożyć zamówienie.`,
  outOfStock: (name: string, available: number, salesUnit: string) =>
    available > 0
      ? `Produktu „${name}” zostało w magazynie tylko ${quantityText(available, salesUnit)}. Zmniejsz ilość w koszyku.`
      : `Produktu „${name}” nie ma już w magazynie. Usuń go z koszyka, aby złożyć zamówienie.`,
};
