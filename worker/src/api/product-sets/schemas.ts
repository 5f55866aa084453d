/** Product sets (/zestaw/{slug}, /w-zestawie/{slug}). */
import { z } from '@hono/zod-openapi';
import { productSummarySchema } from '../products/schemas.ts';
import { grosze, imageSchema, timestampSchema } from '../schemas.ts';

export const productSetItemSchema = z
  .object({
    product: productSummarySchema,
    quantity: z.number().int().positive(),
    nettoPrice: grosze.describe('Cena jednostkowa netto produktu w zestawie.'),
    grossPrice: grosze.describe('Cena jednostkowa brutto produktu w zestawie.'),
  })
  .openapi('ProductSetItem');

export const setPriceSchema = z
  .object({ nettoPrice: grosze, grossPrice: grosze, regularGrossPrice: grosze })
  .describe('Cały zestaw: suma cen pozycji razy ilości.');

export const productSetSchema = z
  .object({
    uuid: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    coverImage: imageSchema,
    items: z.array(productSetItemSchema),
    price: setPriceSchema,
    updatedAt: timestampSchema,
  })
  .openapi('ProductSet');

/** A product set as a search result: its prices as a whole, without the items. */
export const productSetSummarySchema = productSetSchema
  .pick({ uuid: true, slug: true, name: true, coverImage: true, price: true })
  .openapi('ProductSetSummary');
