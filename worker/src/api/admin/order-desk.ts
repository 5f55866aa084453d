/**
 * The order desk (issue 31, docs/back-office.md "The order desk"): the list of orders with its
 * filters, search and counts per status, the order's page (lines by package, buyer and invoice
 * data, delivery, payment with Przelewy24's notices, the status history with who changed it,
 * shipments with tracking links, the mails it caused, its invoices, the staff's notes and its audit
 * rows) and the staff's notes. Moving the order on is order-status.ts's; the work behind the list
 * is order-desk-queries.ts's.
 */
import { z } from '@hono/zod-openapi';
import { carrierName, trackingUrl } from '#lib/carriers.ts';
import { shopDay } from '#lib/dates.ts';
import { invoiceTitle } from '#lib/ksef.ts';
import {
  CUSTOMER_TYPE_LABELS,
  type CustomerType,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusLabel,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '#lib/orders.ts';
import { DELIVERY_METHOD_LABELS, ORDER_LIST_PAGE_SIZE, orderListQuerySchema } from '#lib/panel/order-filters.ts';
import { addDays } from '#lib/polish-calendar.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { WITHDRAWAL_DAYS, type WithdrawnLine } from '#lib/withdrawal.ts';
import { listAudit } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { type OrderRow, readOrderByUuid, readOrderLines } from '../orders/queries.ts';
import { readShipments, readStatusChanges, statusBeforeProblem } from '../orders/status-changes.ts';
import { noQuery, timestampSchema, uuidSchema } from '../schemas.ts';
import { listOrderWithdrawals, type WithdrawalRow } from '../withdrawals/queries.ts';
import { type RefundView, readOrderRefundViews } from '../withdrawals/refunds.ts';
import { insertNoteStatement, listOrders, markOpened, type OrderListRow, readOrderSurroundings } from './order-desk-queries.ts';
import { deskOrderListSchema, deskOrderSchema, type deskWithdrawalSchema, type listItemSchema } from './panel-schemas.ts';
import { auditOf, STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';
import { auditEntryAnswer } from './staff-members.ts';

const tags = ['Panel: zamówienia'];
const NOT_FOUND = 'Nie ma zamówienia o tym identyfikatorze.';
const orderParams = z.strictObject({ uuid: uuidSchema.describe('UUID zamówienia.') });

const listCall = declareCall({
  operationId: 'listDeskOrders',
  method: 'get',
  path: '/orders',
  tags,
  summary:
    'Lista zamówień od najnowszych, po 50 na stronie, z liczbą zamówień w każdym statusie; filtry: status, metoda i stan płatności, dostawa, typ klienta, dni; wyszukiwanie: numer, e-mail, NIP, nazwisko lub firma, telefon.',
  request: { query: orderListQuerySchema.openapi('DeskOrderListQuery') },
  success: {
    schema: deskOrderListSchema,
    description: 'Strona listy.',
  },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.orders),
});

const readCall = declareCall({
  operationId: 'getDeskOrder',
  method: 'get',
  path: '/orders/{uuid}',
  tags,
  summary: 'Zamówienie dla obsługi: wszystko, co strona zamówienia w panelu pokazuje. Pierwsze otwarcie przez pracownika zdejmuje oznaczenie „nowe”.',
  request: { params: orderParams, query: noQuery },
  success: { schema: deskOrderSchema, description: 'Zamówienie.' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND },
  ...staffCall(ROLES_FOR.orders),
});

const noteBody = z
  .strictObject({
    body: z
      .string({ error: 'Wpisz treść notatki.' })
      .trim()
      .min(1, { error: 'Wpisz treść notatki.' })
      .max(2000, { error: 'Notatka może mieć najwyżej 2000 znaków.' })
      .describe('Treść notatki (wewnętrzna: klient jej nie widzi).'),
  })
  .openapi('DeskOrderNoteRequest');

const noteCall = declareCall({
  operationId: 'addDeskOrderNote',
  method: 'post',
  path: '/orders/{uuid}/notes',
  tags,
  summary: 'Dodaje notatkę obsługi do zamówienia (widzą ją tylko pracownicy).',
  request: { params: orderParams, query: noQuery, body: jsonBody(noteBody) },
  success: {
    schema: z.object({ id: z.number().int(), author: z.string(), body: z.string(), createdAt: timestampSchema }).openapi('DeskOrderNote'),
    description: 'Notatka dodana.',
  },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND },
  maxBodyBytes: 8 * 1024,
  ...staffCall(ROLES_FOR.orders),
});

const buyerNameOf = (row: Pick<OrderListRow, 'company_name' | 'first_name' | 'last_name'>) =>
  row.company_name ?? `${row.first_name} ${row.last_name}`;

function listItem(row: OrderListRow): z.output<typeof listItemSchema> {
  const status = row.status as OrderStatus;
  return {
    uuid: row.uuid,
    number: row.number,
    createdAt: row.created_at,
    status,
    statusLabel: orderStatusLabel(status, row.shipments > 0),
    buyer: buyerNameOf(row),
    email: row.email,
    customerType: row.customer_type,
    totalGross: row.total_gross,
    paymentMethod: row.payment_method,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[row.payment_method as PaymentMethod] ?? row.payment_method,
    paid: row.paid_at !== null,
    deliveryMethod: row.delivery_method,
    deliveryMethodLabel: DELIVERY_METHOD_LABELS[row.delivery_method as keyof typeof DELIVERY_METHOD_LABELS] ?? row.delivery_method,
    isNew: row.first_opened_at === null,
  };
}

const SOURCE_LABELS = { stock: 'Paczka z magazynu', supplier: 'Paczka od dostawcy' } as const;

/** The order's lines grouped by package (stock first). */
function packagesOf(lines: Awaited<ReturnType<typeof readOrderLines>>): z.output<typeof deskOrderSchema>['packages'] {
  const packages = new Map<string, z.output<typeof deskOrderSchema>['packages'][number]>();
  for (const line of lines) {
    const found = packages.get(line.source) ?? {
      source: line.source,
      sourceLabel: SOURCE_LABELS[line.source],
      supplierDeliveryDays: line.supplier_delivery_days,
      lines: [],
    };
    found.lines.push({
      productNumber: line.product_number,
      productName: line.product_name,
      salesUnit: line.sales_unit,
      quantity: line.quantity,
      unitGross: line.unit_gross,
      vatRate: line.vat_rate,
      lineNet: line.line_net,
      lineGross: line.line_gross,
    });
    packages.set(line.source, found);
  }
  return [...packages.values()].sort((a, b) => (a.source === 'stock' ? -1 : b.source === 'stock' ? 1 : 0));
}

/** A withdrawal as the order's page shows it; the refund is due 14 days after the statement came (art. 32). */
export function deskWithdrawalOf(row: WithdrawalRow, refund: RefundView): z.output<typeof deskWithdrawalSchema> {
  return {
    uuid: row.uuid,
    consumerName: row.consumer_name,
    email: row.email,
    receivedAt: row.received_at,
    refundDueBy: addDays(shopDay(row.received_at), WITHDRAWAL_DAYS),
    lines: row.lines ? (JSON.parse(row.lines) as WithdrawnLine[]) : null,
    statement: row.statement,
    acceptedAt: row.accepted_at,
    acceptedBy: row.accepted_by,
    refund,
  };
}

/** The order's withdrawals as its page shows them, each with its refund. */
export async function deskWithdrawalsOf(
  db: D1Database,
  order: Pick<OrderRow, 'id' | 'payment_method' | 'delivery_gross' | 'total_gross'>,
  rows: readonly WithdrawalRow[],
): Promise<z.output<typeof deskWithdrawalSchema>[]> {
  const refunds = await readOrderRefundViews(db, order, rows);
  return rows.flatMap((row) => {
    const refund = refunds.get(row.uuid);
    return refund ? [deskWithdrawalOf(row, refund)] : [];
  });
}

async function requireOrder(db: D1Database, uuid: string): Promise<OrderRow & { customer_id: number | null; first_opened_at: string | null }> {
  const order = await readOrderByUuid(db, uuid);
  if (!order) throw new ApiError(404, 'order_not_found', NOT_FOUND);
  return order as OrderRow & { customer_id: number | null; first_opened_at: string | null };
}

export const orderDeskRoutes = createRouter()
  .openapi(listCall, async (c) => {
    const query = c.req.valid('query');
    const { rows, counts } = await listOrders(c.env.DB, query);
    const total = counts.filter((row) => !query.status || row.status === Number(query.status)).reduce((sum, row) => sum + row.count, 0);
    const byStatus = new Map(counts.map((row) => [row.status, row.count]));
    return c.json(
      {
        orders: rows.map(listItem),
        counts: ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: byStatus.get(status) ?? 0 })),
        total,
        page: Number(query.page ?? 1),
        pageCount: Math.max(1, Math.ceil(total / ORDER_LIST_PAGE_SIZE)),
      },
      200,
    );
  })
  .openapi(readCall, async (c) => {
    const db = c.env.DB;
    const order = await requireOrder(db, c.req.valid('param').uuid);
    // Opening the page is what takes "new" off an order; a machine reading it does not. The answer
    // says when the order was first opened, this very read included.
    const firstOpenedAt =
      order.first_opened_at === null && staffActorOf(c).kind === 'staff'
        ? await markOpened(db, order.id, new Date().toISOString())
        : order.first_opened_at;
    const [lines, changes, shipments, surroundings, audit, customer, withdrawals] = await Promise.all([
      readOrderLines(db, order.id),
      readStatusChanges(db, order.id),
      readShipments(db, order.id),
      readOrderSurroundings(db, order),
      listAudit(db, { objectKind: 'order', objectId: order.uuid, limit: 100 }),
      order.customer_id === null
        ? Promise.resolve(null)
        : db.prepare('SELECT uuid FROM customers WHERE id = ?1').bind(order.customer_id).first<{ uuid: string }>(),
      listOrderWithdrawals(db, order.id).then((rows) => deskWithdrawalsOf(db, order, rows)),
    ]);
    const status = order.status as OrderStatus;
    const next = nextOrderStatuses(status, statusBeforeProblem(changes));
    return c.json(
      {
        uuid: order.uuid,
        number: order.number,
        hash: order.hash,
        createdAt: order.created_at,
        status,
        statusLabel: orderStatusLabel(status, shipments.length > 0),
        allowedNextStatuses: [...next],
        shippable: status === 40 || status === 50,
        firstOpenedAt,
        buyer: {
          customerType: order.customer_type,
          customerTypeLabel: `${CUSTOMER_TYPE_LABELS[order.customer_type as CustomerType] ?? String(order.customer_type)}${
            order.consumer_rights === 1 ? ' na prawach konsumenta (art. 38a)' : ''
          }`,
          firstName: order.first_name,
          lastName: order.last_name,
          companyName: order.company_name,
          nip: order.nip,
          vatCheck: order.vat_check,
          vatCheckNote: order.vat_check_note,
          email: order.email,
          emailConfirmed: order.email_confirmed_at !== null,
          phone: order.phone,
          street: order.street,
          postcode: order.postcode,
          city: order.city,
          invoiceEmail: order.invoice_email,
          customerUuid: customer?.uuid ?? null,
        },
        delivery: {
          method: order.delivery_method,
          methodName: order.delivery_method_name,
          address: order.delivery_address
            ? (JSON.parse(order.delivery_address) as { name: string; street: string; postcode: string; city: string })
            : null,
          parcelLockerCode: order.parcel_locker_code,
          branchName: order.branch_name,
          net: order.delivery_net,
          gross: order.delivery_gross,
        },
        payment: {
          method: order.payment_method,
          methodLabel: PAYMENT_METHOD_LABELS[order.payment_method as PaymentMethod] ?? order.payment_method,
          paidAt: order.paid_at,
          p24SessionId: order.p24_session_id,
          p24OrderId: order.p24_order_id,
          notices: surroundings.notices.map((notice) => ({
            p24OrderId: notice.p24_order_id,
            amount: notice.amount,
            outcome: notice.outcome,
            receivedAt: notice.received_at,
          })),
        },
        packages: packagesOf(lines),
        totals: { net: order.total_net, vat: order.total_vat, gross: order.total_gross },
        history: changes.map((change) => ({
          fromStatus: change.from_status,
          toStatus: change.to_status,
          toLabel: ORDER_STATUS_LABELS[change.to_status as OrderStatus] ?? String(change.to_status),
          actor: change.actor,
          note: change.note,
          changedAt: change.changed_at,
        })),
        shipments: shipments.map((shipment) => ({
          uuid: shipment.uuid,
          carrier: shipment.carrier,
          carrierName: carrierName(shipment.carrier),
          trackingNumber: shipment.tracking_number,
          trackingUrl: trackingUrl(shipment.carrier, shipment.tracking_number),
          shippedAt: shipment.shipped_at,
          actor: shipment.actor,
        })),
        mails: surroundings.mails.map((mail) => ({
          kind: mail.kind,
          recipient: mail.recipient,
          subject: mail.subject,
          status: mail.status,
          attempts: mail.attempts,
          createdAt: mail.created_at,
          sentAt: mail.sent_at,
          lastError: mail.last_error,
        })),
        invoices: surroundings.invoices.map((invoice) => ({
          uuid: invoice.uuid,
          number: invoice.number,
          kind: invoice.kind,
          title: invoiceTitle(invoice.kind, invoice.document_type),
          issueDate: invoice.issue_date,
          totalGross: invoice.total_gross,
          correctionReason: invoice.correction_reason,
          correctable: invoice.kind === 'original' && invoice.document_type !== 'ZAL' && invoice.latest === 1,
        })),
        withdrawals,
        notes: surroundings.notes.map((note) => ({ id: note.id, author: note.author, body: note.body, createdAt: note.created_at })),
        audit: audit.map(auditEntryAnswer),
      },
      200,
    );
  })
  .openapi(noteCall, async (c) => {
    const db = c.env.DB;
    const order = await requireOrder(db, c.req.valid('param').uuid);
    const { body } = c.req.valid('json');
    const author = staffActorOf(c).name;
    const at = new Date().toISOString();
    const [, inserted] = await db.batch<{ id: number }>([
      auditOf(c, { objectKind: 'order', objectId: order.uuid, change: { note: body } }, at),
      insertNoteStatement(db, order.id, author, body, at),
    ]);
    const id = inserted?.results[0]?.id ?? 0;
    return c.json({ id, author, body, createdAt: at }, 200);
  });
