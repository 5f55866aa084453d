/**
 * The same figures in the cart, the checkout, the order, the invoice and its FA(3) XML (issue 32,
 * docs/decisions/035-vat-on-the-document.md), checked as rules over random baskets:
 * - the invoice's VAT at each rate is round(net at that rate × rate), half up, computed here
 *   independently (BigInt), never read from the code under test;
 * - the delivery's net lies at the goods' rates, in proportion to their net;
 * - the checkout's total (the browser's function) is what the order charges: a different figure
 *   would be refused with a 409, so every placed order proves it;
 * - the order page, the invoice page and the XML's P_13/P_14/P_15 agree to the grosz, and the
 *   invoice's gross is what the order charged.
 * First over 1,000 baskets without the database (lines priced as the cart prices them, an invoice
 * built as issue.ts writes its lines), then through the API and D1 with real products.
 */
import { env } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, inject } from 'vitest';
import { checkoutTotals } from '#lib/cart/cart-totals.ts';
import { grossFromNet } from '#lib/money.ts';
import type { RateTotal } from '#lib/vat-totals.ts';
import type {} from '#scripts/test/fuzz-settings.ts';
import { inStock } from '#worker-test/cart.ts';
import { checkout, companyBuyer, filledCart, getOrder, setStock } from '#worker-test/orders.ts';
import { testCatalogue } from '#worker-test/seed.ts';
import { cartTotals, lineValue } from '../api/carts/pricing.ts';
import { readInvoiceView, toInvoiceView } from './invoice-view.ts';
import { invoiceIssueStatements } from './issue.ts';
import { buildFa3Xml } from './ksef/fa3.ts';
import type { InvoiceLineRow, InvoiceRow } from './queries.ts';

/** round(net × rate / 100), half up, in BigInt: the rule as the VAT act states it, not as vat-totals.ts computes it. */
function expectedVat(net: number, rate: number): number {
  return Number((BigInt(net) * BigInt(rate) * 2n + 100n) / 200n);
}

/** P_13_x / P_14_x / P_15 of an FA(3) document, as grosze. */
function xmlTotals(xml: string): { byRate: Map<number, { net: number; vat: number }>; gross: number } {
  const fa = new XMLParser({ parseTagValue: false }).parse(xml).Faktura.Fa as Record<string, string>;
  const grosze = (text: string | undefined) => (text === undefined ? 0 : Math.round(Number(text) * 100));
  const byRate = new Map<number, { net: number; vat: number }>();
  for (const [rate, net, vat] of [
    [23, 'P_13_1', 'P_14_1'],
    [8, 'P_13_2', 'P_14_2'],
    [5, 'P_13_3', 'P_14_3'],
    [0, 'P_13_6_1', null],
  ] as const) {
    if (fa[net] !== undefined) byRate.set(rate, { net: grosze(fa[net]), vat: vat ? grosze(fa[vat]) : 0 });
  }
  return { byRate, gross: grosze(fa.P_15) };
}

/** Every figure of a document checked against the rule, and against the XML built from it. */
function expectDocumentAgrees(byRate: readonly RateTotal[], totals: { net: number; vat: number; gross: number }, xml: string): void {
  for (const rate of byRate) {
    expect(rate.vat).toBe(expectedVat(rate.net, rate.vatRate));
    expect(rate.gross).toBe(rate.net + rate.vat);
  }
  expect(totals).toEqual({
    net: byRate.reduce((sum, rate) => sum + rate.net, 0),
    vat: byRate.reduce((sum, rate) => sum + rate.vat, 0),
    gross: byRate.reduce((sum, rate) => sum + rate.gross, 0),
  });
  const fromXml = xmlTotals(xml);
  expect(fromXml.gross).toBe(totals.gross);
  expect([...fromXml.byRate].sort(([a], [b]) => b - a)).toEqual(byRate.map((rate) => [rate.vatRate, { net: rate.net, vat: rate.vat }]));
}

const basketLine = fc.record({
  vatRate: fc.constantFrom(0, 5, 8, 23),
  unitNet: fc.integer({ min: 1, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 9_999 }),
});
const basket = fc.record({
  lines: fc.array(basketLine, { minLength: 1, maxLength: 12 }),
  delivery: fc.record({ priceNetto: fc.integer({ min: 0, max: 20_000 }), vatRate: fc.constant(23) }),
});

const INVOICE_ROW: Omit<InvoiceRow, 'total_net' | 'total_vat' | 'total_gross'> = {
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  number: 'FV/2026/11/1',
  kind: 'original',
  document_type: 'VAT',
  corrects_invoice_id: null,
  correction_reason: null,
  order_id: 1,
  issue_date: '2026-11-27',
  sale_date: '2026-11-27',
  due_date: '2026-12-04',
  issued_at: '2026-11-27T12:00:00.000Z',
  seller_name: 'Merida Sp. z o.o.',
  seller_nip: '8942345677',
  seller_street: 'ul. Legnicka 55',
  seller_postcode: '54-203',
  seller_city: 'Wrocław',
  seller_bank_account: 'PL61 1090 1014 0000 0712 1981 2874',
  buyer_type: 11,
  buyer_name: 'Hotel Zdrój Sp. z o.o.',
  buyer_nip: '5261040828',
  buyer_street: 'ul. Zdrojowa 1',
  buyer_postcode: '58-500',
  buyer_city: 'Jelenia Góra',
  buyer_email: 'faktury@example.com',
  payment_method: 'p24',
  paid_at: '2026-11-27T11:59:00.000Z',
  order_number: 'ZAM/2026/000001',
  order_uuid: '00000000-0000-4000-8000-000000000002',
  order_hash: 'hash',
  corrected_uuid: null,
  corrected_number: null,
  corrected_issue_date: null,
  corrections: null,
};

describe('one set of figures, from the cart to the XML', () => {
  prop.prop([basket], { numRuns: 1000 })('holds for 1,000 random baskets without the database', ({ lines, delivery }) => {
    // The cart, as the worker prices it and the API answers it.
    const cart = cartTotals(
      lines.map((line) => ({
        vatRate: line.vatRate,
        ...lineValue({ nettoPrice: line.unitNet, grossPrice: grossFromNet(line.unitNet, line.vatRate) }, line.quantity),
      })),
    );
    // The checkout, as the browser shows it and the worker charges it (place-order.ts calls the same orderTotals).
    const order = checkoutTotals(cart, delivery);
    for (const part of order.delivery.parts)
      expect(cart.vatByRate.some((rate) => rate.vatRate === part.vatRate && rate.priceNetto > 0) || cart.priceNetto === 0).toBe(true);
    // The invoice, its lines as issue.ts writes them: the goods, then the delivery's parts.
    const invoiceLines: InvoiceLineRow[] = [
      ...lines.map((line, index) => ({
        position: index + 1,
        name: `Towar ${index + 1}`,
        product_number: null,
        unit: 'szt.',
        quantity: line.quantity,
        unit_net: line.unitNet,
        vat_rate: line.vatRate,
        line_net: line.unitNet * line.quantity,
        line_gross: grossFromNet(line.unitNet, line.vatRate) * line.quantity,
      })),
      ...order.delivery.parts.map((part, index) => ({
        position: lines.length + index + 1,
        name: 'Dostawa: Kurier',
        product_number: null,
        unit: 'usł.',
        quantity: 1,
        unit_net: part.net,
        vat_rate: part.vatRate,
        line_net: part.net,
        line_gross: part.net + expectedVat(part.net, part.vatRate),
      })),
    ];
    const invoice = toInvoiceView(
      { ...INVOICE_ROW, total_net: order.totals.net, total_vat: order.totals.vat, total_gross: order.totals.gross },
      invoiceLines,
    );
    expect(invoice.totalsByRate).toEqual(order.totals.byRate);
    expectDocumentAgrees(invoice.totalsByRate, invoice.totals, buildFa3Xml(invoice, new Date('2026-11-27T12:00:00Z')));
  });

  // Through the API and D1: fewer baskets (each is a cart, an order, a payment and an invoice in
  // workerd, ~0.1 s): twice FUZZ_RUNS, 40 in `npm test`; `FUZZ_RUNS=500 npm run fuzz` runs 1,000.
  prop.prop(
    [
      fc.array(fc.record({ index: fc.nat(), quantity: fc.integer({ min: 1, max: 400 }) }), { minLength: 1, maxLength: 5 }),
      fc.constantFrom('courier', 'parcel_locker', 'branch_pickup' as const),
    ],
    { numRuns: inject('fuzz').runs * 2 },
  )(
    'holds through the API and D1: the checkout’s total is charged, and the order, the invoice and the XML agree',
    async (picks, method) => {
      const products = [...new Map(picks.map((pick) => [inStock[pick.index % inStock.length]?.uuid ?? '', pick])).values()];
      for (const pick of products) await setStock(inStock[pick.index % inStock.length]?.uuid ?? '', 9_999);
      const cart = await filledCart(products.map((pick) => ({ uuid: inStock[pick.index % inStock.length]?.uuid ?? '', quantity: pick.quantity })));
      const delivery =
        method === 'courier'
          ? { method }
          : method === 'parcel_locker'
            ? { method, lockerCode: 'WRO01M' }
            : { method, branchSlug: testCatalogue.branches[0]?.slug ?? '' };
      const placed = await checkout(cart, { buyer: companyBuyer, delivery, paymentMethod: 'transfer' } as Parameters<typeof checkout>[1]);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const row = await env.DB.prepare('SELECT id, total_gross FROM orders WHERE uuid = ?1')
        .bind(placed.body.uuid)
        .first<{ id: number; total_gross: number }>();
      if (!row) throw new Error('order not stored');
      const at = new Date();
      await env.DB.batch([
        env.DB.prepare('UPDATE orders SET status = 40, paid_at = ?2 WHERE id = ?1').bind(row.id, at.toISOString()),
        ...invoiceIssueStatements(env.DB, row.id, at),
      ]);
      const orderView = (await getOrder(placed.body.uuid, placed.body.hash)).body;
      const invoiceRow = await env.DB.prepare(
        `SELECT i.*, o.number AS order_number, o.uuid AS order_uuid, o.hash AS order_hash, NULL AS corrected_uuid, NULL AS corrected_number,
         NULL AS corrected_issue_date, NULL AS correction_uuid, NULL AS correction_number
       FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.order_id = ?1`,
      )
        .bind(row.id)
        .first<InvoiceRow>();
      if (!invoiceRow) throw new Error('no invoice issued');
      const invoice = await readInvoiceView(env.DB, invoiceRow);
      expect(invoice.totals.gross).toBe(row.total_gross);
      expect(invoice.totalsByRate).toEqual(
        orderView.totals.vatByRate.map((rate) => ({ vatRate: rate.vatRate, net: rate.priceNetto, vat: rate.vat, gross: rate.priceGross })),
      );
      expect(orderView.totals.priceGross).toBe(row.total_gross);
      expectDocumentAgrees(invoice.totalsByRate, invoice.totals, buildFa3Xml(invoice, at));
    },
    Math.max(60_000, inject('fuzz').runs * 2 * 500),
  );
});
