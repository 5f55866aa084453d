/**
 * The order desk's list (issue 31): its filters and search as the panel puts them in the address
 * and the admin API reads them (`GET /api/admin/v1/orders`), one schema for both. Dates are days of
 * the shop's calendar (Warsaw), both ends included.
 */
import { z } from 'zod';
import { CUSTOMER_TYPE_LABELS, DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from '../orders.ts';
import { dayParam, FROM_AFTER_TO, pageParam, searchParam } from './list-query.ts';

/** Orders per page of the list. */
export const ORDER_LIST_PAGE_SIZE = 50;
/** The list asks again this often by itself (SWR's refresh interval), so new orders show up within it. */
export const ORDER_LIST_REFRESH_MS = 30_000;

export const PAYMENT_STATES = ['paid', 'unpaid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = { paid: 'Opłacone', unpaid: 'Nieopłacone' };

export const DELIVERY_METHOD_LABELS: Readonly<Record<(typeof DELIVERY_METHODS)[number], string>> = {
  courier: 'Kurier',
  parcel_locker: 'Paczkomat',
  branch_pickup: 'Odbiór w oddziale',
};

const CUSTOMER_TYPE_CODES = Object.keys(CUSTOMER_TYPE_LABELS) as [string, ...string[]];
const STATUS_CODES = ORDER_STATUSES.map(String) as [string, ...string[]];
export const orderListQuerySchema = z
  .strictObject({
    status: z.enum(STATUS_CODES, { error: 'Nieznany status zamówienia.' }).optional().describe('Kod statusu: 5, 37, 40, 50, 60 albo 70.'),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Nieznana metoda płatności.' }).optional().describe('transfer, cod albo p24.'),
    paymentState: z.enum(PAYMENT_STATES, { error: 'Stan płatności to paid albo unpaid.' }).optional().describe('paid: opłacone; unpaid: nie.'),
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'Nieznana metoda dostawy.' }).optional().describe('courier, parcel_locker albo branch_pickup.'),
    customerType: z
      .enum(CUSTOMER_TYPE_CODES, { error: 'Nieznany typ klienta.' })
      .optional()
      .describe('1 osoba prywatna, 11 firma, 12 jednostka budżetowa.'),
    from: dayParam('Od').optional().describe('Od dnia (czas polski, włącznie), RRRR-MM-DD.'),
    to: dayParam('Do').optional().describe('Do dnia (czas polski, włącznie), RRRR-MM-DD.'),
    q: searchParam(2).optional().describe('Szukaj: numer zamówienia, e-mail, NIP, nazwisko lub firma, telefon.'),
    page: pageParam,
  })
  .refine((query) => !(query.from && query.to && query.from > query.to), FROM_AFTER_TO);
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** What a search text is: the list searches the one column it can be, through its index. */
export type OrderSearch =
  | { kind: 'number'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'nip'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'name'; value: string };

/**
 * Reads a search text: an order number (`ZAM/2026/000123`, or its last digits), an e-mail address
 * (or its beginning), a NIP (ten digits, however written), a phone number (its last nine digits),
 * else a surname or company name (its beginning, letter case ignored).
 * @example orderSearchOf('526-025-02-74') // { kind: 'nip', value: '5260250274' }
 * @example orderSearchOf('+48 600 100 200') // { kind: 'phone', value: '600100200' }
 */
export function orderSearchOf(text: string): OrderSearch {
  const value = text.trim();
  if (/^zam\//i.test(value)) return { kind: 'number', value: value.toUpperCase() };
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() };
  const digits = value.replace(/^pl/i, '').replace(/[\s().+-]/g, '');
  if (/^\d+$/.test(digits)) {
    // Ten digits are a NIP: a phone number has nine, or eleven with the country's 48.
    if (digits.length === 10) return { kind: 'nip', value: digits };
    if (digits.length >= 9) return { kind: 'phone', value: digits.slice(-9) };
    return { kind: 'number', value: digits.padStart(6, '0') };
  }
  return { kind: 'name', value };
}
