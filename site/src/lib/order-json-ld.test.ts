import { describe, expect, it } from 'vitest';
import type { Order } from './api-types.ts';
import { orderJsonLd, orderStatusLd } from './order-json-ld.ts';

const sampleOrder: Order = {
  uuid: '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f',
  number: 'ZAM/2026/7',
  status: 37,
  statusLabel: 'Oczekuje na płatność',
  createdAt: '2026-01-15T13:05:00.000Z',
  customerType: 11,
  customerName: 'Jan Kowalski',
  companyName: 'Czysto Sp. z o.o.',
  nip: '5260250274',
  customerAddress: 'ul. Długa 1',
  customerZipCode: '50-001',
  customerCity: 'Wrocław',
  invoiceEmail: 'faktury@czysto.example',
  emailConfirmed: false,
  packages: [
    {
      source: 'stock',
      supplierDeliveryDays: null,
      items: [
        {
          product: { uuid: 'a', number: 'P-1', name: 'Mydło w płynie 5 l', salesUnit: 'szt.' },
          quantity: 2,
          vatRate: 23,
          unitPrice: { nettoPrice: 1000, grossPrice: 1230 },
          priceNetto: 2000,
          priceGross: 2460,
        },
      ],
    },
  ],
  delivery: { method: 'courier', name: 'Kurier', parcelLockerCode: null, branch: null, address: null, priceNetto: 1500, priceGross: 1845 },
  payment: { method: 'p24', name: 'Płatność online Przelewy24' },
  totals: { priceNetto: 3500, vatByRate: [{ vatRate: 23, priceNetto: 3500, vat: 805, priceGross: 4305 }], priceGross: 4305 },
  paymentLink: 'https://p24.example/trnRequest/abc',
  statusHistory: [{ status: 37, statusLabel: 'Oczekuje na płatność', changedAt: '2026-01-15T13:05:00.000Z' }],
  shipments: [],
  invoices: [],
  withdrawal: null,
};

describe('orderStatusLd', () => {
  it('maps spec §4 codes to schema.org statuses', () => {
    expect([5, 37, 40, 50, 60, 70].map((status) => orderStatusLd(status))).toEqual([
      'https://schema.org/OrderCancelled',
      'https://schema.org/OrderPaymentDue',
      'https://schema.org/OrderProcessing',
      'https://schema.org/OrderProcessing',
      'https://schema.org/OrderDelivered',
      'https://schema.org/OrderProblem',
    ]);
    expect(orderStatusLd(99)).toBe('https://schema.org/OrderProblem');
  });

  it('is in transit when a processing order has shipped, and only then', () => {
    expect([5, 37, 40, 50, 60, 70].map((status) => orderStatusLd(status, true))).toEqual([
      'https://schema.org/OrderCancelled',
      'https://schema.org/OrderPaymentDue',
      'https://schema.org/OrderInTransit',
      'https://schema.org/OrderInTransit',
      'https://schema.org/OrderDelivered',
      'https://schema.org/OrderProblem',
    ]);
  });
});

describe('orderJsonLd', () => {
  it('names an organisation customer above type 10, with items and the gross total', () => {
    const ld = orderJsonLd(sampleOrder, 'https://sklep.example');
    expect(ld).toMatchObject({
      '@type': 'Order',
      orderNumber: 'ZAM/2026/7',
      orderStatus: 'https://schema.org/OrderPaymentDue',
      customer: { '@type': 'Organization', name: 'Czysto Sp. z o.o.', vatID: '5260250274' },
      partOfInvoice: { totalPaymentDue: { price: '43.05', priceCurrency: 'PLN' } },
      paymentUrl: 'https://p24.example/trnRequest/abc',
    });
    expect(ld.orderedItem).toEqual([
      { '@type': 'OrderItem', orderQuantity: 2, orderedItem: { '@type': 'Product', name: 'Mydło w płynie 5 l', sku: 'P-1' } },
    ]);
  });

  it('names a person at type 1', () => {
    const ld = orderJsonLd({ ...sampleOrder, customerType: 1, companyName: null, nip: null, status: 40, paymentLink: null }, 'https://sklep.example');
    expect(ld).toMatchObject({ customer: { '@type': 'Person', name: 'Jan Kowalski' }, orderStatus: 'https://schema.org/OrderProcessing' });
    expect(ld).not.toHaveProperty('paymentUrl');
    expect(ld).not.toHaveProperty('orderDelivery');
  });

  it('carries the latest parcel of a shipped order', () => {
    const shipments = [
      { carrier: 'dpd', carrierName: 'DPD', trackingNumber: '0000111', trackingUrl: null, shippedAt: '2026-01-16T08:00:00.000Z' },
      { carrier: 'inpost', carrierName: 'InPost', trackingNumber: '6800222', trackingUrl: null, shippedAt: '2026-01-17T08:00:00.000Z' },
    ];
    const ld = orderJsonLd({ ...sampleOrder, status: 50, paymentLink: null, shipments }, 'https://sklep.example');
    expect(ld).toMatchObject({
      orderStatus: 'https://schema.org/OrderInTransit',
      orderDelivery: { '@type': 'ParcelDelivery', trackingNumber: '6800222', provider: { '@type': 'Organization', name: 'InPost' } },
    });
  });
});
