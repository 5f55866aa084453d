/**
 * The editors' catalogue structure forms (issue 35), the same in the panel and in the admin API:
 * a category (name, text, parent, place among its siblings), a product set (name, text, cover,
 * items with quantities and set prices, published) and a browse flag (name, slug, place). Plain
 * zod with Polish messages: the panel shows them beside the fields, the API answers them in 400s.
 */
import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../formats.ts';
import { MEDIA_PATH_MAX_LENGTH, MEDIA_PATH_PATTERN } from '../media-path.ts';

/** A slug as every address of the shop spells it. */
export const slugField = z
  .string({ error: 'Podaj slug.' })
  .min(1, { error: 'Podaj slug.' })
  .max(SLUG_MAX_LENGTH, { error: `Slug ma najwyżej ${SLUG_MAX_LENGTH} znaków.` })
  .regex(SLUG_PATTERN, { error: 'Slug: małe litery bez polskich znaków, cyfry i pojedyncze myślniki, np. mydla-w-plynie.' })
  .describe('Slug: małe litery, cyfry i pojedyncze myślniki.');

function text(min: number, max: number, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(min, { error: missing })
    .max(max, { error: `Najwyżej ${max.toLocaleString('pl-PL')} znaków.` });
}

/** A place among siblings (ascending). */
const positionField = z
  .number({ error: 'Podaj liczbę całkowitą od 0 do 10 000.' })
  .int({ error: 'Podaj liczbę całkowitą od 0 do 10 000.' })
  .min(0, { error: 'Podaj liczbę całkowitą od 0 do 10 000.' })
  .max(10_000, { error: 'Podaj liczbę całkowitą od 0 do 10 000.' });

export const categoryFields = {
  name: text(1, 100, 'Podaj nazwę kategorii.'),
  description: text(0, 2_000, 'Podaj opis.'),
  parentSlug: slugField.nullable().describe('Slug kategorii nadrzędnej; null: kategoria główna drzewa.'),
  position: positionField.describe('Miejsce wśród rodzeństwa (rosnąco).'),
};

/** The new order of one parent's children: every child's slug exactly once. */
export const childrenOrderSchema = z.strictObject({
  slugs: z
    .array(slugField)
    .min(1, { error: 'Podaj kolejność podkategorii.' })
    .max(500)
    .refine((slugs) => new Set(slugs).size === slugs.length, { error: 'Każda kategoria może wystąpić raz.' })
    .describe('Slugi wszystkich kategorii tego rodzica w nowej kolejności (każda raz).'),
});

export const setItemSchema = z.strictObject({
  productSlug: slugField,
  quantity: z
    .number({ error: 'Podaj ilość od 1 do 9999.' })
    .int({ error: 'Podaj ilość od 1 do 9999.' })
    .min(1, { error: 'Podaj ilość od 1 do 9999.' })
    .max(9_999, { error: 'Podaj ilość od 1 do 9999.' }),
  nettoPrice: z
    .number({ error: 'Podaj cenę netto w zestawie.' })
    .int({ error: 'Cena w groszach: liczba całkowita.' })
    .min(1, { error: 'Cena w zestawie musi być większa od zera.' })
    .max(100_000_000, { error: 'Cena jest za wysoka.' })
    .describe('Cena jednostkowa netto produktu w zestawie (w groszach).'),
});

export const setFields = {
  name: text(1, 200, 'Podaj nazwę zestawu.'),
  description: text(1, 20_000, 'Podaj opis zestawu.'),
  coverImage: z
    .string({ error: 'Podaj ścieżkę okładki.' })
    .max(MEDIA_PATH_MAX_LENGTH, { error: 'Ścieżka okładki jest za długa.' })
    .regex(MEDIA_PATH_PATTERN, { error: 'Podaj ścieżkę pliku z mediów, np. sets/zestaw-1.svg.' })
    .refine((path) => !path.includes('..'), { error: 'Podaj ścieżkę pliku z mediów, np. sets/zestaw-1.svg.' })
    .describe('Ścieżka pliku, np. `products/cz-10306-1.svg`.'),
  items: z
    .array(setItemSchema)
    .min(2, { error: 'Zestaw ma co najmniej dwa produkty.' })
    .max(50, { error: 'Zestaw ma najwyżej 50 produktów.' })
    .refine((items) => new Set(items.map((item) => item.productSlug)).size === items.length, { error: 'Każdy produkt może być w zestawie raz.' })
    .describe('Produkty zestawu w kolejności wyświetlania (co najmniej dwa, każdy raz).'),
  published: z.boolean().describe('false: zestaw wycofany ze sklepu.'),
};

export const flagFields = {
  name: text(1, 60, 'Podaj nazwę flagi.'),
  slug: slugField.describe('Adres przeglądania: /przegladaj/{slug}.'),
  position: positionField.describe('Miejsce flagi na liście (rosnąco).'),
};

/** A new flag's code: what products' rows and imports name it by. */
export const flagCodeField = z
  .string({ error: 'Podaj kod flagi.' })
  .regex(/^[a-z]{1,30}$/, { error: 'Kod: od 1 do 30 małych liter bez polskich znaków, np. eko.' })
  .describe('Kod flagi (niezmienny): małe litery, tak jak go podają produkty (`flags`).');

/**
 * An amount typed in złote (`12,50`, `12.5`, `12`) in grosze; null for anything else.
 * @example groszeFromZloty('12,50') // 1250
 */
export function groszeFromZloty(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
