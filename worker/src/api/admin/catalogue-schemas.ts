/**
 * The answers of the editors' catalogue structure calls (issue 35): a category and the tree's
 * entries (categories.ts), a product set and the sets' list (product-sets.ts), a browse flag
 * (flags.ts). Apart from the calls so that the panel infers its types from them without the
 * calls' D1 code (site/src/lib/panel/catalogue-types.ts).
 */
import { z } from '@hono/zod-openapi';
import { categoryFields, setFields } from '#lib/forms/catalogue.ts';
import { timestampSchema } from '../schemas.ts';

export const adminCategorySchema = z
  .object({ uuid: z.string(), slug: z.string(), ...categoryFields, updatedAt: timestampSchema })
  .openapi('AdminCategory');
export type AdminCategory = z.output<typeof adminCategorySchema>;

export const categoryTreeEntrySchema = adminCategorySchema
  .extend({
    kind: z
      .enum(['regular', 'promotions'])
      .describe('regular: zwykła kategoria; promotions: „Promocje” (lista produktów w promocji, zawsze w korzeniu).'),
    holdsChemicals: z.boolean().describe('Czy kategoria obejmuje chemię (produkty z oznakowaniem CLP).'),
    productCount: z.number().int().describe('Ile aktywnych produktów kategoria wyświetla (z podkategoriami).'),
  })
  .openapi('AdminCategoryTreeEntry');
export type AdminCategoryTreeEntry = z.output<typeof categoryTreeEntrySchema>;

export const adminSetSchema = z.object({ uuid: z.string(), slug: z.string(), ...setFields, updatedAt: timestampSchema }).openapi('AdminProductSet');
export type AdminSet = z.output<typeof adminSetSchema>;

export const setSummarySchema = z
  .object({
    uuid: z.string(),
    slug: z.string(),
    name: z.string(),
    published: z.boolean(),
    itemCount: z.number().int().describe('Ile różnych produktów ma zestaw.'),
    updatedAt: timestampSchema,
  })
  .openapi('AdminProductSetSummary');
export type SetSummary = z.output<typeof setSummarySchema>;

export const adminFlagSchema = z
  .object({
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    position: z.number().int(),
    derived: z.boolean().describe('true: flaga, którą sklep wylicza sam (promocja); nie do edycji.'),
    productCount: z.number().int().describe('Ile produktów ma tę flagę (dla flagi wyliczanej: 0).'),
    updatedAt: timestampSchema,
  })
  .openapi('AdminFlag');
export type AdminFlag = z.output<typeof adminFlagSchema>;
