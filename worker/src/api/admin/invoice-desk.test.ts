/**
 * The back office's invoice list (issue 31, `GET /api/admin/v1/invoices`): invoices issued the real
 * way (an order paid, then cancelled) show up with their order, totals and link; over a fixed book
 * of invoices written into D1, every filter, the counts per kind and the paging agree with the
 * book read by hand, and every kind of search finds what it names, however it is typed (letter
 * case, zeros, dashes, spaces, the PL prefix), and nothing else, each on its index. Bad queries are
 * 400s in Polish; the list is for the orders role and the owner only.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import type { z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOICE_LIST_PAGE_SIZE, type InvoiceListQuery } from '#lib/panel/invoice-filters.ts';
import { CANCELLATION_REASON } from '#worker/invoices/corrections.ts';
import { invoiceDayOf } from '#worker/invoices/issue.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { checkout, companyBuyer, filledCart, insertOrder, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';
import { invoiceListStatements, type Statement } from './invoice-desk-queries.ts';
import type { deskInvoiceListSchema } from './invoice-desk-schemas.ts';

const LIST = `${ORIGIN}/api/admin/v1/invoices`;
type List = z.output<typeof deskInvoiceListSchema>;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let staff: Record<string, string>;

async function list(query: Record<string, string | undefined>, headers: Record<string, string> = staff) {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const response = await SELF.fetch(`${LIST}?${params}`, { headers });
  return { status: response.status, body: (await response.json()) as List & ErrorBody };
}

/** The whole list for a query, every page. */
async function everyPage(query: Record<string, string | undefined>): Promise<List['invoices']> {
  const first = await list(query);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const rest = await Promise.all(
    Array.from({ length: first.body.pageCount - 1 }, (_, index) =>
      list({ ...query, page: String(index + 2) }).then((answer) => answer.body.invoices),
    ),
  );
  return [first.body.invoices, ...rest].flat();
}

/** A buyer of the book: who the invoices are made out to. Names carry Polish capitals, and share beginnings. */
const BUYERS = [
  { type: 1, name: 'Łukasz Żak', nip: null },
  { type: 1, name: 'Anna Nowak', nip: null },
  { type: 1, name: 'Ania Kowalska', nip: null },
  { type: 11, name: 'Ćma Sp. z o.o.', nip: '5260250274' },
  { type: 11, name: 'ŻABKA Polska sp. z o.o.', nip: '5262537361' },
  { type: 11, name: 'Zakład Ślusarski Źdźbło', nip: '7740001454' },
  { type: 12, name: 'Gmina Łódź', nip: '7251871234' },
] as const;

/** Originals in the book: 24 a month over January to March 2025, so sequences 1, 11 and 21 end alike. */
const BOOK_ORIGINALS = 72;

interface BookRow {
  id: number;
  uuid: string;
  number: string;
  kind: 'original' | 'correction';
  issue_date: string;
  buyer_type: number;
  buyer_name: string;
  buyer_nip: string | null;
  paid_at: string | null;
  order_number: string;
}

/** Every invoice in the database, newest first, as the list should order them. */
let book: BookRow[] = [];

const SELLER = `'Merida Sp. z o.o.', '8942345677', 'ul. Legnicka 55', '54-203', 'Wrocław', 'PL61109010140000071219812874'`;
const INSERT_INVOICE = `INSERT INTO invoices (uuid, number, kind, corrects_invoice_id, correction_reason, order_id, issue_date, sale_date, due_date,
    issued_at, seller_name, seller_nip, seller_street, seller_postcode, seller_city, seller_bank_account, buyer_type, buyer_name, buyer_nip,
    buyer_street, buyer_postcode, buyer_city, buyer_email, payment_method, paid_at, total_net, total_vat, total_gross)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7, ?7, ?8, ${SELLER}, ?9, ?10, ?11, 'ul. Testowa 1', '50-001', 'Wrocław', 'faktury@example.pl', ?12, ?13, ?14, ?15, ?16)
  RETURNING id`;

/** Writes the book: originals over three months, every fifth one corrected a few days later, each on an order of its own. */
async function writeBook(): Promise<void> {
  const sequences = new Map<string, number>();
  const numberOf = (series: 'FV' | 'FK', date: string) => {
    const month = date.slice(0, 7);
    const next = (sequences.get(`${series}${month}`) ?? 0) + 1;
    sequences.set(`${series}${month}`, next);
    return `${series}/${date.slice(0, 4)}/${date.slice(5, 7)}/${next}`;
  };
  for (let index = 0; index < BOOK_ORIGINALS; index++) {
    const buyer = BUYERS[index % BUYERS.length] ?? BUYERS[0];
    const month = 1 + Math.floor(index / 24);
    const date = `2025-0${month}-${String(1 + ((index * 7) % 28)).padStart(2, '0')}`;
    const order = await insertOrder(env.DB, 40);
    await env.DB.prepare('UPDATE orders SET number = ?2 WHERE id = ?1')
      .bind(order.id, `ZAM/2025/${String(100 + index).padStart(6, '0')}`)
      .run();
    const net = 1000 + index * 137;
    const vat = Math.round(net * 0.23);
    const paidAt = index % 4 === 0 ? null : `${date}T10:00:00.000Z`;
    const original = await env.DB.prepare(INSERT_INVOICE)
      .bind(
        crypto.randomUUID(),
        numberOf('FV', date),
        'original',
        null,
        null,
        order.id,
        date,
        `${date}T10:00:00.000Z`,
        buyer.type,
        buyer.name,
        buyer.nip,
        ['transfer', 'cod', 'p24'][index % 3],
        paidAt,
        net,
        vat,
        net + vat,
      )
      .first<{ id: number }>();
    if (index % 5 === 0 && original) {
      const correctionDate = `2025-0${month}-${String(Math.min(28, 4 + ((index * 7) % 28))).padStart(2, '0')}`;
      await env.DB.prepare(INSERT_INVOICE)
        .bind(
          crypto.randomUUID(),
          numberOf('FK', correctionDate),
          'correction',
          original.id,
          'Zwrot towaru.',
          order.id,
          correctionDate,
          `${correctionDate}T12:00:00.000Z`,
          buyer.type,
          buyer.name,
          buyer.nip,
          'transfer',
          null,
          -net,
          -vat,
          -(net + vat),
        )
        .run();
    }
  }
}

async function readBook(): Promise<BookRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT i.id, i.uuid, i.number, i.kind, i.issue_date, i.buyer_type, i.buyer_name, i.buyer_nip, i.paid_at, o.number AS order_number
     FROM invoices i JOIN orders o ON o.id = i.order_id`,
  ).all<BookRow>();
  return results.sort((a, b) => (a.issue_date === b.issue_date ? b.id - a.id : a.issue_date < b.issue_date ? 1 : -1));
}

/** The filters read by hand over the book (the search aside), the kind apart: the counts are per kind. */
function byFilters(query: Pick<InvoiceListQuery, 'from' | 'to' | 'buyerType' | 'paymentState'>) {
  return book.filter(
    (row) =>
      (!query.from || row.issue_date >= query.from) &&
      (!query.to || row.issue_date <= query.to) &&
      (!query.buyerType || row.buyer_type === Number(query.buyerType)) &&
      (!query.paymentState || (query.paymentState === 'paid') === (row.paid_at !== null)),
  );
}

const uuids = (rows: readonly { uuid: string }[]) => rows.map((row) => row.uuid);
const countsOf = (rows: readonly BookRow[]) => [
  { kind: 'original', label: 'Faktury', count: rows.filter((row) => row.kind === 'original').length },
  { kind: 'correction', label: 'Korekty', count: rows.filter((row) => row.kind === 'correction').length },
];

/** A real order of one product, through the cart and checkout, moved by staff. */
async function placedOrder(productIndex: number, buyer?: typeof companyBuyer) {
  const product = pick(inStock, productIndex);
  await setStock(product.uuid, 50);
  const cart = await filledCart([{ uuid: product.uuid, quantity: 2 }]);
  const placed = await checkout(cart, buyer ? { buyer } : {});
  expect(placed.status).toBe(200);
  const totals = await env.DB.prepare('SELECT total_net AS net, total_vat AS vat, total_gross AS gross FROM orders WHERE uuid = ?1')
    .bind(placed.body.uuid)
    .first<{ net: number; vat: number; gross: number }>();
  return { ...placed.body, totals };
}

async function changeStatus(uuid: string, status: number) {
  const response = await SELF.fetch(`${ORIGIN}/api/admin/v1/orders/${uuid}/status-changes`, {
    method: 'POST',
    headers: { ...staff, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, note: 'Test listy faktur' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The goods go: the paid order's invoice is issued (decision 037). */
async function ship(uuid: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/admin/v1/orders/${uuid}/shipments`, {
    method: 'POST',
    headers: { ...staff, 'Content-Type': 'application/json' },
    body: JSON.stringify({ carrier: 'dpd', trackingNumber: crypto.randomUUID().replaceAll('-', '').slice(0, 20) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

let paidOrder: Awaited<ReturnType<typeof placedOrder>>;
let cancelledOrder: Awaited<ReturnType<typeof placedOrder>>;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  staff = await staffSession('orders', 'Ewa Faktury');
  paidOrder = await placedOrder(0);
  cancelledOrder = await placedOrder(1, companyBuyer);
  await changeStatus(paidOrder.uuid, 40);
  await ship(paidOrder.uuid);
  await changeStatus(cancelledOrder.uuid, 40);
  await ship(cancelledOrder.uuid);
  await changeStatus(cancelledOrder.uuid, 5);
  await writeBook();
  book = await readBook();
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe('invoices issued the real way', () => {
  it('lists the paid order’s invoice and the cancelled order’s correction, newest first, with their orders and links', async () => {
    const answer = await list({});
    expect(answer.status).toBe(200);
    const today = invoiceDayOf(new Date()).date;
    const [correction, cancelledOriginal, paidOriginal] = answer.body.invoices;
    expect(paidOriginal).toMatchObject({
      kind: 'original',
      kindLabel: 'Faktura',
      correctedNumber: null,
      correctionReason: null,
      issueDate: today,
      buyerName: 'Anna Nowak',
      buyerNip: null,
      buyerType: 1,
      buyerTypeLabel: 'Osoba prywatna',
      totalNet: paidOrder.totals?.net,
      totalVat: paidOrder.totals?.vat,
      totalGross: paidOrder.totals?.gross,
      paid: true,
      orderUuid: paidOrder.uuid,
      orderNumber: paidOrder.number,
      viewPath: `/faktura/${paidOriginal?.uuid}?hash=${paidOrder.hash}`,
    });
    expect(paidOriginal?.number).toMatch(/^FV\/\d{4}\/\d{2}\/\d+$/);
    expect(cancelledOriginal).toMatchObject({ kind: 'original', buyerName: 'Czysta Firma sp. z o.o.', buyerNip: '5260250274', buyerType: 11 });
    expect(correction).toMatchObject({
      kind: 'correction',
      kindLabel: 'Korekta',
      correctedNumber: cancelledOriginal?.number,
      correctionReason: CANCELLATION_REASON,
      totalNet: -(cancelledOriginal?.totalNet ?? 0),
      totalVat: -(cancelledOriginal?.totalVat ?? 0),
      totalGross: -(cancelledOriginal?.totalGross ?? 0),
      paid: false,
      paidAt: null,
      orderUuid: cancelledOrder.uuid,
      orderNumber: cancelledOrder.number,
    });
    expect(correction?.number).toMatch(/^FK\//);
  });

  it('links each document with its order’s hash, which opens it for whoever holds the order’s link', async () => {
    const answer = await list({ q: cancelledOrder.number });
    expect(answer.body.invoices.map((row) => row.kind)).toEqual(['correction', 'original']);
    for (const invoice of answer.body.invoices) {
      const link = new URL(invoice.viewPath, ORIGIN);
      expect(link.pathname).toBe(`/faktura/${invoice.uuid}`);
      const read = await SELF.fetch(`${ORIGIN}/api/public/v1/invoices/${invoice.uuid}/${link.searchParams.get('hash')}`);
      expect(read.status).toBe(200);
      expect(((await read.json()) as { number: string }).number).toBe(invoice.number);
    }
  });
});

const BOOK_START = Date.UTC(2024, 11, 20);
const dayArb = fc.oneof(
  fc.integer({ min: 0, max: 110 }).map((days) => new Date(BOOK_START + days * 86_400_000).toISOString().slice(0, 10)),
  fc.constant(invoiceDayOf(new Date()).date),
);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

describe('filters, counts and pages', () => {
  test.prop(
    [
      fc
        .record({
          kind: optional(fc.constantFrom('original', 'correction')),
          from: optional(dayArb),
          to: optional(dayArb),
          buyerType: optional(fc.constantFrom('1', '11', '12')),
          paymentState: optional(fc.constantFrom('paid', 'unpaid')),
        })
        .filter((query) => !(query.from && query.to && query.from > query.to)),
    ],
    { numRuns: 40 },
  )('any mix of filters: the invoices the book holds for them, newest first; counts per kind under the other filters', async (query) => {
    const others = byFilters(query);
    const expected = others.filter((row) => !query.kind || row.kind === query.kind);
    const answer = await list(query);
    expect(answer.status).toBe(200);
    expect(uuids(answer.body.invoices)).toEqual(uuids(expected.slice(0, INVOICE_LIST_PAGE_SIZE)));
    expect(answer.body.total).toBe(expected.length);
    expect(answer.body.counts).toEqual(countsOf(others));
    expect(answer.body.pageCount).toBe(Math.max(1, Math.ceil(expected.length / INVOICE_LIST_PAGE_SIZE)));
  });

  it('each filter alone keeps exactly its invoices', async () => {
    const cases: [Record<string, string>, (row: BookRow) => boolean][] = [
      [{ kind: 'correction' }, (row) => row.kind === 'correction'],
      [{ kind: 'original' }, (row) => row.kind === 'original'],
      [{ from: '2025-02-01' }, (row) => row.issue_date >= '2025-02-01'],
      [{ to: '2025-01-31' }, (row) => row.issue_date <= '2025-01-31'],
      [{ from: '2025-02-08', to: '2025-02-08' }, (row) => row.issue_date === '2025-02-08'],
      [{ buyerType: '12' }, (row) => row.buyer_type === 12],
      [{ paymentState: 'unpaid' }, (row) => row.paid_at === null],
      [{ paymentState: 'paid' }, (row) => row.paid_at !== null],
    ];
    for (const [query, keeps] of cases) {
      const expected = book.filter(keeps);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(uuids(await everyPage(query)), JSON.stringify(query)).toEqual(uuids(expected));
    }
  });

  it('pages of 50: every invoice once, in order; a page past the end is empty and says so', async () => {
    expect(book.length).toBeGreaterThan(INVOICE_LIST_PAGE_SIZE);
    const [first, second, past] = await Promise.all([list({}), list({ page: '2' }), list({ page: '3' })]);
    expect(first.body.invoices).toHaveLength(INVOICE_LIST_PAGE_SIZE);
    expect(uuids([...first.body.invoices, ...second.body.invoices])).toEqual(uuids(book));
    expect([first.body.page, second.body.page, first.body.pageCount]).toEqual([1, 2, 2]);
    expect(past.body).toMatchObject({ invoices: [], page: 3, pageCount: 2, total: book.length });
  });
});

/** A text with each letter's case flipped where `flips` says (Polish letters included). */
const recased = (text: string, flips: readonly boolean[]) =>
  Array.from(text, (char, index) => (flips[index % Math.max(1, flips.length)] ? char.toLocaleUpperCase('pl') : char.toLocaleLowerCase('pl'))).join(
    '',
  );
const flipsArb = fc.array(fc.boolean(), { minLength: 1, maxLength: 12 });
const bookRowArb = fc.integer({ min: 0, max: 10_000 }).map((index) => book[index % book.length] as BookRow);

/** A number's sequence with leading zeros, as someone copying it from paper might type it. */
const zeros = fc.integer({ min: 0, max: 3 }).map((count) => '0'.repeat(count));

describe('the search box', () => {
  test.prop([bookRowArb, flipsArb, zeros, fc.boolean()], { numRuns: 30 })(
    'a whole document number, in any letter case, with zeros before the sequence or the month: that document alone',
    async (row, flips, padding, unpaddedMonth) => {
      const [series, year, month, sequence] = row.number.split('/') as [string, string, string, string];
      const typed = recased(`${series}/${year}/${unpaddedMonth ? String(Number(month)) : month}/${padding}${sequence}`, flips);
      const answer = await list({ q: typed });
      expect(uuids(answer.body.invoices), typed).toEqual([row.uuid]);
    },
  );

  test.prop([bookRowArb, fc.integer({ min: 3, max: 10 }), flipsArb], { numRuns: 20 })(
    'the beginning of a document number: every document whose number begins so',
    async (row, length, flips) => {
      const beginning = row.number.slice(0, length);
      if (/^F[VK]\/\d{4}\/\d{2}\/\d+$/.test(beginning)) return;
      const answer = await everyPage({ q: recased(beginning, flips) });
      expect(uuids(answer)).toEqual(uuids(book.filter((candidate) => candidate.number.startsWith(beginning))));
    },
  );

  test.prop([bookRowArb, zeros, fc.boolean()], { numRuns: 30 })(
    'the ending digits (the sequence, or month and sequence): every document whose number ends so, never a longer sequence',
    async (row, padding, withMonth) => {
      const [, , month, sequence] = row.number.split('/') as [string, string, string, string];
      const ending = withMonth ? `${month}/${sequence}` : sequence;
      const answer = await everyPage({ q: withMonth ? `${month}/${padding}${sequence}` : `${padding}${sequence}` });
      expect(uuids(answer)).toContain(row.uuid);
      expect(uuids(answer)).toEqual(uuids(book.filter((candidate) => candidate.number.endsWith(`/${ending}`))));
    },
  );

  test.prop([bookRowArb, fc.integer({ min: 4, max: 15 }), flipsArb], { numRuns: 25 })(
    'an order number or its beginning, in any letter case: the invoices of the orders it begins',
    async (row, length, flips) => {
      const beginning = row.order_number.slice(0, length);
      const answer = await everyPage({ q: recased(beginning, flips) });
      expect(uuids(answer)).toContain(row.uuid);
      expect(uuids(answer)).toEqual(uuids(book.filter((candidate) => candidate.order_number.startsWith(beginning))));
    },
  );

  const nipSpellings = (nip: string) => [
    nip,
    `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`,
    `${nip.slice(0, 3)}-${nip.slice(3, 5)}-${nip.slice(5, 7)}-${nip.slice(7)}`,
    `${nip.slice(0, 3)} ${nip.slice(3, 6)} ${nip.slice(6, 8)} ${nip.slice(8)}`,
    `PL${nip}`,
    `pl ${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`,
    `  PL ${nip}  `,
  ];
  test.prop([fc.constantFrom(...BUYERS.flatMap((buyer) => (buyer.nip ? [buyer.nip] : []))), fc.nat()], { numRuns: 25 })(
    'a NIP however written (dashes, spaces, the PL prefix): every document of that buyer, and no other',
    async (nip, pick) => {
      const spellings = nipSpellings(nip);
      const typed = spellings[pick % spellings.length] ?? nip;
      const answer = await everyPage({ q: typed });
      expect(answer.length, typed).toBeGreaterThan(0);
      expect(uuids(answer), typed).toEqual(uuids(book.filter((row) => row.buyer_nip === nip)));
    },
  );

  test.prop([bookRowArb, fc.integer({ min: 1, max: 12 }), flipsArb], { numRuns: 40 })(
    'the beginning of a buyer’s name, in any letter case (Polish capitals too): every document of a name that begins so',
    async (row, length, flips) => {
      const beginning = Array.from(row.buyer_name).slice(0, length).join('');
      if (/^\d/.test(beginning) || beginning.trim() !== beginning) return;
      const typed = recased(beginning, flips);
      const folded = beginning.toLocaleLowerCase('pl');
      const answer = await everyPage({ q: typed });
      expect(uuids(answer), typed).toContain(row.uuid);
      expect(uuids(answer), typed).toEqual(uuids(book.filter((candidate) => candidate.buyer_name.toLocaleLowerCase('pl').startsWith(folded))));
    },
  );

  it('a name begins where the name begins: a word inside it finds nothing', async () => {
    expect((await list({ q: 'Nowak' })).body.total).toBe(0);
    expect((await list({ q: 'żak' })).body.total).toBe(0);
    expect((await list({ q: 'ŁUKASZ' })).body.total).toBe(book.filter((row) => row.buyer_name === 'Łukasz Żak').length);
  });

  it('searches under the filters, and counts both kinds under the search', async () => {
    const both = await list({ q: cancelledOrder.number, kind: 'correction' });
    expect(both.body.invoices.map((row) => row.kind)).toEqual(['correction']);
    expect(both.body.counts.map((count) => count.count)).toEqual([1, 1]);
    expect(both.body.total).toBe(1);
    const paid = await list({ q: 'Ćma', paymentState: 'paid', from: '2025-02-01' });
    expect(uuids(paid.body.invoices)).toEqual(
      uuids(book.filter((row) => row.buyer_name.startsWith('Ćma') && row.paid_at !== null && row.issue_date >= '2025-02-01')),
    );
  });

  it('asks D1 through an index for each kind of search, and for a kind’s tab', async () => {
    const plans: [Partial<InvoiceListQuery>, RegExp][] = [
      [{ q: 'fv/2025/1/07' }, /SEARCH i USING INDEX \S+ \(number=\?\)/],
      [{ q: 'FK/2025/02' }, /SEARCH i USING INDEX \S+ \(number>\? AND number<\?\)/],
      [
        { q: 'ZAM/2025/0001' },
        /SEARCH orders USING COVERING INDEX \S+ \(number>\? AND number<\?\)[\s\S]*SEARCH i USING INDEX invoices_order \(order_id=\?\)/,
      ],
      [{ q: '526-025-02-74' }, /SEARCH i USING INDEX invoices_buyer_nip \(buyer_nip=\?\)/],
      [{ q: 'łuk' }, /SEARCH i USING INDEX invoices_buyer_name_key \(buyer_name_key>\? AND buyer_name_key<\?\)/],
      [{ kind: 'correction' }, /SEARCH i USING INDEX invoices_kind_issue_date \(kind=\?\)/],
    ];
    const planOf = async (statement: Statement) => {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
        .bind(...statement.values)
        .all<{ detail: string }>();
      return results.map((step) => step.detail).join('\n');
    };
    for (const [query, index] of plans) {
      const { rows, counts } = invoiceListStatements(query as InvoiceListQuery);
      const [rowsPlan, countsPlan] = await Promise.all([planOf(rows), planOf(counts)]);
      expect(rowsPlan, JSON.stringify(query)).toMatch(index);
      // The invoices are never read whole, for the page or its counts: every step on them goes through an index.
      expect(rowsPlan, JSON.stringify(query)).not.toMatch(/SCAN i(?! USING)/);
      expect(countsPlan, JSON.stringify(query)).not.toMatch(/SCAN i(?! USING)/);
    }
  });
});

describe('refused queries', () => {
  it.each([
    ['kind', { kind: 'faktura' }, 'Rodzaj dokumentu to original (faktura) albo correction (korekta).'],
    ['from', { from: '2025-13-01' }, 'Od: podaj datę w formacie RRRR-MM-DD.'],
    ['to', { to: '31-01-2025' }, 'Do: podaj datę w formacie RRRR-MM-DD.'],
    ['to', { from: '2025-02-01', to: '2025-01-31' }, 'Data „od” jest późniejsza niż „do”.'],
    ['buyerType', { buyerType: '2' }, 'Nieznany typ nabywcy.'],
    ['paymentState', { paymentState: 'partly' }, 'Stan płatności to paid albo unpaid.'],
    ['q', { q: '   ' }, 'Wpisz, czego szukać.'],
    ['q', { q: 'x'.repeat(101) }, 'Wpisz najwyżej 100 znaków.'],
    ['page', { page: '0' }, 'Numer strony to liczba od 1.'],
    ['_', { status: '40' }, 'Nieznane pola: status.'],
  ])('%s: %j is a 400 that says why in Polish', async (field, query, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'invalid_input', message: 'Nieprawidłowe dane wejściowe.' });
    expect(answer.body.error.fields?.[field]).toBe(message);
  });
});

describe('who may list invoices', () => {
  it('the orders role and the owner; an editor gets a 403, no login a 401', async () => {
    expect((await list({}, await staffSession('owner'))).status).toBe(200);
    const editor = await list({}, await staffSession('editor'));
    expect(editor.status).toBe(403);
    expect(editor.body.error.message).toMatch(/rola nie pozwala/i);
    expect((await list({}, {})).status).toBe(401);
  });
});
