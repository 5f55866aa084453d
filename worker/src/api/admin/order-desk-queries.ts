/**
 * The order desk's reads on D1 (issue 31): the list with its filters, search and counts per status,
 * each query on an index of migration 0019 (p95 under 100 ms at 100,000 orders:
 * scripts/bench/panel.ts), and everything the order's page shows beside the order.
 */

import { nextDay, shopDayStart } from '#lib/dates.ts';
import type { InvoiceDocumentType } from '#lib/ksef.ts';
import { nameKeyOf } from '#lib/panel/name-key.ts';
import { ORDER_LIST_PAGE_SIZE, type OrderListQuery, orderSearchOf } from '#lib/panel/order-filters.ts';
import { AFTER_PREFIX, add, clause, type Where } from './sql-conditions.ts';

/** A row of the list. */
export interface OrderListRow {
  uuid: string;
  number: string;
  created_at: string;
  status: number;
  customer_type: number;
  first_name: string;
  last_name: string;
  company_name: string | null;
  email: string;
  total_gross: number;
  payment_method: string;
  paid_at: string | null;
  delivery_method: string;
  first_opened_at: string | null;
  shipments: number;
}

/** The conditions of the filters and the search, the status aside (the counts are per status). */
function conditionsOf(query: OrderListQuery): Where {
  const where: Where = { sql: [], values: [] };
  if (query.paymentMethod) add(where, 'o.payment_method = ?', query.paymentMethod);
  if (query.paymentState === 'paid') add(where, 'o.paid_at IS NOT NULL');
  if (query.paymentState === 'unpaid') add(where, 'o.paid_at IS NULL');
  if (query.deliveryMethod) add(where, 'o.delivery_method = ?', query.deliveryMethod);
  if (query.customerType) add(where, 'o.customer_type = ?', Number(query.customerType));
  if (query.from) add(where, 'o.created_at >= ?', shopDayStart(query.from));
  if (query.to) add(where, 'o.created_at < ?', shopDayStart(nextDay(query.to)));
  if (query.q) {
    const search = orderSearchOf(query.q);
    switch (search.kind) {
      case 'number':
        if (search.value.startsWith('ZAM/')) add(where, 'o.number >= ? AND o.number < ?', search.value, `${search.value}${AFTER_PREFIX}`);
        else add(where, 'o.number_seq = ?', search.value);
        break;
      case 'email':
        add(where, 'o.email >= ? AND o.email < ?', search.value, `${search.value}${AFTER_PREFIX}`);
        break;
      case 'nip':
        add(where, 'o.nip = ?', search.value);
        break;
      case 'phone':
        add(where, 'o.phone_digits = ?', search.value);
        break;
      case 'name': {
        // A surname, a company, or the start of an address typed without its @ (`jan.kowalski`),
        // compared by the folded keys of migration 0021 (Polish capitals included).
        const name = nameKeyOf(search.value);
        const surname = name.split(/\s+/).at(-1) ?? name;
        const address = search.value.toLowerCase();
        // The ids of each index's range, unioned: an OR of the three ranges made D1 read every
        // matching row twice over (scripts/bench/panel.ts: 80 ms against 33 ms at 10,000 matches).
        add(
          where,
          `o.id IN (SELECT id FROM orders WHERE last_name_key >= ? AND last_name_key < ?
            UNION ALL SELECT id FROM orders WHERE company_name_key >= ? AND company_name_key < ?
            UNION ALL SELECT id FROM orders WHERE email >= ? AND email < ?)`,
          surname,
          `${surname}${AFTER_PREFIX}`,
          name,
          `${name}${AFTER_PREFIX}`,
          address,
          `${address}${AFTER_PREFIX}`,
        );
        break;
      }
    }
  }
  return where;
}

/** The page of orders the query asks for, newest first, with the counts per status under the other filters. */
/**
 * The indexes (migration 0021) the page and the counts read, named rather than left to the planner,
 * whose guesses scanned 100,000 rows for a filter it thought narrow (scripts/bench/panel.ts). A
 * filter's index starts with its column and then `created_at`, so the page reads newest first and
 * stops at 50, and holds `status` (and `paid_at`), so the counts read the index alone. A search is
 * narrow by itself: the planner takes its index.
 */
function indexesOf(query: OrderListQuery): { page: string; counts: string } {
  // A name matches many orders at times (a common surname): its page reads newest first and stops at 50.
  if (query.q) return { page: orderSearchOf(query.q).kind === 'name' ? 'INDEXED BY orders_created' : '', counts: '' };
  const filter = query.customerType
    ? 'orders_customer_type'
    : query.deliveryMethod
      ? 'orders_delivery'
      : query.paymentMethod
        ? 'orders_payment'
        : null;
  if (filter) return { page: `INDEXED BY ${filter}`, counts: `INDEXED BY ${filter}` };
  const page = query.status ? 'INDEXED BY orders_status_created' : 'INDEXED BY orders_created';
  return { page, counts: query.paymentState ? 'INDEXED BY orders_paid_status' : '' };
}

export async function listOrders(
  db: D1Database,
  query: OrderListQuery,
): Promise<{ rows: OrderListRow[]; counts: { status: number; count: number }[] }> {
  const indexes = indexesOf(query);
  const others = conditionsOf(query);
  const listed: Where = { sql: [...others.sql], values: [...others.values] };
  if (query.status) add(listed, 'o.status = ?', Number(query.status));
  const page = Number(query.page ?? 1);
  const limit = listed.values.push(ORDER_LIST_PAGE_SIZE);
  const offset = listed.values.push((page - 1) * ORDER_LIST_PAGE_SIZE);
  const [rows, counts] = await db.batch([
    db
      .prepare(
        `SELECT o.uuid, o.number, o.created_at, o.status, o.customer_type, o.first_name, o.last_name, o.company_name, o.email,
           o.total_gross, o.payment_method, o.paid_at, o.delivery_method, o.first_opened_at,
           (SELECT count(*) FROM order_shipments s WHERE s.order_id = o.id) AS shipments
         FROM orders o ${indexes.page} ${clause(listed)} ORDER BY o.created_at DESC, o.id DESC LIMIT ?${limit} OFFSET ?${offset}`,
      )
      .bind(...listed.values),
    db.prepare(`SELECT o.status, count(*) AS count FROM orders o ${indexes.counts} ${clause(others)} GROUP BY o.status`).bind(...others.values),
  ]);
  return {
    rows: (rows?.results ?? []) as OrderListRow[],
    counts: (counts?.results ?? []) as { status: number; count: number }[],
  };
}

/**
 * Marks the order opened at `at` unless staff opened it before (a read racing this one), in one
 * UPDATE; answers when it was first opened, as stored.
 */
export async function markOpened(db: D1Database, orderId: number, at: string): Promise<string | null> {
  const row = await db
    .prepare('UPDATE orders SET first_opened_at = coalesce(first_opened_at, ?2) WHERE id = ?1 RETURNING first_opened_at')
    .bind(orderId, at)
    .first<{ first_opened_at: string | null }>();
  return row?.first_opened_at ?? null;
}

export interface PaymentNoticeRow {
  p24_order_id: number;
  amount: number;
  outcome: string;
  received_at: string;
}

export interface OrderMailRow {
  kind: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

export interface OrderNoteRow {
  id: number;
  author: string;
  body: string;
  created_at: string;
}

export interface OrderInvoiceRow {
  uuid: string;
  number: string;
  kind: 'original' | 'correction';
  document_type: InvoiceDocumentType;
  issue_date: string;
  total_gross: number;
  correction_reason: string | null;
  /** The order's latest original (its final invoice, else the advance one): what a correction corrects. */
  latest: number;
}

/** What the order's page shows beside the order: P24's notices, the mails it caused, its invoices, the staff's notes. */
export async function readOrderSurroundings(db: D1Database, order: { id: number; uuid: string }) {
  const [notices, mails, invoices, notes] = await db.batch([
    db.prepare('SELECT p24_order_id, amount, outcome, received_at FROM payment_notices WHERE order_id = ?1 ORDER BY id').bind(order.id),
    // The order's own mails and those of its shipments (cause order_shipment, the shipment's uuid),
    // in the order they were written: one batch writes several at one time, and their ids are random.
    db
      .prepare(
        `SELECT kind, recipient, subject, status, attempts, created_at, sent_at, last_error FROM mail_outbox
         WHERE (cause_kind = 'order' AND cause_id = ?1)
            OR (cause_kind = 'order_shipment' AND cause_id IN (SELECT uuid FROM order_shipments WHERE order_id = ?2))
         ORDER BY created_at, rowid`,
      )
      .bind(order.uuid, order.id),
    db
      .prepare(
        `SELECT uuid, number, kind, document_type, issue_date, total_gross, correction_reason,
           id = (SELECT MAX(id) FROM invoices WHERE order_id = ?1 AND kind = 'original') AS latest
         FROM invoices WHERE order_id = ?1 ORDER BY id`,
      )
      .bind(order.id),
    db.prepare('SELECT id, author, body, created_at FROM order_notes WHERE order_id = ?1 ORDER BY id').bind(order.id),
  ]);
  return {
    notices: (notices?.results ?? []) as PaymentNoticeRow[],
    mails: (mails?.results ?? []) as OrderMailRow[],
    invoices: (invoices?.results ?? []) as OrderInvoiceRow[],
    notes: (notes?.results ?? []) as OrderNoteRow[],
  };
}

/** The statement that adds a staff note to an order, answering its id. */
export function insertNoteStatement(db: D1Database, orderId: number, author: string, body: string, at: string): D1PreparedStatement {
  return db
    .prepare('INSERT INTO order_notes (order_id, author, body, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id')
    .bind(orderId, author, body, at);
}
