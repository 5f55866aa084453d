/**
 * The cart as the API answers it (spec §3 cart item and cart, §7 carts calls) and what the cart
 * calls accept. Quantities are whole numbers from 1 to 9999 (spec §5); every amount is integer
 * grosze, recomputed from the catalogue on every read.
 */
import { z } from '@hono/zod-openapi';
import { TOKEN_PATTERN } from '#lib/formats.ts';
import { emailField } from '#lib/forms/fields.ts';
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';
import { hazardLabelSchema } from '../products/safety-schemas.ts';
import { productStockSchema } from '../products/schemas.ts';
import { grosze, imageSchema, timestampSchema, uuidSchema } from '../schemas.ts';

/** The most lines one cart holds (issue 12): a product bought alone and one from a set are two lines. */
export const MAX_CART_LINES = 200;

/**
 * Headers of every cart call. The edge fills both in from the visitor's cookies (generating them
 * the first time: worker/src/edge/cart-session.ts); a client calling the API without the edge
 * sends them itself. Hono hands headers over with lowercase names.
 */
export const cartHeaders = z.object({
  'cart-session-id': uuidSchema.describe('Identyfikator sesji koszyka (UUID małymi literami): kto go zna, ten ma koszyk.'),
  'cart-transaction-id': uuidSchema.optional().describe('Identyfikator transakcji koszyka, zapisywany przy każdej zmianie koszyka.'),
});

export const quantitySchema = z
  .number()
  .int()
  .min(1)
  .max(MAX_PRODUCT_QUANTITY)
  .describe(`Liczba sztuk (jednostek sprzedaży), liczba całkowita od 1 do ${MAX_PRODUCT_QUANTITY}.`);

/** Spec §7: `increaseQuantity`, true unless told otherwise. */
const increaseQuantitySchema = z
  .boolean()
  .optional()
  .transform((increase) => increase ?? true)
  .describe('true (domyślnie): ilość dodaje się do tej, która już jest w koszyku; false: zastępuje ją.');

/** Spec §7 POST /carts/products. */
export const addProductsBody = z.strictObject({
  productsData: z
    .array(z.strictObject({ uuid: uuidSchema.describe('UUID produktu.'), quantity: quantitySchema }))
    .min(1)
    .max(MAX_CART_LINES)
    .describe(`Od 1 do ${MAX_CART_LINES} produktów z ilościami; ten sam produkt podany kilka razy liczy się raz, z sumą ilości.`),
  increaseQuantity: increaseQuantitySchema,
});

/** A product set added as its items: `quantity` sets, each item times its quantity in the set. */
export const addProductSetBody = z.strictObject({
  uuid: uuidSchema.describe('UUID zestawu.'),
  quantity: quantitySchema.describe(`Liczba zestawów, od 1 do ${MAX_PRODUCT_QUANTITY}.`),
  increaseQuantity: increaseQuantitySchema,
});

/** PUT /carts/products/{uuid}: the line's new quantity. */
export const setQuantityBody = z.strictObject({ quantity: quantitySchema });

/** Path parameter `{uuid}` of a product or a set in the cart. */
export const cartUuidParams = z.strictObject({ uuid: uuidSchema });

export const cartSummarySchema = z
  .object({
    cnt: z.number().int().nonnegative().describe('Liczba pozycji (linii) w koszyku: licznik w nagłówku sklepu.'),
    quantity: z.number().int().nonnegative().describe('Suma sztuk wszystkich pozycji.'),
  })
  .openapi('CartSummary');

/** Spec §7 GET /carts/summary. */
export const cartSummaryResponseSchema = z.object({ cartSummary: cartSummarySchema }).openapi('CartSummaryResponse');

/** Spec §7/§8: what every change of the cart answers, as the add-to-cart button reads it. */
export const cartUpdateSchema = z
  .object({
    alertMessages: z
      .object({
        success: z.array(z.string()).describe('Komunikaty o powodzeniu, po polsku (do pokazania jako powiadomienia).'),
        error: z.array(z.string()).describe('Ostrzeżenia po polsku: pominięte produkty, ilości przycięte do 9999, pełny koszyk.'),
      })
      .describe('Komunikaty dla kupującego.'),
    items: z.object({
      directlyProcessedCnt: z.object({
        added: z.number().int().nonnegative().describe('Pozycje dodane lub zmienione (usunięcia się tu nie liczą).'),
        skipped: z.number().int().nonnegative().describe('Pozycje pominięte (nieznane, wycofane, niedostępne, tylko w zestawie, brak miejsca).'),
      }),
      skipped: z
        .array(
          z.object({
            uuid: z.string().describe('UUID podany w wywołaniu: produktu, a przy zestawie zestawu.'),
            message: z.string().describe('Powód po polsku, ten sam co w alertMessages.error.'),
          }),
        )
        .describe('Co pominięto i dlaczego, po UUID z wywołania: szybkie zamówienie zostawia w polu tylko te wiersze.'),
    }),
    cartSummary: cartSummarySchema,
  })
  .openapi('CartUpdate');

const unitPricesSchema = z.object({
  nettoPrice: grosze.describe('Cena jednostkowa netto.'),
  grossPrice: grosze.describe('Cena jednostkowa brutto.'),
});

export const cartItemSchema = z
  .object({
    uuid: z.string().describe('UUID pozycji koszyka.'),
    product: z.object({
      uuid: z.string(),
      number: z.string(),
      name: z.string(),
      slug: z.string(),
      salesUnit: z.string().describe('Jednostka sprzedaży, np. `szt.`, `op.`.'),
      coverImage: imageSchema,
      hazardLabel: hazardLabelSchema.nullable().describe('Piktogramy GHS i hasło ostrzegawcze produktu niebezpiecznego; null: brak.'),
      stock: productStockSchema.describe(
        'Stan magazynu i czas dostawy od dostawcy: skąd pochodzi ilość pozycji (#lib/cart/line-supply.ts, ta sama reguła co przy składaniu zamówienia).',
      ),
    }),
    productSet: z
      .object({ uuid: z.string(), slug: z.string(), name: z.string() })
      .nullable()
      .describe('Zestaw, z którym pozycja została dodana (w cenie zestawu), albo null dla produktu kupionego osobno.'),
    quantity: z.number().int().min(1).max(MAX_PRODUCT_QUANTITY),
    vatRate: z.number().int().describe('Stawka VAT w procentach.'),
    unitPrice: unitPricesSchema.describe('Aktualna cena jednostkowa (z promocją albo w cenie zestawu).'),
    cartItemSummary: z
      .object({ priceNetto: grosze, priceGross: grosze })
      .describe('Wartość pozycji: cena jednostkowa razy ilość, netto i brutto (spec §3).'),
    priceChange: unitPricesSchema
      .nullable()
      .describe('Cena jednostkowa pokazana przy ostatniej zmianie pozycji, gdy od tego czasu się zmieniła; null, gdy jest ta sama.'),
    isAvailable: z.boolean().describe('Czy produkt można teraz kupić w ten sposób (jest w magazynie lub u dostawcy; zestaw jest aktywny).'),
    addedAt: timestampSchema,
  })
  .openapi('CartItem');

export const vatSummarySchema = z
  .object({ vatRate: z.number().int(), priceNetto: grosze, vat: grosze, priceGross: grosze })
  .openapi('CartVatSummary');

/** Spec §3 "Cart: uuid, items" with the totals the cart page shows. */
export const cartSchema = z
  .object({
    uuid: z.string().nullable().describe('Publiczny UUID koszyka; null, dopóki nic do niego nie dodano.'),
    items: z.array(cartItemSchema),
    totals: z.object({
      priceNetto: grosze.describe('Suma netto pozycji.'),
      vatByRate: z.array(vatSummarySchema).describe('Netto, VAT i brutto dla każdej stawki VAT, od najwyższej stawki.'),
      priceGross: grosze.describe('Suma brutto pozycji.'),
    }),
    alertMessages: z
      .object({ error: z.array(z.string()) })
      .describe('Ostrzeżenia po polsku: zmienione ceny, produkty niedostępne lub wycofane z oferty.'),
    cartSummary: cartSummarySchema,
  })
  .openapi('Cart');

/**
 * PUT /carts/contact (issue 15): the checkout's e-mail with the shopper's separate consent to one
 * reminder about this cart (direct marketing by e-mail needs a prior consent: PKE, UŚUDE art. 10).
 * `reminderConsent: false` withdraws it and forgets the address.
 */
export const cartContactBody = z.strictObject({
  email: emailField.optional().describe('Adres e-mail z formularza zamówienia; wymagany, gdy reminderConsent jest true.'),
  reminderConsent: z.boolean().describe('Czy kupujący zaznaczył zgodę na jedno przypomnienie e-mailem o tym koszyku.'),
});

export const cartContactSchema = z
  .object({
    saved: z.boolean().describe('false, gdy ta sesja nie ma jeszcze koszyka (nic nie zapisano).'),
    reminderConsent: z.boolean().describe('Czy koszyk ma teraz zgodę na przypomnienie.'),
  })
  .openapi('CartContact');

/** POST /carts/recoveries/{cartUuid}: the token of the abandoned-cart link, in the body (never in a log line). */
export const cartRecoveryParams = z.strictObject({ cartUuid: uuidSchema.describe('Publiczny UUID porzuconego koszyka.') });
export const cartRecoveryBody = z.strictObject({
  token: z.string().regex(TOKEN_PATTERN).describe('Token z linku w e-mailu z przypomnieniem.'),
});

/** POST /carts/transaction-recoveries: the transaction id of the ad tracker's `cartUrl` (spec §7), in the body. */
export const transactionRecoveryBody = z.strictObject({
  transactionUuid: uuidSchema.describe('Identyfikator transakcji koszyka (Cart-Transaction-Id) z linku.'),
});

export const reminderWithdrawalSchema = z
  .object({ withdrawn: z.literal(true).describe('Zgoda na przypomnienia dla adresu tego koszyka została wycofana.') })
  .openapi('CartReminderWithdrawal');
