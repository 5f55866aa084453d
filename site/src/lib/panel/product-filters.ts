/**
 * The back office's products (issue 35): the list's search and filters as the panel puts them in
 * the address and the admin API reads them (`GET /api/admin/v1/products`), one schema for both;
 * and what the list says a product lacks.
 */
import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../formats.ts';
import { pageParam, searchParam } from './list-query.ts';

/** Products per page of the list. */
export const PRODUCT_LIST_PAGE_SIZE = 50;

export const STOCK_STATES = ['in-stock', 'supplier', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const STOCK_STATE_LABELS: Readonly<Record<StockState, string>> = {
  'in-stock': 'Na stanie',
  supplier: 'U dostawcy',
  out: 'Niedostępny',
};

/** What a product may lack: its gallery, its descriptions, its GPSR data, its CLP data (a product of a chemicals category). */
export const MISSING_DATA = ['images', 'description', 'gpsr', 'clp'] as const;
export type MissingData = (typeof MISSING_DATA)[number];
export const MISSING_DATA_LABELS: Readonly<Record<MissingData, string>> = {
  images: 'Bez zdjęć',
  description: 'Bez opisu',
  gpsr: 'Bez danych GPSR',
  clp: 'Bez danych CLP',
};

export const PUBLISHED_STATES = ['yes', 'no'] as const;
export const PUBLISHED_LABELS: Readonly<Record<(typeof PUBLISHED_STATES)[number], string>> = { yes: 'Opublikowane', no: 'Wycofane' };

/** A product's stock state: on hand, else from the supplier when it names delivery days, else out. */
export function stockStateOf(stock: { quantity: number; supplierDeliveryDays: number | null }): StockState {
  if (stock.quantity > 0) return 'in-stock';
  return stock.supplierDeliveryDays !== null ? 'supplier' : 'out';
}

const slugParam = z.string().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, { error: 'Kategoria: podaj jej slug.' });

export const productListQuerySchema = z.strictObject({
  q: searchParam(2).optional().describe('Szukaj: nazwa (fragment), numer produktu lub kod EAN (początek).'),
  category: slugParam.optional().describe('Slug kategorii: produkty w niej i w jej podkategoriach (główna albo dodatkowa).'),
  flag: z
    .string()
    .regex(/^[a-z]{1,30}$/, { error: 'Flaga: podaj jej kod, np. new.' })
    .optional()
    .describe('Kod flagi nadanej ręcznie, np. `new`.'),
  stock: z
    .enum(STOCK_STATES, { error: 'Stan to in-stock, supplier albo out.' })
    .optional()
    .describe('in-stock: na stanie; supplier: 0 na stanie, ale u dostawcy; out: brak.'),
  published: z.enum(PUBLISHED_STATES, { error: 'Opublikowane: yes albo no.' }).optional().describe('yes: w sklepie; no: wycofane.'),
  missing: z
    .enum(MISSING_DATA, { error: 'Brak: images, description, gpsr albo clp.' })
    .optional()
    .describe('Czego brakuje: images (zdjęć), description (opisu lub krótkiego opisu), gpsr (danych GPSR), clp (danych CLP w kategorii chemii).'),
  page: pageParam,
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
