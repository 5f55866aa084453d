/**
 * The cart's texts that load after the page: its lines, totals and changes, the sidebar's panel,
 * and the way on to the checkout (the cart page, /koszyk).
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-cart-lines.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plCartLines = {
  Cart: {
    GoToDelivery: 'Przejdź do dostawy i płatności',
    SidebarTitle: 'Twój koszyk',
    CloseSidebar: 'Zamknij koszyk',
    GoToCart: 'Przejdź do koszyka',
    ContinueShoppingShort: 'Kontynuuj zakupy',
    FromSet: 'Z zestawu „{{name}}”',
    QuantityTimesPrice: '{{quantity}} {{unit}} × {{price}}',
    Lines: 'Produkty w koszyku: {{count}}',
    Number: 'Nr kat. {{number}}',
    UnitPrice: '{{gross}} brutto / {{unit}} ({{net}} netto)',
    PriceChanged: 'Cena zmieniła się od dodania do koszyka (było {{price}} brutto).',
    Unavailable: 'Produkt jest teraz niedostępny.',
    Supply: {
      FromSupplierBeyondStock: 'W magazynie jest tylko {{inStock}}, więc całe {{quantity}} zamówimy u dostawcy: wysyłka do {{days}}.',
      FromSupplierBeyondStockNoDays: 'W magazynie jest tylko {{inStock}}, więc całe {{quantity}} zamówimy u dostawcy.',
      FromSupplier: 'Brak w magazynie: {{quantity}} zamówimy u dostawcy, wysyłka do {{days}}.',
      FromSupplierNoDays: 'Brak w magazynie: {{quantity}} zamówimy u dostawcy.',
      Short: 'W magazynie jest tylko {{orderable}} i tyle najwięcej można zamówić.',
    },
    QuantityInSet: '{{quantity}} {{unit}}',
    QuantityOf: 'Ilość: {{name}}',
    IncreaseOf: 'Zwiększ ilość: {{name}}',
    Increase: 'Zwiększ ilość',
    Decrease: 'Zmniejsz ilość',
    DecreaseOf: 'Zmniejsz ilość: {{name}}',
    Remove: 'Usuń',
    SetGroup: 'Zestaw „{{name}}”',
    RemoveSet: 'Usuń zestaw',
    Removed: 'Usunięto z koszyka: „{{name}}”',
    Restored: 'Przywrócono do koszyka: „{{name}}”',
    Undo: 'Cofnij',
    ChangeError: 'Nie udało się zmienić koszyka. Spróbuj ponownie.',
    Summary: 'Podsumowanie',
    TotalNet: 'Wartość netto',
    TotalGross: 'Razem brutto',
    DeliveryMissing: 'Do darmowej dostawy brakuje {{amount}} netto.',
    DeliveryReached: 'Dostawa gratis – zamówienie przekracza próg darmowej dostawy.',
  },
} as const;

addTexts(plCartLines);
