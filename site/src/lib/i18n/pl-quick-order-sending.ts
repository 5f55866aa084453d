/**
 * What the B2B quick order's sending reports (the cart page, /koszyk): it loads with the first
 * sending.
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-quick-order-sending.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plQuickOrderSending = {
  QuickOrder: {
    Empty: 'Wpisz co najmniej jeden wiersz: numer produktu i ilość.',
    TooManyLines: 'Jednym razem można dodać najwyżej {{max}} wierszy, a tu jest ich {{count}}.',
    UnknownNumber: 'Wiersz {{line}}: nie znaleziono produktu o numerze {{number}}.',
    BadNumber: 'Wiersz {{line}}: „{{number}}” nie jest numerem produktu.',
    BadQuantity: 'Wiersz {{line}}: nieprawidłowa ilość „{{quantity}}” przy {{number}} – podaj liczbę całkowitą od 1 do {{max}}.',
    BadLine: 'Wiersz {{line}}: „{{text}}” – wpisz numer produktu i ilość.',
    Refused: 'Wiersz {{line}}: {{number}} – {{reason}}',
    NotAdded: 'Nie udało się dodać wierszy do koszyka: zostały w polu, spróbuj ponownie.',
  },
} as const;

addTexts(plQuickOrderSending);
