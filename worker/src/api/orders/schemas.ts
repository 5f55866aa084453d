/**
 * The order calls' schemas (issue 13; spec §3 order, packages, paymentLink, customer types; §4
 * status codes). The body of `POST /orders` is the checkout form's own schema
 * (site/src/lib/forms/checkout.ts) plus the total the shopper was shown; every amount in an
 * answer is integer grosze recomputed on the server.
 */
import { z } from '@hono/zod-openapi';
import { ORDER_HASH_PATTERN, TOKEN_PATTERN } from '#lib/formats.ts';
import { checkoutSchema } from '#lib/forms/checkout.ts';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '#lib/orders.ts';
import { cartHeaders } from '../carts/schemas.ts';
import { orderInvoiceSchema } from '../invoices/schemas.ts';
import { grosze, timestampSchema, uuidSchema } from '../schemas.ts';

/** An Idempotency-Key as clients make them: a UUID or another 16 to 128 URL-safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** `POST /orders`: the cart's headers and the key that makes a repeated request one order. */
export const placeOrderHeaders = cartHeaders.extend({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .describe('Klucz idempotencji (np. UUID), nowy dla każdego zamówienia: ponowienie z tym samym kluczem i treścią zwraca pierwszą odpowiedź.'),
});

export const placeOrderBody = checkoutSchema
  .extend({
    expectedTotalGross: grosze
      .min(0)
      .max(Number.MAX_SAFE_INTEGER)
      .describe('Suma brutto (z dostawą), którą kupujący widział; inna niż policzona przez serwer: 409 z nowymi sumami.'),
  })
  .openapi('PlaceOrder');

const hashSchema = z.string().regex(ORDER_HASH_PATTERN).describe('Skrót z linku zamówienia.');

export const orderParams = z.strictObject({ uuid: uuidSchema, hash: hashSchema });
export const ownOrderParams = z.strictObject({ uuid: uuidSchema });
export const confirmationParams = z.strictObject({
  uuid: uuidSchema,
  hash: hashSchema,
  token: z.string().regex(TOKEN_PATTERN).describe('Token potwierdzenia z e-maila.'),
});

const statusSchema = z
  .number()
  .int()
  .describe('Kod statusu (spec §4): 5 anulowane, 37 oczekuje na płatność, 40 opłacone, 50 w realizacji, 60 dostarczone, 70 problem.');

export const placedOrderSchema = z
  .object({
    uuid: z.string(),
    hash: z.string(),
    number: z.string().describe('Numer zamówienia ZAM/{rok}/{kolejny}.'),
    status: statusSchema,
    paymentRedirectUrl: z.string().optional().describe('Strona płatności Przelewy24, gdy wybrano płatność online.'),
  })
  .openapi('PlacedOrder');

export const deliveryMethodSchema = z
  .object({
    code: z.enum(DELIVERY_METHODS),
    name: z.string(),
    description: z.string(),
    priceNetto: grosze,
    vatRate: z.number().int(),
    priceGross: grosze,
  })
  .openapi('DeliveryMethod');

export const deliveryMethodsSchema = z.object({ items: z.array(deliveryMethodSchema) }).openapi('DeliveryMethods');

const orderItemSchema = z.object({
  product: z.object({ uuid: z.string(), number: z.string(), name: z.string(), salesUnit: z.string() }),
  quantity: z.number().int(),
  vatRate: z.number().int(),
  unitPrice: z.object({ nettoPrice: grosze, grossPrice: grosze }),
  priceNetto: grosze,
  priceGross: grosze,
});

export const orderSchema = z
  .object({
    uuid: z.string(),
    number: z.string(),
    status: statusSchema,
    statusLabel: z.string().describe('Status po polsku.'),
    createdAt: timestampSchema,
    customerType: z.number().int().describe('1 osoba prywatna, 11 firma, 12 jednostka budżetowa (powyżej 10: organizacja).'),
    customerName: z.string(),
    companyName: z.string().nullable(),
    nip: z.string().nullable(),
    customerAddress: z.string(),
    customerZipCode: z.string(),
    customerCity: z.string(),
    invoiceEmail: z.string(),
    emailConfirmed: z.boolean(),
    packages: z.array(
      z.object({
        source: z.enum(['stock', 'supplier']).describe('stock: z magazynu; supplier: od dostawcy.'),
        supplierDeliveryDays: z.number().int().nullable(),
        items: z.array(orderItemSchema),
      }),
    ),
    delivery: z.object({
      method: z.enum(DELIVERY_METHODS),
      name: z.string(),
      parcelLockerCode: z.string().nullable(),
      branch: z.object({ slug: z.string(), name: z.string() }).nullable(),
      address: z.object({ name: z.string(), street: z.string(), postcode: z.string(), city: z.string() }).nullable(),
      priceNetto: grosze,
      priceGross: grosze,
    }),
    payment: z.object({ method: z.enum(PAYMENT_METHODS), name: z.string() }),
    totals: z.object({
      priceNetto: grosze,
      vatByRate: z.array(z.object({ vatRate: z.number().int(), priceNetto: grosze, vat: grosze, priceGross: grosze })),
      priceGross: grosze,
    }),
    paymentLink: z.string().nullable().describe('Link do płatności, dopóki zamówienie czeka na płatność online (status 37); inaczej null.'),
    statusHistory: z
      .array(z.object({ status: statusSchema, statusLabel: z.string(), changedAt: timestampSchema }))
      .describe('Kolejne statusy zamówienia od złożenia, najstarszy pierwszy (bez danych obsługi).'),
    shipments: z
      .array(
        z.object({
          carrier: z.string(),
          carrierName: z.string(),
          trackingNumber: z.string(),
          trackingUrl: z.string().nullable().describe('Strona śledzenia przesyłki u przewoźnika; null dla transportu własnego sklepu.'),
          shippedAt: timestampSchema,
        }),
      )
      .describe('Wysłane paczki z numerem przesyłki; pusta lista: jeszcze nie wysłano.'),
    invoices: z.array(orderInvoiceSchema).describe('Faktura zamówienia i jej korekta, gdy je wystawiono.'),
    withdrawal: z
      .object({
        open: z.boolean().describe('Konsument może teraz odstąpić od umowy (formularz „Odstąp od umowy tutaj”).'),
        deadline: z
          .string()
          .nullable()
          .describe('Ostatni dzień na odstąpienie (RRRR-MM-DD, 14 dni od dostawy); null przed dostawą: termin biegnie od niej.'),
      })
      .nullable()
      .describe('Prawo odstąpienia od umowy (art. 27 ustawy o prawach konsumenta); null dla zamówienia firmy: żadnych tekstów konsumenckich.'),
  })
  .openapi('Order');

export const orderConfirmationSchema = z
  .object({
    confirmed: z.literal(true),
    alreadyConfirmed: z.boolean().describe('true, gdy adres potwierdzono już wcześniej.'),
  })
  .openapi('OrderConfirmation');

/** P24's status notification as it arrives: P24's own fields, checked in full by the adapter. */
export const p24NotificationBody = z
  .object({
    merchantId: z.number().int(),
    posId: z.number().int(),
    sessionId: z.string().max(100),
    amount: z.number().int(),
    originAmount: z.number().int(),
    currency: z.string().max(3),
    orderId: z.number().int(),
    methodId: z.number().int(),
    statement: z.string().max(200),
    sign: z.string().max(96),
  })
  .openapi('Przelewy24Notification');

export const notificationAcceptedSchema = z.object({ status: z.literal('OK') }).openapi('NotificationAccepted');
