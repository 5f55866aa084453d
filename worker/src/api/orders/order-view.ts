/**
 * An order as its pages read it (`GET /orders/{uuid}/{hash}`, issue 13): number, status with its
 * Polish label, customer, packages with their items, totals net, VAT by rate and gross (the
 * delivery included), delivery, payment, the payment link while online payment is due, and its
 * invoices once issued.
 */
import type { z } from '@hono/zod-openapi';
import { type CustomerType, ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus, PAYMENT_METHOD_LABELS, type PaymentMethod } from '#lib/orders.ts';
import { cartTotals } from '../carts/pricing.ts';
import type { OrderLineRow, OrderRow } from './queries.ts';
import type { orderSchema } from './schemas.ts';

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

export function toOrderView(row: OrderRow, lines: readonly OrderLineRow[], invoices: OrderView['invoices'] = []): OrderView {
  const status = row.status as OrderStatus;
  const address = row.delivery_address ? (JSON.parse(row.delivery_address) as NonNullable<OrderView['delivery']['address']>) : null;
  const totals = cartTotals([
    ...lines.map((line) => ({ vatRate: line.vat_rate, priceNetto: line.line_net, priceGross: line.line_gross })),
    { vatRate: row.delivery_vat_rate, priceNetto: row.delivery_net, priceGross: row.delivery_gross },
  ]);
  return {
    uuid: row.uuid,
    number: row.number,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
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
    invoices,
  };
}
