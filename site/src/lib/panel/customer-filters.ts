/**
 * The back office's customers (issue 31): the list's filters and search as the panel puts them in
 * the address and the admin API reads them (`GET /api/admin/v1/customers`), one schema for both.
 * The search box reads what was typed as the order desk's does (`orderSearchOf`): an e-mail
 * address or its beginning, a NIP, a phone number, an order number, else a surname or company.
 */
import { z } from 'zod';
import { pageParam, searchParam } from './list-query.ts';
import { orderSearchOf } from './order-filters.ts';

/** Customers per page of the list. */
export const CUSTOMER_LIST_PAGE_SIZE = 50;

export const CUSTOMER_STATES = ['active', 'unconfirmed', 'disabled', 'erased'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];
export const CUSTOMER_STATE_LABELS: Readonly<Record<CustomerState, string>> = {
  active: 'Aktywne',
  unconfirmed: 'Niepotwierdzone',
  disabled: 'Zablokowane',
  erased: 'Dane usunięte',
};

/** An account's state from its dates: erased wins over disabled, disabled over unconfirmed. */
export function customerStateOf(row: { confirmed_at: string | null; disabled_at: string | null; erased_at: string | null }): CustomerState {
  if (row.erased_at) return 'erased';
  if (row.disabled_at) return 'disabled';
  return row.confirmed_at ? 'active' : 'unconfirmed';
}

export const customerListQuerySchema = z.strictObject({
  state: z.enum(CUSTOMER_STATES, { error: 'Stan konta to active, unconfirmed, disabled albo erased.' }).optional().describe('Stan konta.'),
  q: searchParam(2).optional().describe('Szukaj: e-mail, nazwisko lub firma, NIP, telefon, numer zamówienia.'),
  page: pageParam,
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** What a customer search text is; the same reading as the order desk's. */
export const customerSearchOf = orderSearchOf;
