/**
 * Staff moving an order on (issue 15, docs/decisions/019-order-status.md): a status change along
 * ORDER_STATUS_TRANSITIONS (site/src/lib/orders.ts), and a shipment recorded on a paid or
 * processing order. Each is ONE D1 batch led by a guarded statement (status-changes.ts): when the
 * order moved since it was read, nothing of the batch is written and the caller gets the 409.
 *
 * A status change's batch: the history row, the update, the audit row (issue 31), and by the new status
 * - 5 cancelled: the stock of the stock package returned, the invoice cancelled, the customer mailed;
 * - 40 paid: the invoice issued, the customer told the payment arrived;
 * - 60 delivered: the invoice issued (a no-op when the order has one), the customer told.
 * A shipment's batch: the shipment row, the audit row and the "Zamówienie wysłane" mail.
 */
import { CARRIERS, type Carrier, trackingUrl } from '#lib/carriers.ts';
import { nextOrderStatuses, ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus, type PaymentMethod, SHIPPABLE_STATUSES } from '#lib/orders.ts';
import { invoiceCancellationStatements } from '../../invoices/corrections.ts';
import { invoiceIssueStatements } from '../../invoices/issue.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { ApiError } from '../errors.ts';
import { type OrderRow, orderHasConsumerRights, readOrderByUuid } from './queries.ts';
import {
  insertShipmentStatement,
  readShipments,
  readStatusChanges,
  returnStockStatement,
  type ShipmentRow,
  type StatusChangeRow,
  statusBeforeProblem,
  statusChangeStatements,
} from './status-changes.ts';
import { orderCancelledMail, orderDeliveredMail, orderPaidMail, orderShippedMail } from './status-mails.ts';

const label = (status: number) => `„${ORDER_STATUS_LABELS[status as OrderStatus] ?? status}” (${status})`;

export const statusChangeMessages = {
  orderNotFound: 'Nie ma zamówienia o tym identyfikatorze.',
  refused: (from: number, to: number) =>
    from === to
      ? `Zamówienie ma już status ${label(to)}.`
      : `Nie można zmienić statusu zamówienia z ${label(from)} na ${label(to)}: takiego przejścia nie ma w tabeli dozwolonych zmian.`,
  notShippable: (status: number) =>
    `Wysyłkę można zapisać tylko dla zamówienia opłaconego lub w realizacji (40 albo 50); to zamówienie ma status ${label(status)}.`,
  shipmentExists: 'Ta przesyłka (przewoźnik i numer) jest już zapisana przy tym zamówieniu.',
};

export interface StaffRequest {
  uuid: string;
  /** Who acts, as the order's history shows it: the member's name, or the integration's. */
  actor: string;
  now: Date;
  /** The shop's origin, for the mail's link. */
  shopUrl: string;
  /** The audit row of the change (admin/require-staff.ts `auditOf`), written in its batch. */
  audit: (change: Record<string, unknown>) => D1PreparedStatement;
}

/** The order's status as staff read it: current, allowed next, history and shipments. */
export interface StatusRecord {
  order: OrderRow;
  changes: StatusChangeRow[];
  shipments: ShipmentRow[];
  next: readonly OrderStatus[];
}

async function requireOrder(db: D1Database, uuid: string): Promise<OrderRow> {
  const order = await readOrderByUuid(db, uuid);
  if (!order) throw new ApiError(404, 'order_not_found', statusChangeMessages.orderNotFound);
  return order;
}

export async function readStatusRecord(db: D1Database, uuid: string): Promise<StatusRecord> {
  const order = await requireOrder(db, uuid);
  const [changes, shipments] = await Promise.all([readStatusChanges(db, order.id), readShipments(db, order.id)]);
  return { order, changes, shipments, next: nextOrderStatuses(order.status as OrderStatus, statusBeforeProblem(changes)) };
}

/** What comes with a change besides its history row and update: stock, invoice and mail statements. */
function consequencesOf(
  db: D1Database,
  order: OrderRow,
  to: OrderStatus,
  request: StaffRequest,
  shipments: readonly ShipmentRow[],
): D1PreparedStatement[] {
  if (to === ORDER_STATUS.cancelled) {
    const mail = orderCancelledMail(request.shopUrl, {
      uuid: order.uuid,
      hash: order.hash,
      number: order.number,
      paymentMethod: order.payment_method as PaymentMethod,
      isPaid: order.paid_at !== null,
      totalGross: order.total_gross,
    });
    return [
      returnStockStatement(db, order.id),
      ...invoiceCancellationStatements(db, order.id, request.now),
      ...enqueueMail(db, { kind: 'order_cancelled', to: order.email, mail, cause: { kind: 'order', id: order.uuid } }, request.now),
    ];
  }
  const facts = { uuid: order.uuid, hash: order.hash, number: order.number, consumer: orderHasConsumerRights(order) };
  if (to === ORDER_STATUS.paid) {
    const mail = orderPaidMail(request.shopUrl, { ...facts, totalGross: order.total_gross });
    // No invoice yet: it comes when the goods go (the first shipment), or as an advance invoice
    // when the payment's month ends first (invoices/issue.ts, decision 037).
    return [...enqueueMail(db, { kind: 'order_paid', to: order.email, mail, cause: { kind: 'order', id: order.uuid } }, request.now)];
  }
  if (to === ORDER_STATUS.delivered) {
    const mail = orderDeliveredMail(request.shopUrl, { ...facts, pickedUp: order.delivery_method === 'branch_pickup', deliveredAt: request.now });
    // The final invoice if the first shipment did not issue it (collected at a branch, cash on
    // delivery paid to the courier): sold the day the goods went, the first shipment's or today.
    const wentAt = shipments[0] ? new Date(shipments[0].shipped_at) : request.now;
    return [
      ...invoiceIssueStatements(db, order.id, request.now, wentAt),
      ...enqueueMail(db, { kind: 'order_delivered', to: order.email, mail, cause: { kind: 'order', id: order.uuid } }, request.now),
    ];
  }
  return [];
}

/**
 * Moves the order to `to` when the table allows it from its status now; a 409 naming both
 * statuses otherwise, or when another change won the race (nothing written then).
 */
export async function changeOrderStatus(
  db: D1Database,
  request: StaffRequest & {
    to: OrderStatus;
    note: string | null;
    /** The invoice seller's version as configured now (invoices/seller.ts), written first in the same batch. */
    seller?: D1PreparedStatement[];
  },
): Promise<{ from: OrderStatus; record: StatusRecord }> {
  const before = await readStatusRecord(db, request.uuid);
  const from = before.order.status as OrderStatus;
  if (!before.next.includes(request.to)) throw new ApiError(409, 'status_change_refused', statusChangeMessages.refused(from, request.to));
  const change = { orderId: before.order.id, from, to: request.to, actor: request.actor, note: request.note, at: request.now.toISOString() };
  try {
    await db.batch([
      ...(request.seller ?? []),
      ...statusChangeStatements(db, change),
      request.audit({ status: { before: from, after: request.to }, ...(request.note ? { note: request.note } : {}) }),
      ...consequencesOf(db, before.order, request.to, request, before.shipments),
    ]);
  } catch (error) {
    const now = await readOrderByUuid(db, request.uuid);
    // The guard's NOT NULL: another change came first. Anything else is the server's failure.
    if (now && now.status !== from) throw new ApiError(409, 'status_change_refused', statusChangeMessages.refused(now.status, request.to));
    throw error;
  }
  return { from, record: await readStatusRecord(db, request.uuid) };
}

/** Records a shipment of a paid or processing order and mails its tracking number to the customer. */
export async function recordShipment(
  db: D1Database,
  request: StaffRequest & {
    carrier: Carrier;
    trackingNumber: string;
    /** The invoice seller's version as configured now (invoices/seller.ts), written first in the same batch. */
    seller?: D1PreparedStatement[];
  },
): Promise<{ order: OrderRow; shipment: ShipmentRow }> {
  const order = await requireOrder(db, request.uuid);
  if (!SHIPPABLE_STATUSES.includes(order.status as OrderStatus))
    throw new ApiError(409, 'order_not_shippable', statusChangeMessages.notShippable(order.status));
  const shipment = {
    uuid: crypto.randomUUID(),
    orderId: order.id,
    carrier: request.carrier,
    trackingNumber: request.trackingNumber,
    actor: request.actor,
    at: request.now.toISOString(),
  };
  const mail = orderShippedMail(request.shopUrl, {
    uuid: order.uuid,
    hash: order.hash,
    number: order.number,
    consumer: orderHasConsumerRights(order),
    carrierName: CARRIERS[request.carrier],
    trackingNumber: request.trackingNumber,
    trackingUrl: trackingUrl(request.carrier, request.trackingNumber),
  });
  try {
    await db.batch([
      ...(request.seller ?? []),
      insertShipmentStatement(db, shipment, SHIPPABLE_STATUSES),
      request.audit({ shipment: { carrier: request.carrier, trackingNumber: request.trackingNumber } }),
      // The goods go: a paid order gets its final invoice, sold today (P_6); no-op for a later
      // shipment, or an order not paid yet (cash on delivery: at its delivery).
      ...invoiceIssueStatements(db, order.id, request.now),
      ...enqueueMail(db, { kind: 'order_shipped', to: order.email, mail, cause: { kind: 'order_shipment', id: shipment.uuid } }, request.now),
    ]);
  } catch (error) {
    const [now, shipments] = await Promise.all([readOrderByUuid(db, request.uuid), readShipments(db, order.id)]);
    if (shipments.some((row) => row.carrier === request.carrier && row.tracking_number === request.trackingNumber))
      throw new ApiError(409, 'shipment_exists', statusChangeMessages.shipmentExists);
    if (now && !SHIPPABLE_STATUSES.includes(now.status as OrderStatus))
      throw new ApiError(409, 'order_not_shippable', statusChangeMessages.notShippable(now.status));
    throw error;
  }
  return {
    order,
    shipment: {
      uuid: shipment.uuid,
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      actor: shipment.actor,
      shipped_at: shipment.at,
    },
  };
}
