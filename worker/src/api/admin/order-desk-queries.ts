/**
 * The order desk's reads on D1 (issue 31): the list with its filters, search and counts per status,
 * each query on an index of migration 0019 (p95 under 100 ms at 100,000 orders:
 * scripts/bench/panel.ts), and everything the order's page shows beside the order.
 */
import { nextDay, shopDayStart } from '#lib/dates.ts';
import { ORDER_LIST_PAGE_SIZE, type OrderListQuery, orderSearchOf } from '#lib/panel/order-filters.ts';

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

/** Above every character an e-mail address, a number or a name holds: the end of a prefix's range. */
const AFTER_PREFIX = '\u{10FFFF}';

interface Where {
  sql: string[];
  values: (string | number)[];
}

function add(where: Where, sql: string, ...values: (string | number)[]): void {
  where.sql.push(sql.replace(/\?/g, () => `?${where.values.push(values.shift() ?? '')}`));
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
        else add(where, "o.number LIKE '%/' || ?", search.value);
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
        const surname = search.value.split(/\s+/).at(-1) ?? search.value;
        add(
          where,
          `(o.last_name COLLATE NOCASE >= ? AND o.last_name COLLATE NOCASE < ?
            OR o.company_name COLLATE NOCASE >= ? AND o.company_name COLLATE NOCASE < ?)`,
          surname,
          `${surname}${AFTER_PREFIX}`,
          search.value,
          `${search.value}${AFTER_PREFIX}`,
        );
        break;
      }
    }
  }
  return where;
}

const clause = (where: Where) => (where.sql.length > 0 ? `WHERE ${where.sql.join(' AND ')}` : '');

/** The page of orders the query asks for, newest first, with the counts per status under the other filters. */
export async function listOrders(
  db: D1Database,
  query: OrderListQuery,
): Promise<{ rows: OrderListRow[]; counts: { status: number; count: number }[] }> {
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
         FROM orders o ${clause(listed)} ORDER BY o.created_at DESC, o.id DESC LIMIT ?${limit} OFFSET ?${offset}`,
      )
      .bind(...listed.values),
    db.prepare(`SELECT o.status, count(*) AS count FROM orders o ${clause(others)} GROUP BY o.status`).bind(...others.values),
  ]);
  return {
    rows: (rows?.results ?? []) as OrderListRow[],
    counts: (counts?.results ?? []) as { status: number; count: number }[],
  };
}

/** The order's id and when staff first opened it; marks it opened now when a member of staff opens it first. */
export async function markOpened(db: D1Database, orderId: number, at: string): Promise<void> {
  await db.prepare('UPDATE orders SET first_opened_at = ?2 WHERE id = ?1 AND first_opened_at IS NULL').bind(orderId, at).run();
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
  issue_date: string;
  total_gross: number;
  correction_reason: string | null;
}

/** What the order's page shows beside the order: P24's notices, the mails it caused, its invoices, the staff's notes. */
export async function readOrderSurroundings(db: D1Database, order: { id: number; uuid: string }) {
  const [notices, mails, invoices, notes] = await db.batch([
    db.prepare('SELECT p24_order_id, amount, outcome, received_at FROM payment_notices WHERE order_id = ?1 ORDER BY id').bind(order.id),
    // The order's own mails and those of its shipments (cause order_shipment, the shipment's uuid).
    db
      .prepare(
        `SELECT kind, recipient, subject, status, attempts, created_at, sent_at, last_error FROM mail_outbox
         WHERE (cause_kind = 'order' AND cause_id = ?1)
            OR (cause_kind = 'order_shipment' AND cause_id IN (SELECT uuid FROM order_shipments WHERE order_id = ?2))
         ORDER BY created_at, id`,
      )
      .bind(order.uuid, order.id),
    db.prepare('SELECT uuid, number, kind, issue_date, total_gross, correction_reason FROM invoices WHERE order_id = ?1 ORDER BY id').bind(order.id),
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
