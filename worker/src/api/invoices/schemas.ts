/**
 * The invoice calls' schemas (issue 15): a Polish VAT invoice with everything art. 106e of the
 * VAT act asks for, as the invoice page prints it. Amounts are integer grosze; a correction's
 * are negative (what it takes back). Dates are Polish calendar days, YYYY-MM-DD.
 */
import { z } from '@hono/zod-openapi';
import { ORDER_HASH_PATTERN } from '#lib/formats.ts';
import { PAYMENT_METHODS } from '#lib/orders.ts';
import { grosze, listOf, timestampSchema, uuidSchema } from '../schemas.ts';

export const invoiceParams = z.strictObject({ uuid: uuidSchema });
export const guestInvoiceParams = z.strictObject({
  uuid: uuidSchema,
  hash: z.string().regex(ORDER_HASH_PATTERN).describe('Skrót z linku zamówienia, z którego wystawiono fakturę.'),
});

const daySchema = z.string().describe('Dzień w Polsce, RRRR-MM-DD.');

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
    vatRate: z.number().int().describe('Stawka VAT w procentach.'),
    vat: grosze.describe('Kwota VAT.'),
    gross: grosze.describe('Wartość brutto.'),
  })
  .openapi('InvoiceLine');

const rateTotalSchema = z.object({ vatRate: z.number().int(), net: grosze, vat: grosze, gross: grosze });

export const invoiceSchema = z
  .object({
    uuid: z.string(),
    number: z.string().describe('FV/{rok}/{miesiąc}/{kolejny}; korekta FK/{rok}/{miesiąc}/{kolejny}.'),
    kind: z.enum(['original', 'correction']),
    title: z.string().describe('„Faktura VAT” albo „Faktura korygująca”.'),
    corrects: z
      .object({ uuid: z.string(), number: z.string(), issueDate: daySchema })
      .nullable()
      .describe('Faktura, którą ta korekta koryguje; null dla faktury pierwotnej.'),
    correctedBy: z.object({ uuid: z.string(), number: z.string() }).nullable().describe('Korekta tej faktury, gdy ją wystawiono.'),
    correctionReason: z.string().nullable(),
    orderUuid: z.string(),
    orderNumber: z.string(),
    issueDate: daySchema,
    saleDate: daySchema,
    dueDate: daySchema,
    placeOfIssue: z.string(),
    issuedAt: timestampSchema,
    seller: partySchema.extend({ bankAccount: z.string().describe('IBAN rachunku do przelewów.') }),
    buyer: partySchema.extend({ customerType: z.number().int().describe('1 osoba prywatna, 11 firma, 12 jednostka budżetowa.') }),
    lines: z.array(invoiceLineSchema),
    totalsByRate: z.array(rateTotalSchema).describe('Sumy według stawek VAT, od najwyższej.'),
    totals: z.object({ net: grosze, vat: grosze, gross: grosze }),
    amountInWords: z.string().describe('Kwota brutto słownie.'),
    payment: z.object({
      method: z.enum(PAYMENT_METHODS),
      name: z.string(),
      paidAt: timestampSchema.nullable().describe('Kiedy zapłacono; null, gdy dokument nie jest zapłatą (korekta).'),
    }),
    hasKsefXml: z.boolean().describe('true dla faktury dla firmy (z NIP): właściciel pobierze jej XML FA(3).'),
  })
  .openapi('Invoice');

export const invoiceSummarySchema = z
  .object({
    uuid: z.string(),
    number: z.string(),
    kind: z.enum(['original', 'correction']),
    issueDate: daySchema,
    orderNumber: z.string(),
    totalGross: grosze,
    hasKsefXml: z.boolean(),
  })
  .openapi('InvoiceSummary');

export const invoiceListSchema = listOf(invoiceSummarySchema).openapi('InvoiceList');

/** What an order view links: its invoice and the correction, when issued. */
export const orderInvoiceSchema = z
  .object({ uuid: z.string(), number: z.string(), kind: z.enum(['original', 'correction']) })
  .openapi('OrderInvoice');
