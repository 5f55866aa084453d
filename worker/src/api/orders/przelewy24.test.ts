/**
 * Issue 13: online payment through Przelewy24, offline. The order registers its transaction with
 * the local stand-in (scripts/lib/przelewy24-stand-in.ts, reached through a stubbed fetch), the
 * stand-in "pays" and posts its signed notification to the shop's call, and the order becomes
 * paid (40) only for a valid sign, the right amount and P24's confirmation; a replay changes
 * nothing.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, PlacedOrder } from '#lib/api-types.ts';
import { createPrzelewy24StandIn, type Przelewy24StandIn } from '#scripts/lib/przelewy24-stand-in.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { checkoutOf, expectedTotalOf, filledCart, setStock } from '#worker-test/orders.ts';
import { P24, p24Env } from '#worker-test/przelewy24.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { signNotification } from '../../payments/przelewy24/sign.ts';
import { api } from '../app.ts';

const NOTIFICATIONS = `${ORIGIN}/api/public/v1/payments/przelewy24/notifications`;

let standIn: Przelewy24StandIn;

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

beforeEach(() => {
  // P24's notifications reach the shop's API; the shop's calls to P24 reach the stand-in.
  standIn = createPrzelewy24StandIn({ ...P24, fetch: async (request) => api.request(request, undefined, p24Env) });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => standIn.handle(new Request(input, init)));
});

afterEach(() => {
  vi.mocked(globalThis.fetch).mockRestore();
});

async function call<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await api.request(`${ORIGIN}${path}`, init, p24Env);
  return { status: response.status, body: (await response.json()) as T };
}

async function orderPaidOnline(index: number): Promise<{ placed: PlacedOrder; token: string }> {
  const product = pick(inStock, index);
  await setStock(product.uuid, 10);
  const cart = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
  const expectedTotalGross = await expectedTotalOf((await cart.get()).body);
  const answer = await call<PlacedOrder>('/api/public/v1/orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Cart-Session-Id': cart.sessionId, 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ ...checkoutOf({ paymentMethod: 'p24' }), expectedTotalGross }),
  });
  expect(answer.status).toBe(200);
  const token = answer.body.paymentRedirectUrl?.match(/^https:\/\/p24\.test\/trnRequest\/([A-Z0-9-]+)$/)?.[1];
  if (!token) throw new Error(`no payment page in ${JSON.stringify(answer.body)}`);
  return { placed: answer.body, token };
}

const readOrder = (placed: PlacedOrder) => call<Order>(`/api/public/v1/orders/${placed.uuid}/${placed.hash}`);

/** The order's status history: who moved it where (issue 15). */
async function historyOf(uuid: string) {
  const { results } = await env.DB.prepare(
    'SELECT from_status, to_status, actor FROM order_status_changes WHERE order_id = (SELECT id FROM orders WHERE uuid = ?1) ORDER BY id',
  )
    .bind(uuid)
    .all();
  return results;
}

async function paymentColumns(uuid: string) {
  return env.DB.prepare('SELECT status, p24_order_id, paid_at FROM orders WHERE uuid = ?1').bind(uuid).first();
}

function postNotification(body: unknown) {
  return call<unknown>('/api/public/v1/payments/przelewy24/notifications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('online payment', () => {
  it('registers the transaction for the order total, and keeps the payment link while payment is due', async () => {
    const { placed } = await orderPaidOnline(30);
    expect(placed.status).toBe(37);
    const transaction = standIn.transactions[0];
    const order = (await readOrder(placed)).body;
    expect(transaction).toMatchObject({ amount: order.totals.priceGross, currency: 'PLN', description: `Zamówienie ${placed.number}` });
    expect(transaction?.urlReturn).toBe(`${ORIGIN}/zamowienie/${placed.uuid}/podsumowanie/${placed.hash}`);
    expect(transaction?.urlStatus).toBe(NOTIFICATIONS);
    expect(order).toMatchObject({ status: 37, paymentLink: placed.paymentRedirectUrl, payment: { method: 'p24' } });
  });

  it('marks the order paid on a valid notification, verified with P24; the link goes', async () => {
    const { placed, token } = await orderPaidOnline(31);
    const delivery = await standIn.pay(token);
    expect(delivery.status).toBe(200);
    expect(standIn.transactions[0]?.status).toBe('verified');
    expect(await paymentColumns(placed.uuid)).toMatchObject({ status: 40, p24_order_id: delivery.body.orderId });
    expect((await readOrder(placed)).body).toMatchObject({ status: 40, statusLabel: 'Opłacone, w realizacji', paymentLink: null });
    expect(await historyOf(placed.uuid)).toEqual([
      { from_status: null, to_status: 37, actor: 'klient' },
      { from_status: 37, to_status: 40, actor: 'przelewy24' },
    ]);
  });

  it('answers a replayed notification 200 and changes nothing', async () => {
    const { placed, token } = await orderPaidOnline(32);
    await standIn.pay(token);
    const paid = await paymentColumns(placed.uuid);
    const again = await standIn.resendNotification(token);
    expect(again.status).toBe(200);
    expect(await paymentColumns(placed.uuid)).toEqual(paid);
    expect((await historyOf(placed.uuid)).filter((change) => change.actor === 'przelewy24')).toHaveLength(1);
  });

  it('leaves an order staff cancelled before its money came cancelled, and logs the payment for a refund', async () => {
    const { placed, token } = await orderPaidOnline(34);
    const cancelled = await call(`/api/admin/v1/orders/${placed.uuid}/status-changes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.ADMIN_API_TOKEN}` },
      body: JSON.stringify({ status: 5 }),
    });
    expect(cancelled.status).toBe(200);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await standIn.pay(token)).status).toBe(200);
    expect(await paymentColumns(placed.uuid)).toEqual({ status: 5, p24_order_id: null, paid_at: null });
    expect((await historyOf(placed.uuid)).map((change) => change.actor)).toEqual(['klient', 'api']);
    expect(errors.mock.calls.some(([line]) => String(line).includes('"event":"p24_payment_for_closed_order"'))).toBe(true);
  });

  it('refuses a forged notification: a field changed under its sign, or a sign without the CRC', async () => {
    // Capture a real notification without delivering it, then tamper with it.
    let captured: Record<string, string | number> = {};
    const capturing = createPrzelewy24StandIn({
      ...P24,
      fetch: async (request) => {
        captured = (await request.json()) as Record<string, string | number>;
        return new Response('OK');
      },
    });
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => capturing.handle(new Request(input, init)));
    const other = await orderPaidOnline(33);
    await capturing.pay(other.token);
    const { sign: _sign, ...fields } = captured as Record<string, never>;
    const forged = [
      { ...captured, statement: 'podmieniony' },
      { ...captured, sign: await signNotification({ ...(fields as object as Parameters<typeof signNotification>[0]), crc: 'zgadnięty' }) },
    ];
    for (const body of forged) {
      const answer = await postNotification(body);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error: { code: 'notification_refused', message: 'Powiadomienie nie ma poprawnego podpisu Przelewy24.' } });
    }
    expect(await paymentColumns(other.placed.uuid)).toMatchObject({ status: 37, p24_order_id: null });
  });

  it('refuses a validly signed notification for another amount, without asking P24 to verify it', async () => {
    const { placed } = await orderPaidOnline(35);
    const session = await env.DB.prepare('SELECT p24_session_id, total_gross FROM orders WHERE uuid = ?1')
      .bind(placed.uuid)
      .first<{ p24_session_id: string; total_gross: number }>();
    const amount = (session?.total_gross ?? 0) - 100;
    const fields = {
      merchantId: P24.merchantId,
      posId: P24.merchantId,
      sessionId: session?.p24_session_id ?? '',
      amount,
      originAmount: amount,
      currency: 'PLN',
      orderId: 300_999_001,
      methodId: 25,
      statement: 'p24-300-999-001',
    };
    const answer = await postNotification({ ...fields, sign: await signNotification({ ...fields, crc: P24.crc }) });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: { message: 'Kwota lub waluta powiadomienia nie zgadza się z zamówieniem.' } });
    expect(await paymentColumns(placed.uuid)).toMatchObject({ status: 37, p24_order_id: null });
    expect(standIn.transactions[0]?.status).toBe('registered');
  });
});

describe('without P24 credentials', () => {
  it('an online payment is refused with a Polish 422 before anything is written', async () => {
    const product = pick(inStock, 36);
    await setStock(product.uuid, 10);
    const cart = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
    const response = await api.request(
      `${ORIGIN}/api/public/v1/orders`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Cart-Session-Id': cart.sessionId, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ ...checkoutOf({ paymentMethod: 'p24' }), expectedTotalGross: await expectedTotalOf((await cart.get()).body) }),
      },
      { ...env, P24_MERCHANT_ID: '' },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: 'payment_unavailable' } });
    expect((await cart.summary()).body.cartSummary.cnt).toBe(1);
  });
});
