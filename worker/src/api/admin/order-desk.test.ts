/**
 * Issue 31, the order desk (docs/back-office.md "The order desk"): the list's filters, counts per
 * status and pages are held against an oracle that reads every order row and filters it in plain
 * code (a Polish day through Intl, not the shop's own date helpers), so the orders other tests of
 * this file add never make an expectation wrong; the search is a property over generated buyers,
 * each found by every way staff write what they know of them; the order's page, its "new" mark and
 * the staff's notes go through orders placed at the real checkout.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_METHODS, ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_METHODS } from '#lib/orders.ts';
import { ORDER_LIST_PAGE_SIZE } from '#lib/panel/order-filters.ts';
import type { DeskOrder, DeskOrderList } from '#lib/panel/panel-types.ts';
import { staffHeaders } from '#worker-test/account-links.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { checkout, companyBuyer, filledCart, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { createMember, sessionHeadersOf, type TestMember } from '#worker-test/staff.ts';

const DESK = `${ORIGIN}/api/admin/v1/orders`;

/** The list's query as the panel puts it in the address. */
type ListQuery = Partial<
  Record<'status' | 'paymentMethod' | 'paymentState' | 'deliveryMethod' | 'customerType' | 'from' | 'to' | 'q' | 'page', string>
>;

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** An order row as the oracle reads it. */
interface OrderRecord {
  id: number;
  uuid: string;
  number: string;
  status: number;
  customer_type: number;
  first_name: string;
  last_name: string;
  company_name: string | null;
  nip: string | null;
  email: string;
  phone: string;
  total_gross: number;
  payment_method: string;
  paid_at: string | null;
  delivery_method: string;
  created_at: string;
  first_opened_at: string | null;
}

async function listAnswer(query: ListQuery | string, headers: Record<string, string>) {
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  const response = await SELF.fetch(`${DESK}?${search}`, { headers });
  return { status: response.status, body: (await response.json()) as DeskOrderList & ErrorBody };
}

/** Every page of the list for `query`: the first page's answer and the orders of all pages in order. */
async function wholeList(query: ListQuery, headers: Record<string, string>) {
  const first = await listAnswer(query, headers);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const pages = [first.body.orders];
  for (let page = 2; page <= first.body.pageCount; page++) {
    const next = await listAnswer({ ...query, page: String(page) }, headers);
    expect(next.status).toBe(200);
    expect(next.body.page).toBe(page);
    expect(next.body.total).toBe(first.body.total);
    pages.push(next.body.orders);
  }
  // Every page but the last is full, and together they hold the total.
  for (const page of pages.slice(0, -1)) expect(page).toHaveLength(ORDER_LIST_PAGE_SIZE);
  const orders = pages.flat();
  expect(orders).toHaveLength(first.body.total);
  return { first: first.body, orders };
}

async function readDesk(uuid: string, headers: Record<string, string>, search = '') {
  const response = await SELF.fetch(`${DESK}/${uuid}${search}`, { headers });
  return { status: response.status, body: (await response.json()) as DeskOrder & ErrorBody };
}

async function postJson<T>(path: string, body: unknown, headers: Record<string, string>) {
  const response = await SELF.fetch(`${DESK}${path}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}

const addNote = (uuid: string, body: unknown, headers: Record<string, string>) =>
  postJson<{ id: number; author: string; body: string; createdAt: string }>(`/${uuid}/notes`, body, headers);

async function everyOrder(): Promise<OrderRecord[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, uuid, number, status, customer_type, first_name, last_name, company_name, nip, email, phone, total_gross,
       payment_method, paid_at, delivery_method, created_at, first_opened_at FROM orders`,
  ).all<OrderRecord>();
  return results;
}

/** Every row a desk call could write, table by table, to prove that a refused one wrote nothing. */
async function deskTablesSnapshot(): Promise<Record<string, unknown[]>> {
  const tables = ['orders', 'order_notes', 'audit_log', 'order_status_changes', 'mail_outbox'];
  const results = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`)));
  return Object.fromEntries(tables.map((table, index) => [table, results[index]?.results ?? []]));
}

// The oracle's own calendar: Intl's Warsaw, independent of site/src/lib/dates.ts.
const warsawDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });

function warsawDayOf(iso: string): string {
  const part = Object.fromEntries(warsawDays.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** Moments either side of Warsaw midnights, with the Polish day each belongs to (written out by hand). */
const AROUND_MIDNIGHT: readonly (readonly [instant: string, day: string])[] = [
  ['2026-01-14T22:59:59.999Z', '2026-01-14'],
  ['2026-01-14T23:00:00.000Z', '2026-01-15'],
  ['2026-03-28T22:59:59.999Z', '2026-03-28'],
  // The spring clock change: 29 March begins in winter time and ends in summer time (23 hours).
  ['2026-03-28T23:00:00.000Z', '2026-03-29'],
  ['2026-03-29T21:59:59.999Z', '2026-03-29'],
  ['2026-03-29T22:00:00.000Z', '2026-03-30'],
  ['2026-06-30T21:59:59.999Z', '2026-06-30'],
  ['2026-06-30T22:00:00.000Z', '2026-07-01'],
  // The autumn one: 25 October lasts 25 hours.
  ['2026-10-24T21:59:59.999Z', '2026-10-24'],
  ['2026-10-24T22:00:00.000Z', '2026-10-25'],
  ['2026-10-25T22:59:59.999Z', '2026-10-25'],
  ['2026-10-25T23:00:00.000Z', '2026-10-26'],
];

/** Whether `row` passes every filter of `query` but the search; the status only with `withStatus`. */
function passesFilters(row: OrderRecord, query: ListQuery, withStatus: boolean): boolean {
  const day = warsawDayOf(row.created_at);
  return (
    (!withStatus || !query.status || row.status === Number(query.status)) &&
    (!query.paymentMethod || row.payment_method === query.paymentMethod) &&
    (query.paymentState !== 'paid' || row.paid_at !== null) &&
    (query.paymentState !== 'unpaid' || row.paid_at === null) &&
    (!query.deliveryMethod || row.delivery_method === query.deliveryMethod) &&
    (!query.customerType || row.customer_type === Number(query.customerType)) &&
    (!query.from || day >= query.from) &&
    (!query.to || day <= query.to)
  );
}

/** Newest first; orders of the same moment, the later written first. */
const newestFirst = (a: OrderRecord, b: OrderRecord) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1);

const lower = (text: string) => text.toLocaleLowerCase('pl');

/**
 * Whether the order matches what was typed in any way staff could have meant it: its number or
 * the number's last digits, its e-mail's beginning, its NIP, its phone's last nine digits, its
 * surname's beginning (the last word typed) or its company's, letter case ignored throughout.
 */
function matchesSearch(typed: string, row: OrderRecord): boolean {
  const text = typed.trim();
  const digits = text.replace(/^pl/i, '').replace(/[\s().+-]/g, '');
  const allDigits = /^\d+$/.test(digits);
  const sequence = row.number.split('/').at(-1) ?? '';
  const surname = text.split(/\s+/).at(-1) ?? text;
  return (
    (/^zam\//i.test(text) && row.number.startsWith(text.toUpperCase())) ||
    (allDigits && Number(sequence) === Number(digits)) ||
    (text.includes('@') && row.email.startsWith(lower(text))) ||
    (allDigits && row.nip === digits) ||
    (allDigits && digits.length >= 9 && row.phone.replace(/\D/g, '').slice(-9) === digits.slice(-9)) ||
    lower(row.last_name).startsWith(lower(surname)) ||
    (row.company_name !== null && lower(row.company_name).startsWith(lower(text)))
  );
}

/** An order written straight into D1 with what the desk reads; the rest as a bank transfer to Wrocław. */
interface DeskRow {
  number: string;
  status: number;
  customerType: number;
  firstName: string;
  lastName: string;
  companyName: string | null;
  nip: string | null;
  email: string;
  phone: string;
  paymentMethod: string;
  paid: boolean;
  deliveryMethod: string;
  createdAt: string;
  opened: boolean;
  totalNet: number;
}

async function insertDeskOrders(rows: readonly DeskRow[]): Promise<string[]> {
  const uuids = rows.map(() => crypto.randomUUID());
  await env.DB.batch(
    rows.map((row, index) => {
      const uuid = uuids[index] ?? '';
      const vat = Math.round(row.totalNet * 0.23);
      return env.DB.prepare(
        `INSERT INTO orders (uuid, number, hash, confirmation_token_hash, status, customer_type, first_name, last_name, company_name, nip,
           email, phone, street, postcode, city, invoice_email, delivery_method, delivery_net, delivery_gross, delivery_vat_rate,
           payment_method, total_net, total_vat, total_gross, idempotency_key, request_hash, p24_session_id, paid_at, created_at, first_opened_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 'ul. Legnicka 12/4', '54-203', 'Wrocław', ?11, ?13, 0, 0, 23,
           ?14, ?15, ?16, ?17, ?1, ?4, ?18, ?19, ?20, ?21)`,
      ).bind(
        uuid,
        row.number,
        `hash-${uuid.replaceAll('-', '')}`,
        '0'.repeat(64),
        row.status,
        row.customerType,
        row.firstName,
        row.lastName,
        row.companyName,
        row.nip,
        row.email,
        row.phone,
        row.deliveryMethod,
        row.paymentMethod,
        row.totalNet,
        vat,
        row.totalNet + vat,
        row.paymentMethod === 'p24' ? uuid : null,
        row.paid ? row.createdAt : null,
        row.createdAt,
        row.opened ? row.createdAt : null,
      );
    }),
  );
  return uuids;
}

/** A number no order has yet, ending in `sequence`: the year goes back until one is free. */
async function freeNumber(sequence: number): Promise<string> {
  for (let year = 2025; ; year--) {
    const number = `ZAM/${year}/${String(sequence).padStart(6, '0')}`;
    if (!(await env.DB.prepare('SELECT 1 FROM orders WHERE number = ?1').bind(number).first())) return number;
  }
}

let members: Record<'ola' | 'editor', { member: TestMember; headers: Record<string, string> }>;
const integration = () => staffHeaders();

beforeAll(async () => {
  const ola = await createMember('orders', { name: 'Ola Zamówienia' });
  const editor = await createMember('editor', { name: 'Edyta Treści' });
  members = {
    ola: { member: ola, headers: await sessionHeadersOf(ola) },
    editor: { member: editor, headers: await sessionHeadersOf(editor) },
  };
});

beforeEach(() => {
  // The admin calls log a JSON line each; the run's output stays readable without them.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the list: filters, counts and pages', () => {
  /** Orders of every kind, many at the same moment (the tie-break) and either side of Polish midnights. */
  const dataset = fc.sample(
    fc.record({
      status: fc.constantFrom(...ORDER_STATUSES),
      paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
      paid: fc.boolean(),
      deliveryMethod: fc.constantFrom(...DELIVERY_METHODS),
      customerType: fc.constantFrom(1, 11, 12),
      createdAt: fc.oneof(
        fc.constantFrom(...AROUND_MIDNIGHT.map(([instant]) => instant)),
        fc
          .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T23:59:59Z'), noInvalidDate: true })
          .map((date) => date.toISOString()),
      ),
      opened: fc.boolean(),
      totalNet: fc.integer({ min: 100, max: 500_000 }),
    }),
    { seed: 31, numRuns: 130 },
  );

  beforeAll(async () => {
    await insertDeskOrders(
      dataset.map((row, index) => ({
        ...row,
        number: `ZAM/2024/${String(900_000 + index).padStart(6, '0')}`,
        // A surname and company the search's generated buyers never start like, so their searches stay short.
        firstName: 'Anna',
        lastName: 'Filtrowa',
        companyName: row.customerType > 10 ? 'Filtry i Dane sp. z o.o.' : null,
        nip: row.customerType > 10 ? '5260250274' : null,
        email: `klient${index}@example.pl`,
        phone: '600 100 200',
      })),
    );
  });

  /** Asks for every page of `query` and holds the answer to the oracle's, orders, counts and all. */
  async function expectListMatchesOracle(query: ListQuery, headers: Record<string, string>) {
    const rows = await everyOrder();
    const expected = rows.filter((row) => passesFilters(row, query, true)).sort(newestFirst);
    const { first, orders } = await wholeList(query, headers);
    const label = JSON.stringify(query);
    expect(
      orders.map((order) => order.number),
      label,
    ).toEqual(expected.map((row) => row.number));
    expect(first.total, label).toBe(expected.length);
    expect(first.pageCount, label).toBe(Math.max(1, Math.ceil(expected.length / ORDER_LIST_PAGE_SIZE)));
    // The counts per status ignore the status filter but keep every other.
    const others = rows.filter((row) => passesFilters(row, query, false));
    expect(first.counts, label).toEqual(
      ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: others.filter((row) => row.status === status).length })),
    );
    // Each row says what the list shows of its order.
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));
    for (const order of orders) {
      const row = byUuid.get(order.uuid);
      expect(order, label).toMatchObject({
        number: row?.number,
        createdAt: row?.created_at,
        status: row?.status,
        email: row?.email,
        customerType: row?.customer_type,
        totalGross: row?.total_gross,
        paymentMethod: row?.payment_method,
        paid: row?.paid_at !== null,
        deliveryMethod: row?.delivery_method,
        isNew: row?.first_opened_at === null,
        buyer: row?.company_name ?? `${row?.first_name} ${row?.last_name}`,
      });
    }
  }

  it('the oracle’s calendar agrees with the Polish days written out by hand', () => {
    for (const [instant, day] of AROUND_MIDNIGHT) expect(warsawDayOf(instant), instant).toBe(day);
  });

  it('each filter on its own returns exactly the orders matching it, newest first, with the counts of the other filters', async () => {
    const single: ListQuery[] = [
      {},
      ...ORDER_STATUSES.map((status) => ({ status: String(status) })),
      ...PAYMENT_METHODS.map((paymentMethod) => ({ paymentMethod })),
      { paymentState: 'paid' },
      { paymentState: 'unpaid' },
      ...DELIVERY_METHODS.map((deliveryMethod) => ({ deliveryMethod })),
      ...['1', '11', '12'].map((customerType) => ({ customerType })),
      ...[...new Set(AROUND_MIDNIGHT.map(([, day]) => day))].flatMap((day) => [{ from: day }, { to: day }, { from: day, to: day }]),
      { from: '2026-03-29', to: '2026-10-25' },
      { from: '2026-10-25', to: '2026-10-26' },
    ];
    for (const query of single) await expectListMatchesOracle(query, members.ola.headers);
  });

  it('a day filter takes the whole Polish day, 23 or 25 hours long at a clock change, and nothing of its neighbours', async () => {
    const named = await insertDeskOrders(
      AROUND_MIDNIGHT.map(([instant], index) => ({
        status: 37,
        paymentMethod: 'transfer',
        paid: false,
        deliveryMethod: 'courier',
        customerType: 1,
        opened: false,
        totalNet: 1000,
        createdAt: instant,
        number: `ZAM/2024/${String(800_000 + index).padStart(6, '0')}`,
        firstName: 'Zegar',
        lastName: 'Północ',
        companyName: null,
        nip: null,
        email: `polnoc${index}@example.pl`,
        phone: '600 100 200',
      })),
    );
    const instantOf = new Map(named.map((uuid, index) => [uuid, AROUND_MIDNIGHT[index]?.[0]]));
    const takenOn = async (query: ListQuery) => {
      const { orders } = await wholeList(query, members.ola.headers);
      return orders.flatMap((order) => instantOf.get(order.uuid) ?? []).sort();
    };
    expect(await takenOn({ from: '2026-10-25', to: '2026-10-25' })).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z']);
    expect(await takenOn({ from: '2026-03-29', to: '2026-03-29' })).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.999Z']);
    expect(await takenOn({ from: '2026-01-15', to: '2026-01-15' })).toEqual(['2026-01-14T23:00:00.000Z']);
    expect(await takenOn({ to: '2026-01-14' })).toEqual(['2026-01-14T22:59:59.999Z']);
    expect(await takenOn({ from: '2026-10-26' })).toEqual(['2026-10-25T23:00:00.000Z']);
    expect(await takenOn({ from: '2026-06-30', to: '2026-07-01' })).toEqual(['2026-06-30T21:59:59.999Z', '2026-06-30T22:00:00.000Z']);
  });

  test.prop(
    [
      fc.record(
        {
          status: fc.constantFrom(...ORDER_STATUSES.map(String)),
          paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
          paymentState: fc.constantFrom('paid', 'unpaid'),
          deliveryMethod: fc.constantFrom(...DELIVERY_METHODS),
          customerType: fc.constantFrom('1', '11', '12'),
          from: fc.constantFrom(...AROUND_MIDNIGHT.map(([, day]) => day)),
          to: fc.constantFrom(...AROUND_MIDNIGHT.map(([, day]) => day), '2026-12-31'),
        },
        { requiredKeys: [] },
      ),
    ],
    { numRuns: 25 },
  )('any combination of filters returns exactly the orders matching all of them, for a machine as for a person', async (query) => {
    // A range given backwards is refused (see "bad input"); here every range runs forwards.
    const forwards = query.from && query.to && query.from > query.to ? { ...query, from: query.to, to: query.from } : query;
    await expectListMatchesOracle(forwards, integration());
  });

  it('pages the whole list newest first in a stable order: no order twice, none left out, the same page the same each time', async () => {
    const rows = (await everyOrder()).sort(newestFirst);
    expect(rows.length).toBeGreaterThan(2 * ORDER_LIST_PAGE_SIZE);
    const { first, orders } = await wholeList({}, members.ola.headers);
    expect(orders.map((order) => order.uuid)).toEqual(rows.map((row) => row.uuid));
    expect(first.pageCount).toBe(Math.ceil(rows.length / ORDER_LIST_PAGE_SIZE));
    const again = await listAnswer({ page: '2' }, members.ola.headers);
    expect(again.body.orders).toEqual(orders.slice(ORDER_LIST_PAGE_SIZE, 2 * ORDER_LIST_PAGE_SIZE));
    // Past the last page: no orders, the same total and counts.
    const past = await listAnswer({ page: String(first.pageCount + 1) }, members.ola.headers);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ orders: [], total: first.total, counts: first.counts, pageCount: first.pageCount });
  });
});

describe('the search', () => {
  const SURNAMES = [
    'Nowak',
    'Kowalski',
    'Wiśniewska',
    'Dąbrowski',
    'Łukasik',
    'Łęcka',
    'Żak',
    'Żółkiewski',
    'Śliwa',
    'Ćwik',
    'Olszewska-Łoś',
    'Mazur',
  ];
  const COMPANIES = ['Czysta Firma sp. z o.o.', 'Śnieżka Chemia S.A.', 'Łódzka Hurtownia Papieru', 'Żuraw i Syn s.c.', 'PHU Ćma', 'Biuro Ósemka'];
  /** How people write a NIP: bare, in either grouping, with the EU prefix. */
  const NIP_WRITINGS: Record<string, (nip: string) => string> = {
    bare: (nip) => nip,
    dashes: (nip) => `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`,
    dashesOld: (nip) => `${nip.slice(0, 3)}-${nip.slice(3, 5)}-${nip.slice(5, 7)}-${nip.slice(7)}`,
    spaces: (nip) => `${nip.slice(0, 3)} ${nip.slice(3, 6)} ${nip.slice(6, 8)} ${nip.slice(8)}`,
    pl: (nip) => `PL${nip}`,
    plSpaced: (nip) => `pl ${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`,
  };
  /** How people write a phone number of nine digits: as the checkout takes it and as staff type it. */
  const PHONE_WRITINGS: Record<string, (phone: string) => string> = {
    bare: (phone) => phone,
    threes: (phone) => `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
    plus48: (phone) => `+48 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
    plus48Bare: (phone) => `+48${phone}`,
    dashes: (phone) => `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
    landline: (phone) => `(${phone.slice(0, 2)}) ${phone.slice(2, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`,
    zeros48: (phone) => `0048 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
    dots: (phone) => `${phone.slice(0, 3)}.${phone.slice(3, 6)}.${phone.slice(6)}`,
  };
  /** A letter case to type in: as stored, all lower, all upper, or mixed letter by letter. */
  const letterCase = fc.oneof(fc.constantFrom('same', 'lower', 'upper'), fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }));
  type LetterCase = 'same' | 'lower' | 'upper' | boolean[];
  const typedIn = (text: string, mode: LetterCase) =>
    mode === 'same'
      ? text
      : mode === 'lower'
        ? lower(text)
        : mode === 'upper'
          ? text.toLocaleUpperCase('pl')
          : [...text].map((letter, index) => (mode[index] ? letter.toLocaleUpperCase('pl') : lower(letter))).join('');

  const searchedOrder = fc.record({
    sequence: fc.integer({ min: 1, max: 999_999 }),
    status: fc.constantFrom(...ORDER_STATUSES),
    customerType: fc.constantFrom(1, 11, 12),
    firstName: fc.constantFrom('Anna', 'Jan', 'Łucja', 'Żaneta'),
    lastName: fc.constantFrom(...SURNAMES),
    companyName: fc.constantFrom(...COMPANIES),
    nip: fc.stringMatching(/^\d{10}$/),
    emailLocal: fc.stringMatching(/^[a-z][a-z0-9._-]{0,15}$/),
    emailDomain: fc.constantFrom('example.pl', 'firma.com.pl', 'poczta.test'),
    phone: fc.stringMatching(/^[1-9]\d{8}$/),
    storedPhone: fc.constantFrom(...Object.keys(PHONE_WRITINGS)),
    createdAt: fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2025-12-31T23:59:59Z'), noInvalidDate: true }),
    // How it is looked for.
    numberCase: letterCase,
    extraZeros: fc.integer({ min: 0, max: 5 }),
    emailCut: fc.nat(),
    emailCase: letterCase,
    typedNip: fc.constantFrom(...Object.keys(NIP_WRITINGS)),
    typedPhone: fc.constantFrom(...Object.keys(PHONE_WRITINGS)),
    surnameCut: fc.integer({ min: 2, max: 20 }),
    surnameCase: letterCase,
    withFirstName: fc.boolean(),
    companyCut: fc.integer({ min: 2, max: 30 }),
    companyCase: letterCase,
  });

  // endOnFailure: each shrinking try inserts another order, and a long shrink outlived the test's
  // minute, still writing while the next tests ran; the counterexample reads well unshrunk.
  test.prop([searchedOrder], { numRuns: 25, endOnFailure: true })(
    'finds an order by every way of writing what staff know of it, and never returns one that does not match',
    async (order) => {
      const organisation = order.customerType > 10;
      const email = `${order.emailLocal}@${order.emailDomain}`;
      const number = await freeNumber(order.sequence);
      const [uuid] = await insertDeskOrders([
        {
          number,
          status: order.status,
          customerType: order.customerType,
          firstName: order.firstName,
          lastName: order.lastName,
          companyName: organisation ? order.companyName : null,
          nip: organisation ? order.nip : null,
          email,
          phone: PHONE_WRITINGS[order.storedPhone]?.(order.phone) ?? order.phone,
          paymentMethod: 'transfer',
          paid: false,
          deliveryMethod: 'courier',
          createdAt: order.createdAt.toISOString(),
          opened: false,
          totalNet: 1000,
        },
      ]);
      const digits = String(order.sequence);
      const searches: [kind: string, typed: string][] = [
        ['number', typedIn(number, order.numberCase)],
        ['last digits', digits.padStart(Math.min(6, Math.max(2, digits.length + order.extraZeros)), '0')],
        // An e-mail's beginning is read as one from its @ on; before it, it is a name.
        ['e-mail', typedIn(email.slice(0, email.indexOf('@') + 1 + (order.emailCut % (email.length - email.indexOf('@')))), order.emailCase)],
        ['phone', PHONE_WRITINGS[order.typedPhone]?.(order.phone) ?? order.phone],
        ['surname', `${order.withFirstName ? `${order.firstName} ` : ''}${typedIn(order.lastName.slice(0, order.surnameCut), order.surnameCase)}`],
      ];
      if (organisation) {
        searches.push(['NIP', NIP_WRITINGS[order.typedNip]?.(order.nip) ?? order.nip]);
        searches.push(['company', typedIn(order.companyName.slice(0, order.companyCut), order.companyCase)]);
      }
      const rows = new Map((await everyOrder()).map((row) => [row.uuid, row]));
      for (const [kind, typed] of searches) {
        const { orders } = await wholeList({ q: typed }, integration());
        expect(
          orders.map((found) => found.uuid),
          `${kind} «${typed}» finds ${number}`,
        ).toContain(uuid);
        for (const found of orders) {
          const row = rows.get(found.uuid);
          expect(row && matchesSearch(typed, row), `${kind} «${typed}» returned ${found.number}, which does not match`).toBe(true);
        }
      }
    },
    60_000,
  );

  it('a name with four Polish letters typed in capitals is found under every filter at once, within D1’s 100 bound values', async () => {
    // Each Polish letter doubles the spellings asked for, in both columns: the most a query can bind.
    const [uuid] = await insertDeskOrders([
      {
        number: 'ZAM/2024/700010',
        status: 50,
        customerType: 11,
        firstName: 'Jan',
        lastName: 'Żółtowska-Źdźbło',
        companyName: 'Żółtowska-Źdźbło i Wspólnicy',
        nip: '5260250274',
        email: 'zoltowska@example.pl',
        phone: '600 100 200',
        paymentMethod: 'cod',
        paid: false,
        deliveryMethod: 'parcel_locker',
        createdAt: '2025-06-01T10:00:00.000Z',
        opened: false,
        totalNet: 1000,
      },
    ]);
    const answer = await listAnswer(
      {
        q: 'ŻÓŁTOWSKA-Ź',
        status: '50',
        paymentMethod: 'cod',
        paymentState: 'unpaid',
        deliveryMethod: 'parcel_locker',
        customerType: '11',
        from: '2025-06-01',
        to: '2025-06-01',
      },
      members.ola.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.orders.map((order) => order.uuid)).toEqual([uuid]);
  });

  it('a search narrows the other filters, and the counts follow it', async () => {
    const [paid, unpaid] = await insertDeskOrders(
      [true, false].map((isPaid, index) => ({
        number: `ZAM/2024/${String(700_000 + index).padStart(6, '0')}`,
        status: isPaid ? 40 : 37,
        customerType: 1,
        firstName: 'Jan',
        lastName: 'Szukany-Jedyny',
        companyName: null,
        nip: null,
        email: `szukany${index}@example.pl`,
        phone: '600 100 200',
        paymentMethod: 'transfer',
        paid: isPaid,
        deliveryMethod: 'courier',
        createdAt: '2025-06-01T10:00:00.000Z',
        opened: false,
        totalNet: 1000,
      })),
    );
    const found = await listAnswer({ q: 'szukany-jed', paymentState: 'paid' }, members.ola.headers);
    expect(found.body.orders.map((order) => order.uuid)).toEqual([paid]);
    expect(found.body.counts.filter((count) => count.count > 0)).toEqual([{ status: 40, label: ORDER_STATUS_LABELS[40], count: 1 }]);
    const both = await listAnswer({ q: 'SZUKANY-JED' }, members.ola.headers);
    expect(both.body.orders.map((order) => order.uuid).sort()).toEqual([paid, unpaid].sort());
    expect(both.body.total).toBe(2);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown status', 'status=4', { status: 'Nieznany status zamówienia.' }],
    ['a status by name', 'status=paid', { status: 'Nieznany status zamówienia.' }],
    ['an unknown payment method', 'paymentMethod=card', { paymentMethod: 'Nieznana metoda płatności.' }],
    ['an unknown payment state', 'paymentState=yes', { paymentState: 'Stan płatności to paid albo unpaid.' }],
    ['an unknown delivery method', 'deliveryMethod=drone', { deliveryMethod: 'Nieznana metoda dostawy.' }],
    ['an unknown customer type', 'customerType=2', { customerType: 'Nieznany typ klienta.' }],
    ['a day that is not a date', 'from=2026-13-01', { from: 'Od: podaj datę w formacie RRRR-MM-DD.' }],
    ['a day in the Polish order', 'to=27-11-2026', { to: 'Do: podaj datę w formacie RRRR-MM-DD.' }],
    ['a range given backwards', 'from=2026-11-28&to=2026-11-27', { to: 'Data „od” jest późniejsza niż „do”.' }],
    ['a search of one character', 'q=a', { q: 'Wpisz co najmniej 2 znaki.' }],
    ['a search of one character among spaces', 'q=%20%20a%20', { q: 'Wpisz co najmniej 2 znaki.' }],
    ['a search over 100 characters', `q=${'a'.repeat(101)}`, { q: 'Wpisz najwyżej 100 znaków.' }],
    ['page 0', 'page=0', { page: 'Numer strony to liczba od 1.' }],
    ['a negative page', 'page=-1', { page: 'Numer strony to liczba od 1.' }],
    ['a page that is not a whole number', 'page=1.5', { page: 'Numer strony to liczba od 1.' }],
    ['an unknown parameter', 'sort=oldest', { _: 'Nieznane pola: sort.' }],
  ])('the list refuses %s: a 400 naming the field in Polish, nothing written', async (_, search, fields) => {
    const before = await deskTablesSnapshot();
    for (const headers of [members.ola.headers, integration()]) {
      const answer = await listAnswer(search, headers);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({ code: 'invalid_input', message: 'Nieprawidłowe dane wejściowe.', fields });
    }
    expect(await deskTablesSnapshot()).toEqual(before);
  });

  it('the order page refuses a query or a malformed id without marking the order opened', async () => {
    const [uuid = ''] = await insertDeskOrders([
      {
        number: 'ZAM/2024/600000',
        status: 37,
        customerType: 1,
        firstName: 'Anna',
        lastName: 'Nowak',
        companyName: null,
        nip: null,
        email: 'niezla@example.pl',
        phone: '600 100 200',
        paymentMethod: 'transfer',
        paid: false,
        deliveryMethod: 'courier',
        createdAt: '2025-03-01T10:00:00.000Z',
        opened: false,
        totalNet: 1000,
      },
    ]);
    const before = await deskTablesSnapshot();
    const withQuery = await readDesk(uuid, members.ola.headers, '?fields=all');
    expect(withQuery.status).toBe(400);
    expect(withQuery.body.error.message).toBe('Nieprawidłowe dane wejściowe.');
    expect((await readDesk('not-a-uuid', members.ola.headers)).status).toBe(400);
    expect(await deskTablesSnapshot()).toEqual(before);
  });

  it('an editor may neither list nor read nor annotate orders, and leaves no trace trying', async () => {
    const [uuid = ''] = await insertDeskOrders([
      {
        number: 'ZAM/2024/600001',
        status: 37,
        customerType: 1,
        firstName: 'Anna',
        lastName: 'Nowak',
        companyName: null,
        nip: null,
        email: 'redakcja@example.pl',
        phone: '600 100 200',
        paymentMethod: 'transfer',
        paid: false,
        deliveryMethod: 'courier',
        createdAt: '2025-03-01T10:00:00.000Z',
        opened: false,
        totalNet: 1000,
      },
    ]);
    const before = await deskTablesSnapshot();
    expect((await listAnswer({}, members.editor.headers)).status).toBe(403);
    expect((await readDesk(uuid, members.editor.headers)).status).toBe(403);
    expect((await addNote(uuid, { body: 'Nie moja sprawa' }, members.editor.headers)).status).toBe(403);
    expect(await deskTablesSnapshot()).toEqual(before);
  });
});

describe('the order page', () => {
  /** A member's login for a test of its own (the name is what the history and notes show). */
  const loginOf = async (name: string) => sessionHeadersOf(await createMember('orders', { name }));

  it('shows the lines by package, the buyer, the history with its actors, shipments, invoices and the mails of this order alone', async () => {
    const fromStock = pick(inStock, 20);
    const fromSupplier = pick(inStock, 21);
    await setStock(fromStock.uuid, 50);
    await setStock(fromSupplier.uuid, 0, 7);
    const placed = await checkout(
      await filledCart([
        { uuid: fromStock.uuid, quantity: 2 },
        { uuid: fromSupplier.uuid, quantity: 3 },
      ]),
      { buyer: companyBuyer },
    );
    expect(placed.status).toBe(200);
    // Another order placed beside it, whose mails must stay on its own page.
    const otherProduct = pick(inStock, 22);
    await setStock(otherProduct.uuid, 50);
    const other = await checkout(await filledCart([{ uuid: otherProduct.uuid, quantity: 1 }]));
    expect(other.status).toBe(200);

    const ewa = await loginOf('Ewa Biuro');
    const paid = await postJson(`/${placed.body.uuid}/status-changes`, { status: 40, note: 'Przelew zaksięgowany' }, ewa);
    expect(paid.status).toBe(200);
    const shipped = await postJson<{ shippedAt: string }>(
      `/${placed.body.uuid}/shipments`,
      { carrier: 'inpost', trackingNumber: '680012345678901234567890' },
      await loginOf('Magazyn Wrocław'),
    );
    expect(shipped.status).toBe(200);

    const page = await readDesk(placed.body.uuid, ewa);
    expect(page.status).toBe(200);
    const order = page.body;
    expect(order).toMatchObject({
      uuid: placed.body.uuid,
      number: placed.body.number,
      status: 40,
      statusLabel: 'Wysłane',
      shippable: true,
      buyer: {
        customerType: 11,
        customerTypeLabel: 'Firma',
        companyName: companyBuyer.companyName,
        nip: '5260250274',
        email: companyBuyer.email,
        customerUuid: null,
      },
      delivery: { method: 'courier' },
      payment: { method: 'transfer', methodLabel: 'Przelew tradycyjny', notices: [] },
    });
    expect(order.payment.paidAt).not.toBeNull();
    expect([...order.allowedNextStatuses].sort()).toEqual([5, 50, 60, 70]);

    // Stock first, then what the supplier sends, each with its own lines.
    expect(order.packages.map((pack) => [pack.source, pack.sourceLabel, pack.supplierDeliveryDays])).toEqual([
      ['stock', 'Paczka z magazynu', null],
      ['supplier', 'Paczka od dostawcy', 7],
    ]);
    expect(order.packages.map((pack) => pack.lines.map((line) => [line.productNumber, line.productName, line.quantity]))).toEqual([
      [[fromStock.number, fromStock.name, 2]],
      [[fromSupplier.number, fromSupplier.name, 3]],
    ]);
    const linesGross = order.packages.flatMap((pack) => pack.lines).reduce((sum, line) => sum + line.lineGross, 0);
    expect(order.totals.gross).toBe(linesGross + order.delivery.gross);

    expect(order.history.map(({ changedAt: _, ...change }) => change)).toEqual([
      { fromStatus: null, toStatus: 37, toLabel: 'Oczekuje na płatność', actor: 'klient', note: null },
      { fromStatus: 37, toStatus: 40, toLabel: 'Opłacone, w realizacji', actor: 'Ewa Biuro', note: 'Przelew zaksięgowany' },
    ]);
    expect(order.shipments).toEqual([
      {
        uuid: expect.any(String),
        carrier: 'inpost',
        carrierName: 'InPost',
        trackingNumber: '680012345678901234567890',
        trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number=680012345678901234567890',
        shippedAt: shipped.body.shippedAt,
        actor: 'Magazyn Wrocław',
      },
    ]);
    expect(order.invoices).toEqual([expect.objectContaining({ kind: 'original', totalGross: order.totals.gross, correctionReason: null })]);
    expect(order.audit.map((entry) => [entry.operation, entry.actorName, entry.objectId]).sort()).toEqual([
      ['changeOrderStatus', 'Ewa Biuro', placed.body.uuid],
      ['recordOrderShipment', 'Magazyn Wrocław', placed.body.uuid],
    ]);

    // Its mails: the confirmation and the shop's notice of the checkout, the payment's, and the shipment's.
    // In the order they were written, also the two the order's own batch wrote at one time.
    expect(order.mails.map((mail) => mail.kind)).toEqual(['order_confirmation', 'order_notice', 'order_paid', 'order_shipped']);
    expect(order.mails.map((mail) => mail.createdAt)).toEqual(order.mails.map((mail) => mail.createdAt).sort());
    for (const mail of order.mails) expect(mail.subject).toContain(placed.body.number);
    const notice = order.mails.find((mail) => mail.kind === 'order_notice');
    expect(notice?.subject).toMatch(new RegExp(`^Nowe zamówienie ${placed.body.number}: `));
    expect(notice?.recipient).not.toBe(companyBuyer.email);
    expect(notice).toMatchObject({ status: 'pending', attempts: 0, sentAt: null, lastError: null });
    expect(order.mails.filter((mail) => mail.kind !== 'order_notice').every((mail) => mail.recipient === companyBuyer.email)).toBe(true);

    const otherPage = await readDesk(other.body.uuid, ewa);
    expect(otherPage.body.mails.map((mail) => mail.kind).sort()).toEqual(['order_confirmation', 'order_notice']);
    for (const mail of otherPage.body.mails) expect(mail.subject).toContain(other.body.number);
    expect(otherPage.body.packages.map((pack) => pack.source)).toEqual(['stock']);

    // The list shows the parcel too: a paid order with a shipment is "Wysłane".
    const listed = await listAnswer({ q: placed.body.number }, ewa);
    expect(listed.body.orders).toEqual([
      expect.objectContaining({ uuid: placed.body.uuid, statusLabel: 'Wysłane', buyer: companyBuyer.companyName }),
    ]);
  });

  it('the first read by a member of staff takes "new" off the order for good; a machine’s read and later reads do not change it', async () => {
    const product = pick(inStock, 23);
    await setStock(product.uuid, 50);
    const placed = await checkout(await filledCart([{ uuid: product.uuid, quantity: 1 }]));
    expect(placed.status).toBe(200);
    const { uuid, number } = placed.body;
    const isNew = async () => (await listAnswer({ q: number }, members.ola.headers)).body.orders.map((order) => order.isNew);
    const openedAt = async () =>
      (await env.DB.prepare('SELECT first_opened_at FROM orders WHERE uuid = ?1').bind(uuid).first<{ first_opened_at: string | null }>())
        ?.first_opened_at;
    expect(await isNew()).toEqual([true]);

    const byMachine = await readDesk(uuid, integration());
    expect(byMachine.status).toBe(200);
    expect(byMachine.body.firstOpenedAt).toBeNull();
    expect(await openedAt()).toBeNull();
    expect(await isNew()).toEqual([true]);

    const first = await readDesk(uuid, await loginOf('Pierwsza Osoba'));
    expect(first.status).toBe(200);
    const stored = await openedAt();
    expect(stored).not.toBeNull();
    // The page says what it just did: opened now, not "never opened".
    expect(first.body.firstOpenedAt).toBe(stored);
    expect(await isNew()).toEqual([false]);

    const later = await readDesk(uuid, await loginOf('Druga Osoba'));
    expect(later.body.firstOpenedAt).toBe(stored);
    expect((await readDesk(uuid, integration())).body.firstOpenedAt).toBe(stored);
    expect(await openedAt()).toBe(stored);
    expect(await isNew()).toEqual([false]);
  });

  it('two members opening a new order at the same time are both told the one moment it was first opened', async () => {
    const [uuid = ''] = await insertDeskOrders([
      {
        number: 'ZAM/2024/600002',
        status: 37,
        customerType: 1,
        firstName: 'Anna',
        lastName: 'Nowak',
        companyName: null,
        nip: null,
        email: 'naraz@example.pl',
        phone: '600 100 200',
        paymentMethod: 'transfer',
        paid: false,
        deliveryMethod: 'courier',
        createdAt: '2025-03-01T10:00:00.000Z',
        opened: false,
        totalNet: 1000,
      },
    ]);
    const people = await Promise.all(['Osoba A', 'Osoba B', 'Osoba C'].map(loginOf));
    const answers = await Promise.all(people.map((headers) => readDesk(uuid, headers)));
    const stored = await env.DB.prepare('SELECT first_opened_at FROM orders WHERE uuid = ?1').bind(uuid).first<string>('first_opened_at');
    expect(stored).not.toBeNull();
    expect(answers.map((answer) => answer.body.firstOpenedAt)).toEqual([stored, stored, stored]);
  });

  it('answers 404 in Polish for an order that does not exist, writing nothing', async () => {
    const before = await deskTablesSnapshot();
    for (const headers of [members.ola.headers, integration()]) {
      const answer = await readDesk(crypto.randomUUID(), headers);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'order_not_found', message: 'Nie ma zamówienia o tym identyfikatorze.' });
    }
    expect(await deskTablesSnapshot()).toEqual(before);
  });
});

describe('notes', () => {
  let uuid: string;

  beforeAll(async () => {
    [uuid = ''] = await insertDeskOrders([
      {
        number: 'ZAM/2024/500000',
        status: 40,
        customerType: 1,
        firstName: 'Anna',
        lastName: 'Notatkowa',
        companyName: null,
        nip: null,
        email: 'notatki@example.pl',
        phone: '600 100 200',
        paymentMethod: 'transfer',
        paid: true,
        deliveryMethod: 'courier',
        createdAt: '2025-05-05T10:00:00.000Z',
        opened: true,
        totalNet: 1000,
      },
    ]);
  });

  interface AuditRow {
    at: string;
    actor_kind: string;
    actor_id: string;
    actor_name: string;
    operation: string;
    object_kind: string;
    object_id: string;
    change: string;
  }

  const auditOfNotes = async () =>
    (
      await env.DB.prepare(
        "SELECT at, actor_kind, actor_id, actor_name, operation, object_kind, object_id, change FROM audit_log WHERE operation = 'addDeskOrderNote' ORDER BY id",
      ).all<AuditRow>()
    ).results;

  it('are signed with the member’s name (a machine’s with its own), trimmed, shown on the page in order and audited with the same moment', async () => {
    const ola = members.ola;
    const first = await addNote(uuid, { body: '  Klient prosi o fakturę na adres biura.\n' }, ola.headers);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(Number),
      author: 'Ola Zamówienia',
      body: 'Klient prosi o fakturę na adres biura.',
      createdAt: expect.any(String),
    });
    const second = await addNote(uuid, { body: 'Zaimportowano z systemu magazynowego.' }, integration());
    expect(second.status).toBe(200);
    expect(second.body.author).toBe('api');

    const page = await readDesk(uuid, ola.headers);
    expect(page.body.notes).toEqual([first.body, second.body]);

    // One audit row per note, at the very moment the note was written: the same batch.
    expect(await auditOfNotes()).toEqual([
      {
        at: first.body.createdAt,
        actor_kind: 'staff',
        actor_id: ola.member.uuid,
        actor_name: 'Ola Zamówienia',
        operation: 'addDeskOrderNote',
        object_kind: 'order',
        object_id: uuid,
        change: JSON.stringify({ note: 'Klient prosi o fakturę na adres biura.' }),
      },
      {
        at: second.body.createdAt,
        actor_kind: 'integration',
        actor_id: 'api',
        actor_name: 'api',
        operation: 'addDeskOrderNote',
        object_kind: 'order',
        object_id: uuid,
        change: JSON.stringify({ note: 'Zaimportowano z systemu magazynowego.' }),
      },
    ]);
    expect(page.body.audit.filter((entry) => entry.operation === 'addDeskOrderNote').map((entry) => entry.change)).toEqual(
      expect.arrayContaining([{ note: 'Klient prosi o fakturę na adres biura.' }, { note: 'Zaimportowano z systemu magazynowego.' }]),
    );
  });

  it('a note of exactly 2000 characters is taken whole', async () => {
    const longest = 'ż'.repeat(2000);
    const answer = await addNote(uuid, { body: longest }, members.ola.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.body).toBe(longest);
  });

  it.each([
    ['an empty note', { body: '' }, { body: 'Wpisz treść notatki.' }],
    ['a note of spaces only', { body: ' \n\t ' }, { body: 'Wpisz treść notatki.' }],
    ['no note at all', {}, { body: 'Wpisz treść notatki.' }],
    ['a note that is not text', { body: 42 }, { body: 'Wpisz treść notatki.' }],
    ['a note over 2000 characters', { body: 'ż'.repeat(2001) }, { body: 'Notatka może mieć najwyżej 2000 znaków.' }],
    ['a note with an unknown field', { body: 'Treść', pinned: true }, { _: 'Nieznane pola: pinned.' }],
  ])('refuses %s: a 400 in Polish, no note and no audit row', async (_, body, fields) => {
    const before = await deskTablesSnapshot();
    const answer = await addNote(uuid, body, members.ola.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'invalid_input', message: 'Nieprawidłowe dane wejściowe.', fields });
    expect(await deskTablesSnapshot()).toEqual(before);
  });

  it('refuses a note for an order that does not exist: a 404, nothing written', async () => {
    const before = await deskTablesSnapshot();
    const answer = await addNote(crypto.randomUUID(), { body: 'Do nikogo' }, members.ola.headers);
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('order_not_found');
    expect(await deskTablesSnapshot()).toEqual(before);
  });

  it('when the note cannot be written, its audit row is not written either', async () => {
    // A trigger of this test's own makes the note's insert fail inside the batch.
    await env.DB.prepare("CREATE TRIGGER test_refuse_notes BEFORE INSERT ON order_notes BEGIN SELECT RAISE(ABORT, 'refused by the test'); END").run();
    try {
      const before = await deskTablesSnapshot();
      const answer = await addNote(uuid, { body: 'Ta notatka nie powstanie.' }, members.ola.headers);
      expect(answer.status).toBe(500);
      expect(await deskTablesSnapshot()).toEqual(before);
    } finally {
      await env.DB.prepare('DROP TRIGGER test_refuse_notes').run();
    }
  });
});
