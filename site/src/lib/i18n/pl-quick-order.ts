/**
 * The B2B quick order's form (the cart page, /koszyk); what its sending reports is in
 * pl-quick-order-sending.ts.
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
    Problems: 'Tych wierszy nie dodano do koszyka:',
    FileError: 'Nie udało się wczytać pliku. Wybierz plik CSV albo tekstowy.',
    LookupError: 'Nie udało się sprawdzić numerów produktów. Sprawdź połączenie i spróbuj ponownie.',
  },
} as const;

addTexts(plQuickOrder);
