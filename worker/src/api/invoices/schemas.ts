/**
 * The invoice calls' schemas (issue 15): a Polish VAT invoice with everything art. 106e of the
 * VAT act asks for, as the invoice page prints it. Amounts are integer grosze; a correction's
 * are negative (what it takes back). Dates are Polish calendar days, YYYY-MM-DD.
 */
import { z } from '@hono/zod-openapi';
import { ORDER_HASH_PATTERN } from '#lib/formats.ts';
import { INVOICE_DOCUMENT_TYPES, KSEF_STATES } from '#lib/ksef.ts';
import { PAYMENT_METHODS } from '#lib/orders.ts';
import { grosze, listOf, timestampSchema, uuidSchema } from '../schemas.ts';

export const invoiceParams = z.strictObject({ uuid: uuidSchema });
export const guestInvoiceParams = z.strictObject({
  uuid: uuidSchema,
  hash: z.string().regex(ORDER_HASH_PATTERN).describe('Skrót z linku zamówienia, z którego wystawiono fakturę.'),
});

const daySchema = z.string().describe('Dzień w Polsce, RRRR-MM-DD.');

const ksefStateSchema = z
  .enum(KSEF_STATES)
  .describe('queued: czeka na wysłanie; sending: w wysyłce; sent: wysłana, czeka na numer; accepted: przyjęta; rejected: odrzucona.');

/** The invoice in KSeF (issue 32, docs/decisions/036-ksef-sending.md). */
export const invoiceKsefSchema = z
  .object({
    state: ksefStateSchema,
    stateLabel: z.string().describe('Stan po polsku.'),
    number: z.string().nullable().describe('Numer KSeF (35 znaków), gdy KSeF go nadał.'),
    verificationUrl: z
      .string()
      .nullable()
      .describe(
        'KOD I: link weryfikacyjny KSeF (NIP sprzedawcy, data wystawienia, SHA-256 wysłanego XML), do kodu QR; null, zanim XML ustalono, i dla odrzuconej.',
      ),
    certificateUrl: z.string().nullable().describe('KOD II (faktura offline, z certyfikatem offline sklepu): link weryfikacji wystawcy.'),
    offline: z.boolean().describe('Wystawiona w trybie offline24: KSeF nie odpowiadał, gdy miała być wysłana.'),
    offlineDeadline: daySchema.nullable().describe('Do kiedy faktura offline musi trafić do KSeF (następny dzień roboczy po wystawieniu).'),
  })
  .openapi('InvoiceKsef');

const partySchema = z.object({
  name: z.string(),
  nip: z.string().nullable().describe('NIP (10 cyfr); null dla osoby prywatnej.'),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
});

export const invoiceLineSchema = z
  .object({
    position: z.number().int(),
    name: z.string(),
    productNumber: z.string().nullable(),
    unit: z.string(),
    quantity: z.number().int().describe('Ilość; ujemna w korekcie.'),
    unitNet: grosze.describe('Cena jednostkowa netto.'),
    net: grosze.describe('Wartość netto.'),
    vatRate: z.number().int().describe('Stawka VAT w procentach. Podatek liczy się od sumy netto w stawce (`totalsByRate`), nie od pozycji.'),
    before: z
      .object({ quantity: z.number().int(), net: grosze })
      .nullable()
      .describe('W korekcie: ilość i wartość netto pozycji przed nią; po korekcie jest to plus różnica (`quantity`, `net`). W fakturze: null.'),
  })
  .openapi('InvoiceLine');

const rateTotalSchema = z.object({ vatRate: z.number().int(), net: grosze, vat: grosze, gross: grosze });

/** The document as its page and its FA(3) XML read it (invoices/invoice-view.ts). */
export const invoiceDocumentSchema = z
  .object({
    uuid: z.string(),
    number: z.string().describe('FV/{rok}/{miesiąc}/{kolejny}; korekta FK/{rok}/{miesiąc}/{kolejny}.'),
    kind: z.enum(['original', 'correction']),
    documentType: z
      .enum(INVOICE_DOCUMENT_TYPES)
      .describe(
        'Rodzaj: VAT, ZAL (zaliczkowa: zapłata przed wydaniem towaru), ROZ (końcowa, rozliczająca zaliczkę); korekta ma rodzaj dokumentu, który koryguje.',
      ),
    title: z.string().describe('„Faktura VAT”, „Faktura zaliczkowa”, „Faktura końcowa” albo „Faktura korygująca”.'),
    corrects: z
      .object({
        uuid: z.string(),
        number: z.string(),
        issueDate: daySchema,
        ksefNumber: z.string().nullable().optional().describe('Numer KSeF faktury korygowanej; null, zanim go nadano.'),
      })
      .nullable()
      .describe('Faktura, którą ta korekta koryguje; null dla faktury pierwotnej.'),
    corrections: z
      .array(z.object({ uuid: z.string(), number: z.string() }))
      .describe('Korekty tej faktury, od najstarszej (pusta lista, gdy ich nie ma).'),
    correctionReason: z.string().nullable(),
    orderUuid: z.string(),
    orderNumber: z.string(),
    issueDate: daySchema,
    saleDate: daySchema,
    dueDate: daySchema,
    placeOfIssue: z.string(),
    issuedAt: timestampSchema,
    seller: partySchema.extend({
      bankAccount: z.string().describe('IBAN rachunku do przelewów.'),
      krs: z.string().describe('Numer KRS sprzedawcy (10 cyfr).'),
      regon: z.string().describe('REGON sprzedawcy (9 lub 14 cyfr).'),
      registryCourt: z.string().describe('Sąd rejestrowy, w którym są akta spółki (KSH art. 206 § 1).'),
      shareCapital: grosze.describe('Kapitał zakładowy spółki (KSH art. 206 § 1).'),
    }),
    buyer: partySchema.extend({ customerType: z.number().int().describe('1 osoba prywatna, 11 firma, 12 jednostka budżetowa.') }),
    lines: z.array(invoiceLineSchema),
    advance: z
      .object({ uuid: z.string(), number: z.string(), issueDate: daySchema, gross: grosze, ksefNumber: z.string().nullable() })
      .nullable()
      .describe('Faktura zaliczkowa, którą rozlicza faktura końcowa (ROZ); null dla innych.'),
    dueByRate: z
      .array(rateTotalSchema)
      .describe(
        'Kwoty dokumentu według stawek (P_13, P_14): w fakturze końcowej pomniejszone o zaliczkę (art. 106f ust. 3), w innych równe `totalsByRate`.',
      ),
    totalsByRate: z
      .array(rateTotalSchema)
      .describe('Sumy według stawek VAT, od najwyższej; w korekcie: sumy faktury po niej minus sumy przed nią, w stawkach pozycji, które zmienia.'),
    totals: z.object({ net: grosze, vat: grosze, gross: grosze }),
    amountInWords: z.string().describe('Kwota brutto słownie.'),
    payment: z.object({
      method: z.enum(PAYMENT_METHODS),
      name: z.string(),
      paidAt: timestampSchema.nullable().describe('Kiedy zapłacono; null, gdy dokument nie jest zapłatą (korekta).'),
    }),
    hasKsefXml: z.boolean().describe('true dla faktury dla firmy (z NIP): właściciel pobierze jej XML FA(3).'),
  })
  .describe('Faktura jako dokument: to, co pokazuje jej strona i zawiera XML FA(3).');

export const invoiceSchema = invoiceDocumentSchema.extend({ ksef: invoiceKsefSchema }).openapi('Invoice');

export const invoiceSummarySchema = z
  .object({
    uuid: z.string(),
    number: z.string(),
    kind: z.enum(['original', 'correction']),
    title: z.string().describe('„Faktura VAT”, „Faktura zaliczkowa”, „Faktura końcowa” albo „Faktura korygująca”.'),
    issueDate: daySchema,
    orderNumber: z.string(),
    totalGross: grosze,
    hasKsefXml: z.boolean(),
    ksef: invoiceKsefSchema.pick({ state: true, stateLabel: true, number: true }),
  })
  .openapi('InvoiceSummary');

export const invoiceListSchema = listOf(invoiceSummarySchema).openapi('InvoiceList');

/** What an order view links: its invoice and the correction, when issued. */
export const orderInvoiceSchema = z
  .object({
    uuid: z.string(),
    number: z.string(),
    kind: z.enum(['original', 'correction']),
    title: z.string().describe('„Faktura VAT”, „Faktura zaliczkowa”, „Faktura końcowa” albo „Faktura korygująca”.'),
  })
  .openapi('OrderInvoice');
