/**
 * The product gallery's lightbox (loaded on the first click on a picture).
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-lightbox.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plLightbox = {
  Lightbox: {
    Label: 'Galeria: {{name}}',
    Close: 'Zamknij galerię',
    Previous: 'Poprzednie zdjęcie',
    Next: 'Następne zdjęcie',
    Counter: '{{index}} / {{count}}',
  },
} as const;

addTexts(plLightbox);
