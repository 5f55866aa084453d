/**
 * The staff's order calls (issue 15, docs/orders.md "Order status (staff)"): change an order's status
 * along the table of allowed transitions, record a shipment, and read the order's history. The
 * work is in orders/change-status.ts; here are the declarations, the answers and one JSON log
 * line per change (like the remote login's).
 */
import { z } from '@hono/zod-openapi';
import { CARRIER_CODES, CARRIERS, type Carrier, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '#lib/orders.ts';
import { getShopUrl } from '../../config.ts';
import { sellerStatements } from '../../invoices/seller.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { changeOrderStatus, readStatusRecord, recordShipment, type StatusRecord, statusChangeMessages } from '../orders/change-status.ts';
import type { ShipmentRow } from '../orders/status-changes.ts';
import { noQuery, timestampSchema, uuidSchema } from '../schemas.ts';
import { STAFF_ERRORS, staffActorHeaders, staffCall } from './require-staff.ts';

const tags = ['Administracja'];
const orderParams = z.strictObject({ uuid: uuidSchema.describe('UUID zamówienia.') });

const statusCodeSchema = z
  .union(ORDER_STATUSES.map((status) => z.literal(status)) as unknown as [z.ZodLiteral<OrderStatus>, ...z.ZodLiteral<OrderStatus>[]])
  .describe('Kod statusu (spec §4): 5 anulowane, 37 oczekuje na płatność, 40 opłacone, 50 w realizacji, 60 dostarczone, 70 problem.');

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

const shipmentSchema = z
  .object({
    uuid: z.string(),
    carrier: z.enum(CARRIER_CODES),
    carrierName: z.string(),
    trackingNumber: z.string(),
    shippedAt: timestampSchema,
    actor: z.string(),
  })
  .openapi('OrderShipment');

const statusRecordSchema = z
  .object({
    uuid: z.string(),
    number: z.string(),
    status: statusCodeSchema,
    statusLabel: z.string(),
    allowedNextStatuses: z.array(statusCodeSchema).describe('Statusy, na które obsługa może teraz zmienić zamówienie.'),
    changes: z.array(
      z.object({
        fromStatus: statusCodeSchema.nullable().describe('null: zamówienie powstało w statusie toStatus.'),
        toStatus: statusCodeSchema,
        actor: z.string().describe('klient (złożenie), przelewy24 (płatność) albo pracownik z X-Staff-Actor.'),
        note: z.string().nullable(),
        changedAt: timestampSchema,
      }),
    ),
    shipments: z.array(shipmentSchema),
  })
  .openapi('OrderStatusRecord');

const changeStatusCall = declareCall({
  operationId: 'changeOrderStatus',
  method: 'post',
  path: '/orders/{uuid}/status-changes',
  tags,
  summary:
    'Zmienia status zamówienia zgodnie z tabelą dozwolonych przejść; zapisuje zmianę w historii, przy anulowaniu zwraca towar na stan i powiadamia klienta.',
  request: { params: orderParams, query: noQuery, headers: staffActorHeaders, body: jsonBody(statusChangeBody) },
  success: { schema: statusRecordSchema, description: 'Status zmieniony; zamówienie z historią po zmianie.' },
  errors: {
    ...STAFF_ERRORS,
    404: statusChangeMessages.orderNotFound,
    409: 'Takiego przejścia nie ma w tabeli (albo inna zmiana była pierwsza); nic nie zapisano.',
  },
  maxBodyBytes: 2 * 1024,
  ...staffCall,
});

const shipmentCall = declareCall({
  operationId: 'recordOrderShipment',
  method: 'post',
  path: '/orders/{uuid}/shipments',
  tags,
  summary: 'Zapisuje wysyłkę zamówienia opłaconego lub w realizacji (przewoźnik, numer przesyłki) i wysyła klientowi e-mail „Zamówienie wysłane”.',
  request: { params: orderParams, query: noQuery, headers: staffActorHeaders, body: jsonBody(shipmentBody) },
  success: { schema: shipmentSchema, description: 'Wysyłka zapisana.' },
  errors: {
    ...STAFF_ERRORS,
    404: statusChangeMessages.orderNotFound,
    409: 'Zamówienie nie jest opłacone ani w realizacji, albo ta przesyłka jest już zapisana; nic nie zapisano.',
  },
  maxBodyBytes: 2 * 1024,
  ...staffCall,
});

const historyCall = declareCall({
  operationId: 'getOrderStatusHistory',
  method: 'get',
  path: '/orders/{uuid}/status-changes',
  tags,
  summary: 'Status zamówienia, dozwolone następne statusy, historia zmian (kto i kiedy) i wysyłki.',
  request: { params: orderParams, query: noQuery, headers: staffActorHeaders },
  success: { schema: statusRecordSchema, description: 'Zamówienie z historią.' },
  errors: { ...STAFF_ERRORS, 404: statusChangeMessages.orderNotFound },
  ...staffCall,
});

function shipmentAnswer(row: ShipmentRow): z.output<typeof shipmentSchema> {
  const carrier = row.carrier as Carrier;
  return {
    uuid: row.uuid,
    carrier,
    carrierName: CARRIERS[carrier] ?? row.carrier,
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
    const actor = c.req.valid('header')['x-staff-actor'];
    const fields = { order: uuid, to: status, actor, requestId: c.get('requestId') };
    const { record } = await logged(
      'order-status-change',
      fields,
      () => {
        const now = new Date();
        return changeOrderStatus(c.env.DB, {
          uuid,
          to: status,
          note: note ?? null,
          actor,
          now,
          shopUrl: getShopUrl(c.env, c.req.url),
          seller: sellerStatements(c.env, now),
        });
      },
      ({ from }) => ({ from }),
    );
    return c.json(recordAnswer(record), 200);
  })
  .openapi(shipmentCall, async (c) => {
    const { uuid } = c.req.valid('param');
    const { carrier, trackingNumber } = c.req.valid('json');
    const actor = c.req.valid('header')['x-staff-actor'];
    const fields = { order: uuid, carrier, trackingNumber, actor, requestId: c.get('requestId') };
    const { shipment } = await logged(
      'order-shipment',
      fields,
      () => recordShipment(c.env.DB, { uuid, carrier, trackingNumber, actor, now: new Date(), shopUrl: getShopUrl(c.env, c.req.url) }),
      (result) => ({ shipment: result.shipment.uuid }),
    );
    return c.json(shipmentAnswer(shipment), 200);
  })
  .openapi(historyCall, async (c) => c.json(recordAnswer(await readStatusRecord(c.env.DB, c.req.valid('param').uuid)), 200));
