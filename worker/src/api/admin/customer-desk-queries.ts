/**
 * The back office's customer reads on D1 (issue 31): the list with its state filter and search,
 * each search through an index of migration 0021, and everything a customer's page and data export
 * show: the account, its addresses, orders (the account's, and those placed from its address as a
 * guest), invoices, consents with their history, newsletter, logins and the account's history.
 */
import { CUSTOMER_LIST_PAGE_SIZE, type CustomerListQuery, customerSearchOf } from '#lib/panel/customer-filters.ts';
import { nameKeyOf } from '#lib/panel/name-key.ts';
import { AFTER_PREFIX } from './sql-conditions.ts';

/** A customer as stored, with the dates that make its state. */
export interface CustomerDeskRow {
  id: number;
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  customer_type: number;
  company_name: string | null;
  nip: string | null;
  street: string;
  postcode: string;
  city: string;
  invoice_email: string | null;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  disabled_at: string | null;
  erased_at: string | null;
}

export interface CustomerListRow extends CustomerDeskRow {
  order_count: number;
  last_order_at: string | null;
}

const CUSTOMER_COLUMNS = `c.id, c.uuid, c.email, c.first_name, c.last_name, c.phone, c.customer_type, c.company_name, c.nip, c.street,
  c.postcode, c.city, c.invoice_email, c.created_at, c.updated_at, c.confirmed_at, c.disabled_at, c.erased_at`;

/** The orders that are the customer's: the account's own, and those placed as a guest from its address. */
export const CUSTOMER_ORDERS = '(o.customer_id = ?1 OR o.email = ?2)';

const STATE_CONDITIONS = {
  active: 'c.confirmed_at IS NOT NULL AND c.disabled_at IS NULL AND c.erased_at IS NULL',
  unconfirmed: 'c.confirmed_at IS NULL AND c.disabled_at IS NULL AND c.erased_at IS NULL',
  disabled: 'c.disabled_at IS NOT NULL AND c.erased_at IS NULL',
  erased: 'c.erased_at IS NOT NULL',
} as const;

function conditionsOf(query: CustomerListQuery): { sql: string[]; values: string[] } {
  const sql: string[] = [];
  const values: string[] = [];
  const bind = (value: string) => `?${values.push(value)}`;
  if (query.state) sql.push(STATE_CONDITIONS[query.state]);
  if (query.q) {
    const search = customerSearchOf(query.q);
    switch (search.kind) {
      case 'email':
        sql.push(`c.email >= ${bind(search.value)} AND c.email < ${bind(`${search.value}${AFTER_PREFIX}`)}`);
        break;
      case 'nip':
        sql.push(`c.nip = ${bind(search.value)}`);
        break;
      case 'phone':
        sql.push(`c.phone_digits = ${bind(search.value)}`);
        break;
      case 'number':
        sql.push(
          search.value.startsWith('ZAM/')
            ? `c.id IN (SELECT customer_id FROM orders WHERE number = ${bind(search.value)})`
            : `c.id IN (SELECT customer_id FROM orders WHERE number_seq = ${bind(search.value)})`,
        );
        break;
      case 'name': {
        // A surname, a company, or the start of an address typed without its @ (`jan.kowalski`).
        const name = nameKeyOf(search.value);
        const surname = name.split(/\s+/).at(-1) ?? name;
        const address = search.value.toLowerCase();
        sql.push(
          `(c.last_name_key >= ${bind(surname)} AND c.last_name_key < ${bind(`${surname}${AFTER_PREFIX}`)}
            OR c.company_name_key >= ${bind(name)} AND c.company_name_key < ${bind(`${name}${AFTER_PREFIX}`)}
            OR c.email >= ${bind(address)} AND c.email < ${bind(`${address}${AFTER_PREFIX}`)})`,
        );
        break;
      }
    }
  }
  return { sql, values };
}

/** The page of customers the query asks for, newest first, with how many match. */
export async function listCustomers(db: D1Database, query: CustomerListQuery): Promise<{ rows: CustomerListRow[]; total: number }> {
  const { sql, values } = conditionsOf(query);
  const where = sql.length > 0 ? `WHERE ${sql.join(' AND ')}` : '';
  const page = Number(query.page ?? 1);
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${CUSTOMER_COLUMNS},
           (SELECT count(*) FROM orders o WHERE o.customer_id = c.id) AS order_count,
           (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.id) AS last_order_at
         FROM customers c ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${CUSTOMER_LIST_PAGE_SIZE} OFFSET ${(page - 1) * CUSTOMER_LIST_PAGE_SIZE}`,
      )
      .bind(...values),
    db.prepare(`SELECT count(*) AS total FROM customers c ${where}`).bind(...values),
  ]);
  return { rows: (rows?.results ?? []) as CustomerListRow[], total: (count?.results[0] as { total: number } | undefined)?.total ?? 0 };
}

export function readDeskCustomer(db: D1Database, uuid: string): Promise<CustomerDeskRow | null> {
  return db.prepare(`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.uuid = ?1`).bind(uuid).first<CustomerDeskRow>();
}

export interface CustomerOrderRow {
  id: number;
  uuid: string;
  number: string;
  created_at: string;
  status: number;
  total_gross: number;
  is_shipped: 0 | 1;
}

export interface CustomerInvoiceRow {
  uuid: string;
  number: string;
  kind: 'original' | 'correction';
  issue_date: string;
  total_gross: number;
  order_number: string;
}

export interface ConsentRow {
  purpose: string;
  consent_version: string;
  ip_prefix: string;
  created_at: string;
}

export interface NewsletterRow {
  status: string;
  history: { action: string; source: string; consent_version: string | null; created_at: string }[];
}

export interface SessionRow {
  uuid: string;
  via: string;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface EventRow {
  event: string;
  actor: string | null;
  detail: string | null;
  at: string;
}

/** Orders in one of these are still being worked on: the buyer's data is needed to finish them. */
export const OPEN_ORDER_STATUSES = [37, 40, 50, 70] as const;

/** What a customer's page shows beside the account, in one batch. */
export async function readCustomerSurroundings(db: D1Database, customer: Pick<CustomerDeskRow, 'id' | 'email'>, orderLimit = 100) {
  const mine = [customer.id, customer.email] as const;
  const [orders, counts, invoices, consents, subscriber, sessions, events] = await db.batch([
    db
      .prepare(
        `SELECT o.id, o.uuid, o.number, o.created_at, o.status, o.total_gross,
           EXISTS (SELECT 1 FROM order_shipments s WHERE s.order_id = o.id) AS is_shipped
         FROM orders o WHERE ${CUSTOMER_ORDERS} ORDER BY o.created_at DESC, o.id DESC LIMIT ?3`,
      )
      .bind(...mine, orderLimit),
    db
      .prepare(
        `SELECT count(*) AS orders, coalesce(sum(o.status IN (${OPEN_ORDER_STATUSES.join(', ')})), 0) AS open
         FROM orders o WHERE ${CUSTOMER_ORDERS}`,
      )
      .bind(...mine),
    db
      .prepare(
        `SELECT i.uuid, i.number, i.kind, i.issue_date, i.total_gross, o.number AS order_number
         FROM invoices i JOIN orders o ON o.id = i.order_id WHERE ${CUSTOMER_ORDERS} ORDER BY i.id DESC`,
      )
      .bind(...mine),
    db
      .prepare(
        'SELECT purpose, consent_version, ip_prefix, created_at FROM customer_consents WHERE customer_id = ?1 ORDER BY created_at DESC, id DESC',
      )
      .bind(customer.id),
    db
      .prepare(
        `SELECT s.status, (SELECT json_group_array(json_object('action', action, 'source', source, 'consent_version', consent_version, 'created_at', created_at))
           FROM (SELECT * FROM newsletter_consents WHERE subscriber_id = s.id ORDER BY created_at DESC, id DESC)) AS history
         FROM newsletter_subscribers s WHERE s.email = ?1`,
      )
      .bind(customer.email),
    db
      .prepare(
        `SELECT uuid, via, created_at, last_used_at, revoked_at, revoked_reason FROM auth_sessions
         WHERE customer_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 50`,
      )
      .bind(customer.id),
    db.prepare('SELECT event, actor, detail, at FROM customer_events WHERE customer_id = ?1 ORDER BY at DESC, id DESC LIMIT 100').bind(customer.id),
  ]);
  const count = (counts?.results[0] ?? { orders: 0, open: 0 }) as { orders: number; open: number };
  const newsletter = subscriber?.results[0] as { status: string; history: string } | undefined;
  return {
    orders: (orders?.results ?? []) as CustomerOrderRow[],
    orderCount: count.orders,
    openOrderCount: count.open,
    invoices: (invoices?.results ?? []) as CustomerInvoiceRow[],
    consents: (consents?.results ?? []) as ConsentRow[],
    newsletter: newsletter ? { status: newsletter.status, history: JSON.parse(newsletter.history) as NewsletterRow['history'] } : null,
    sessions: (sessions?.results ?? []) as SessionRow[],
    events: (events?.results ?? []) as EventRow[],
  };
}

/** The contact messages sent from the customer's address (the export holds them). */
export async function readContactMessages(db: D1Database, email: string) {
  const { results } = await db
    .prepare('SELECT subject, message, created_at FROM contact_messages WHERE email = ?1 ORDER BY created_at DESC, id DESC')
    .bind(email)
    .all<{ subject: string; message: string; created_at: string }>();
  return results;
}
