/**
 * When an invoice is issued, and as what (issue 32, docs/decisions/037-invoice-dates.md), as rules:
 * - a payment issues nothing; the goods going (the first shipment) issue the final invoice, sold
 *   that day (P_6, art. 106e ust. 1 pkt 6), paid, with no due date in its XML;
 * - cash on delivery: nothing at the shipment, the invoice at the delivery, sold the shipment's day;
 * - a payment whose month ends before the goods go gets an advance invoice (ZAL, art. 106b ust. 1
 *   pkt 4, art. 106i ust. 2) from the scheduled handler, once, and only then; the shipment then
 *   issues the final invoice as a settlement (ROZ, art. 106f ust. 3): the whole order's lines,
 *   reduced by the advance to nothing left to pay, naming the advance invoice;
 * - a cancellation corrects the final invoice, else the advance one (KOR_ZAL), to zero.
 * Every XML here passes the official FA(3) schema.
 */
import { env, SELF } from 'cloudflare:test';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { staffHeaders } from '#worker-test/account-links.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { expectValidFa3 } from '#worker-test/fa3-schema.ts';
import { checkout, companyBuyer, filledCart, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { invoiceCancellationStatements } from './corrections.ts';
import { readInvoiceView } from './invoice-view.ts';
import { invoiceDayOf, issueAdvanceInvoices } from './issue.ts';
import { buildFa3Xml } from './ksef/fa3.ts';
import { claimSubmissions, enqueueStatement } from './ksef/submissions.ts';
import { readInvoiceByUuid } from './queries.ts';

const ADMIN = `${ORIGIN}/api/admin/v1/orders`;
let productIndex = 40;

async function placed(paymentMethod: 'transfer' | 'cod'): Promise<{ id: number; uuid: string; totalGross: number }> {
  const product = pick(inStock, productIndex++);
  await setStock(product.uuid, 50);
  const answer = await checkout(await filledCart([{ uuid: product.uuid, quantity: 3 }]), { buyer: companyBuyer, paymentMethod });
  expect(answer.status).toBe(200);
  const row = await env.DB.prepare('SELECT id, total_gross FROM orders WHERE uuid = ?1')
    .bind(answer.body.uuid)
    .first<{ id: number; total_gross: number }>();
  if (!row) throw new Error('order not stored');
  return { id: row.id, uuid: answer.body.uuid, totalGross: row.total_gross };
}

async function staffPost(path: string, body: unknown): Promise<number> {
  const response = await SELF.fetch(`${ADMIN}${path}`, {
    method: 'POST',
    headers: { ...staffHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

const markPaid = (uuid: string) => staffPost(`/${uuid}/status-changes`, { status: 40 });
const ship = (uuid: string) =>
  staffPost(`/${uuid}/shipments`, { carrier: 'inpost', trackingNumber: crypto.randomUUID().replaceAll('-', '').slice(0, 24) });

interface Row {
  uuid: string;
  kind: string;
  document_type: string;
  sale_date: string;
  issue_date: string;
  total_gross: number;
}

async function invoicesOf(orderId: number): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    'SELECT uuid, kind, document_type, sale_date, issue_date, total_gross FROM invoices WHERE order_id = ?1 ORDER BY id',
  )
    .bind(orderId)
    .all<Row>();
  return results;
}

async function viewAndXml(uuid: string) {
  const row = await readInvoiceByUuid(env.DB, uuid);
  if (!row) throw new Error('no invoice');
  const view = await readInvoiceView(env.DB, row);
  const xml = buildFa3Xml(view, new Date());
  await expectValidFa3(xml);
  return { view, fa: new XMLParser({ parseTagValue: false }).parse(xml).Faktura.Fa as Record<string, unknown> };
}

const today = () => invoiceDayOf(new Date()).date;

describe('the final invoice at the delivery', () => {
  it('is not issued by a payment, but by the first shipment: sold that day, paid, without a due date', async () => {
    const order = await placed('transfer');
    expect(await markPaid(order.uuid)).toBe(200);
    expect(await invoicesOf(order.id)).toEqual([]);
    expect(await ship(order.uuid)).toBe(200);
    expect(await ship(order.uuid)).toBe(200);
    const [invoice, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'original', document_type: 'VAT', sale_date: today(), total_gross: order.totalGross });
    const { view, fa } = await viewAndXml(invoice?.uuid ?? '');
    expect(view.title).toBe('Faktura VAT');
    expect(fa.RodzajFaktury).toBe('VAT');
    expect(fa.Platnosc).toMatchObject({ Zaplacono: '1' });
    expect(fa.Platnosc).not.toHaveProperty('TerminPlatnosci');
  });

  it('for cash on delivery comes at the delivery, sold the day of the shipment', async () => {
    const order = await placed('cod');
    expect(await ship(order.uuid)).toBe(200);
    expect(await invoicesOf(order.id)).toEqual([]);
    const shippedAt = '2026-03-02T10:00:00.000Z';
    await env.DB.prepare('UPDATE order_shipments SET shipped_at = ?2 WHERE order_id = ?1').bind(order.id, shippedAt).run();
    expect(await staffPost(`/${order.uuid}/status-changes`, { status: 60 })).toBe(200);
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({ document_type: 'VAT', sale_date: '2026-03-02', issue_date: today() });
    const { fa } = await viewAndXml(invoice?.uuid ?? '');
    expect(fa.P_6).toBe('2026-03-02');
  });
});

describe('an advance invoice when the payment’s month ends first', () => {
  it('is issued once by the scheduled run in a later month, then settled by the final invoice at the shipment', async () => {
    const order = await placed('transfer');
    expect(await markPaid(order.uuid)).toBe(200);
    // Paid 40 days ago: in an earlier month, whatever today is.
    const paidAt = new Date(Date.now() - 40 * 86_400_000);
    await env.DB.prepare('UPDATE orders SET paid_at = ?2 WHERE id = ?1').bind(order.id, paidAt.toISOString()).run();
    await issueAdvanceInvoices(env.DB, new Date());
    await issueAdvanceInvoices(env.DB, new Date());
    const [advance, ...none] = await invoicesOf(order.id);
    expect(none).toEqual([]);
    expect(advance).toMatchObject({ kind: 'original', document_type: 'ZAL', sale_date: invoiceDayOf(paidAt).date, total_gross: order.totalGross });
    const zal = await viewAndXml(advance?.uuid ?? '');
    expect(zal.view.title).toBe('Faktura zaliczkowa');
    expect(zal.fa.RodzajFaktury).toBe('ZAL');
    expect(zal.fa).not.toHaveProperty('FaWiersz');
    expect(zal.fa.Zamowienie).toMatchObject({ WartoscZamowienia: (order.totalGross / 100).toFixed(2) });

    expect(await ship(order.uuid)).toBe(200);
    const [, settlement] = await invoicesOf(order.id);
    expect(settlement).toMatchObject({ document_type: 'ROZ', sale_date: today(), total_gross: 0 });
    const roz = await viewAndXml(settlement?.uuid ?? '');
    expect(roz.view).toMatchObject({ title: 'Faktura końcowa', advance: { uuid: advance?.uuid, gross: order.totalGross } });
    expect(roz.view.totalsByRate.reduce((sum, rate) => sum + rate.gross, 0)).toBe(order.totalGross);
    expect(roz.view.dueByRate.every((rate) => rate.net === 0 && rate.vat === 0)).toBe(true);
    expect(roz.fa).toMatchObject({ RodzajFaktury: 'ROZ', P_15: '0.00', FakturaZaliczkowa: { NrKSeFZN: '1' } });

    // KSeF gets the settlement only once the advance has its KSeF number, which the settlement then names.
    await enqueueStatement(env.DB, new Date()).run();
    const claimed = async () =>
      (await claimSubmissions(env.DB, crypto.randomUUID(), new Date(), new Date(Date.now() + 60_000), 1000)).map((row) => row.invoice_uuid);
    const first = await claimed();
    expect(first).toContain(advance?.uuid);
    expect(first).not.toContain(settlement?.uuid);
    const ksefNumber = `8942345677-${today().replaceAll('-', '')}-0123456789AB-00`;
    await env.DB.prepare(
      "UPDATE ksef_submissions SET ksef_number = ?2, upo = '<UPO/>', state = 'accepted', lease_token = NULL, lease_expires_at = NULL WHERE invoice_id = (SELECT id FROM invoices WHERE uuid = ?1)",
    )
      .bind(advance?.uuid, ksefNumber)
      .run();
    expect(await claimed()).toContain(settlement?.uuid);
    expect((await viewAndXml(settlement?.uuid ?? '')).fa).toMatchObject({ FakturaZaliczkowa: { NrKSeFFaZaliczkowej: ksefNumber } });
  });

  it('is not issued in the payment’s own month, nor once the goods went', async () => {
    const thisMonth = await placed('transfer');
    expect(await markPaid(thisMonth.uuid)).toBe(200);
    const shipped = await placed('transfer');
    expect(await markPaid(shipped.uuid)).toBe(200);
    expect(await ship(shipped.uuid)).toBe(200);
    await env.DB.prepare('UPDATE orders SET paid_at = ?2 WHERE id = ?1')
      .bind(shipped.id, new Date(Date.now() - 40 * 86_400_000).toISOString())
      .run();
    await issueAdvanceInvoices(env.DB, new Date());
    expect(await invoicesOf(thisMonth.id)).toEqual([]);
    expect((await invoicesOf(shipped.id)).map((row) => row.document_type)).toEqual(['VAT']);
  });

  it('is corrected to zero when the order is cancelled before the goods go (KOR_ZAL)', async () => {
    const order = await placed('transfer');
    expect(await markPaid(order.uuid)).toBe(200);
    await env.DB.prepare('UPDATE orders SET paid_at = ?2 WHERE id = ?1')
      .bind(order.id, new Date(Date.now() - 40 * 86_400_000).toISOString())
      .run();
    await issueAdvanceInvoices(env.DB, new Date());
    await env.DB.batch([
      env.DB.prepare('UPDATE orders SET status = 5 WHERE id = ?1').bind(order.id),
      ...invoiceCancellationStatements(env.DB, order.id, new Date()),
    ]);
    const [, correction] = await invoicesOf(order.id);
    expect(correction).toMatchObject({ kind: 'correction', document_type: 'ZAL', total_gross: -order.totalGross });
    const kor = await viewAndXml(correction?.uuid ?? '');
    expect(kor.fa).toMatchObject({ RodzajFaktury: 'KOR_ZAL', Zamowienie: { WartoscZamowienia: '0.00' } });
  });
});
