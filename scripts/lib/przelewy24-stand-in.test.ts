import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Przelewy24Config } from '#worker/payments/przelewy24/config.ts';
import { verifyNotification } from '#worker/payments/przelewy24/notification.ts';
import { requestRefund, verifyRefundNotification } from '#worker/payments/przelewy24/refunds.ts';
import { registerTransaction, verifyTransaction } from '#worker/payments/przelewy24/transactions.ts';
import { DEV_P24, type Przelewy24StandInServer, startPrzelewy24StandIn } from './przelewy24-stand-in-server.ts';
import { type ServedHandler, serveHandler } from './serve-handler.ts';

let p24: Przelewy24StandInServer;
/** A shop's status endpoint: keeps what it is sent, answers 200. */
let shop: ServedHandler;
const received: unknown[] = [];

beforeAll(async () => {
  p24 = await startPrzelewy24StandIn();
  shop = await serveHandler(async (request) => {
    received.push(await request.json());
    return new Response('OK');
  });
});
afterAll(async () => {
  await p24.close();
  await shop.close();
});

describe('the Przelewy24 stand-in over HTTP on 127.0.0.1', () => {
  const config = (): Przelewy24Config => ({ ...DEV_P24, posId: DEV_P24.merchantId, baseUrl: p24.baseUrl });

  it('listens on loopback only, under /api/v1 like P24', () => {
    expect(p24.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
  });

  it('takes a shopper from registration through "Zapłać" to a verified payment', async () => {
    const sessionId = crypto.randomUUID();
    const registered = await registerTransaction(config(), {
      sessionId,
      amount: 4_999,
      currency: 'PLN',
      description: 'Zamówienie ZAM/2026/000042',
      email: 'klient@example.pl',
      urlReturn: 'http://127.0.0.1:8787/zamowienie/x',
      urlStatus: `${shop.origin}/status`,
    });
    if (!registered.ok) throw new Error(registered.error.message);
    expect(registered.paymentUrl.startsWith(`${p24.baseUrl.replace('/api/v1', '')}/trnRequest/`)).toBe(true);

    const page = await fetch(registered.paymentUrl);
    expect(await page.text()).toContain('Zapłać');
    const paid = await fetch(registered.paymentUrl, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://127.0.0.1:8787/zamowienie/x');

    const check = await verifyNotification(received.at(-1), config());
    if (!check.ok) throw new Error(check.reason);
    expect(check.notification).toMatchObject({ sessionId, amount: 4_999 });
    expect(await verifyTransaction(config(), { sessionId, orderId: check.notification.orderId, amount: 4_999, currency: 'PLN' })).toEqual({
      ok: true,
    });
  });

  it('refunds part of a verified payment, refuses more than is left, and posts the signed refund notification by itself', async () => {
    const sessionId = crypto.randomUUID();
    const registered = await registerTransaction(config(), {
      sessionId,
      amount: 10_000,
      currency: 'PLN',
      description: 'Zamówienie ZAM/2026/000043',
      email: 'klient@example.pl',
      urlReturn: 'http://127.0.0.1:8787/zamowienie/y',
      urlStatus: `${shop.origin}/status`,
    });
    if (!registered.ok) throw new Error(registered.error.message);
    await fetch(registered.paymentUrl, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
    const paid = await verifyNotification(received.at(-1), config());
    if (!paid.ok) throw new Error(paid.reason);
    const { orderId } = paid.notification;
    const refund = {
      requestId: crypto.randomUUID(),
      refundsUuid: crypto.randomUUID().replaceAll('-', ''),
      orderId,
      sessionId,
      amount: 4_000,
      description: 'Zwrot ZAM/2026/000043',
      urlStatus: `${shop.origin}/refunds`,
    };
    // Not verified yet: P24 knows no paid transaction to refund.
    expect(await requestRefund(config(), refund)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await verifyTransaction(config(), { sessionId, orderId, amount: 10_000, currency: 'PLN' })).toEqual({ ok: true });
    const before = received.length;
    expect(await requestRefund(config(), { ...refund, requestId: crypto.randomUUID() })).toEqual({ ok: true });
    expect(await requestRefund(config(), { ...refund, requestId: crypto.randomUUID(), refundsUuid: 'another', amount: 6_001 })).toMatchObject({
      ok: false,
      error: { status: 409 },
    });
    await vi.waitFor(() => expect(received.length).toBe(before + 1));
    expect(await verifyRefundNotification(received.at(-1), config())).toMatchObject({
      ok: true,
      notification: { orderId, sessionId, refundsUuid: refund.refundsUuid, amount: 4_000, status: 0 },
    });
  });
});
