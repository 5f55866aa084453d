/**
 * Issue 31, the panel's dashboard (`GET /api/admin/v1/dashboard`): today's orders and revenue
 * (cancelled ones aside, "today" a Polish day), the orders waiting for payment, for shipping and
 * with a problem, and the products running out; a role without orders sees the products only.
 * The clock (Date alone) is pinned inside 25 October 2026, when Warsaw's clocks go back: a Polish
 * day of 25 hours, which no UTC day and no fixed offset matches at both ends.
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PanelDashboard } from '#lib/panel/panel-types.ts';
import type { StaffRole } from '#lib/staff-roles.ts';
import { staffHeaders } from '#worker-test/account-links.ts';
import { insertOrder } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';
import { createMember, sessionHeadersOf, type TestMember } from '#worker-test/staff.ts';

const DASHBOARD = `${ORIGIN}/api/admin/v1/dashboard`;

/** 25 October 2026 in Warsaw: from 00:00 CEST (22:00 UTC the day before) to 24:00 CET (23:00 UTC). */
const DAY_STARTS = '2026-10-24T22:00:00.000Z';
const DAY_ENDS = '2026-10-25T22:59:59.999Z';
const NEXT_DAY_STARTS = '2026-10-25T23:00:00.000Z';

async function dashboardAs(headers: Record<string, string>) {
  const response = await SELF.fetch(DASHBOARD, { headers });
  return { status: response.status, body: (await response.json()) as PanelDashboard };
}

/** Moves the clock the worker reads (and the staff logins are timed by) to `instant`. */
function clockAt(instant: string): void {
  vi.setSystemTime(new Date(instant));
}

/** A login of `member` started now, by the pinned clock (a login ends 30 minutes idle, 12 hours in all). */
const loginNow = (member: TestMember) => sessionHeadersOf(member);

/** An order in `status` created at `createdAt`, worth `net` grosze plus 23% VAT; with `shipped`, a parcel recorded. */
async function orderOf(status: number, createdAt: string, net: number, { shipped = false } = {}): Promise<void> {
  const order = await insertOrder(env.DB, status);
  const vat = (net * 23) / 100;
  await env.DB.prepare('UPDATE orders SET created_at = ?2, total_net = ?3, total_vat = ?4, total_gross = ?5 WHERE id = ?1')
    .bind(order.id, createdAt, net, vat, net + vat)
    .run();
  if (shipped) {
    await env.DB.prepare(
      `INSERT INTO order_shipments (uuid, order_id, carrier, tracking_number, actor, shipped_at) VALUES (?1, ?2, 'dpd', ?3, 'test', ?4)`,
    )
      .bind(crypto.randomUUID(), order.id, `DPD-${order.id}`, createdAt)
      .run();
  }
}

const members = {} as Record<StaffRole, TestMember>;

beforeAll(async () => {
  for (const role of ['owner', 'orders', 'editor'] as const) members[role] = await createMember(role);
  // The day's orders: its first and last millisecond, a cancelled one, one of each other status.
  await orderOf(37, DAY_STARTS, 10_000);
  await orderOf(40, '2026-10-25T10:00:00.000Z', 20_000);
  await orderOf(50, DAY_ENDS, 30_000, { shipped: true });
  await orderOf(70, '2026-10-25T12:00:00.000Z', 40_000);
  await orderOf(60, '2026-10-25T01:30:00.000Z', 5_000, { shipped: true });
  await orderOf(5, '2026-10-25T09:00:00.000Z', 50_000);
  // Either side of it: the last millisecond of 24 October (CEST) and the first of 26 October (CET).
  await orderOf(37, '2026-10-24T21:59:59.999Z', 70_000);
  await orderOf(40, NEXT_DAY_STARTS, 80_000, { shipped: true });
  // Older orders still waiting.
  await orderOf(50, '2026-10-01T10:00:00.000Z', 90_000);
  await orderOf(37, '2026-09-15T10:00:00.000Z', 1_000);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clockAt('2026-10-25T12:00:00.000Z');
  // The admin calls log a JSON line each; the run's output stays readable without them.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('today and the waiting orders', () => {
  /** What every moment of 25 October sees: five orders (the cancelled one aside) and their sums. */
  const OCTOBER_25 = { date: '2026-10-25', orders: 5, net: 105_000, gross: 129_150 };
  /** Not of one day: 37s, 40s and 50s without a parcel, 70s. */
  const WAITING = { payment: 3, toShip: 2, problem: 1 };

  it.each([
    ['its first millisecond (00:00 summer time)', DAY_STARTS],
    ['the first 02:30 (summer time)', '2026-10-25T00:30:00.000Z'],
    ['the second 02:30 (winter time)', '2026-10-25T01:30:00.000Z'],
    ['noon', '2026-10-25T11:00:00.000Z'],
    ['its last millisecond (23:59:59.999 winter time)', DAY_ENDS],
  ])('at %s of a 25-hour Polish day counts that whole day, cancelled orders aside', async (_, now) => {
    clockAt(now);
    const answer = await dashboardAs(await loginNow(members.orders));
    expect(answer.status).toBe(200);
    expect(answer.body.today).toEqual(OCTOBER_25);
    expect(answer.body.waiting).toEqual(WAITING);
  });

  it('a millisecond later it is the next day, with only that day’s order', async () => {
    clockAt(NEXT_DAY_STARTS);
    const answer = await dashboardAs(await loginNow(members.orders));
    expect(answer.body.today).toEqual({ date: '2026-10-26', orders: 1, net: 80_000, gross: 98_400 });
    expect(answer.body.waiting).toEqual(WAITING);
  });

  it('a day without orders shows zeros, not nothing', async () => {
    clockAt('2026-11-03T12:00:00.000Z');
    expect((await dashboardAs(await loginNow(members.orders))).body.today).toEqual({ date: '2026-11-03', orders: 0, net: 0, gross: 0 });
  });

  it('a parcel takes an order off "to ship"; a cancellation takes it out of the revenue and the waiting', async () => {
    const before = (await dashboardAs(await loginNow(members.owner))).body;
    const order = await insertOrder(env.DB, 40);
    await env.DB.prepare('UPDATE orders SET created_at = ?2 WHERE id = ?1').bind(order.id, '2026-10-25T11:00:00.000Z').run();
    const added = (await dashboardAs(await loginNow(members.owner))).body;
    expect(added.waiting).toEqual({ ...WAITING, toShip: WAITING.toShip + 1 });
    expect(added.today).toEqual({ ...OCTOBER_25, orders: 6, net: 115_000, gross: 141_450 });

    await env.DB.prepare(
      `INSERT INTO order_shipments (uuid, order_id, carrier, tracking_number, actor, shipped_at) VALUES (?1, ?2, 'gls', 'GLS-1', 'test', ?3)`,
    )
      .bind(crypto.randomUUID(), order.id, '2026-10-25T11:30:00.000Z')
      .run();
    expect((await dashboardAs(await loginNow(members.owner))).body.waiting).toEqual(WAITING);

    await env.DB.prepare('UPDATE orders SET status = 5 WHERE id = ?1').bind(order.id).run();
    expect((await dashboardAs(await loginNow(members.owner))).body).toEqual(before);
  });
});

describe('who sees what', () => {
  it('the owner, the orders role and an integration see the orders; an editor sees the products running out only', async () => {
    const full = await dashboardAs(await loginNow(members.orders));
    expect(full.body.today).not.toBeNull();
    expect((await dashboardAs(await loginNow(members.owner))).body).toEqual(full.body);
    expect((await dashboardAs(staffHeaders())).body).toEqual(full.body);

    const editor = await dashboardAs(await loginNow(members.editor));
    expect(editor.status).toBe(200);
    expect(editor.body).toEqual({ today: null, waiting: null, lowStock: full.body.lowStock });
  });

  it('refuses a caller without a login, and a query it does not take', async () => {
    expect((await dashboardAs({})).status).toBe(401);
    const response = await SELF.fetch(`${DASHBOARD}?date=2026-10-24`, { headers: await loginNow(members.orders) });
    expect(response.status).toBe(400);
    await response.body?.cancel();
  });
});

describe('products running out', () => {
  const active = testCatalogue.products.filter((product) => product.isActive === 1);
  const inactive = testCatalogue.products.filter((product) => product.isActive === 0);

  async function stockAt(entries: readonly (readonly [uuid: string, stock: number])[]): Promise<void> {
    // Every other product well stocked, so only these can be low.
    await env.DB.batch([
      env.DB.prepare('UPDATE products SET stock = 100'),
      ...entries.map(([uuid, stock]) => env.DB.prepare('UPDATE products SET stock = ?2 WHERE uuid = ?1').bind(uuid, stock)),
    ]);
  }

  it('lists the active products with 5 or fewer left, fewest first; not 6, not a withdrawn product', async () => {
    const [none, three, five, six] = active;
    const [withdrawn] = inactive;
    if (!none || !three || !five || !six || !withdrawn) throw new Error('the catalogue needs four active products and a withdrawn one');
    await stockAt([
      [five.uuid, 5],
      [six.uuid, 6],
      [none.uuid, 0],
      [three.uuid, 3],
      [withdrawn.uuid, 1],
    ]);
    const answer = await dashboardAs(await loginNow(members.editor));
    const expected = [
      [none, 0],
      [three, 3],
      [five, 5],
    ] as const;
    expect(answer.body.lowStock).toEqual(
      expected.map(([product, stock]) => ({ slug: product.slug, number: product.number, name: product.name, stock })),
    );
  });

  it('lists at most 20, the fewest left first and then by name', async () => {
    const low = active.slice(0, 30).map((product, index) => [product, index % 4] as const);
    await stockAt(low.map(([product, stock]) => [product.uuid, stock]));
    const expected = [...low]
      .sort(([a, stockA], [b, stockB]) => stockA - stockB || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, 20)
      .map(([product, stock]) => ({ slug: product.slug, number: product.number, name: product.name, stock }));
    expect((await dashboardAs(await loginNow(members.orders))).body.lowStock).toEqual(expected);
  });
});
