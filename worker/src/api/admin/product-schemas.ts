/**
 * The bodies and answers of the staff's product calls (products.ts), apart from the calls so that
 * `npm run import` validates a CSV row with the very schemas the API applies (scripts/import/).
 */
import { z } from '@hono/zod-openapi';
import { hasLaterEnd, PROMOTION_END_BEFORE_START, productFieldSchemas, promotionFieldSchemas } from '#lib/forms/product.ts';
import { MISSING_DATA, STOCK_STATES } from '#lib/panel/product-filters.ts';
import { hazardInputSchema, safetyDataSheetSchema, safetyInputSchema } from '../products/safety-schemas.ts';
import { grosze, slugSchema, timestampSchema } from '../schemas.ts';
import { atLeastOneField, readUpdatedAt } from './content-schemas.ts';

/** The flag the API derives from a running promotion (browse-flags.ts): never assigned by hand. */
export const DERIVED_FLAG = 'promotion';

/** Every field an editor sets, without defaults (the update's partial is made from these): the panel's form validates with the same. */
export const productFields = {
  ...productFieldSchemas,
  hazard: hazardInputSchema.nullable().describe(productFieldSchemas.hazard.description ?? ''),
  safety: safetyInputSchema,
};

export const productCreateBody = z
  .strictObject({
    slug: slugSchema,
    ...productFields,
    shortDescription: productFields.shortDescription.default(''),
    color: productFields.color.default(null),
    content: productFields.content.default(null),
    salesUnit: productFields.salesUnit.default('szt.'),
    categorySlugs: productFields.categorySlugs.default([]),
    flags: productFields.flags.default([]),
    images: productFields.images.default([]),
    published: productFields.published.default(true),
    hazard: productFields.hazard.default(null),
  })
  .openapi('AdminProductCreateRequest');

export const productUpdateBody = z
  .strictObject(productFields)
  .partial()
  .extend({ updatedAt: readUpdatedAt })
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminProductUpdateRequest');

export const productPriceBody = z
  .strictObject({ nettoPrice: productFields.nettoPrice, updatedAt: readUpdatedAt })
  .openapi('AdminProductPriceRequest');

export const adminProductSchema = z
  .object({
    uuid: z.string(),
    slug: z.string(),
    ...productFields,
    safety: productFields.safety
      .nullable()
      .describe('Dane GPSR; null tylko u produktu sprzed ich wprowadzenia (wtedy nie może być opublikowany na nowo bez nich).'),
    safetyDataSheet: safetyDataSheetSchema.nullable().describe('Karta charakterystyki (PDF) produktu z klasyfikacją.'),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    promotions: z.array(z.object({ id: z.number().int(), nettoPrice: grosze, startsAt: timestampSchema, endsAt: timestampSchema })),
    priceHistory: z
      .array(z.object({ netPrice: grosze, validFrom: timestampSchema }))
      .describe('Historia regularnej ceny netto, od najstarszej: z niej liczona jest najniższa cena z 30 dni przed promocją (Omnibus).'),
  })
  .openapi('AdminProduct');

export type AdminProduct = z.output<typeof adminProductSchema>;
export type ProductFields = z.output<typeof productCreateBody>;

export const promotionCreateBody = z
  .strictObject(promotionFieldSchemas)
  .refine(hasLaterEnd, { message: PROMOTION_END_BEFORE_START, path: ['endsAt'] })
  .openapi('AdminPromotionCreateRequest');
export const promotionUpdateBody = z
  .strictObject(promotionFieldSchemas)
  .partial()
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminPromotionUpdateRequest');

/** A row of the back office's product list (product-list.ts). */
export const adminProductListItemSchema = z
  .object({
    slug: z.string(),
    number: z.string(),
    name: z.string(),
    eanCode: z.string(),
    nettoPrice: grosze,
    vatRate: z.number().int(),
    grossPrice: grosze.describe('Cena brutto z ceny netto i stawki VAT.'),
    stock: z.object({ quantity: z.number().int(), supplierDeliveryDays: z.number().int().nullable() }),
    stockState: z.enum(STOCK_STATES),
    published: z.boolean(),
    mainCategoryName: z.string(),
    coverImage: z.string().describe('Ścieżka zdjęcia głównego w mediach.'),
    updatedAt: timestampSchema,
    missing: z.array(z.enum(MISSING_DATA)).describe('Czego produktowi brakuje (images, description, gpsr, clp).'),
  })
  .openapi('AdminProductListItem');

export const adminProductListSchema = z
  .object({ products: z.array(adminProductListItemSchema), total: z.number().int(), page: z.number().int(), pageCount: z.number().int() })
  .openapi('AdminProductList');
