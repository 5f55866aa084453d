/**
 * The staff's order calls (issue 15, docs/orders.md "Order status (staff)"): change an order's status
 * along the table of allowed transitions, record a shipment, and read the order's history. The
 * work is in orders/change-status.ts; here are the declarations, the answers and one JSON log
 * line per change (like the remote login's).
 */
import { z } from '@hono/zod-openapi';
import { CARRIER_CODES, type Carrier, carrierName } from '#lib/carriers.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#lib/orders.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { getShopUrl } from '../../config.ts';
import { sellerStatements } from '../../invoices/seller.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { changeOrderStatus, readStatusRecord, recordShipment, type StatusRecord, statusChangeMessages } from '../orders/change-status.ts';
import type { ShipmentRow } from '../orders/status-changes.ts';
import { noQuery, uuidSchema } from '../schemas.ts';
import { shipmentSchema, statusCodeSchema, statusRecordSchema } from './panel-schemas.ts';
import { auditOf, STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const tags = ['Administracja'];
const orderParams = z.strictObject({ uuid: uuidSchema.describe('UUID zamówienia.') });

const statusChangeBody = z
  .strictObject({
    status: statusCodeSchema,
    note: z.string().trim().min(1).max(500).optional().describe('Notatka obsługi do historii (wewnętrzna: klient jej nie widzi).'),
  })
  .openapi('OrderStatusChangeRequest');

const shipmentBody = z
  .strictObject({
    carrier: z.enum(CARRIER_CODES).describe(`Przewoźnik: ${CARRIER_CODES.join(', ')}.`),
    trackingNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/)
      .describe('Numer przesyłki u przewoźnika: 4–40 liter, cyfr lub myślników.'),
  })
  .openapi('OrderShipmentRequest');

const changeStatusCall = declareCall({
  operationId: 'changeOrderStatus',
  method: 'post',
  path: '/orders/{uuid}/status-changes',
  tags,
  summary:
    'Zmienia status zamówienia zgodnie z tabelą dozwolonych przejść; zapisuje zmianę w historii, przy anulowaniu zwraca towar na stan i powiadamia klienta.',
  request: { params: orderParams, query: noQuery, body: jsonBody(statusChangeBody) },
  success: { schema: statusRecordSchema, description: 'Status zmieniony; zamówienie z historią po zmianie.' },
  errors: {
    ...STAFF_ERRORS,
    404: statusChangeMessages.orderNotFound,
    409: 'Takiego przejścia nie ma w tabeli (albo inna zmiana była pierwsza); nic nie zapisano.',
  },
  maxBodyBytes: 2 * 1024,
  ...staffCall(ROLES_FOR.orders),
});

const shipmentCall = declareCall({
  operationId: 'recordOrderShipment',
  method: 'post',
  path: '/orders/{uuid}/shipments',
  tags,
  summary: 'Zapisuje wysyłkę zamówienia opłaconego lub w realizacji (przewoźnik, numer przesyłki) i wysyła klientowi e-mail „Zamówienie wysłane”.',
  request: { params: orderParams, query: noQuery, body: jsonBody(shipmentBody) },
  success: { schema: shipmentSchema, description: 'Wysyłka zapisana.' },
  errors: {
    ...STAFF_ERRORS,
    404: statusChangeMessages.orderNotFound,
    409: 'Zamówienie nie jest opłacone ani w realizacji, albo ta przesyłka jest już zapisana; nic nie zapisano.',
  },
  maxBodyBytes: 2 * 1024,
  ...staffCall(ROLES_FOR.orders),
});

const historyCall = declareCall({
  operationId: 'getOrderStatusHistory',
  method: 'get',
  path: '/orders/{uuid}/status-changes',
  tags,
  summary: 'Status zamówienia, dozwolone następne statusy, historia zmian (kto i kiedy) i wysyłki.',
  request: { params: orderParams, query: noQuery },
  success: { schema: statusRecordSchema, description: 'Zamówienie z historią.' },
  errors: { ...STAFF_ERRORS, 404: statusChangeMessages.orderNotFound },
  ...staffCall(ROLES_FOR.orders),
});

function shipmentAnswer(row: ShipmentRow): z.output<typeof shipmentSchema> {
  return {
    uuid: row.uuid,
    carrier: row.carrier as Carrier,
    carrierName: carrierName(row.carrier),
    trackingNumber: row.tracking_number,
    shippedAt: row.shipped_at,
    actor: row.actor,
  };
}

function recordAnswer({ order, changes, shipments, next }: StatusRecord): z.output<typeof statusRecordSchema> {
  const status = order.status as OrderStatus;
  return {
    uuid: order.uuid,
    number: order.number,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    allowedNextStatuses: [...next],
    changes: changes.map((change) => ({
      fromStatus: change.from_status as OrderStatus | null,
      toStatus: change.to_status as OrderStatus,
      actor: change.actor,
      note: change.note,
      changedAt: change.changed_at,
    })),
    shipments: shipments.map(shipmentAnswer),
  };
}

/**
 * Runs a staff change and writes its one JSON log line (for `wrangler tail`): what, on which
 * order, by whom, and how it ended: `done` with the result's details, or the refusal's code.
 */
async function logged<T>(event: string, fields: Record<string, unknown>, change: () => Promise<T>, detailsOf: (result: T) => object): Promise<T> {
  const log = (outcome: Record<string, unknown>) => console.log(JSON.stringify({ time: new Date().toISOString(), event, ...fields, ...outcome }));
  try {
    const result = await change();
    log({ outcome: 'done', ...detailsOf(result) });
    return result;
  } catch (error) {
    log({ outcome: error instanceof ApiError ? error.code : 'error' });
    throw error;
  }
}

export const orderStatusRoutes = createRouter()
  .openapi(changeStatusCall, async (c) => {
    const { uuid } = c.req.valid('param');
    const { status, note } = c.req.valid('json');
    const actor = staffActorOf(c);
    const fields = { order: uuid, to: status, actor: `${actor.kind}:${actor.id}`, requestId: c.get('requestId') };
    const { record } = await logged(
      'order-status-change',
      fields,
      () => {
        const now = new Date();
        return changeOrderStatus(c.env.DB, {
          uuid,
          to: status,
          note: note ?? null,
          actor: actor.name,
          now,
          shopUrl: getShopUrl(c.env, c.req.url),
          seller: sellerStatements(c.env, now),
          audit: (change) => auditOf(c, { objectKind: 'order', objectId: uuid, change }, now.toISOString()),
        });
      },
      ({ from }) => ({ from }),
    );
    return c.json(recordAnswer(record), 200);
  })
  .openapi(shipmentCall, async (c) => {
    const { uuid } = c.req.valid('param');
    const { carrier, trackingNumber } = c.req.valid('json');
    const actor = staffActorOf(c);
    const fields = { order: uuid, carrier, trackingNumber, actor: `${actor.kind}:${actor.id}`, requestId: c.get('requestId') };
    const now = new Date();
    const { shipment } = await logged(
      'order-shipment',
      fields,
      () =>
        recordShipment(c.env.DB, {
          uuid,
          carrier,
          trackingNumber,
          actor: actor.name,
          now,
          seller: sellerStatements(c.env, now),
          shopUrl: getShopUrl(c.env, c.req.url),
          audit: (change) => auditOf(c, { objectKind: 'order', objectId: uuid, change }, now.toISOString()),
        }),
      (result) => ({ shipment: result.shipment.uuid }),
    );
    return c.json(shipmentAnswer(shipment), 200);
  })
  .openapi(historyCall, async (c) => c.json(recordAnswer(await readStatusRecord(c.env.DB, c.req.valid('param').uuid)), 200));
