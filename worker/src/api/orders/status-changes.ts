/**
 * An order's status history and shipments on D1 (issue 15, docs/decisions/019-order-status.md).
 *
 * A status change is a check-then-write: it must happen only while the order is still in the
 * status the caller read. Its batch therefore starts with the history row, whose order id is
 * read `WHERE status = from`: when another change came first, that id is NULL, the row breaks
 * its NOT NULL and D1 rolls the whole batch back (the update, the mail, the stock, the invoice).
 * Two staff changing one order at once: the second batch finds the order moved and writes nothing.
 */
import { ORDER_STATUS, type OrderStatus } from '#lib/orders.ts';

export interface StatusChange {
  orderId: number;
  /** The status the caller read; null only for the order's creation. */
  from: OrderStatus | null;
  to: OrderStatus;
  /** Who: 'klient' (checkout), 'przelewy24' (verified payment), the member of staff's name or the integration's. */
  actor: string;
  note: string | null;
  at: string;
}

/** Actors that are not staff. */
export const SYSTEM_ACTORS = { customer: 'klient', przelewy24: 'przelewy24' } as const;

/**
 * The history row of a change, written only while the order is in `change.from` (else the batch
 * aborts, see above). Put it FIRST in the batch.
 */
export function guardedHistoryStatement(db: D1Database, change: StatusChange): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_status_changes (order_id, from_status, to_status, actor, note, changed_at)
       VALUES ((SELECT id FROM orders WHERE id = ?1 AND status = ?2), ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(change.orderId, change.from, change.to, change.actor, change.note, change.at);
}

/**
 * The statements of a status change: the guarded history row, then the update. Entering 40 (paid)
 * or 60 (delivered: cash on delivery is collected then) keeps the first payment time in paid_at.
 */
export function statusChangeStatements(db: D1Database, change: StatusChange & { from: OrderStatus }): D1PreparedStatement[] {
  return [
    guardedHistoryStatement(db, change),
    db
      .prepare(
        `UPDATE orders SET status = ?3, paid_at = CASE WHEN ?3 IN (40, 60) THEN coalesce(paid_at, ?4) ELSE paid_at END
         WHERE id = ?1 AND status = ?2`,
      )
      .bind(change.orderId, change.from, change.to, change.at),
  ];
}

/** The creation of an order (found by its uuid) in `status`, for the batch that places it. */
export function orderCreatedStatement(db: D1Database, orderUuid: string, status: OrderStatus, at: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_status_changes (order_id, from_status, to_status, actor, note, changed_at)
       VALUES ((SELECT id FROM orders WHERE uuid = ?1), NULL, ?2, ?3, NULL, ?4)`,
    )
    .bind(orderUuid, status, SYSTEM_ACTORS.customer, at);
}

/**
 * Puts back the stock a cancelled order took: the lines of its `stock` package, the only ones
 * place-order.ts decremented (supplier lines never touched the stock). A product since removed
 * from the catalogue has nothing to return to. Cancellation is final, so this runs once per order.
 */
export function returnStockStatement(db: D1Database, orderId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE products SET stock = stock + (
         SELECT sum(l.quantity) FROM order_lines l JOIN order_packages p ON p.id = l.package_id
         WHERE l.order_id = ?1 AND p.source = 'stock' AND l.product_uuid = products.uuid)
       WHERE uuid IN (
         SELECT l.product_uuid FROM order_lines l JOIN order_packages p ON p.id = l.package_id WHERE l.order_id = ?1 AND p.source = 'stock')`,
    )
    .bind(orderId);
}

export interface StatusChangeRow {
  from_status: number | null;
  to_status: number;
  actor: string;
  note: string | null;
  changed_at: string;
}

/** The order's history, oldest first. */
export async function readStatusChanges(db: D1Database, orderId: number): Promise<StatusChangeRow[]> {
  const { results } = await db
    .prepare('SELECT from_status, to_status, actor, note, changed_at FROM order_status_changes WHERE order_id = ?1 ORDER BY id')
    .bind(orderId)
    .all<StatusChangeRow>();
  return results;
}

/** The status an order with a problem came from: the latest change into the problem, or null. */
export function statusBeforeProblem(changes: readonly StatusChangeRow[]): OrderStatus | null {
  const entry = changes.findLast((change) => change.to_status === ORDER_STATUS.problem);
  return (entry?.from_status ?? null) as OrderStatus | null;
}

export interface ShipmentRow {
  uuid: string;
  carrier: string;
  tracking_number: string;
  actor: string;
  shipped_at: string;
}

export interface NewShipment {
  uuid: string;
  orderId: number;
  carrier: string;
  trackingNumber: string;
  actor: string;
  at: string;
}

/**
 * A shipment row, written only while the order is in one of `statuses` (else its order id is NULL
 * and the batch aborts, with the mail after it); the same carrier and number twice break UNIQUE.
 */
export function insertShipmentStatement(db: D1Database, shipment: NewShipment, statuses: readonly OrderStatus[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_shipments (uuid, order_id, carrier, tracking_number, actor, shipped_at)
       VALUES (?1, (SELECT id FROM orders WHERE id = ?2 AND status IN (SELECT value FROM json_each(?7))), ?3, ?4, ?5, ?6)`,
    )
    .bind(shipment.uuid, shipment.orderId, shipment.carrier, shipment.trackingNumber, shipment.actor, shipment.at, JSON.stringify(statuses));
}

export async function readShipments(db: D1Database, orderId: number): Promise<ShipmentRow[]> {
  const { results } = await db
    .prepare('SELECT uuid, carrier, tracking_number, actor, shipped_at FROM order_shipments WHERE order_id = ?1 ORDER BY id')
    .bind(orderId)
    .all<ShipmentRow>();
  return results;
}
