/**
 * Corrections staff issue from an order (issue 31, decision 038): on real orders, paid, shipped
 * (the invoice is issued) and corrected through the admin API. Each correction states the lines
 * it changes before and after it and passes the FA(3) schema; the original and all its
 * corrections add up, per rate, to what the document rule gives what is left, and a cancellation
 * afterwards takes back exactly the rest. Stale or doubled requests, too many units and bad
 * bodies write nothing; FK numbers stay without gaps; only the orders role and the owner may.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type LineState, stateOf } from '#lib/invoice-corrections.ts';
import { documentTotals, type RateTotal } from '#lib/vat-totals.ts';
import { correctionRefusal } from '#worker/invoices/corrections.ts';
import { type InvoiceView, readInvoiceView } from '#worker/invoices/invoice-view.ts';
import { buildFa3Xml } from '#worker/invoices/ksef/fa3.ts';
import { readInvoiceByUuid } from '#worker/invoices/queries.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { expectValidFa3 } from '#worker-test/fa3-schema.ts';
import { checkout, companyBuyer, filledCart, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';

type ErrorBody = { error: { code: string; message: string } };
type Form = { invoice: { uuid: string; number: string }; basedOn: number; refusal: string | null; lines: (LineState & { issuedQuantity: number })[] };
type Issued = { uuid: string; number: string; totals: { net: number; vat: number; gross: number }; viewPath: string };

let staff: Record<string, string>;

async function call<T>(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const response = await SELF.fetch(`${ORIGIN}/api/admin/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.headers ?? staff), ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}

/** A company's order of the given products and quantities, paid and shipped: its final invoice issued. */
async function invoicedOrder(items: readonly { index: number; quantity: number }[]): Promise<{ orderUuid: string; invoiceUuid: string }> {
  const products = items.map((item) => ({ uuid: pick(inStock, item.index).uuid, quantity: item.quantity }));
  for (const product of products) await setStock(product.uuid, 9_999);
  const placed = await checkout(await filledCart(products), { buyer: companyBuyer });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  for (const [path, json] of [
    ['status-changes', { status: 40, note: 'Test korekt' }],
    ['shipments', { carrier: 'dpd', trackingNumber: crypto.randomUUID().replaceAll('-', '').slice(0, 20) }],
  ] as const) {
    const answer = await call(`/orders/${placed.body.uuid}/${path}`, { method: 'POST', json });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  const invoice = await env.DB.prepare("SELECT i.uuid FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.uuid = ?1 AND i.kind = 'original'")
    .bind(placed.body.uuid)
    .first<{ uuid: string }>();
  if (!invoice) throw new Error('no invoice after the shipment');
  return { orderUuid: placed.body.uuid, invoiceUuid: invoice.uuid };
}

const form = (invoiceUuid: string) => call<Form>(`/invoices/${invoiceUuid}/correction`);
const issue = (invoiceUuid: string, json: unknown, headers?: Record<string, string>) =>
  call<Issued>(`/invoices/${invoiceUuid}/corrections`, { method: 'POST', json, ...(headers ? { headers } : {}) });

async function viewOf(uuid: string): Promise<InvoiceView> {
  const row = await readInvoiceByUuid(env.DB, uuid);
  if (!row) throw new Error(`no invoice ${uuid}`);
  return readInvoiceView(env.DB, row);
}

/** All of an order's documents, in the order issued. */
async function documentsOf(orderUuid: string): Promise<InvoiceView[]> {
  const { results } = await env.DB.prepare('SELECT i.uuid FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.uuid = ?1 ORDER BY i.id')
    .bind(orderUuid)
    .all<{ uuid: string }>();
  return Promise.all(results.map((row) => viewOf(row.uuid)));
}

/** Per rate, the sum of the documents' totals (those of rates with nothing left drop out when zero). */
function sumByRate(documents: readonly InvoiceView[]): RateTotal[] {
  const sums = new Map<number, RateTotal>();
  for (const rate of documents.flatMap((document) => document.totalsByRate)) {
    const sum = sums.get(rate.vatRate) ?? { vatRate: rate.vatRate, net: 0, vat: 0, gross: 0 };
    sums.set(rate.vatRate, { vatRate: rate.vatRate, net: sum.net + rate.net, vat: sum.vat + rate.vat, gross: sum.gross + rate.gross });
  }
  return [...sums.values()].sort((a, b) => b.vatRate - a.vatRate);
}

async function countsOfWrites() {
  return env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM invoices) AS invoices, (SELECT COUNT(*) FROM invoice_lines) AS lines,
       (SELECT COALESCE(SUM(last_value), 0) FROM invoice_number_sequences WHERE series = 'FK') AS numbers,
       (SELECT COUNT(*) FROM audit_log) AS audit`,
  ).first();
}

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  staff = await staffSession('orders', 'Ewa Korekty');
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe('a correction by quantity', () => {
  it('takes back some units: the lines before and after, amounts per rate after minus before, valid FA(3), on the order’s audit trail', async () => {
    const { orderUuid, invoiceUuid } = await invoicedOrder([
      { index: 0, quantity: 5 },
      { index: 1, quantity: 3 },
    ]);
    const opened = await form(invoiceUuid);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ basedOn: 0, refusal: null });
    const [first, second] = opened.body.lines;
    expect(first).toMatchObject({ position: 1, issuedQuantity: 5, quantity: 5 });
    expect(second).toMatchObject({ position: 2, issuedQuantity: 3, quantity: 3 });
    // The delivery lines follow the goods, each correctable as one service.
    expect(opened.body.lines.slice(2).every((line) => line.quantity === 1)).toBe(true);

    const issued = await issue(invoiceUuid, { basedOn: 0, reason: 'Zwrot towaru', lines: [{ position: 1, quantity: 2 }] });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.number).toMatch(/^FK\/\d{4}\/\d{2}\/\d+$/);
    expect(issued.body.viewPath).toMatch(new RegExp(`^/faktura/${issued.body.uuid}\\?hash=`));

    const [original, correction] = [await viewOf(invoiceUuid), await viewOf(issued.body.uuid)];
    expect(original.corrections).toEqual([{ uuid: issued.body.uuid, number: issued.body.number }]);
    expect(correction).toMatchObject({ kind: 'correction', correctionReason: 'Zwrot towaru', corrects: { number: original.number } });
    const line = original.lines[0];
    expect(correction.lines).toEqual([{ ...line, quantity: -2, net: -2 * (line?.unitNet ?? 0), before: { quantity: 5, net: line?.net } }]);
    const state = opened.body.lines.map(({ position, vatRate, unitNet, quantity, net }) => ({ position, vatRate, unitNet, quantity, net }));
    const after = stateOf(state, [{ position: 1, quantity: -2, net: -2 * (line?.unitNet ?? 0) }]);
    // The original and its correction state what the rule gives the goods kept.
    expect(sumByRate([original, correction])).toEqual(documentTotals(after).byRate);
    expect(correction.totals).toEqual(issued.body.totals);
    expect(correction.totals.gross).toBeLessThan(0);
    await expectValidFa3(buildFa3Xml(correction, new Date()));

    const audit = await env.DB.prepare(
      "SELECT actor_name, change FROM audit_log WHERE object_kind = 'order' AND object_id = ?1 AND operation = 'issueDeskCorrection'",
    )
      .bind(orderUuid)
      .first<{ actor_name: string; change: string }>();
    expect(audit?.actor_name).toBe('Ewa Korekty');
    expect(JSON.parse(audit?.change ?? '{}')).toMatchObject({ reason: 'Zwrot towaru', lines: [{ position: 1, quantity: 2 }] });

    const reopened = await form(invoiceUuid);
    expect(reopened.body.basedOn).toBe(1);
    expect(reopened.body.lines[0]).toMatchObject({ issuedQuantity: 5, quantity: 3, net: (line?.net ?? 0) - 2 * (line?.unitNet ?? 0) });
  });

  it('writes nothing for a stale form, more than is left, a line the invoice lacks, a correction or a bad body; says why in Polish', async () => {
    const { invoiceUuid } = await invoicedOrder([{ index: 2, quantity: 4 }]);
    expect((await issue(invoiceUuid, { basedOn: 0, reason: 'Reklamacja', lines: [{ position: 1, quantity: 1 }] })).status).toBe(200);
    const before = await countsOfWrites();

    const stale = await issue(invoiceUuid, { basedOn: 0, reason: 'Reklamacja', lines: [{ position: 1, quantity: 1 }] });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain('w międzyczasie');
    const tooMany = await issue(invoiceUuid, { basedOn: 1, reason: 'Zwrot', lines: [{ position: 1, quantity: 4 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe('W pozycji 1 zostało do skorygowania 3, a wpisano 4.');
    const missing = await issue(invoiceUuid, { basedOn: 1, reason: 'Zwrot', lines: [{ position: 99, quantity: 1 }] });
    expect(missing.status).toBe(409);
    expect(missing.body.error.message).toBe('Faktura nie ma pozycji 99.');
    const nothing = await issue(invoiceUuid, { basedOn: 1, reason: 'Zwrot', lines: [{ position: 1, quantity: 0 }] });
    expect(nothing.body.error.message).toBe('Wybierz co najmniej jedną pozycję i ilość do korekty.');

    for (const body of [
      { basedOn: 1, lines: [{ position: 1, quantity: 1 }] },
      { basedOn: 1, reason: 'Zwrot', lines: [{ position: 1, quantity: -1 }] },
      { basedOn: 1, reason: 'Zwrot', lines: [{ position: 1, quantity: 1.5 }] },
      { basedOn: 1, reason: 'Zwrot', lines: [] },
      { basedOn: 1, reason: 'x'.repeat(257), lines: [{ position: 1, quantity: 1 }] },
      {
        basedOn: 1,
        reason: 'Zwrot',
        lines: [
          { position: 1, quantity: 1 },
          { position: 1, quantity: 1 },
        ],
      },
      { basedOn: 1, reason: 'Zwrot', lines: [{ position: 1, quantity: 1 }], extra: true },
    ]) {
      const answer = await issue(invoiceUuid, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toMatch(/[ąćęłńóśźżA-Za-z]/);
    }
    const correctionUuid = (await viewOf(invoiceUuid)).corrections[0]?.uuid ?? '';
    const ofCorrection = await issue(correctionUuid, { basedOn: 0, reason: 'Zwrot', lines: [{ position: 1, quantity: 1 }] });
    expect(ofCorrection.status).toBe(409);
    expect((await form(correctionUuid)).body.refusal).toContain('To jest faktura korygująca');
    expect((await issue(crypto.randomUUID(), { basedOn: 0, reason: 'Zwrot', lines: [{ position: 1, quantity: 1 }] })).status).toBe(404);
    expect(await countsOfWrites()).toEqual(before);
  });

  it('issues one of several sent at once from the same form; the FK numbers stay without gaps', async () => {
    const { invoiceUuid } = await invoicedOrder([{ index: 3, quantity: 9 }]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => issue(invoiceUuid, { basedOn: 0, reason: 'Podwójne kliknięcie', lines: [{ position: 1, quantity: 1 }] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await viewOf(invoiceUuid)).corrections).toHaveLength(1);
    const { results } = await env.DB.prepare("SELECT number FROM invoices WHERE kind = 'correction' ORDER BY id").all<{ number: string }>();
    const byMonth = new Map<string, number[]>();
    for (const { number } of results) {
      const [, year, month, sequence] = number.split('/');
      byMonth.set(`${year}/${month}`, [...(byMonth.get(`${year}/${month}`) ?? []), Number(sequence)]);
    }
    for (const sequences of byMonth.values()) expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  });

  it('is for the orders role and the owner: an editor gets 403 and writes nothing', async () => {
    const { invoiceUuid } = await invoicedOrder([{ index: 4, quantity: 2 }]);
    const editor = await staffSession('editor');
    expect((await call(`/invoices/${invoiceUuid}/correction`, { headers: editor })).status).toBe(403);
    expect((await issue(invoiceUuid, { basedOn: 0, reason: 'Zwrot', lines: [{ position: 1, quantity: 1 }] }, editor)).status).toBe(403);
    expect((await viewOf(invoiceUuid)).corrections).toEqual([]);
  });

  it('refuses an advance invoice: its correction comes with the order', () => {
    const invoice = { kind: 'original', document_type: 'ZAL', latest: 1, corrections: 0 } as const;
    const lines = [{ position: 1, vatRate: 23, unitNet: 100, quantity: 1, net: 100 }];
    expect(correctionRefusal({ ...invoice, id: 1, uuid: '', number: '', order_id: 1, order_uuid: '', order_number: '' }, lines)).toContain(
      'Fakturę zaliczkową',
    );
  });
});

describe('corrections, then the cancellation', () => {
  // Each case is an order, its invoice and up to three corrections in workerd: FUZZ_RUNS / 2 cases.
  test.prop(
    [
      fc.array(fc.record({ index: fc.nat(), quantity: fc.integer({ min: 1, max: 40 }) }), { minLength: 1, maxLength: 4 }),
      fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }), { maxLength: 3 }),
      fc.boolean(),
    ],
    { numRuns: Math.max(4, Math.ceil(inject('fuzz').runs / 2)) },
  )(
    'add up per rate to what is left, each valid FA(3); a cancellation takes back exactly the rest',
    async (items, rounds, cancel) => {
      const unique = [...new Map(items.map((item) => [item.index % inStock.length, { ...item, index: item.index % inStock.length }])).values()];
      const { orderUuid, invoiceUuid } = await invoicedOrder(unique);
      for (const shares of rounds) {
        const current = await form(invoiceUuid);
        const lines = current.body.lines.map((line, index) => ({
          position: line.position,
          quantity: Math.floor(line.quantity * (shares[index] ?? 0)),
        }));
        if (!lines.some((line) => line.quantity > 0)) continue;
        const answer = await issue(invoiceUuid, { basedOn: current.body.basedOn, reason: 'Zwrot części towaru', lines });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      if (cancel) {
        const answer = await call(`/orders/${orderUuid}/status-changes`, { method: 'POST', json: { status: 5, note: 'Rezygnacja' } });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      const documents = await documentsOf(orderUuid);
      const left = (await form(invoiceUuid)).body.lines;
      const rule = documentTotals(left).byRate;
      const sums = sumByRate(documents);
      for (const rate of sums) {
        expect(rate).toEqual(rule.find((kept) => kept.vatRate === rate.vatRate) ?? { vatRate: rate.vatRate, net: 0, vat: 0, gross: 0 });
      }
      if (cancel) expect(left.every((line) => line.quantity === 0 && line.net === 0)).toBe(true);
      for (const document of documents.slice(1)) {
        expect(document.totals.gross).toBe(document.totalsByRate.reduce((sum, rate) => sum + rate.gross, 0));
        await expectValidFa3(buildFa3Xml(document, new Date()));
      }
    },
    Math.max(60_000, inject('fuzz').runs * 2_000),
  );
});
