/**
 * Order queries on D1: the rows an order is read from, and the statements of the batch that
 * places it (place-order.ts). Every statement after the order row finds the order by its uuid,
 * so the batch is self-contained: if the order row is not written, nothing after it can be.
 */

import { hasConsumerRights, ORDER_STATUS } from '#lib/orders.ts';
import type { NetLine } from '#lib/vat-totals.ts';
import { SYSTEM_ACTORS } from './status-changes.ts';

/** An order row as the calls read it. */
export interface OrderRow {
  id: number;
  uuid: string;
  number: string;
  hash: string;
  confirmation_token_hash: string;
  email_confirmed_at: string | null;
  status: number;
  customer_type: number;
  /** 1: a company's sole trader bought on a consumer's rights (art. 38a, migration 0028). */
  consumer_rights: number;
  first_name: string;
  last_name: string;
  company_name: string | null;
  nip: string | null;
  vat_check: string | null;
  vat_check_note: string | null;
  email: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
  invoice_email: string;
  delivery_address: string | null;
  delivery_method: string;
  delivery_method_name: string;
  parcel_locker_code: string | null;
  branch_slug: string | null;
  branch_name: string | null;
  delivery_net: number;
  delivery_gross: number;
  delivery_vat_rate: number;
  /** The delivery's net split by the goods' VAT rates, as JSON `[{ vatRate, net }]` (#lib/vat-totals.ts). */
  delivery_parts: string;
  payment_method: string;
  total_net: number;
  total_vat: number;
  total_gross: number;
  idempotency_key: string;
  request_hash: string;
  p24_session_id: string | null;
  payment_url: string | null;
  p24_order_id: number | null;
  paid_at: string | null;
  created_at: string;
}

/** Whether the order's buyer has a consumer's rights (#lib/orders.ts `hasConsumerRights`): the withdrawal, the consumer texts. */
export function orderHasConsumerRights(row: Pick<OrderRow, 'customer_type' | 'consumer_rights'>): boolean {
  return hasConsumerRights({ customerType: row.customer_type, consumerRights: row.consumer_rights === 1 });
}

/** The delivery's net at each of the goods' rates, as the order was placed. */
export function deliveryPartsOf(row: Pick<OrderRow, 'delivery_parts'>): NetLine[] {
  return JSON.parse(row.delivery_parts) as NetLine[];
}

/** The lines the order's totals are made of: its goods' net per line and the delivery's parts. */
export function orderNetLines(row: Pick<OrderRow, 'delivery_parts'>, lines: readonly { vat_rate: number; line_net: number }[]): NetLine[] {
  return [...lines.map((line) => ({ vatRate: line.vat_rate, net: line.line_net })), ...deliveryPartsOf(row)];
}

const orderSelect = `
SELECT o.*, dm.name AS delivery_method_name FROM orders o JOIN delivery_methods dm ON dm.code = o.delivery_method`;

export function readOrderByUuid(db: D1Database, uuid: string): Promise<OrderRow | null> {
  return db.prepare(`${orderSelect} WHERE o.uuid = ?1`).bind(uuid).first<OrderRow>();
}

/** The order with this uuid when it belongs to the customer; another's is as missing as none. */
export function readCustomerOrder(db: D1Database, uuid: string, customerId: number): Promise<OrderRow | null> {
  return db.prepare(`${orderSelect} WHERE o.uuid = ?1 AND o.customer_id = ?2`).bind(uuid, customerId).first<OrderRow>();
}

export function readOrderByIdempotencyKey(db: D1Database, key: string): Promise<OrderRow | null> {
  return db.prepare(`${orderSelect} WHERE o.idempotency_key = ?1`).bind(key).first<OrderRow>();
}

export function readOrderByP24Session(db: D1Database, sessionId: string): Promise<OrderRow | null> {
  return db.prepare(`${orderSelect} WHERE o.p24_session_id = ?1`).bind(sessionId).first<OrderRow>();
}

export interface OrderLineRow {
  source: 'stock' | 'supplier';
  supplier_delivery_days: number | null;
  product_uuid: string;
  product_number: string;
  product_name: string;
  sales_unit: string;
  quantity: number;
  unit_net: number;
  unit_gross: number;
  vat_rate: number;
  line_net: number;
  line_gross: number;
}

export async function readOrderLines(db: D1Database, orderId: number): Promise<OrderLineRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.source, p.supplier_delivery_days, l.product_uuid, l.product_number, l.product_name, l.sales_unit, l.quantity,
         l.unit_net, l.unit_gross, l.vat_rate, l.line_net, l.line_gross
       FROM order_lines l JOIN order_packages p ON p.id = l.package_id WHERE l.order_id = ?1 ORDER BY p.source DESC, l.id`,
    )
    .bind(orderId)
    .all<OrderLineRow>();
  return results;
}

export interface DeliveryMethodRow {
  code: 'courier' | 'parcel_locker' | 'branch_pickup';
  name: string;
  description: string;
  net_cost: number;
  vat_rate: number;
}

export async function listDeliveryMethods(db: D1Database): Promise<DeliveryMethodRow[]> {
  const { results } = await db
    .prepare('SELECT code, name, description, net_cost, vat_rate FROM delivery_methods WHERE is_active = 1 ORDER BY position')
    .all<DeliveryMethodRow>();
  return results;
}

/** A published branch a new order may be picked up at (an unpublished one keeps its past orders). */
export function readBranchBySlug(db: D1Database, slug: string): Promise<{ slug: string; name: string } | null> {
  return db.prepare('SELECT slug, name FROM branches WHERE slug = ?1 AND is_published = 1').bind(slug).first<{ slug: string; name: string }>();
}

/**
 * Takes the next order number of `year` (one atomic statement). Taken before the order's batch so
 * the confirmation mail in that batch can carry it; an order that then fails leaves a gap, which
 * order numbers may have (invoice numbers may not: docs/decisions/011-orders.md).
 */
export async function takeOrderSequence(db: D1Database, year: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO order_number_sequences (year, last_value) VALUES (?1, 1)
       ON CONFLICT (year) DO UPDATE SET last_value = last_value + 1 RETURNING last_value`,
    )
    .bind(year)
    .first<{ last_value: number }>();
  if (!row) throw new Error('the order number sequence returned no row');
  return row.last_value;
}

/** Stock of the given products now, by id. */
export async function readStock(db: D1Database, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const { results } = await db
    .prepare('SELECT id, stock FROM products WHERE id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(productIds))
    .all<{ id: number; stock: number }>();
  return new Map(results.map((row) => [row.id, row.stock]));
}

/**
 * Marks an order paid by P24, once: only while it waits for payment and has no P24 orderId, so a
 * replayed notification changes nothing. One batch: the seller's version (`before`,
 * worker/src/invoices/seller.ts), the history row (actor przelewy24), guarded like a staff change
 * (status-changes.ts: it aborts the batch when the order is no longer waiting) and the update; the
 * invoice comes when the goods go (decision 037). Returns whether this call made the change.
 */
export async function markPaidByP24(
  db: D1Database,
  orderId: number,
  p24OrderId: number,
  now: string,
  before: D1PreparedStatement[] = [],
  after: D1PreparedStatement[] = [],
): Promise<boolean> {
  try {
    await db.batch([
      ...before,
      db
        .prepare(
          `INSERT INTO order_status_changes (order_id, from_status, to_status, actor, note, changed_at)
           VALUES ((SELECT id FROM orders WHERE id = ?1 AND status = ${ORDER_STATUS.paymentDue} AND p24_order_id IS NULL), ${ORDER_STATUS.paymentDue}, ${ORDER_STATUS.paid}, ?2, ?3, ?4)`,
        )
        .bind(orderId, SYSTEM_ACTORS.przelewy24, `Przelewy24 orderId ${p24OrderId}`, now),
      db
        .prepare(
          `UPDATE orders SET status = ${ORDER_STATUS.paid}, p24_order_id = ?2, paid_at = ?3 WHERE id = ?1 AND status = ${ORDER_STATUS.paymentDue} AND p24_order_id IS NULL`,
        )
        .bind(orderId, p24OrderId, now),
      ...after,
    ]);
    return true;
  } catch (error) {
    const row = await db
      .prepare('SELECT status, p24_order_id FROM orders WHERE id = ?1')
      .bind(orderId)
      .first<{ status: number; p24_order_id: number | null }>();
    if (row && (row.status !== ORDER_STATUS.paymentDue || row.p24_order_id !== null)) return false;
    throw error;
  }
}

/** Marks the order's e-mail confirmed by its link; false when it was confirmed before. */
export async function confirmOrderEmail(db: D1Database, orderId: number, at: string): Promise<boolean> {
  const result = await db.prepare('UPDATE orders SET email_confirmed_at = ?2 WHERE id = ?1 AND email_confirmed_at IS NULL').bind(orderId, at).run();
  return result.meta.changes === 1;
}
