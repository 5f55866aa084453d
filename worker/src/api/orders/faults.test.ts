/**
 * Issue 37: order placement and the Przelewy24 payment under faults (worker/test/faults.ts). For
 * every D1 operation of the path failing, before or after it commits, once or with the Worker
 * dying there: no order without its lines, history and mails, no stock taken without an order;
 * the checkout's retry with the same Idempotency-Key places the order; nothing happens twice.
 * P24 through its stand-in: a registration that times out leaves the order payable from its own
 * page, a notification may come twice, at once, or before the shop stored the payment page.
 */

import { env } from 'cloudflare:test';
import { fc } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, PlacedOrder } from '#lib/api-types.ts';
import { createPrzelewy24StandIn, type Przelewy24StandIn } from '#scripts/lib/przelewy24-stand-in.ts';
import { type cartOf, inStock, pick } from '#worker-test/cart.ts';
import { d1FaultArbitrary, faultyD1, faultyFetch, lostAnswerFaults } from '#worker-test/faults.ts';
import { checkoutOf, expectedTotalOf, filledCart, setStock, stockOf } from '#worker-test/orders.ts';
import { P24, p24Env } from '#worker-test/przelewy24.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { api } from '../app.ts';

const ORDERS = `${ORIGIN}/api/public/v1/orders`;
const STOCK = 10;

type Cart = ReturnType<typeof cartOf>;
type ShopEnv = typeof p24Env;

beforeEach(() => {
  // The injected faults end in the API's 500 and its error log; the request log is noise here.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The checkout's body for the cart as it is now: the form and the total it shows. */
async function checkoutBody(cart: Cart, paymentMethod: 'transfer' | 'p24' = 'transfer'): Promise<string> {
  const body = checkoutOf({ paymentMethod });
  const expectedTotalGross = await expectedTotalOf((await cart.get()).body, body.delivery.method);
  return JSON.stringify({ ...body, expectedTotalGross });
}

/** The checkout's `POST /orders` with `body` (a retry sends the same), in the given env (a faulty D1 in it, or P24 on). */
async function placeOrder(cart: Cart, key: string, body: string, shopEnv: ShopEnv | typeof env) {
  const response = await api.request(
    ORDERS,
    { method: 'POST', headers: { 'Content-Type': 'application/json', 'Cart-Session-Id': cart.sessionId, 'Idempotency-Key': key }, body },
    shopEnv,
  );
  return { status: response.status, body: (await response.json()) as PlacedOrder };
}

interface StoredOrder {
  uuid: string;
  status: number;
  lines: number;
  packages: number;
  history: number;
  mails: number;
  paidMails: number;
  paymentUrl: string | null;
}

/** Every order the key made, with what belongs to it counted. */
async function ordersOfKey(key: string): Promise<StoredOrder[]> {
  const { results } = await env.DB.prepare(
    `SELECT o.uuid, o.status, o.payment_url AS paymentUrl,
       (SELECT count(*) FROM order_lines WHERE order_id = o.id) AS lines,
       (SELECT count(*) FROM order_packages WHERE order_id = o.id) AS packages,
       (SELECT count(*) FROM order_status_changes WHERE order_id = o.id) AS history,
       (SELECT count(*) FROM mail_outbox WHERE cause_kind = 'order' AND cause_id = o.uuid AND kind IN ('order_confirmation', 'order_notice')) AS mails,
       (SELECT count(*) FROM mail_outbox WHERE cause_kind = 'order' AND cause_id = o.uuid AND kind = 'order_paid') AS paidMails
     FROM orders o WHERE o.idempotency_key = ?1`,
  )
    .bind(key)
    .all<StoredOrder>();
  return results;
}

/** The invariant of a placement: nothing, or one whole order whose stock is taken once and whose cart lines are gone. */
async function expectWholeOrNothing(key: string, cart: Cart, productUuid: string, quantity: number): Promise<StoredOrder | null> {
  const orders = await ordersOfKey(key);
  const cartLines = (await cart.summary()).body.cartSummary.cnt;
  if (orders.length === 0) {
    expect(await stockOf(productUuid)).toBe(STOCK);
    expect(cartLines).toBe(1);
    return null;
  }
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ lines: 1, packages: 1, history: 1, mails: 2 });
  expect(await stockOf(productUuid)).toBe(STOCK - quantity);
  expect(cartLines).toBe(0);
  return orders[0] ?? null;
}

describe('placing an order under D1 faults', () => {
  it('leaves no part of an order at any failing statement, and the retry with the key places it once', async () => {
    const product = pick(inStock, 40);
    // The dry run: how many D1 operations the placement runs.
    await setStock(product.uuid, STOCK);
    const counting = faultyD1(env.DB);
    const dry = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
    expect((await placeOrder(dry, crypto.randomUUID(), await checkoutBody(dry), { ...env, DB: counting.db })).status).toBe(200);
    const operations = counting.operations.length;
    expect(operations).toBeGreaterThan(3);

    await fc.assert(
      fc.asyncProperty(d1FaultArbitrary(operations), fc.integer({ min: 1, max: 3 }), async (fault, quantity) => {
        await setStock(product.uuid, STOCK);
        const cart = await filledCart([{ uuid: product.uuid, quantity }]);
        const key = crypto.randomUUID();
        const body = await checkoutBody(cart);
        const faults = faultyD1(env.DB, fault);
        const first = await placeOrder(cart, key, body, { ...env, DB: faults.db });
        expect(faults.fired || first.status === 200).toBe(true);
        const stored = await expectWholeOrNothing(key, cart, product.uuid, quantity);
        if (first.status === 200) expect(stored?.uuid).toBe(first.body.uuid);

        const retry = await placeOrder(cart, key, body, env);
        expect(retry.status).toBe(200);
        const placed = await expectWholeOrNothing(key, cart, product.uuid, quantity);
        expect(placed?.uuid).toBe(retry.body.uuid);
        if (first.status === 200) expect(retry.body).toEqual(first.body);
      }),
      { numRuns: Math.min(4 * operations, 40), endOnFailure: true, examples: lostAnswerFaults(counting.operations).map((fault) => [fault, 2]) },
    );
  });
});

describe('Przelewy24 under faults', () => {
  let standIn: Przelewy24StandIn;
  /** The env P24's notifications reach the shop with: a faulty D1 while a test makes one. */
  let shopEnv: ShopEnv;

  beforeEach(() => {
    shopEnv = p24Env;
    standIn = createPrzelewy24StandIn({ ...P24, fetch: async (request) => api.request(request, undefined, shopEnv) });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => standIn.handle(new Request(input, init)));
  });

  const readOrder = async (placed: PlacedOrder) => (await (await api.request(`${ORDERS}/${placed.uuid}/${placed.hash}`, {}, p24Env)).json()) as Order;
  const tokenOf = (url: string | null | undefined) => url?.split('/').at(-1) ?? '';

  async function cartFor(index: number): Promise<Cart> {
    const product = pick(inStock, index);
    await setStock(product.uuid, STOCK);
    return filledCart([{ uuid: product.uuid, quantity: 1 }]);
  }

  /** The order's payment as P24 changed it: status, P24's order id, its paid mails and its history's P24 rows. */
  async function paymentOf(uuid: string) {
    return env.DB.prepare(
      `SELECT o.status, o.p24_order_id IS NOT NULL AS hasP24Order,
         (SELECT count(*) FROM mail_outbox WHERE cause_kind = 'order' AND cause_id = o.uuid AND kind = 'order_paid') AS paidMails,
         (SELECT count(*) FROM order_status_changes WHERE order_id = o.id AND actor = 'przelewy24') AS paidChanges,
         (SELECT count(*) FROM payment_notices WHERE order_id = o.id AND outcome = 'paid') AS paidNotices
       FROM orders o WHERE o.uuid = ?1`,
    )
      .bind(uuid)
      .first();
  }
  const PAID_ONCE = { status: 40, hasP24Order: 1, paidMails: 1, paidChanges: 1, paidNotices: 1 };

  it('a registration that times out: the order is placed waiting for payment, its page registers the payment again once P24 answers', async () => {
    const down = faultyFetch({ env: p24Env, provider: 'przelewy24', fault: 'timeout', pass: (request) => standIn.handle(request) });
    vi.mocked(globalThis.fetch).mockImplementation(down.fetch);
    const cart = await cartFor(41);
    const key = crypto.randomUUID();
    const body = await checkoutBody(cart, 'p24');
    const placed = await placeOrder(cart, key, body, p24Env);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 37 });
    expect(placed.body.paymentRedirectUrl).toBeUndefined();
    expect(await ordersOfKey(key)).toMatchObject([{ status: 37, lines: 1, mails: 2, paymentUrl: null }]);
    // Still down: the order's page shows no link yet, and asks again on the next look.
    expect((await readOrder(placed.body)).paymentLink).toBeNull();
    expect(down.hit.length).toBe(2);

    down.heal();
    const order = await readOrder(placed.body);
    expect(order.paymentLink).toMatch(/^https:\/\/p24\.test\/trnRequest\//);
    // The checkout's retry with the key, and the next looks, answer the same page: one transaction registered.
    const retry = await placeOrder(cart, key, body, p24Env);
    expect(retry.body.paymentRedirectUrl).toBe(order.paymentLink);
    expect((await readOrder(placed.body)).paymentLink).toBe(order.paymentLink);
    expect(standIn.transactions).toHaveLength(1);

    expect((await standIn.pay(tokenOf(order.paymentLink))).status).toBe(200);
    expect(await paymentOf(placed.body.uuid)).toEqual(PAID_ONCE);
  });

  it('a registration whose page the shop could not store (D1 down after P24 answered): the retry with the key registers it again', async () => {
    const cart = await cartFor(42);
    const key = crypto.randomUUID();
    const body = await checkoutBody(cart, 'p24');
    const faults = faultyD1(env.DB, { at: /SET p24_session_id/ });
    const first = await placeOrder(cart, key, body, { ...p24Env, DB: faults.db });
    expect(first.status).toBe(500);
    expect(await ordersOfKey(key)).toMatchObject([{ status: 37, lines: 1, mails: 2, paymentUrl: null }]);
    const retry = await placeOrder(cart, key, body, p24Env);
    expect(retry.status).toBe(200);
    expect(retry.body.paymentRedirectUrl).toMatch(/^https:\/\/p24\.test\/trnRequest\//);
    expect(await ordersOfKey(key)).toMatchObject([{ paymentUrl: retry.body.paymentRedirectUrl }]);
    // Two registrations at P24, the shop keeps the second; the first page was never shown to anyone.
    expect(standIn.transactions).toHaveLength(2);
    expect((await standIn.pay(tokenOf(retry.body.paymentRedirectUrl))).status).toBe(200);
    expect(await paymentOf(retry.body.uuid)).toEqual(PAID_ONCE);
  });

  it('a notification that comes before the shop stored the payment page pays the order once; the answer sends the buyer to the order', async () => {
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const answer = await standIn.handle(request);
      if (request.url.endsWith('/transaction/register')) {
        const { data } = (await answer.clone().json()) as { data: { token: string } };
        await standIn.pay(data.token);
      }
      return answer;
    });
    const cart = await cartFor(43);
    const placed = await placeOrder(cart, crypto.randomUUID(), await checkoutBody(cart, 'p24'), p24Env);
    expect(placed.status).toBe(200);
    expect(placed.body.paymentRedirectUrl).toBeUndefined();
    expect(await paymentOf(placed.body.uuid)).toEqual(PAID_ONCE);
    expect((await readOrder(placed.body)).paymentLink).toBeNull();
  });

  it('a notification whose check with P24 times out answers 503 and changes nothing; P24 repeating it pays the order once', async () => {
    const cart = await cartFor(47);
    const placed = await placeOrder(cart, crypto.randomUUID(), await checkoutBody(cart, 'p24'), p24Env);
    const token = tokenOf(placed.body.paymentRedirectUrl);
    const verifyDown = faultyFetch({ env: p24Env, provider: 'przelewy24', fault: 'timeout', pass: (request) => standIn.handle(request), times: 1 });
    vi.mocked(globalThis.fetch).mockImplementation(verifyDown.fetch);
    expect((await standIn.pay(token)).status).toBe(503);
    expect(verifyDown.hit).toEqual(['https://p24.test/api/v1/transaction/verify']);
    expect(await paymentOf(placed.body.uuid)).toEqual({ status: 37, hasP24Order: 0, paidMails: 0, paidChanges: 0, paidNotices: 0 });
    expect((await standIn.resendNotification(token)).status).toBe(200);
    expect(await paymentOf(placed.body.uuid)).toEqual(PAID_ONCE);
  });

  it('the same notification twice at once, and again later, pays the order once', async () => {
    const cart = await cartFor(44);
    const placed = await placeOrder(cart, crypto.randomUUID(), await checkoutBody(cart, 'p24'), p24Env);
    const token = tokenOf(placed.body.paymentRedirectUrl);
    await standIn.pay(token);
    const again = await Promise.all([standIn.resendNotification(token), standIn.resendNotification(token)]);
    expect(again.map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(await paymentOf(placed.body.uuid)).toEqual(PAID_ONCE);
  });

  it('a notification meeting a failing D1 operation pays nothing or all; P24 repeating it pays the order once', async () => {
    // The dry run: the D1 operations of one accepted notification.
    const counting = faultyD1(env.DB);
    const dryCart = await cartFor(45);
    const dry = await placeOrder(dryCart, crypto.randomUUID(), await checkoutBody(dryCart, 'p24'), p24Env);
    shopEnv = { ...p24Env, DB: counting.db };
    expect((await standIn.pay(tokenOf(dry.body.paymentRedirectUrl))).status).toBe(200);
    const operations = counting.operations.length;

    await fc.assert(
      fc.asyncProperty(d1FaultArbitrary(operations), async (fault) => {
        shopEnv = p24Env;
        const cart = await cartFor(46);
        const placed = await placeOrder(cart, crypto.randomUUID(), await checkoutBody(cart, 'p24'), p24Env);
        const token = tokenOf(placed.body.paymentRedirectUrl);
        shopEnv = { ...p24Env, DB: faultyD1(env.DB, fault).db };
        const first = await standIn.pay(token);
        const afterFault = await paymentOf(placed.body.uuid);
        if (first.status === 200) expect(afterFault).toEqual(PAID_ONCE);
        else expect(afterFault).toMatchObject({ paidMails: afterFault?.status === 40 ? 1 : 0, paidChanges: afterFault?.status === 40 ? 1 : 0 });
        shopEnv = p24Env;
        expect((await standIn.resendNotification(token)).status).toBe(200);
        expect(await paymentOf(placed.body.uuid)).toEqual(PAID_ONCE);
      }),
      { numRuns: Math.min(4 * operations, 30), endOnFailure: true, examples: lostAnswerFaults(counting.operations).map((fault) => [fault]) },
    );
  });
});
