/**
 * The B2B quick order's texts (the cart page, /koszyk).
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-quick-order.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plQuickOrder = {
  QuickOrder: {
    Heading: 'Szybkie zamówienie',
    Hint: 'Wklej numery katalogowe z ilościami, po jednym produkcie w wierszu (np. „RP-10234 12”), albo wczytaj plik CSV z kolumnami numer;ilość. Ilość od 1 do {{max}}.',
    Label: 'Numery i ilości',
    Placeholder: 'RP-10234 12',
    File: 'Wczytaj plik CSV',
    Submit: 'Dodaj do koszyka',
    Empty: 'Wpisz co najmniej jeden wiersz: numer produktu i ilość.',
    TooManyLines: 'Jednym razem można dodać najwyżej {{max}} wierszy, a tu jest ich {{count}}.',
    Problems: 'Tych wierszy nie dodano do koszyka:',
    UnknownNumber: 'Wiersz {{line}}: nie znaleziono produktu o numerze {{number}}.',
    BadNumber: 'Wiersz {{line}}: „{{number}}” nie jest numerem produktu.',
    BadQuantity: 'Wiersz {{line}}: nieprawidłowa ilość „{{quantity}}” przy {{number}} – podaj liczbę całkowitą od 1 do {{max}}.',
    BadLine: 'Wiersz {{line}}: „{{text}}” – wpisz numer produktu i ilość.',
    FileError: 'Nie udało się wczytać pliku. Wybierz plik CSV albo tekstowy.',
    LookupError: 'Nie udało się sprawdzić numerów produktów. Sprawdź połączenie i spróbuj ponownie.',
  },
} as const;

addTexts(plQuickOrder);
