/**
 * Issue 15, order status (docs/decisions/019-order-status.md): staff move an order along the
 * table of allowed transitions through the admin call, each change recorded with its actor and
 * time in one batch with what it causes (stock back and a mail on cancellation); shipments are
 * recorded on paid or processing orders and mailed; a refused or lost change writes nothing.
 * The allowed pairs are written out here by hand, not read from ORDER_STATUS_TRANSITIONS, so a
 * change of the table fails this test until someone agrees with it.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#lib/api-types.ts';
import { staffHeaders } from '#worker-test/account-links.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { clearOutbox, readOutbox } from '#worker-test/mail.ts';
import { type BareOrder, checkout, filledCart, getOrder, insertOrder, setStock, stockOf } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';
import { statusChangeStatements } from '../orders/status-changes.ts';

const ADMIN = `${ORIGIN}/api/admin/v1/orders`;
const STATUSES = [5, 37, 40, 50, 60, 70] as const;
type Status = (typeof STATUSES)[number];

/** Where an order may be, and for a problem (70) where it came from: the table's rows. */
const STATES = ['37', '40', '50', '60', '5', '70<37', '70<40', '70<50'] as const;
type State = (typeof STATES)[number];

/** Allowed moves, written out by hand (decision 019); every other pair is a 409. */
const ALLOWED: Readonly<Record<State, readonly Status[]>> = {
  '37': [40, 5, 70],
  '40': [50, 60, 5, 70],
  '50': [60, 5, 70],
  '60': [],
  '5': [],
  '70<37': [37, 5],
  '70<40': [40, 5],
  '70<50': [50, 5],
};

const LABELS: Readonly<Record<Status, string>> = {
  5: 'Anulowane',
  37: 'Oczekuje na płatność',
  40: 'Opłacone, w realizacji',
  50: 'W realizacji',
  60: 'Dostarczone',
  70: 'Problem z zamówieniem',
};

interface StatusRecord {
  uuid: string;
  status: number;
  statusLabel: string;
  allowedNextStatuses: number[];
  changes: { fromStatus: number | null; toStatus: number; actor: string; note: string | null; changedAt: string }[];
  shipments: { carrier: string; carrierName: string; trackingNumber: string; shippedAt: string; actor: string }[];
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = staffHeaders()) {
  const response = await SELF.fetch(`${ADMIN}${path}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & { error: { code: string; message: string } } };
}

const changeStatus = (uuid: string, body: unknown, headers?: Record<string, string>) => post<StatusRecord>(`/${uuid}/status-changes`, body, headers);
const ship = (uuid: string, body: unknown, headers?: Record<string, string>) =>
  post<StatusRecord['shipments'][number]>(`/${uuid}/shipments`, body, headers);

async function historyCall(uuid: string, headers: Record<string, string> = staffHeaders()) {
  const response = await SELF.fetch(`${ADMIN}/${uuid}/status-changes`, { headers });
  return { status: response.status, body: (await response.json()) as StatusRecord };
}

/** Every row a staff call could write, to prove that a refused one wrote nothing. */
async function staffTablesSnapshot(): Promise<string> {
  const results = await env.DB.batch(
    ['orders', 'order_status_changes', 'order_shipments', 'mail_outbox', 'products', 'audit_log'].map((table) =>
      env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`),
    ),
  );
  return JSON.stringify(results.map((result) => result.results));
}

async function statusOf(uuid: string): Promise<number | undefined> {
  return (await env.DB.prepare('SELECT status FROM orders WHERE uuid = ?1').bind(uuid).first<{ status: number }>())?.status;
}

function bareOrderIn(state: State): Promise<BareOrder> {
  const [status, cameFrom] = state.split('<').map(Number) as [number, number | undefined];
  return insertOrder(env.DB, status, cameFrom ?? null);
}

/** A real order of `quantity` of a product with 50 in stock, through the cart and checkout. */
async function placedOrder(productIndex: number, quantity: number, paymentMethod: 'transfer' | 'cod' = 'transfer') {
  const product = pick(inStock, productIndex);
  await setStock(product.uuid, 50);
  const cart = await filledCart([{ uuid: product.uuid, quantity }]);
  const placed = await checkout(cart, { paymentMethod });
  expect(placed.status).toBe(200);
  return { ...placed.body, product };
}

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every row of one order a staff call could write (its row, history, shipments, mails). */
async function orderRowsSnapshot(order: BareOrder): Promise<string> {
  const results = await env.DB.batch([
    env.DB.prepare('SELECT * FROM orders WHERE id = ?1').bind(order.id),
    env.DB.prepare('SELECT * FROM order_status_changes WHERE order_id = ?1 ORDER BY id').bind(order.id),
    env.DB.prepare('SELECT * FROM order_shipments WHERE order_id = ?1 ORDER BY id').bind(order.id),
    env.DB.prepare("SELECT * FROM mail_outbox WHERE cause_kind = 'order' AND cause_id = ?1 ORDER BY rowid").bind(order.uuid),
  ]);
  return JSON.stringify(results.map((result) => result.results));
}

describe('the table of allowed transitions', () => {
  it('every pair: an allowed one changes and records, any other is a 409 naming both statuses that writes nothing', async () => {
    const pairs = STATES.flatMap((state) => STATUSES.map((to) => [state, to] as const));
    // One order per pair, all at once: each pair is checked against its own order's rows.
    const ewa = await staffSession('orders', 'Ewa Biuro');
    await Promise.all(
      pairs.map(async ([state, to]) => {
        const order = await bareOrderIn(state);
        const from = Number(state.split('<')[0]) as Status;
        const before = await orderRowsSnapshot(order);
        const answer = await changeStatus(order.uuid, { status: to, note: 'Sprawdzone' }, ewa);
        const pair = `${state} → ${to}`;
        if (ALLOWED[state].includes(to)) {
          expect(answer.status, pair).toBe(200);
          expect(answer.body, pair).toMatchObject({ uuid: order.uuid, status: to, statusLabel: LABELS[to] });
          expect(answer.body.changes.at(-1), pair).toMatchObject({ fromStatus: from, toStatus: to, actor: 'Ewa Biuro', note: 'Sprawdzone' });
          expect(await statusOf(order.uuid), pair).toBe(to);
        } else {
          expect(answer.status, pair).toBe(409);
          expect(answer.body.error.code, pair).toBe('status_change_refused');
          // The message names both statuses (or says the order is in that status already).
          expect(answer.body.error.message, pair).toContain(`„${LABELS[to]}” (${to})`);
          if (from !== to) expect(answer.body.error.message, pair).toContain(`„${LABELS[from]}” (${from})`);
          expect(await orderRowsSnapshot(order), pair).toBe(before);
        }
      }),
    );
  }, 60_000);

  it('answers the allowed next statuses with the history', async () => {
    for (const state of STATES) {
      const order = await bareOrderIn(state);
      const record = await historyCall(order.uuid);
      expect(record.status).toBe(200);
      expect([...record.body.allowedNextStatuses].sort()).toEqual([...ALLOWED[state]].sort());
    }
  });

  test.prop([fc.constantFrom<'transfer' | 'cod'>('transfer', 'cod'), fc.array(fc.constantFrom(...STATUSES), { minLength: 1, maxLength: 6 })], {
    numRuns: 8,
  })(
    'a real order walked at random agrees with the table at every step; the history holds exactly the accepted steps',
    async (payment, steps) => {
      const order = await placedOrder(3, 2, payment);
      let state: State = payment === 'cod' ? '50' : '37';
      const accepted: [number, number][] = [];
      for (const to of steps) {
        const answer = await changeStatus(order.uuid, { status: to });
        const from = Number(state.split('<')[0]);
        if (ALLOWED[state].includes(to)) {
          expect(answer.status, `${state} → ${to}`).toBe(200);
          accepted.push([from, to]);
          state = (to === 70 ? `70<${from}` : String(to)) as State;
        } else {
          expect(answer.status, `${state} → ${to}`).toBe(409);
        }
      }
      const { body } = await historyCall(order.uuid);
      expect(body.changes.map((change) => [change.fromStatus, change.toStatus])).toEqual([[null, payment === 'cod' ? 50 : 37], ...accepted]);
      expect(body.changes[0]?.actor).toBe('klient');
      // The 2 taken come back once, and only when the walk cancelled the order.
      expect(await stockOf(order.product.uuid)).toBe(state === '5' ? 50 : 48);
    },
    60_000,
  );
});

describe('cancellation', () => {
  it('returns the stock of the order exactly once, and mails the customer what happens to the money', async () => {
    const order = await placedOrder(5, 3);
    expect(await stockOf(order.product.uuid)).toBe(47);
    await clearOutbox(env.DB);
    expect((await changeStatus(order.uuid, { status: 40 })).status).toBe(200);
    expect((await readOutbox(env.DB)).map((mail) => mail.kind)).toEqual(['order_paid']);
    await clearOutbox(env.DB);
    const cancelled = await changeStatus(order.uuid, { status: 5, note: 'Klient zrezygnował telefonicznie' });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(order.product.uuid)).toBe(50);
    // Cancellation is final: asking again returns nothing more.
    expect((await changeStatus(order.uuid, { status: 5 })).status).toBe(409);
    expect(await stockOf(order.product.uuid)).toBe(50);

    const mails = await readOutbox(env.DB);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order_cancelled', recipient: 'anna.nowak@example.pl', subject: `Zamówienie ${order.number}: anulowane` });
    expect(mails[0]?.text_body).toContain('Zwrócimy wpłaconą kwotę');
    expect(mails[0]?.text_body).toContain(`${ORIGIN}/zamowienie/${order.uuid}/podsumowanie/${order.hash}`);
    // The staff's note is internal.
    expect(mails[0]?.text_body).not.toContain('telefonicznie');

    const view = await getOrder(order.uuid, order.hash);
    expect(view.body).toMatchObject({ status: 5, statusLabel: 'Anulowane' });
    expect(view.body.statusHistory.map((entry) => entry.status)).toEqual([37, 40, 5]);
  });

  it('tells an unpaid customer not to pay, and returns nothing of a supplier package', async () => {
    const product = pick(inStock, 6);
    await setStock(product.uuid, 0, 5);
    const cart = await filledCart([{ uuid: product.uuid, quantity: 2 }]);
    const placed = (await checkout(cart)).body;
    await clearOutbox(env.DB);
    expect((await changeStatus(placed.uuid, { status: 5 })).status).toBe(200);
    expect(await stockOf(product.uuid)).toBe(0);
    const [mail] = await readOutbox(env.DB);
    expect(mail?.text_body).toContain('Nie wpłacaj już pieniędzy');
  });

  it('rolls everything back when the mail cannot be written: no status, no history, no stock', async () => {
    const order = await placedOrder(7, 4);
    await env.DB.prepare("UPDATE orders SET email = 'nie-adres' WHERE uuid = ?1").bind(order.uuid).run();
    const before = await staffTablesSnapshot();
    const answer = await changeStatus(order.uuid, { status: 5 });
    expect(answer.status).toBe(500);
    expect(await staffTablesSnapshot()).toBe(before);
  });
});

describe('two staff at once', () => {
  it('the change that comes second finds the order moved: a 409 naming it, and nothing of its batch written', async () => {
    const order = await placedOrder(8, 2);
    await changeStatus(order.uuid, { status: 40 });
    await clearOutbox(env.DB);
    // Another person delivers the order between this request's read and its batch.
    const other = await staffSession('orders', 'Druga Osoba');
    const batch = env.DB.batch.bind(env.DB);
    vi.spyOn(env.DB, 'batch').mockImplementationOnce(async (statements) => {
      expect((await changeStatus(order.uuid, { status: 60 }, other)).status).toBe(200);
      return batch(statements);
    });
    const late = await changeStatus(order.uuid, { status: 5 });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(
      'Nie można zmienić statusu zamówienia z „Dostarczone” (60) na „Anulowane” (5): takiego przejścia nie ma w tabeli dozwolonych zmian.',
    );
    expect(await statusOf(order.uuid)).toBe(60);
    expect(await stockOf(order.product.uuid)).toBe(48);
    // Only the winner's mail: the delivery.
    expect((await readOutbox(env.DB)).map((mail) => mail.kind)).toEqual(['order_delivered']);
    const { body } = await historyCall(order.uuid);
    expect(body.changes.map((change) => change.actor)).toEqual(['klient', 'api', 'Druga Osoba']);
  });

  it('of several cancellations sent together exactly one wins: stock back once, one mail', async () => {
    const order = await placedOrder(9, 5);
    await clearOutbox(env.DB);
    const people = await Promise.all(['A', 'B', 'C', 'D'].map((who) => staffSession('orders', `Osoba ${who}`)));
    const answers = await Promise.all(people.map((headers) => changeStatus(order.uuid, { status: 5 }, headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(order.product.uuid)).toBe(50);
    expect(await readOutbox(env.DB)).toHaveLength(1);
    const { body } = await historyCall(order.uuid);
    expect(body.changes.filter((change) => change.toStatus === 5)).toHaveLength(1);
  });

  it('the guard itself: a batch built on a status the order left writes nothing', async () => {
    const order = await insertOrder(env.DB, 40);
    await env.DB.prepare('UPDATE orders SET status = 50 WHERE id = ?1').bind(order.id).run();
    const before = await staffTablesSnapshot();
    const stale = statusChangeStatements(env.DB, { orderId: order.id, from: 40, to: 5, actor: 'test', note: null, at: new Date().toISOString() });
    await expect(env.DB.batch(stale)).rejects.toThrow(/NOT NULL/);
    expect(await staffTablesSnapshot()).toBe(before);
  });
});

describe('shipments', () => {
  it('records a parcel of a paid order, mails "Zamówienie wysłane" with its number, and shows "Wysłane" on the order page', async () => {
    const order = await placedOrder(10, 1);
    expect((await changeStatus(order.uuid, { status: 40 })).status).toBe(200);
    await clearOutbox(env.DB);
    const shipped = await ship(
      order.uuid,
      { carrier: 'inpost', trackingNumber: '680012345678901234567890' },
      await staffSession('orders', 'Magazyn Wrocław'),
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      carrier: 'inpost',
      carrierName: 'InPost',
      trackingNumber: '680012345678901234567890',
      actor: 'Magazyn Wrocław',
    });

    const [mail, ...more] = await readOutbox(env.DB);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'order_shipped', recipient: 'anna.nowak@example.pl', subject: `Zamówienie ${order.number}: wysłane` });
    expect(mail?.text_body).toContain('680012345678901234567890');
    expect(mail?.text_body).toContain(`${ORIGIN}/zamowienie/${order.uuid}/podsumowanie/${order.hash}`);

    const view = (await getOrder(order.uuid, order.hash)).body as Order;
    expect(view).toMatchObject({ status: 40, statusLabel: 'Wysłane' });
    expect(view.shipments).toEqual([
      {
        carrier: 'inpost',
        carrierName: 'InPost',
        trackingNumber: '680012345678901234567890',
        trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number=680012345678901234567890',
        shippedAt: shipped.body.shippedAt,
      },
    ]);
    expect((await historyCall(order.uuid)).body.shipments).toHaveLength(1);
  });

  it('refuses an order neither paid nor processing, and the same parcel twice, writing nothing', async () => {
    for (const status of [37, 5, 60, 70]) {
      const order = await insertOrder(env.DB, status);
      const before = await staffTablesSnapshot();
      const answer = await ship(order.uuid, { carrier: 'dpd', trackingNumber: '0000123456789' });
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('order_not_shippable');
      expect(answer.body.error.message).toContain(`(${status})`);
      expect(await staffTablesSnapshot()).toBe(before);
    }
    const order = await insertOrder(env.DB, 50);
    expect((await ship(order.uuid, { carrier: 'dpd', trackingNumber: '0000123456789' })).status).toBe(200);
    const before = await staffTablesSnapshot();
    const again = await ship(order.uuid, { carrier: 'dpd', trackingNumber: '0000123456789' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('shipment_exists');
    expect(await staffTablesSnapshot()).toBe(before);
    // A second parcel (the supplier's package) is its own shipment.
    expect((await ship(order.uuid, { carrier: 'gls', trackingNumber: 'GLS-998877' })).status).toBe(200);
  });

  it('mails nothing for a problem or processing, and the delivery once', async () => {
    const order = await placedOrder(11, 1, 'cod');
    await clearOutbox(env.DB);
    for (const status of [70, 50, 60]) expect((await changeStatus(order.uuid, { status })).status).toBe(200);
    // The delivery only (issue 31); the problem and the processing are the staff's own business.
    expect((await readOutbox(env.DB)).map((mail) => mail.kind)).toEqual(['order_delivered']);
  });
});

describe('who may call', () => {
  it.each([
    ['no token', {}, 401],
    ['a wrong token', staffHeaders('x'.repeat(40)), 401],
    ['a customer access token', { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' }, 401],
    ['an unknown staff login', { 'X-Staff-Session': 'n0Rk3pJd8s1Lq5vYxZa7Tb' }, 401],
  ])('refuses %s, writing nothing', async (_, headers, status) => {
    const order = await insertOrder(env.DB, 40);
    const before = await staffTablesSnapshot();
    expect((await changeStatus(order.uuid, { status: 5 }, headers)).status).toBe(status);
    expect((await ship(order.uuid, { carrier: 'dhl', trackingNumber: '1234567890' }, headers)).status).toBe(status);
    expect((await historyCall(order.uuid, headers)).status).toBe(status);
    expect(await staffTablesSnapshot()).toBe(before);
  });

  it('logs one JSON line per change with its actor and outcome', async () => {
    const log = vi.spyOn(console, 'log');
    const order = await insertOrder(env.DB, 37);
    const ola = await staffSession('orders', 'Ola Księgowość');
    const olaUuid = (await env.DB.prepare("SELECT uuid FROM staff_members WHERE name = 'Ola Księgowość'").first<{ uuid: string }>())?.uuid;
    await changeStatus(order.uuid, { status: 40 }, ola);
    await changeStatus(order.uuid, { status: 37 }, ola);
    const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"event":"order-status-change"'));
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ order: order.uuid, from: 37, to: 40, actor: `staff:${olaUuid}`, outcome: 'done' }),
      expect.objectContaining({ order: order.uuid, to: 37, actor: `staff:${olaUuid}`, outcome: 'status_change_refused' }),
    ]);
  });
});

describe('bad input', () => {
  let bareOrder: Promise<BareOrder>;
  beforeAll(() => {
    bareOrder = insertOrder(env.DB, 40);
  });

  test.prop(
    [
      fc.oneof(
        fc.record({ status: fc.integer().filter((status) => !(STATUSES as readonly number[]).includes(status)) }),
        fc.record({
          status: fc.constantFrom(...STATUSES),
          note: fc.oneof(fc.constant(''), fc.string({ minLength: 501, maxLength: 600 }), fc.integer()),
        }),
        fc.record({ status: fc.constantFrom(...STATUSES), extra: fc.string() }),
        fc.anything(),
      ),
    ],
    { numRuns: 20 },
  )(
    'a body outside the contract is a 400 in Polish, writing nothing',
    async (body) => {
      const order = await bareOrder;
      const before = await staffTablesSnapshot();
      const answer = await changeStatus(order.uuid, JSON.stringify(body) ?? 'null');
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(/^Nieprawidłowe/);
      expect(await staffTablesSnapshot()).toBe(before);
    },
    30_000,
  );

  it('answers 404 for an order that does not exist, and 400 for a carrier or tracking number outside the contract', async () => {
    const missing = crypto.randomUUID();
    expect((await changeStatus(missing, { status: 5 })).body.error).toEqual({
      code: 'order_not_found',
      message: 'Nie ma zamówienia o tym identyfikatorze.',
    });
    expect((await ship(missing, { carrier: 'dpd', trackingNumber: '12345678' })).status).toBe(404);
    expect((await historyCall(missing)).status).toBe(404);
    const order = await insertOrder(env.DB, 50);
    for (const body of [
      { carrier: 'poczta', trackingNumber: '12345678' },
      { carrier: 'dpd', trackingNumber: '12 34' },
      { carrier: 'dpd', trackingNumber: '<b>' },
    ]) {
      expect((await ship(order.uuid, body)).status).toBe(400);
    }
  });
});
