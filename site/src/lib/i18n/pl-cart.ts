/**
 * The cart's texts in the cart page's first load (/koszyk): the empty cart and its loading. The
 * rest, which loads after the page, is in pl-cart-lines.ts.
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-cart.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plCart = {
  Cart: {
    Empty: 'Twój koszyk jest pusty',
    LoadError: 'Nie udało się wczytać koszyka. Sprawdź połączenie i spróbuj ponownie.',
    Retry: 'Spróbuj ponownie',
  },
} as const;

addTexts(plCart);
