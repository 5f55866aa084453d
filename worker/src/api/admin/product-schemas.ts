/**
 * The bodies and answers of the staff's product calls (products.ts), apart from the calls so that
 * `npm run import` validates a CSV row with the very schemas the API applies (scripts/import/).
 */
import { z } from '@hono/zod-openapi';
import { isValidEan13 } from '#lib/ean.ts';
import { EAN_PATTERN } from '#lib/formats.ts';
import { mediaPathSchema } from '../media/schemas.ts';
import { hazardInputSchema, safetyDataSheetSchema, safetyInputSchema } from '../products/safety-schemas.ts';
import { productNumberSchema } from '../products/schemas.ts';
import { grosze, slugSchema, timestampSchema } from '../schemas.ts';
import { atLeastOneField, readUpdatedAt } from './content-schemas.ts';

/** The flag the API derives from a running promotion (browse-flags.ts): never assigned by hand. */
export const DERIVED_FLAG = 'promotion';

const vatRateSchema = z.union([z.literal(0), z.literal(5), z.literal(8), z.literal(23)]).describe('Stawka VAT w procentach: 0, 5, 8 albo 23.');

/** Every field an editor sets, without defaults (the update's partial is made from these). */
export const productFields = {
  number: productNumberSchema,
  name: z.string().trim().min(1).max(200).describe('Nazwa produktu.'),
  eanCode: z.string().regex(EAN_PATTERN).refine(isValidEan13, 'Zła cyfra kontrolna kodu EAN-13.').describe('Kod EAN-13 z poprawną cyfrą kontrolną.'),
  description: z.string().trim().min(1).max(20_000).describe('Opis (zwykły tekst, akapity rozdzielone pustą linią).'),
  shortDescription: z.string().trim().max(1_000),
  producer: z.string().trim().min(1).max(100),
  color: z.string().trim().min(1).max(50).nullable(),
  content: z
    .strictObject({ amount: z.number().int().min(1).max(1_000_000), unit: z.enum(['ml', 'g']) })
    .nullable()
    .describe('Zawartość jednej sztuki (ml lub g), do ceny za litr lub kilogram; null dla innych towarów.'),
  salesUnit: z.string().trim().min(1).max(20).describe('Jednostka sprzedaży, np. `szt.`, `op.`.'),
  nettoPrice: grosze.min(1).max(100_000_000).describe('Cena jednostkowa netto w groszach (zmiana trafia do historii cen).'),
  vatRate: vatRateSchema,
  stock: z.strictObject({
    quantity: z.number().int().min(0).max(10_000_000),
    supplierDeliveryDays: z.number().int().min(1).max(365).nullable().describe('Dni dostawy od dostawcy, gdy brak na stanie; null: brak.'),
  }),
  mainCategorySlug: slugSchema.describe('Slug kategorii głównej (zwykłej, nie „Promocje”).'),
  categorySlugs: z.array(slugSchema).max(20).describe('Slugi dodatkowych kategorii, w których produkt też jest na liście.'),
  flags: z
    .array(z.string().regex(/^[a-z]{1,30}$/))
    .max(10)
    .describe('Kody flag, np. `new`, `bestseller`; flagi `promotion` nie nadaje się ręcznie (wynika z promocji).'),
  coverImage: mediaPathSchema.describe('Ścieżka zdjęcia głównego w mediach sklepu, np. `products/cz-10306-1.svg`.'),
  images: z
    .array(z.strictObject({ path: mediaPathSchema, alt: z.string().trim().min(1).max(200) }))
    .max(20)
    .describe('Galeria w kolejności wyświetlania: ścieżki mediów z tekstem alternatywnym.'),
  published: z.boolean().describe('false: produkt wycofany (niewidoczny w sklepie, zamówienia i zestawy dalej go znają).'),
  hazard: hazardInputSchema
    .nullable()
    .describe(
      'Klasyfikacja CLP; null: produkt nie jest chemią. W kategorii chemii produkt opublikowany musi ją mieć (albo `classified: false`). Kartę charakterystyki wysyła osobne wywołanie.',
    ),
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
  })
  .openapi('AdminProduct');

export type AdminProduct = z.output<typeof adminProductSchema>;
export type ProductFields = z.output<typeof productCreateBody>;

const promotionFields = {
  nettoPrice: grosze.min(1).max(100_000_000).describe('Cena promocyjna netto w groszach, niższa od regularnej.'),
  startsAt: z.iso.datetime().describe('Początek promocji (UTC, ISO 8601).'),
  endsAt: z.iso.datetime().describe('Koniec promocji (UTC, ISO 8601); zakończenie teraz: podaj bieżący czas.'),
};
const laterEnd = (promotion: { startsAt?: string; endsAt?: string }) =>
  !(promotion.startsAt && promotion.endsAt) || Date.parse(promotion.endsAt) > Date.parse(promotion.startsAt);
export const promotionCreateBody = z
  .strictObject(promotionFields)
  .refine(laterEnd, { message: 'Koniec promocji musi być po jej początku.', path: ['endsAt'] })
  .openapi('AdminPromotionCreateRequest');
export const promotionUpdateBody = z
  .strictObject(promotionFields)
  .partial()
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminPromotionUpdateRequest');
