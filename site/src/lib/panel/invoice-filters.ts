/**
 * The back office's invoice list (issue 31, `/panel/faktury`): its filters and search as the panel
 * puts them in the address and the admin API reads them (`GET /api/admin/v1/invoices`), one schema
 * for both, and the kinds' Polish names. Dates are the invoices' issue dates (days of the Polish
 * calendar, as printed on them), both ends included.
 */
import { z } from 'zod';
import { KSEF_STATES } from '../ksef.ts';
import { CUSTOMER_TYPE_LABELS } from '../orders.ts';
import { dayParam, FROM_AFTER_TO, pageParam, searchParam } from './list-query.ts';
import { nameKeyOf } from './name-key.ts';
import { PAYMENT_STATES, type PaymentState } from './order-filters.ts';

/** Invoices per page of the list. */
export const INVOICE_LIST_PAGE_SIZE = 50;

/** `original`: a VAT invoice (FV); `correction`: a correcting invoice (FK). */
export const INVOICE_KINDS = ['original', 'correction'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** A document's kind, as a row of the list names it. */
export const INVOICE_KIND_LABELS: Readonly<Record<InvoiceKind, string>> = { original: 'Faktura', correction: 'Korekta' };
/** The kinds as the list's tabs count them. */
export const INVOICE_KIND_PLURAL_LABELS: Readonly<Record<InvoiceKind, string>> = { original: 'Faktury', correction: 'Korekty' };
/** The payment filter, said of an invoice (a correction is never paid: it takes money back). */
export const INVOICE_PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = { paid: 'Opłacona', unpaid: 'Nieopłacona' };

const BUYER_TYPE_CODES = Object.keys(CUSTOMER_TYPE_LABELS) as [string, ...string[]];
export const invoiceListQuerySchema = z
  .strictObject({
    kind: z
      .enum(INVOICE_KINDS, { error: 'Rodzaj dokumentu to original (faktura) albo correction (korekta).' })
      .optional()
      .describe('original: faktury (FV); correction: korekty (FK).'),
    from: dayParam('Od').optional().describe('Wystawione od dnia (włącznie), RRRR-MM-DD.'),
    to: dayParam('Do').optional().describe('Wystawione do dnia (włącznie), RRRR-MM-DD.'),
    buyerType: z
      .enum(BUYER_TYPE_CODES, { error: 'Nieznany typ nabywcy.' })
      .optional()
      .describe('Nabywca: 1 osoba prywatna, 11 firma, 12 jednostka budżetowa.'),
    paymentState: z
      .enum(PAYMENT_STATES, { error: 'Stan płatności to paid albo unpaid.' })
      .optional()
      .describe('paid: opłacone; unpaid: nie (korekta nigdy nie jest opłacona).'),
    ksefState: z
      .enum(KSEF_STATES, { error: 'Stan KSeF to queued, sending, sent, accepted albo rejected.' })
      .optional()
      .describe('Stan w KSeF: queued (czeka), sending, sent (czeka na numer), accepted (przyjęta), rejected (odrzucona).'),
    q: searchParam(1)
      .optional()
      .describe('Szukaj: numer faktury lub korekty (albo jego końcowe cyfry), numer zamówienia, NIP, początek nazwy nabywcy.'),
    page: pageParam,
  })
  .refine((query) => !(query.from && query.to && query.from > query.to), FROM_AFTER_TO);
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** What a search text is: the list searches the one column it can be, through its index. */
export type InvoiceSearch =
  /** An invoice's or correction's number: the whole number (`whole`), else its beginning. */
  | { kind: 'invoiceNumber'; value: string; whole: boolean }
  /** The end of a number: its sequence (`7`), or month and sequence (`11/7`). */
  | { kind: 'invoiceEnding'; value: string }
  /** The beginning of the order's number. */
  | { kind: 'orderNumber'; value: string }
  | { kind: 'nip'; value: string }
  /** The beginning of the buyer's name, folded (`nameKeyOf`). */
  | { kind: 'name'; value: string };

const WHOLE_INVOICE_NUMBER = /^(F[VK])\/(\d{4})\/(\d{1,2})\/(\d+)$/;
const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/**
 * Reads a search text: an invoice or correction number (`FV/2026/11/7`, `fk/2026/11`: any letter
 * case, the whole number or its beginning), the end of one (`7`, `11/7`), an order number
 * (`ZAM/2026/000123` or its beginning), a NIP (ten digits, however written: dashes, spaces, the PL
 * prefix), else the beginning of the buyer's name (letter case ignored).
 * @example invoiceSearchOf('fv/2026/3/007') // { kind: 'invoiceNumber', value: 'FV/2026/03/7', whole: true }
 * @example invoiceSearchOf('PL 526-025-02-74') // { kind: 'nip', value: '5260250274' }
 * @example invoiceSearchOf('0012') // { kind: 'invoiceEnding', value: '12' }
 */
export function invoiceSearchOf(text: string): InvoiceSearch {
  const value = text.trim();
  if (/^f[vk]\//i.test(value)) {
    const number = value.toUpperCase();
    const whole = WHOLE_INVOICE_NUMBER.exec(number);
    if (!whole) return { kind: 'invoiceNumber', value: number, whole: false };
    const [, series, year, month = '', sequence = ''] = whole;
    return { kind: 'invoiceNumber', value: `${series}/${year}/${month.padStart(2, '0')}/${withoutLeadingZeros(sequence)}`, whole: true };
  }
  if (/^zam\//i.test(value)) return { kind: 'orderNumber', value: value.toUpperCase() };
  const nip = value.replace(/^pl/i, '').replace(/[\s.-]/g, '');
  if (/^\d{10}$/.test(nip)) return { kind: 'nip', value: nip };
  if (/^\d+(?:\/\d+)*$/.test(value)) return { kind: 'invoiceEnding', value: value.replace(/\d+$/, withoutLeadingZeros) };
  return { kind: 'name', value: nameKeyOf(value) };
}
