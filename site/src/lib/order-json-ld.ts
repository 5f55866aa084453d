/**
 * The order pages' JSON-LD (issue 13): schema-dts `Order` with its status mapped per spec §4
 * (5 cancelled, 37 payment due, 40 and 50 processing, 60 delivered, 70 problem), the customer an
 * `Organization` above type 10 and a `Person` otherwise, the ordered items and the gross total.
 * Shipped (issue 15: a shipment recorded while the order is paid or processing) it is
 * `OrderInTransit`, with the latest parcel's carrier and tracking number as its `orderDelivery`.
 */
import type { Order as OrderLd, OrderStatus as OrderStatusLd, WithContext } from 'schema-dts';
import type { Order } from './api-types.ts';
import { organizationNode } from './json-ld.ts';
import { toDecimalString } from './money.ts';
import { isOrganisation } from './orders.ts';

const STATUS_OF_CODE: Readonly<Record<number, OrderStatusLd>> = {
  5: 'https://schema.org/OrderCancelled',
  37: 'https://schema.org/OrderPaymentDue',
  40: 'https://schema.org/OrderProcessing',
  50: 'https://schema.org/OrderProcessing',
  60: 'https://schema.org/OrderDelivered',
  70: 'https://schema.org/OrderProblem',
};

/**
 * Spec §4 status code → schema.org order status; an unknown code is a problem to look at. A
 * processing order (40, 50) that has shipped is in transit; "shipped" is no status code.
 */
export function orderStatusLd(status: number, isShipped = false): OrderStatusLd {
  if (isShipped && STATUS_OF_CODE[status] === 'https://schema.org/OrderProcessing') return 'https://schema.org/OrderInTransit';
  return STATUS_OF_CODE[status] ?? 'https://schema.org/OrderProblem';
}

export function orderJsonLd(order: Order, siteUrl: string): WithContext<OrderLd> {
  const customer = isOrganisation(order.customerType)
    ? { '@type': 'Organization' as const, name: order.companyName ?? order.customerName, ...(order.nip ? { vatID: order.nip } : {}) }
    : { '@type': 'Person' as const, name: order.customerName };
  const parcel = order.shipments.at(-1);
  return {
    '@context': 'https://schema.org',
    '@type': 'Order',
    orderNumber: order.number,
    orderStatus: orderStatusLd(order.status, parcel !== undefined),
    orderDate: order.createdAt,
    seller: organizationNode(siteUrl),
    customer,
    paymentMethod: order.payment.name,
    ...(order.paymentLink ? { paymentUrl: order.paymentLink } : {}),
    ...(parcel
      ? {
          orderDelivery: {
            '@type': 'ParcelDelivery' as const,
            trackingNumber: parcel.trackingNumber,
            provider: { '@type': 'Organization' as const, name: parcel.carrierName },
          },
        }
      : {}),
    partOfInvoice: {
      '@type': 'Invoice',
      totalPaymentDue: { '@type': 'PriceSpecification', price: toDecimalString(order.totals.priceGross), priceCurrency: 'PLN' },
    },
    orderedItem: order.packages.flatMap((pack) =>
      pack.items.map((item) => ({
        '@type': 'OrderItem' as const,
        orderQuantity: item.quantity,
        orderedItem: {
          '@type': 'Product' as const,
          name: item.product.name,
          sku: item.product.number,
        },
      })),
    ),
  };
}
