/**
 * The invoice calls (issue 15) through the whole worker: the owner reads the list, the invoice
 * and, for a company, its FA(3) XML (valid against the official schema); a guest reads the
 * invoice with the order's hash; everyone else (another customer, a wrong hash, an unknown
 * invoice, the XML of a private buyer's invoice) gets the same 404 body. The order's view links
 * its invoices.
 */
import { env, SELF } from 'cloudflare:test';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceList, Order, PlacedOrder } from '#lib/api-types.ts';
import { call, placeOrderAs, type Shopper, signedInCustomer } from '#worker-test/accounts.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { expectValidFa3 } from '#worker-test/fa3-schema.ts';
import { companyBuyer, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { invoiceIssueStatements } from '../../invoices/issue.ts';

const SECURE = '/api/secure/v1/invoices';
const PUBLIC = `${ORIGIN}/api/public/v1/invoices`;
const NOT_FOUND = { error: { code: 'not_found', message: 'Nie znaleźliśmy faktury pod tym adresem.' } };

let productIndex = 40;

/** An order of the shopper, paid: its invoice issued as the paid batch issues it. */
async function paidOrderOf(shopper: Shopper, overrides: Parameters<typeof placeOrderAs>[2] = {}) {
  const product = pick(inStock, productIndex++);
  await setStock(product.uuid, 20);
  const placed = await placeOrderAs(shopper, [{ uuid: product.uuid, quantity: 2 }], overrides);
  const row = await env.DB.prepare('SELECT id FROM orders WHERE uuid = ?1').bind(placed.uuid).first<{ id: number }>();
  const at = new Date();
  await env.DB.batch([
    env.DB.prepare('UPDATE orders SET status = 40, paid_at = ?2 WHERE id = ?1').bind(row?.id, at.toISOString()),
    ...invoiceIssueStatements(env.DB, row?.id ?? 0, at),
  ]);
  const invoice = await env.DB.prepare('SELECT uuid, number FROM invoices WHERE order_id = ?1')
    .bind(row?.id)
    .first<{ uuid: string; number: string }>();
  if (!invoice) throw new Error('no invoice issued');
  return { placed, invoice };
}

async function guestRead(uuid: string, hash: string) {
  const response = await SELF.fetch(`${PUBLIC}/${uuid}/${hash}`);
  return { status: response.status, cache: response.headers.get('Cache-Control'), body: (await response.json()) as unknown };
}

describe('the owner', () => {
  it('lists the invoice, reads it and links it from the order; a company invoice has its FA(3) XML', async () => {
    const { shopper } = await signedInCustomer();
    const { placed, invoice } = await paidOrderOf(shopper, { buyer: companyBuyer });
    const list = await call<InvoiceList>(shopper, SECURE);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ uuid: invoice.uuid, number: invoice.number, kind: 'original', orderNumber: placed.number, hasKsefXml: true }),
    ]);
    const read = await call<Invoice>(shopper, `${SECURE}/${invoice.uuid}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ title: 'Faktura VAT', number: invoice.number, orderUuid: placed.uuid, buyer: { nip: '5260250274' } });
    expect(read.body.totals.gross).toBe(list.body.items[0]?.totalGross);
    const order = await call<Order>(shopper, `/api/secure/v1/orders/${placed.uuid}`);
    expect(order.body.invoices).toEqual([{ uuid: invoice.uuid, number: invoice.number, kind: 'original', title: 'Faktura VAT' }]);

    const xml = await shopper.fetch(`${SECURE}/${invoice.uuid}/ksef.xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('Content-Type')).toMatch(/^application\/xml/);
    expect(xml.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await xml.text();
    await expectValidFa3(text);
    const parsed = new XMLParser({ parseTagValue: false }).parse(text) as { Faktura: { Fa: Record<string, unknown> } };
    expect(parsed.Faktura.Fa).toMatchObject({ P_2: invoice.number, P_1: read.body.issueDate, P_15: (read.body.totals.gross / 100).toFixed(2) });
  });

  it('a private buyer’s invoice has no FA(3) XML: the same 404 as no invoice', async () => {
    const { shopper } = await signedInCustomer();
    const { invoice } = await paidOrderOf(shopper);
    expect((await call<Invoice>(shopper, `${SECURE}/${invoice.uuid}`)).body.hasKsefXml).toBe(false);
    expect(await call(shopper, `${SECURE}/${invoice.uuid}/ksef.xml`)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await call(shopper, `${SECURE}/${crypto.randomUUID()}/ksef.xml`)).toEqual({ status: 404, body: NOT_FOUND });
  });
});

describe('everyone else', () => {
  it('another customer, a guest with a wrong hash, an unknown invoice: one identical 404; the order’s hash opens it', async () => {
    const owner = await signedInCustomer();
    const { placed, invoice } = await paidOrderOf(owner.shopper, { buyer: companyBuyer });
    const other = await signedInCustomer();
    const denials = [
      await call(other.shopper, `${SECURE}/${invoice.uuid}`),
      await call(other.shopper, `${SECURE}/${invoice.uuid}/ksef.xml`),
      await call(other.shopper, `${SECURE}/${crypto.randomUUID()}`),
    ];
    for (const denial of denials) expect(denial).toEqual({ status: 404, body: NOT_FOUND });
    expect((await call<InvoiceList>(other.shopper, SECURE)).body.items).toEqual([]);

    const wrongHash = `${placed.hash.slice(0, -1)}${placed.hash.endsWith('A') ? 'B' : 'A'}`;
    const otherOrder = await paidOrderOf(other.shopper);
    for (const [uuid, hash] of [
      [invoice.uuid, wrongHash],
      [invoice.uuid, otherOrder.placed.hash],
      [crypto.randomUUID(), placed.hash],
    ] as const) {
      expect(await guestRead(uuid, hash)).toEqual({ status: 404, cache: 'private, no-store', body: NOT_FOUND });
    }
    const guest = await guestRead(invoice.uuid, placed.hash);
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual((await call<Invoice>(owner.shopper, `${SECURE}/${invoice.uuid}`)).body);
  });

  it('a guest without a login reaches none of the owner’s calls', async () => {
    for (const path of [SECURE, `${SECURE}/${crypto.randomUUID()}`, `${SECURE}/${crypto.randomUUID()}/ksef.xml`]) {
      expect((await SELF.fetch(`${ORIGIN}${path}`)).status).toBe(401);
    }
  });

  it('an order without an invoice links none', async () => {
    const { shopper } = await signedInCustomer();
    const product = pick(inStock, productIndex++);
    await setStock(product.uuid, 20);
    const placed: PlacedOrder = await placeOrderAs(shopper, [{ uuid: product.uuid, quantity: 1 }]);
    expect((await call<Order>(shopper, `/api/secure/v1/orders/${placed.uuid}`)).body.invoices).toEqual([]);
  });
});
