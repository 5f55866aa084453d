/**
 * What the cart tells a shopper, in Polish: shown by the browser as success notices and warnings
 * (spec §8). Product and set names are quoted „…” as Polish typography has it.
 */
import { formatPrice } from '#lib/money.ts';
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';
import { MAX_CART_LINES } from './schemas.ts';

const quoted = (name: string) => `„${name}”`;

export const cartMessages = {
  added: (name: string, quantity: number, unit: string) => `Dodano do koszyka: ${quoted(name)}, ${quantity} ${unit}`,
  quantitySet: (name: string, quantity: number, unit: string) => `Zmieniono ilość: ${quoted(name)}, ${quantity} ${unit}`,
  setAdded: (name: string, quantity: number) => `Dodano do koszyka zestaw ${quoted(name)} (${quantity} kpl.)`,
  capped: (name: string) =>
    `Ilość produktu ${quoted(name)} ograniczono do ${MAX_PRODUCT_QUANTITY}: tyle najwięcej można zamówić w jednej pozycji koszyka.`,
  unknownProduct: (uuid: string) => `Nie znaleziono produktu o identyfikatorze ${uuid}; pominięto go.`,
  withdrawnProduct: (name: string) => `Produkt ${quoted(name)} został wycofany z oferty; pominięto go.`,
  unavailableProduct: (name: string) => `Produkt ${quoted(name)} jest chwilowo niedostępny; pominięto go.`,
  onlyInSet: (name: string, setNames: readonly string[]) =>
    `Produkt ${quoted(name)} można kupić tylko w zestawie ${setNames.map(quoted).join(' lub ')}: dodaj do koszyka cały zestaw.`,
  unknownSet: (uuid: string) => `Nie znaleziono zestawu o identyfikatorze ${uuid}; nic nie dodano.`,
  cartFull: (name: string) => `Koszyk ma już ${MAX_CART_LINES} pozycji, najwięcej, ile może mieć; pominięto ${quoted(name)}.`,
  tooManyLines: (lines: number) =>
    `Koszyk może mieć najwyżej ${MAX_CART_LINES} pozycji, a po tej zmianie miałby ich ${lines}. Usuń niektóre pozycje, aby dodać nowe.`,
  removed: (name: string) => `Usunięto z koszyka: ${quoted(name)}`,
  notInCart: () => 'Tej pozycji nie ma w koszyku.',
  emptied: () => 'Koszyk został opróżniony.',
  priceChanged: (name: string, before: number, now: number) =>
    `Cena produktu ${quoted(name)} zmieniła się od dodania do koszyka: było ${formatPrice(before)}, jest ${formatPrice(now)} brutto za jednostkę.`,
  notAvailableNow: (name: string) => `Produkt ${quoted(name)} jest teraz niedostępny; usuń go z koszyka albo poczekaj na dostawę.`,
  withdrawnInCart: (name: string) => `Produkt ${quoted(name)} został wycofany z oferty i nie jest liczony w koszyku.`,
} as const;
