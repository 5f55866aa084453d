/**
 * An order as its pages read it (`GET /orders/{uuid}/{hash}`, issue 13): number, status with its
 * Polish label, customer, packages with their items, totals net, VAT by rate and gross (the
 * delivery included), delivery, payment, the payment link while online payment is due, and its
 * progress (issue 15): the statuses it went through and its shipments with their tracking numbers,
 * its invoices once issued, and the consumer's right of withdrawal (issue 33).
 */
import type { z } from '@hono/zod-openapi';
import { carrierName, trackingUrl } from '#lib/carriers.ts';
import {
  type CustomerType,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  orderStatusLabel,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '#lib/orders.ts';
import { documentTotals } from '#lib/vat-totals.ts';
import { withdrawalStateOf } from '#lib/withdrawal.ts';
import { cartTotalsOf } from '../carts/pricing.ts';
import { type OrderLineRow, type OrderRow, orderNetLines } from './queries.ts';
import type { orderSchema } from './schemas.ts';
import type { ShipmentRow, StatusChangeRow } from './status-changes.ts';

export type OrderView = z.output<typeof orderSchema>;
type Package = OrderView['packages'][number];

function packagesOf(lines: readonly OrderLineRow[]): Package[] {
  const packages = new Map<string, Package>();
  for (const line of lines) {
    const entry = packages.get(line.source) ?? { source: line.source, supplierDeliveryDays: line.supplier_delivery_days, items: [] };
    entry.items.push({
      product: { uuid: line.product_uuid, number: line.product_number, name: line.product_name, salesUnit: line.sales_unit },
      quantity: line.quantity,
      vatRate: line.vat_rate,
      unitPrice: { nettoPrice: line.unit_net, grossPrice: line.unit_gross },
      priceNetto: line.line_net,
      priceGross: line.line_gross,
    });
    packages.set(line.source, entry);
  }
  return [...packages.values()];
}

/** What the order's pages show of its progress: the statuses with their times, and the shipments. */
export interface OrderProgress {
  changes: readonly StatusChangeRow[];
  shipments: readonly ShipmentRow[];
}

/** The buyer's right of withdrawal as the order's pages show it: null for a company (no consumer texts at all). */
function withdrawalOf(row: OrderRow, progress: OrderProgress, now: Date): OrderView['withdrawal'] {
  const deliveredAt = progress.changes.find((change) => change.to_status === ORDER_STATUS.delivered)?.changed_at ?? null;
  const state = withdrawalStateOf(
    { customerType: row.customer_type, consumerRights: row.consumer_rights === 1, status: row.status, deliveredAt },
    now,
  );
  if (!state.open && state.reason === 'not_consumer') return null;
  return { open: state.open, deadline: state.deadline };
}

export function toOrderView(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  progress: OrderProgress,
  invoices: OrderView['invoices'] = [],
  now: Date = new Date(),
): OrderView {
  const status = row.status as OrderStatus;
  const address = row.delivery_address ? (JSON.parse(row.delivery_address) as NonNullable<OrderView['delivery']['address']>) : null;
  const totals = cartTotalsOf(documentTotals(orderNetLines(row, lines)));
  return {
    uuid: row.uuid,
    number: row.number,
    status,
    statusLabel: orderStatusLabel(status, progress.shipments.length > 0),
    createdAt: row.created_at,
    customerType: row.customer_type as CustomerType,
    customerName: `${row.first_name} ${row.last_name}`,
    companyName: row.company_name,
    nip: row.nip,
    customerAddress: row.street,
    customerZipCode: row.postcode,
    customerCity: row.city,
    invoiceEmail: row.invoice_email,
    emailConfirmed: row.email_confirmed_at !== null,
    packages: packagesOf(lines),
    delivery: {
      method: row.delivery_method as OrderView['delivery']['method'],
      name: row.delivery_method_name,
      parcelLockerCode: row.parcel_locker_code,
      branch: row.branch_slug && row.branch_name ? { slug: row.branch_slug, name: row.branch_name } : null,
      address,
      priceNetto: row.delivery_net,
      priceGross: row.delivery_gross,
    },
    payment: { method: row.payment_method as PaymentMethod, name: PAYMENT_METHOD_LABELS[row.payment_method as PaymentMethod] },
    totals,
    paymentLink: status === ORDER_STATUS.paymentDue ? row.payment_url : null,
    statusHistory: progress.changes.map((change) => ({
      status: change.to_status,
      statusLabel: ORDER_STATUS_LABELS[change.to_status as OrderStatus] ?? String(change.to_status),
      changedAt: change.changed_at,
    })),
    shipments: progress.shipments.map((shipment) => ({
      carrier: shipment.carrier,
      carrierName: carrierName(shipment.carrier),
      trackingNumber: shipment.tracking_number,
      trackingUrl: trackingUrl(shipment.carrier, shipment.tracking_number),
      shippedAt: shipment.shipped_at,
    })),
    invoices,
    withdrawal: withdrawalOf(row, progress, now),
  };
}
