/**
 * Invoices in the database (issue 15): issued by the statements the paid and cancelling batches
 * append, once whatever runs twice, numbered without gaps under concurrency and per month, never
 * changed (the triggers), corrected to zero on cancellation; issued by a real Przelewy24 payment;
 * the amount in words; and the FA(3) XML parsed back against the invoice it was built from and
 * validated against the official schema (worker/test/fa3-schema.ts).
 */

import { env } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '#lib/api-types.ts';
import type { Checkout } from '#lib/forms/checkout.ts';
import { pluralCategory } from '#lib/plural.ts';
import { createKsefStandIn } from '#scripts/lib/ksef-stand-in.ts';
import { createPrzelewy24StandIn, type Przelewy24StandIn } from '#scripts/lib/przelewy24-stand-in.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { expectValidFa3 } from '#worker-test/fa3-schema.ts';
import { checkout, checkoutOf, companyBuyer, expectedTotalOf, filledCart, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { api } from '../api/app.ts';
import { getKsefConfig } from '../config.ts';
import { amountInWords, numberInWords } from './amount-in-words.ts';
import { invoiceCancellationStatements } from './corrections.ts';
import { readInvoiceView } from './invoice-view.ts';
import { invoiceDayOf, invoiceIssueStatements } from './issue.ts';
import { KSEF_PRODUCTION_URL, sendInvoiceToKsef } from './ksef/client.ts';
import { buildFa3Xml, FA3_NAMESPACE, fa3Amount } from './ksef/fa3.ts';
import { readInvoiceByUuid } from './queries.ts';

let productIndex = 0;

/** An order placed through the API (stock set so it cannot run out), with its row id. */
async function placeOrder(overrides: Partial<Checkout> = {}, quantity = 2): Promise<PlacedOrder & { id: number }> {
  const first = pick(inStock, productIndex++);
  const second = pick(inStock, productIndex++);
  await setStock(first.uuid, 50);
  await setStock(second.uuid, 50);
  const cart = await filledCart([
    { uuid: first.uuid, quantity },
    { uuid: second.uuid, quantity: 1 },
  ]);
  const placed = await checkout(cart, overrides);
  expect(placed.status).toBe(200);
  const row = await env.DB.prepare('SELECT id FROM orders WHERE uuid = ?1').bind(placed.body.uuid).first<{ id: number }>();
  if (!row) throw new Error('order not stored');
  return { ...placed.body, id: row.id };
}

/** The batch another branch runs when an order is paid: the status, then the invoice. */
function markPaid(orderId: number, at: Date) {
  return env.DB.batch([
    env.DB.prepare('UPDATE orders SET status = 40, paid_at = ?2 WHERE id = ?1 AND status IN (37, 50)').bind(orderId, at.toISOString()),
    ...invoiceIssueStatements(env.DB, orderId, at),
  ]);
}

function cancel(orderId: number, at: Date) {
  return env.DB.batch([
    env.DB.prepare('UPDATE orders SET status = 5 WHERE id = ?1').bind(orderId),
    ...invoiceCancellationStatements(env.DB, orderId, at),
  ]);
}

interface StoredInvoice {
  id: number;
  uuid: string;
  number: string;
  kind: string;
  total_net: number;
  total_vat: number;
  total_gross: number;
  issue_date: string;
  due_date: string;
  corrects_invoice_id: number | null;
}

async function invoicesOf(orderId: number): Promise<StoredInvoice[]> {
  const { results } = await env.DB.prepare('SELECT * FROM invoices WHERE order_id = ?1 ORDER BY id').bind(orderId).all<StoredInvoice>();
  return results;
}

async function viewOf(uuid: string) {
  const row = await readInvoiceByUuid(env.DB, uuid);
  if (!row) throw new Error(`no invoice ${uuid}`);
  return readInvoiceView(env.DB, row);
}

/** A month no other test issues in, so its numbering starts at 1. */
let monthOffset = 0;
function freshMonth(day = 15): Date {
  monthOffset += 1;
  return new Date(Date.UTC(2030 + Math.floor(monthOffset / 12), monthOffset % 12, day, 10, 0, 0));
}

describe('issuing', () => {
  it('copies the order into an invoice: buyer, lines, the delivery as a line, totals that add up per rate', async () => {
    const order = await placeOrder({ buyer: companyBuyer });
    const at = freshMonth();
    await markPaid(order.id, at);
    const [stored] = await invoicesOf(order.id);
    const { year, month, date } = invoiceDayOf(at);
    expect(stored).toMatchObject({ kind: 'original', number: `FV/${year}/${String(month).padStart(2, '0')}/1`, issue_date: date });
    const invoice = await viewOf(stored?.uuid ?? '');
    const orderRow = await env.DB.prepare('SELECT * FROM orders WHERE id = ?1').bind(order.id).first<Record<string, number | string>>();
    expect(invoice.buyer).toMatchObject({ name: companyBuyer.companyName, nip: '5260250274', city: companyBuyer.city, customerType: 11 });
    expect(invoice.seller).toMatchObject({
      name: 'Merida Sp. z o.o.',
      nip: '8942345677',
      city: 'Wrocław',
      bankAccount: 'PL61109010140000071219812874',
    });
    expect(invoice.lines).toHaveLength(3);
    expect(invoice.lines[2]).toMatchObject({ name: 'Dostawa: Kurier', quantity: 1, unit: 'usł.' });
    for (const line of invoice.lines) expect(line.net).toBe(line.unitNet * line.quantity);
    expect(invoice.totals).toEqual({ net: orderRow?.total_net, vat: orderRow?.total_vat, gross: orderRow?.total_gross });
    const sum = (key: 'net' | 'vat' | 'gross') => invoice.totalsByRate.reduce((total, rate) => total + rate[key], 0);
    expect({ net: sum('net'), vat: sum('vat'), gross: sum('gross') }).toEqual(invoice.totals);
    expect(invoice.dueDate).toBe(new Date(Date.parse(`${date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10));
    expect(invoice.amountInWords).toBe(amountInWords(invoice.totals.gross));
  });

  it('issues once: the batch run again, or the statements alone, change nothing', async () => {
    const order = await placeOrder();
    const at = freshMonth();
    await markPaid(order.id, at);
    await markPaid(order.id, at);
    await env.DB.batch(invoiceIssueStatements(env.DB, order.id, at));
    const invoices = await invoicesOf(order.id);
    expect(invoices).toHaveLength(1);
    const lines = await env.DB.prepare('SELECT COUNT(*) AS n FROM invoice_lines WHERE invoice_id = ?1').bind(invoices[0]?.id).first<{ n: number }>();
    expect(lines?.n).toBe(3);
    const { year, month } = invoiceDayOf(at);
    const sequence = await env.DB.prepare("SELECT last_value FROM invoice_number_sequences WHERE series = 'FV' AND year = ?1 AND month = ?2")
      .bind(year, month)
      .first<{ last_value: number }>();
    expect(sequence?.last_value).toBe(1);
  });

  it('cash on delivery: nothing while processing unpaid (50), the invoice once delivered (60)', async () => {
    const order = await placeOrder({ paymentMethod: 'cod' });
    expect(order.status).toBe(50);
    await env.DB.batch(invoiceIssueStatements(env.DB, order.id, freshMonth()));
    expect(await invoicesOf(order.id)).toEqual([]);
    await env.DB.batch([
      env.DB.prepare('UPDATE orders SET status = 60 WHERE id = ?1').bind(order.id),
      ...invoiceIssueStatements(env.DB, order.id, freshMonth()),
    ]);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect((await viewOf((await invoicesOf(order.id))[0]?.uuid ?? '')).payment.method).toBe('cod');
  });

  it('issues nothing for an order that is not paid or delivered', async () => {
    const order = await placeOrder();
    await env.DB.batch(invoiceIssueStatements(env.DB, order.id, freshMonth()));
    await env.DB.prepare('UPDATE orders SET status = 5 WHERE id = ?1').bind(order.id).run();
    await env.DB.batch(invoiceIssueStatements(env.DB, order.id, freshMonth()));
    expect(await invoicesOf(order.id)).toEqual([]);
    await cancel(order.id, freshMonth());
    expect(await invoicesOf(order.id)).toEqual([]);
  });

  it('numbers many orders paid at once 1..n without gaps or duplicates, each batch also sent twice', async () => {
    const orders = [];
    for (let index = 0; index < 10; index++) orders.push(await placeOrder({}, 1));
    const at = freshMonth();
    await Promise.all([...orders, ...orders].map((order) => markPaid(order.id, at)));
    const { year, month } = invoiceDayOf(at);
    const prefix = `FV/${year}/${String(month).padStart(2, '0')}/`;
    const { results } = await env.DB.prepare("SELECT number, order_id FROM invoices WHERE number LIKE ?1 || '%'")
      .bind(prefix)
      .all<{ number: string; order_id: number }>();
    expect(results).toHaveLength(10);
    expect(new Set(results.map((row) => row.order_id))).toEqual(new Set(orders.map((order) => order.id)));
    const sequences = results.map((row) => Number(row.number.slice(prefix.length))).sort((a, b) => a - b);
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Ten orders placed through the API first: more than the default 5 s on a busy machine.
  }, 30_000);

  it('starts each month at 1 in Warsaw time: 31 December 23:30 UTC is already January', async () => {
    const [december, january] = [await placeOrder(), await placeOrder()];
    await markPaid(december.id, new Date('2031-12-31T22:30:00Z'));
    await markPaid(january.id, new Date('2031-12-31T23:30:00Z'));
    expect((await invoicesOf(december.id))[0]).toMatchObject({ number: 'FV/2031/12/1', issue_date: '2031-12-31' });
    expect((await invoicesOf(january.id))[0]).toMatchObject({ number: 'FV/2032/01/1', issue_date: '2032-01-01' });
  });
});

describe('immutability', () => {
  it('the database refuses to change or delete an issued invoice or its lines, and the order under it', async () => {
    const order = await placeOrder();
    await markPaid(order.id, freshMonth());
    const [invoice] = await invoicesOf(order.id);
    const attempts = [
      env.DB.prepare('UPDATE invoices SET total_gross = 1, total_net = 1, total_vat = 0 WHERE id = ?1').bind(invoice?.id),
      env.DB.prepare("UPDATE invoices SET buyer_name = 'Ktoś inny' WHERE id = ?1").bind(invoice?.id),
      env.DB.prepare('DELETE FROM invoices WHERE id = ?1').bind(invoice?.id),
      env.DB.prepare('UPDATE invoice_lines SET quantity = 99 WHERE invoice_id = ?1').bind(invoice?.id),
      env.DB.prepare('DELETE FROM invoice_lines WHERE invoice_id = ?1').bind(invoice?.id),
      env.DB.prepare('DELETE FROM orders WHERE id = ?1').bind(order.id),
    ];
    for (const attempt of attempts) await expect(attempt.run()).rejects.toThrow();
    expect(await invoicesOf(order.id)).toEqual([invoice]);
  });
});

describe('correction on cancellation', () => {
  it('issues one FK correction to zero that refers to the invoice, its lines negated; twice changes nothing', async () => {
    const order = await placeOrder({ buyer: companyBuyer });
    await markPaid(order.id, freshMonth());
    const at = freshMonth(3);
    await cancel(order.id, at);
    await cancel(order.id, at);
    const [original, correction, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    const { year, month } = invoiceDayOf(at);
    expect(correction).toMatchObject({
      kind: 'correction',
      number: `FK/${year}/${String(month).padStart(2, '0')}/1`,
      corrects_invoice_id: original?.id,
      total_net: -(original?.total_net ?? 0),
      total_vat: -(original?.total_vat ?? 0),
      total_gross: -(original?.total_gross ?? 0),
    });
    const [before, after] = [await viewOf(original?.uuid ?? ''), await viewOf(correction?.uuid ?? '')];
    expect(after).toMatchObject({ title: 'Faktura korygująca', corrects: { number: before.number, issueDate: before.issueDate } });
    expect(before.corrections).toEqual([{ uuid: after.uuid, number: after.number }]);
    expect(after.lines.map((line) => [line.name, -line.quantity, -line.net, line.vatRate])).toEqual(
      before.lines.map((line) => [line.name, line.quantity, line.net, line.vatRate]),
    );
    expect(after.totalsByRate).toEqual(
      before.totalsByRate.map((rate) => ({ vatRate: rate.vatRate, net: -rate.net, vat: -rate.vat, gross: -rate.gross })),
    );
    expect(after.amountInWords.startsWith('minus ')).toBe(true);
  });

  it('corrects nothing when the order has no invoice', async () => {
    const order = await placeOrder();
    await cancel(order.id, freshMonth());
    expect(await invoicesOf(order.id)).toEqual([]);
  });
});

describe('paid through Przelewy24', () => {
  const P24 = { merchantId: 100_000, apiKey: 'worker-tests-p24-api-key', crc: 'worker-tests-p24-crc' };
  const p24Env = { ...env, P24_BASE_URL: 'https://p24.test/api/v1' };

  let standIn: Przelewy24StandIn;

  beforeEach(() => {
    // P24's notifications reach the shop's API; the shop's calls to P24 reach the stand-in.
    standIn = createPrzelewy24StandIn({ ...P24, fetch: async (request) => api.request(request, undefined, p24Env) });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => standIn.handle(new Request(input, init)));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('the verified notification marks the order paid and issues nothing; the invoice comes with the goods, once, paid through P24', async () => {
    const product = pick(inStock, productIndex++);
    await setStock(product.uuid, 10);
    const cart = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
    const body = checkoutOf({ paymentMethod: 'p24', buyer: companyBuyer });
    const expectedTotalGross = await expectedTotalOf((await cart.get()).body);
    const response = await api.request(
      `${ORIGIN}/api/public/v1/orders`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Cart-Session-Id': cart.sessionId, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ ...body, expectedTotalGross }),
      },
      p24Env,
    );
    const placed = (await response.json()) as PlacedOrder;
    const token = placed.paymentRedirectUrl?.split('/').pop() ?? '';
    const row = await env.DB.prepare('SELECT id FROM orders WHERE uuid = ?1').bind(placed.uuid).first<{ id: number }>();
    expect(await invoicesOf(row?.id ?? 0)).toEqual([]);
    expect((await standIn.pay(token)).status).toBe(200);
    expect((await standIn.resendNotification(token)).status).toBe(200);
    expect(await invoicesOf(row?.id ?? 0)).toEqual([]);
    // The first shipment's batch issues it (decision 037); a second changes nothing.
    await env.DB.batch(invoiceIssueStatements(env.DB, row?.id ?? 0, new Date()));
    await env.DB.batch(invoiceIssueStatements(env.DB, row?.id ?? 0, new Date()));
    const invoices = await invoicesOf(row?.id ?? 0);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.number).toMatch(/^FV\/\d{4}\/\d{2}\/\d+$/);
    expect((await viewOf(invoices[0]?.uuid ?? '')).payment).toMatchObject({ method: 'p24', name: 'Płatność online Przelewy24' });
  });
});

describe('amount in words', () => {
  it('says the edge amounts as a Polish accountant writes them', () => {
    expect(amountInWords(0)).toBe('zero złotych zero groszy');
    expect(amountInWords(1)).toBe('zero złotych jeden grosz');
    expect(amountInWords(100)).toBe('jeden złoty zero groszy');
    expect(amountInWords(100_000_000)).toBe('jeden milion złotych zero groszy');
    expect(amountInWords(123_456)).toBe('jeden tysiąc dwieście trzydzieści cztery złote pięćdziesiąt sześć groszy');
    expect(amountInWords(2_212_22)).toBe('dwa tysiące dwieście dwanaście złotych dwadzieścia dwa grosze');
    expect(amountInWords(1_500_000_015)).toBe('piętnaście milionów złotych piętnaście groszy');
    expect(amountInWords(-4_305)).toBe('minus czterdzieści trzy złote pięć groszy');
    expect(numberInWords(22_012)).toBe('dwadzieścia dwa tysiące dwanaście');
    expect(numberInWords(1_001_000)).toBe('jeden milion jeden tysiąc');
  });

  /** Reads Polish words back into a number: an independent check of what the words say. */
  function parseWords(words: readonly string[]): number {
    const values: Record<string, number> = {};
    ['zero', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'].forEach((word, index) => {
      values[word] = index;
    });
    [
      'dziesięć',
      'jedenaście',
      'dwanaście',
      'trzynaście',
      'czternaście',
      'piętnaście',
      'szesnaście',
      'siedemnaście',
      'osiemnaście',
      'dziewiętnaście',
    ].forEach((word, index) => {
      values[word] = 10 + index;
    });
    ['dwadzieścia', 'trzydzieści', 'czterdzieści', 'pięćdziesiąt', 'sześćdziesiąt', 'siedemdziesiąt', 'osiemdziesiąt', 'dziewięćdziesiąt'].forEach(
      (word, index) => {
        values[word] = 20 + 10 * index;
      },
    );
    ['sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset', 'dziewięćset'].forEach((word, index) => {
      values[word] = 100 * (index + 1);
    });
    const scales: Record<string, number> = {};
    for (const [forms, scale] of [
      [['tysiąc', 'tysiące', 'tysięcy'], 1e3],
      [['milion', 'miliony', 'milionów'], 1e6],
      [['miliard', 'miliardy', 'miliardów'], 1e9],
      [['bilion', 'biliony', 'bilionów'], 1e12],
    ] as const)
      for (const form of forms) scales[form] = scale;
    let total = 0;
    let group = 0;
    for (const word of words) {
      if (word in scales) {
        total += group * (scales[word] ?? 0);
        group = 0;
      } else if (word in values) group += values[word] ?? 0;
      else throw new Error(`unknown word ${word}`);
    }
    return total + group;
  }

  const ZLOTY = { one: 'złoty', few: 'złote', many: 'złotych', zero: 'złotych' } as const;
  const GROSZ = { one: 'grosz', few: 'grosze', many: 'groszy', zero: 'groszy' } as const;

  prop.prop([fc.maxSafeNat()])('says back the same złote and grosze, each followed by its plural form', (amount) => {
    const words = amountInWords(amount).split(' ');
    const zlotyAt = words.findIndex((word) => word in { złoty: 1, złote: 1, złotych: 1 });
    const zloty = Math.floor(amount / 100);
    const grosze = amount % 100;
    expect(parseWords(words.slice(0, zlotyAt))).toBe(zloty);
    expect(words[zlotyAt]).toBe(ZLOTY[pluralCategory(zloty)]);
    expect(parseWords(words.slice(zlotyAt + 1, -1))).toBe(grosze);
    expect(words.at(-1)).toBe(GROSZ[pluralCategory(grosze)]);
  });

  prop.prop([fc.integer({ min: 1, max: 999 }), fc.constantFrom(1e3, 1e6, 1e9)])('names every scale with its count, even one', (count, scale) => {
    const words = numberInWords(count * scale).split(' ');
    expect(words[0]).not.toMatch(/^(tysiąc|milion|miliard)/);
    expect(parseWords(words)).toBe(count * scale);
  });

  prop.prop([fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: -1 })])('a negative amount is minus the words of its size', (amount) => {
    expect(amountInWords(amount)).toBe(`minus ${amountInWords(-amount)}`);
  });
});

describe('FA(3) XML', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => name === 'FaWiersz' });

  function parse(xml: string) {
    return parser.parse(xml) as { Faktura: Record<string, unknown> & { Fa: Record<string, unknown> & { FaWiersz: Record<string, string>[] } } };
  }

  it('carries the header, parties, sums per rate, lines and payment of the invoice it was built from', async () => {
    const order = await placeOrder({ buyer: companyBuyer, paymentMethod: 'transfer' }, 3);
    await markPaid(order.id, freshMonth());
    const invoice = await viewOf((await invoicesOf(order.id))[0]?.uuid ?? '');
    const generatedAt = new Date('2026-11-23T10:15:00.123Z');
    const xml = buildFa3Xml(invoice, generatedAt);
    await expectValidFa3(xml);
    const { Faktura } = parse(xml);
    expect(Faktura['@xmlns']).toBe(FA3_NAMESPACE);
    expect(Faktura.Naglowek).toEqual({
      KodFormularza: { '#text': 'FA', '@kodSystemowy': 'FA (3)', '@wersjaSchemy': '1-0E' },
      WariantFormularza: '3',
      DataWytworzeniaFa: '2026-11-23T10:15:00Z',
      SystemInfo: 'Sklep Merida',
    });
    expect(Faktura.Podmiot1).toEqual({
      DaneIdentyfikacyjne: { NIP: invoice.seller.nip, Nazwa: invoice.seller.name },
      Adres: { KodKraju: 'PL', AdresL1: invoice.seller.street, AdresL2: `${invoice.seller.postcode} ${invoice.seller.city}` },
    });
    expect(Faktura.Podmiot2).toMatchObject({ DaneIdentyfikacyjne: { NIP: '5260250274', Nazwa: companyBuyer.companyName }, JST: '2', GV: '2' });
    const fa = Faktura.Fa;
    expect(fa).toMatchObject({
      KodWaluty: 'PLN',
      P_1: invoice.issueDate,
      P_2: invoice.number,
      RodzajFaktury: 'VAT',
      P_15: fa3Amount(invoice.totals.gross),
    });
    expect(fa.P_6).toBeUndefined();
    const fields: Record<number, [string, string | null]> = {
      23: ['P_13_1', 'P_14_1'],
      8: ['P_13_2', 'P_14_2'],
      5: ['P_13_3', 'P_14_3'],
      0: ['P_13_6_1', null],
    };
    for (const rate of invoice.totalsByRate) {
      const [net, vat] = fields[rate.vatRate] ?? ['?', null];
      expect(fa[net]).toBe(fa3Amount(rate.net));
      if (vat) expect(fa[vat]).toBe(fa3Amount(rate.vat));
    }
    const keys = Object.keys(fa);
    expect(keys.indexOf('P_2')).toBeLessThan(keys.indexOf('P_15'));
    expect(keys.slice(keys.indexOf('P_15'))).toEqual(['P_15', 'Adnotacje', 'RodzajFaktury', 'FaWiersz', 'Platnosc']);
    expect(fa.Adnotacje).toEqual({
      P_16: '2',
      P_17: '2',
      P_18: '2',
      P_18A: '2',
      Zwolnienie: { P_19N: '1' },
      NoweSrodkiTransportu: { P_22N: '1' },
      P_23: '2',
      PMarzy: { P_PMarzyN: '1' },
    });
    expect(fa.FaWiersz).toHaveLength(invoice.lines.length);
    fa.FaWiersz.forEach((row, index) => {
      const line = invoice.lines[index];
      expect(row).toMatchObject({
        NrWierszaFa: String(index + 1),
        P_7: line?.name,
        P_8A: line?.unit,
        P_8B: String(line?.quantity),
        P_9A: fa3Amount(line?.unitNet ?? -1),
        P_11: fa3Amount(line?.net ?? -1),
        P_12: String(line?.vatRate),
      });
    });
    expect(fa.Platnosc).toMatchObject({ Zaplacono: '1', FormaPlatnosci: '6', RachunekBankowy: { NrRB: '61109010140000071219812874' } });
  });

  it('escapes what people typed: names with &, < and quotes read back unchanged', async () => {
    const order = await placeOrder({ buyer: { ...companyBuyer, companyName: 'Mydła & <Płyny> "Kowalski" sp. j.' } });
    await markPaid(order.id, freshMonth());
    const invoice = await viewOf((await invoicesOf(order.id))[0]?.uuid ?? '');
    const xml = buildFa3Xml(invoice, new Date());
    await expectValidFa3(xml);
    expect(xml).toContain('Mydła &amp; &lt;Płyny&gt;');
    expect((parse(xml).Faktura.Podmiot2 as { DaneIdentyfikacyjne: { Nazwa: string } }).DaneIdentyfikacyjne.Nazwa).toBe(
      'Mydła & <Płyny> "Kowalski" sp. j.',
    );
  });

  it('a correction is KOR, refers to the corrected invoice and states negative differences', async () => {
    const order = await placeOrder({ buyer: companyBuyer });
    await markPaid(order.id, freshMonth());
    await cancel(order.id, freshMonth());
    const [original, correction] = await invoicesOf(order.id);
    const before = await viewOf(original?.uuid ?? '');
    const after = await viewOf(correction?.uuid ?? '');
    const xml = buildFa3Xml(after, new Date());
    await expectValidFa3(xml);
    const fa = parse(xml).Faktura.Fa;
    expect(fa).toMatchObject({
      RodzajFaktury: 'KOR',
      TypKorekty: '2',
      DaneFaKorygowanej: { DataWystFaKorygowanej: before.issueDate, NrFaKorygowanej: before.number, NrKSeFN: '1' },
      P_15: fa3Amount(-before.totals.gross),
    });
    expect(fa.P_15).toMatch(/^-\d+\.\d{2}$/);
    expect(fa.FaWiersz).toHaveLength(before.lines.length * 2);
    expect(fa.FaWiersz.filter((row) => row.StanPrzed === '1').map((row) => row.P_11)).toEqual(before.lines.map((line) => fa3Amount(line.net)));
  });

  prop.prop([fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })])(
    'amounts are decimals with two places that read back as the grosze',
    (amount) => {
      const text = fa3Amount(amount);
      expect(text).toMatch(/^-?\d+\.\d{2}$/);
      expect(BigInt(text.replace('.', ''))).toBe(BigInt(amount));
    },
  );
});

describe('KSeF adapter', () => {
  const TOKEN = 'ksef-token-of-the-shop-0123456789';
  const NIP = '8942345677';

  it('is off without the shop’s token, and reads the base URL when it is set', () => {
    expect(getKsefConfig({ ...env })).toBeNull();
    expect(getKsefConfig({ ...env, KSEF_TOKEN: TOKEN })).toEqual({ token: TOKEN, baseUrl: KSEF_PRODUCTION_URL });
    expect(() => getKsefConfig({ ...env, KSEF_TOKEN: TOKEN, KSEF_BASE_URL: 'ftp://ksef' })).toThrow(/KSEF_BASE_URL/);
  });

  it('logs in with the token, sends the FA(3) XML encrypted in an online session, and the stand-in reads it back whole', async () => {
    const standIn = await createKsefStandIn({ token: TOKEN, nip: NIP });
    const order = await placeOrder({ buyer: companyBuyer });
    await markPaid(order.id, freshMonth());
    const xml = buildFa3Xml(await viewOf((await invoicesOf(order.id))[0]?.uuid ?? ''), new Date());
    await expectValidFa3(xml);
    const result = await sendInvoiceToKsef({ token: TOKEN, nip: NIP, baseUrl: 'https://ksef.test/v2', fetch: standIn.handle, pollDelayMs: 1 }, xml);
    expect(result).toMatchObject({ ok: true });
    expect(standIn.invoices).toEqual([
      expect.objectContaining({
        sessionReference: result.ok ? result.sessionReference : '',
        invoiceReference: result.ok ? result.invoiceReference : '',
        xml,
      }),
    ]);
  });

  it('says which step failed: a wrong token at the login, an unreachable API at the start', async () => {
    const standIn = await createKsefStandIn({ token: TOKEN, nip: NIP });
    const config = { nip: NIP, baseUrl: 'https://ksef.test/v2', pollDelayMs: 1 };
    expect(await sendInvoiceToKsef({ ...config, token: 'another-token-0123456789', fetch: standIn.handle }, '<Faktura/>')).toMatchObject({
      ok: false,
      step: 'authentication',
      status: 401,
    });
    const unreachable = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await sendInvoiceToKsef({ ...config, token: TOKEN, fetch: unreachable }, '<Faktura/>')).toMatchObject({
      ok: false,
      step: 'certificates',
      status: null,
    });
    expect(standIn.invoices).toEqual([]);
  });
});
