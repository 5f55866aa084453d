/**
 * Products as the API answers them (spec §3 names: coverImage.big, shopProductDetails, price.*).
 * Every amount is integer grosze; every time a UTC ISO string.
 */
import { z } from '@hono/zod-openapi';
import { PRODUCT_NUMBER_PATTERN } from '#lib/formats.ts';
import { categoryRefSchema, grosze, imageSchema, timestampSchema, uuidSchema } from '../schemas.ts';
import { hazardLabelSchema, hazardSchema, productSafetySchema } from './safety-schemas.ts';

/** A product number as the shop prints it, e.g. `RP-10234`. */
export const productNumberSchema = z.string().regex(PRODUCT_NUMBER_PATTERN).describe('Numer produktu, np. `RP-10234`.');

export const productPriceSchema = z
  .object({
    nettoPrice: grosze.describe('Cena jednostkowa netto, promocyjna, gdy trwa promocja.'),
    grossPrice: grosze.describe('Cena jednostkowa brutto, promocyjna, gdy trwa promocja.'),
    vatRate: z.number().int().describe('Stawka VAT w procentach.'),
    nettoMinPriceFromSet: grosze.nullable().describe('Najniższa cena netto tego produktu w aktywnym zestawie.'),
    promotion: z
      .object({
        regularNettoPrice: grosze,
        regularGrossPrice: grosze,
        lowestPrice30DaysGross: grosze.describe('Omnibus: najniższa cena brutto z 30 dni przed promocją.'),
        endsAt: timestampSchema,
      })
      .nullable()
      .describe('Trwająca promocja albo null.'),
    unitPrice: z
      .object({ grossPrice: grosze, per: z.enum(['l', 'kg']) })
      .nullable()
      .describe('Cena brutto za litr lub kilogram (chemia, mydła).'),
  })
  .openapi('ProductPrice');

/** Spec §3 product status buttons: which ways to buy are open. */
export const productButtonsSchema = z
  .object({ addToCart: z.boolean(), addToCartSupplier: z.boolean(), buyAtProductSet: z.boolean(), buyAtPromotion: z.boolean() })
  .openapi('ProductButtons');

/** Spec §3 product stock: what the warehouse holds and how fast the supplier delivers the rest. */
export const productStockSchema = z
  .object({
    quantity: z.number().int().describe('Liczba jednostek sprzedaży w magazynie.'),
    supplierDeliveryDays: z.number().int().nullable().describe('Dni, w których dostawca dostarcza produkt; null: produkt nie ma dostawcy.'),
  })
  .openapi('ProductStock');

export const productSummarySchema = z
  .object({
    uuid: z.string(),
    number: z.string(),
    slug: z.string(),
    name: z.string(),
    eanCode: z.string(),
    producer: z.string(),
    salesUnit: z.string(),
    coverImage: imageSchema.extend({ big: z.string() }),
    price: productPriceSchema,
    buttons: productButtonsSchema,
    stock: productStockSchema,
    flags: z.array(z.string()),
    mainCategory: categoryRefSchema,
    hazardLabel: hazardLabelSchema
      .nullable()
      .describe('Piktogramy GHS i hasło ostrzegawcze produktu niebezpiecznego (kafelki, koszyk, maile); null: brak.'),
    categorySlugs: z
      .array(z.string())
      .describe('Slugi wszystkich kategorii, których lista pokazuje produkt (główna pierwsza, także nadrzędne i Promocje w czasie promocji).'),
    updatedAt: timestampSchema,
  })
  .openapi('ProductSummary');

/** What can change between builds: price and stock with the buttons that follow from them. */
export const productOfferSchema = productSummarySchema
  .pick({ uuid: true, number: true, price: true, buttons: true, stock: true })
  .openapi('ProductOffer');

export const productSchema = productSummarySchema
  .extend({
    description: z.string(),
    shortDescription: z.string(),
    color: z.string().nullable(),
    content: z.object({ amount: z.number(), unit: z.enum(['ml', 'g']) }).nullable(),
    images: z.array(imageSchema),
    shopProductDetails: z.object({ name: z.string(), description: z.string() }),
    breadcrumb: z.array(categoryRefSchema).describe('Ścieżka kategorii głównej od korzenia.'),
    sets: z.array(z.object({ slug: z.string(), name: z.string() })),
    hazard: hazardSchema
      .nullable()
      .describe(
        'Oznakowanie CLP (art. 17, 48 i 48a): sklasyfikowany produkt chemiczny z elementami etykiety, niesklasyfikowany albo null (nie chemia).',
      ),
    safety: productSafetySchema.nullable().describe('Dane GPSR (art. 19): producent, osoba odpowiedzialna w UE, ostrzeżenia.'),
    createdAt: timestampSchema,
  })
  .openapi('Product');

/** The most products one offers call may ask for (a listing page, a cart, the viewed history). */
export const MAX_OFFERS_PER_CALL = 100;

/** `?uuids=a,b,c`: 1 to 100 product uuids, comma separated; repeats are answered once. */
export const offersQuery = z.strictObject({
  uuids: z
    .string()
    .max(MAX_OFFERS_PER_CALL * 37)
    .transform((list) => [...new Set(list.split(','))])
    .pipe(z.array(uuidSchema).min(1).max(MAX_OFFERS_PER_CALL))
    .describe(`Od 1 do ${MAX_OFFERS_PER_CALL} UUID produktów (małymi literami) rozdzielonych przecinkami; powtórzone liczą się raz.`)
    .openapi({ example: '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f,0b8f9a36-6f4e-4c55-9d2a-3c1e2f4a5b6c' }),
});

/** Spec §7: products by number; repeats are answered once. */
export const numbersBody = z.strictObject({
  numbers: z
    .array(productNumberSchema)
    .min(1)
    .max(100)
    .transform((numbers) => [...new Set(numbers)])
    .describe('Od 1 do 100 numerów produktów.'),
});
