import { describe, expect, it } from 'vitest';
import { createPrzelewy24StandIn, type Przelewy24StandIn } from '#scripts/lib/przelewy24-stand-in.ts';
import { getPrzelewy24Config } from '../../config.ts';
import type { WorkerEnv } from '../../env.ts';
import { P24_PRODUCTION_URL, P24_SANDBOX_URL, type Przelewy24Config, paymentPageUrl } from './config.ts';
import { matchNotification, readNotificationBody, verifyNotification } from './notification.ts';
import { type RefundRequest, requestRefund, verifyRefundNotification } from './refunds.ts';
import { type NotificationSignFields, signNotification, signRefundNotification, signRegistration } from './sign.ts';
import { registerTransaction, type TransactionRequest, verifyTransaction } from './transactions.ts';

const config: Przelewy24Config = { merchantId: 100_000, posId: 100_000, apiKey: 'p24-test-api-key', crc: 'p24-test-crc', baseUrl: P24_SANDBOX_URL };
const SHOP_STATUS_URL = 'https://sklep.test/api/payments/p24/status';

function transaction(overrides: Partial<TransactionRequest> = {}): TransactionRequest {
  return {
    sessionId: crypto.randomUUID(),
    amount: 12_345,
    currency: 'PLN',
    description: 'Zamówienie ZAM/2026/000123',
    email: 'klient@example.pl',
    urlReturn: 'https://sklep.test/zamowienie/1/podsumowanie/abc',
    urlStatus: SHOP_STATUS_URL,
    ...overrides,
  };
}

/** A stand-in whose notifications land in `received`, answered 200 like a shop that took them. */
function standInWithShop(): { standIn: Przelewy24StandIn; received: unknown[]; fetch: (request: Request) => Promise<Response> } {
  const received: unknown[] = [];
  const standIn = createPrzelewy24StandIn({
    merchantId: config.merchantId,
    apiKey: config.apiKey,
    crc: config.crc,
    fetch: async (request) => {
      received.push(await request.json());
      return new Response('OK');
    },
  });
  return { standIn, received, fetch: (request) => standIn.handle(request) };
}

async function registeredAndPaid(request = transaction()) {
  const shop = standInWithShop();
  const registered = await registerTransaction(config, request, { fetch: shop.fetch });
  if (!registered.ok) throw new Error(registered.error.message);
  const delivery = await shop.standIn.pay(registered.token);
  return { ...shop, request, token: registered.token, delivery };
}

describe('the sign', () => {
  it("is SHA-384 in hex over P24's JSON: its field order, no spaces, slashes and Polish letters unescaped", async () => {
    // Computed apart, with node:crypto over the literal
    // {"sessionId":"zam-2026-000123/1","merchantId":100000,"amount":12345,"currency":"PLN","crc":"ąę/crc"}
    expect(await signRegistration({ sessionId: 'zam-2026-000123/1', merchantId: 100_000, amount: 12_345, currency: 'PLN', crc: 'ąę/crc' })).toBe(
      '206869b23ea05f0bfe7066ad7bea5abd82d4937cbdbdd6435af83acd0302fb1e7d4f41da0bc8fc9dcdc45e245620fc07',
    );
  });
});

describe('the configuration', () => {
  const env = (vars: Partial<WorkerEnv>) => vars as WorkerEnv;

  it('is off without a merchant id', () => {
    expect(getPrzelewy24Config(env({}))).toBeNull();
  });

  it('takes the point of sale and the production API by default', () => {
    expect(getPrzelewy24Config(env({ P24_MERCHANT_ID: '100000', P24_API_KEY: 'k', P24_CRC: 'c' }))).toEqual({
      merchantId: 100_000,
      posId: 100_000,
      apiKey: 'k',
      crc: 'c',
      baseUrl: P24_PRODUCTION_URL,
    });
  });

  it('throws, naming the variables, when a merchant id comes without its key and CRC or malformed', () => {
    expect(() => getPrzelewy24Config(env({ P24_MERCHANT_ID: '100000' }))).toThrow(/P24_API_KEY, P24_CRC/);
    expect(() => getPrzelewy24Config(env({ P24_MERCHANT_ID: 'abc', P24_API_KEY: 'k', P24_CRC: 'c' }))).toThrow(/P24_MERCHANT_ID/);
    expect(() => getPrzelewy24Config(env({ P24_MERCHANT_ID: '1', P24_API_KEY: 'k', P24_CRC: 'c', P24_BASE_URL: 'ftp://x' }))).toThrow(/P24_BASE_URL/);
  });

  it('puts the payment page on the API host without /api/v1', () => {
    expect(paymentPageUrl(P24_SANDBOX_URL, 'ABC-1')).toBe('https://sandbox.przelewy24.pl/trnRequest/ABC-1');
    expect(paymentPageUrl('http://127.0.0.1:8024/api/v1/', 'ABC-1')).toBe('http://127.0.0.1:8024/trnRequest/ABC-1');
  });
});

describe('registering a transaction', () => {
  it('gets a token and the payment page, which offers to pay or reject in Polish', async () => {
    const { standIn, fetch } = standInWithShop();
    const result = await registerTransaction(config, transaction(), { fetch });
    expect(result).toEqual({
      ok: true,
      token: expect.stringMatching(/^[A-Z0-9-]{35}$/),
      paymentUrl: expect.stringMatching(/^https:\/\/sandbox\.przelewy24\.pl\/trnRequest\//),
    });
    const page = await standIn.handle(new Request(result.ok ? result.paymentUrl : ''));
    const html = await page.text();
    expect(html).toContain('>Zapłać</button>');
    expect(html).toContain('>Odrzuć</button>');
    expect(html).toContain('123,45');
  });

  it('sends P24 what it documents, with Basic auth posId:apiKey', async () => {
    let sent: Request | undefined;
    const { fetch } = standInWithShop();
    await registerTransaction(config, transaction({ sessionId: 's-1' }), {
      fetch: (request) => {
        sent = request.clone();
        return fetch(request);
      },
    });
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(`${P24_SANDBOX_URL}/transaction/register`);
    expect(sent?.headers.get('Authorization')).toBe(`Basic ${btoa('100000:p24-test-api-key')}`);
    expect(await sent?.json()).toMatchObject({
      merchantId: 100_000,
      posId: 100_000,
      sessionId: 's-1',
      amount: 12_345,
      currency: 'PLN',
      country: 'PL',
      language: 'pl',
    });
  });

  it('refuses money that is not whole grosze before asking anyone', async () => {
    let asked = false;
    const result = await registerTransaction(config, transaction({ amount: 123.45 }), {
      fetch: async () => {
        asked = true;
        return new Response();
      },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_request', retryable: false } });
    expect(asked).toBe(false);
  });

  it('maps a wrong key, a network failure and a timeout to typed errors, never a throw', async () => {
    const { fetch } = standInWithShop();
    expect(await registerTransaction({ ...config, apiKey: 'wrong' }, transaction(), { fetch })).toEqual({
      ok: false,
      error: { kind: 'refused', status: 401, message: 'HTTP 401: Incorrect authentication', retryable: false },
    });
    expect(await registerTransaction({ ...config, crc: 'wrong' }, transaction(), { fetch })).toMatchObject({
      ok: false,
      error: { kind: 'refused', status: 400, message: 'HTTP 400: Incorrect sign' },
    });
    const down = await registerTransaction(config, transaction(), { fetch: () => Promise.reject(new TypeError('connection refused')) });
    expect(down).toMatchObject({ ok: false, error: { kind: 'network', retryable: true } });
    const slow = await registerTransaction(config, transaction(), {
      timeoutMs: 20,
      fetch: (request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    });
    expect(slow).toMatchObject({ ok: false, error: { kind: 'timeout', retryable: true } });
    const broken = await registerTransaction(config, transaction(), { fetch: async () => new Response('<html>', { status: 502 }) });
    expect(broken).toMatchObject({ ok: false, error: { kind: 'refused', status: 502, retryable: true } });
  });
});

describe('the payment page', () => {
  it('on "Zapłać" posts the signed notification to urlStatus and sends the shopper back', async () => {
    const { standIn, received, fetch } = standInWithShop();
    const request = transaction();
    const registered = await registerTransaction(config, request, { fetch });
    if (!registered.ok) throw new Error('not registered');
    const answer = await standIn.handle(new Request(registered.paymentUrl, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }) }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe(request.urlReturn);
    expect(received).toHaveLength(1);
    expect(await verifyNotification(received[0], config)).toMatchObject({ ok: true, notification: { sessionId: request.sessionId, amount: 12_345 } });
  });

  it('on "Odrzuć" sends the shopper back without a notification', async () => {
    const { standIn, received, fetch } = standInWithShop();
    const registered = await registerTransaction(config, transaction(), { fetch });
    if (!registered.ok) throw new Error('not registered');
    const answer = await standIn.handle(new Request(registered.paymentUrl, { method: 'POST', body: new URLSearchParams({ decision: 'reject' }) }));
    expect(answer.status).toBe(303);
    expect(received).toEqual([]);
    expect(standIn.transactions[0]?.status).toBe('rejected');
  });
});

describe('the status notification', () => {
  it('is accepted with a valid sign, and then verified with P24', async () => {
    const { delivery, request, fetch, standIn } = await registeredAndPaid();
    const check = await verifyNotification(delivery.body, config);
    if (!check.ok) throw new Error(check.reason);
    expect(
      matchNotification(check.notification, { sessionId: request.sessionId, amount: request.amount, currency: 'PLN', acceptedOrderId: null }),
    ).toBe('new');
    const verified = await verifyTransaction(
      config,
      { sessionId: request.sessionId, orderId: check.notification.orderId, amount: request.amount, currency: 'PLN' },
      { fetch },
    );
    expect(verified).toEqual({ ok: true });
    expect(standIn.transactions[0]?.status).toBe('verified');
  });

  it('is read from JSON, as P24 posts it, or from a form-encoded body', async () => {
    const { delivery } = await registeredAndPaid();
    const asJson = new Request(SHOP_STATUS_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(delivery.body),
    });
    const asForm = new Request(SHOP_STATUS_URL, {
      method: 'POST',
      body: new URLSearchParams(Object.entries(delivery.body).map(([name, value]) => [name, String(value)])),
    });
    expect(await verifyNotification(await readNotificationBody(asJson), config)).toMatchObject({ ok: true });
    expect(await verifyNotification(await readNotificationBody(asForm), config)).toMatchObject({ ok: true });
    expect(await readNotificationBody(new Request(SHOP_STATUS_URL, { method: 'POST', body: '{not json' }))).toBeNull();
  });

  it('is refused when forged: a field changed under the old sign, a sign made without the CRC, another merchant, a wrong shape', async () => {
    const { delivery } = await registeredAndPaid();
    expect(await verifyNotification({ ...delivery.body, amount: 1 }, config)).toEqual({ ok: false, reason: 'forged' });
    const fields = delivery.body as unknown as NotificationSignFields;
    const guessed = await signNotification({ ...fields, crc: 'guessed-crc' });
    expect(await verifyNotification({ ...delivery.body, sign: guessed }, config)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyNotification(delivery.body, { ...config, crc: 'another-shop' })).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyNotification({ ...delivery.body, merchantId: 999 }, config)).toEqual({ ok: false, reason: 'wrong_merchant' });
    for (const body of [null, 'x', {}, { ...delivery.body, amount: '12345' }, { ...delivery.body, sign: 'abc' }]) {
      expect(await verifyNotification(body, config)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('is recognised as a replay when the same notification comes again for a session already paid', async () => {
    const { delivery, request, standIn, token, received } = await registeredAndPaid();
    const again = await standIn.resendNotification(token);
    expect(again.body).toEqual(delivery.body);
    expect(received).toHaveLength(2);
    const first = await verifyNotification(received[0], config);
    const second = await verifyNotification(received[1], config);
    if (!first.ok || !second.ok) throw new Error('not verified');
    const payment = { sessionId: request.sessionId, amount: request.amount, currency: 'PLN', acceptedOrderId: null };
    expect(matchNotification(first.notification, payment)).toBe('new');
    // The order recorded P24's orderId with the first; the copy is a replay, another transaction a second payment.
    const paid = { ...payment, acceptedOrderId: first.notification.orderId };
    expect(matchNotification(second.notification, paid)).toBe('replay');
    expect(matchNotification({ ...second.notification, orderId: second.notification.orderId + 1 }, paid)).toBe('second_payment');
  });

  it('is refused for a wrong amount, and P24 refuses to verify one', async () => {
    const { delivery, request, fetch } = await registeredAndPaid(transaction({ amount: 10_000 }));
    const check = await verifyNotification(delivery.body, config);
    if (!check.ok) throw new Error(check.reason);
    // The order expects 123,45 zł, the transaction was registered (and paid) for 100,00 zł.
    const order = { sessionId: request.sessionId, amount: 12_345, currency: 'PLN', acceptedOrderId: null };
    expect(matchNotification(check.notification, order)).toBe('wrong_amount');
    expect(matchNotification(check.notification, { ...order, amount: 10_000, currency: 'EUR' })).toBe('wrong_amount');
    expect(matchNotification(check.notification, { ...order, amount: 10_000, sessionId: 'another' })).toBe('wrong_session');
    const verified = await verifyTransaction(
      config,
      { sessionId: request.sessionId, orderId: check.notification.orderId, amount: 12_345, currency: 'PLN' },
      { fetch },
    );
    expect(verified).toMatchObject({ ok: false, error: { kind: 'refused', status: 400, message: 'HTTP 400: Incorrect amount' } });
  });
});

describe('a refund', () => {
  /** A paid and verified transaction at a stand-in whose refund notifications wait for the test. */
  async function verifiedPayment(amount = 12_345) {
    const received: unknown[] = [];
    const standIn = createPrzelewy24StandIn({
      merchantId: config.merchantId,
      apiKey: config.apiKey,
      crc: config.crc,
      settleRefunds: 'by-hand',
      fetch: async (request) => {
        received.push(await request.json());
        return new Response('OK');
      },
    });
    const fetch = (request: Request) => standIn.handle(request);
    const request = transaction({ amount });
    const registered = await registerTransaction(config, request, { fetch });
    if (!registered.ok) throw new Error(registered.error.message);
    const delivery = await standIn.pay(registered.token);
    const orderId = Number(delivery.body.orderId);
    expect(await verifyTransaction(config, { sessionId: request.sessionId, orderId, amount, currency: 'PLN' }, { fetch })).toEqual({ ok: true });
    return { standIn, fetch, received, sessionId: request.sessionId, orderId };
  }

  const refundOf = (payment: { sessionId: string; orderId: number }, overrides: Partial<RefundRequest> = {}): RefundRequest => ({
    requestId: crypto.randomUUID(),
    refundsUuid: crypto.randomUUID().replaceAll('-', ''),
    orderId: payment.orderId,
    sessionId: payment.sessionId,
    amount: 5_000,
    description: 'Zwrot ZAM/2026/000123',
    urlStatus: 'https://sklep.test/api/public/v1/payments/przelewy24/refunds',
    ...overrides,
  });

  it('is signed as P24 documents: orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc', async () => {
    // Computed apart, with node:crypto over the literal
    // {"orderId":4295430336,"sessionId":"zam-2026-000123/1","refundsUuid":"979209521d9b4c9092382b74ae0f48bb","merchantId":100000,"amount":500,"currency":"PLN","status":0,"crc":"ąę/crc"}
    const fields = { orderId: 4_295_430_336, sessionId: 'zam-2026-000123/1', refundsUuid: '979209521d9b4c9092382b74ae0f48bb' };
    expect(await signRefundNotification({ ...fields, merchantId: 100_000, amount: 500, currency: 'PLN', status: 0, crc: 'ąę/crc' })).toBe(
      '35d8a637f3ceed994dbdb016dc5c4ef590f839554b730fd377ab099b436bde87071e4d2955e66b09e0c87c16bd3bc546',
    );
  });

  it('is sent as P24 documents, taken, and then notified with a sign the shop accepts', async () => {
    const payment = await verifiedPayment();
    let sent: Request | undefined;
    const refund = refundOf(payment);
    const result = await requestRefund(config, refund, {
      fetch: (request) => {
        sent = request.clone();
        return payment.fetch(request);
      },
    });
    expect(result).toEqual({ ok: true });
    expect(sent?.url).toBe(`${P24_SANDBOX_URL}/transaction/refund`);
    expect(sent?.headers.get('Authorization')).toBe(`Basic ${btoa('100000:p24-test-api-key')}`);
    expect(await sent?.json()).toEqual({
      requestId: refund.requestId,
      refunds: [{ orderId: payment.orderId, sessionId: payment.sessionId, amount: 5_000, description: 'Zwrot ZAM/2026/000123' }],
      refundsUuid: refund.refundsUuid,
      urlStatus: refund.urlStatus,
    });
    expect(payment.received).toHaveLength(1);
    await payment.standIn.settleRefund(refund.refundsUuid);
    const check = await verifyRefundNotification(payment.received[1], config);
    expect(check).toMatchObject({
      ok: true,
      notification: {
        orderId: payment.orderId,
        requestId: refund.requestId,
        refundsUuid: refund.refundsUuid,
        amount: 5_000,
        currency: 'PLN',
        status: 0,
      },
    });
  });

  it('is refused for more than is left, an unknown transaction or a wrong key, never thrown', async () => {
    const payment = await verifiedPayment(10_000);
    const { fetch } = payment;
    expect(await requestRefund(config, refundOf(payment, { amount: 6_000 }), { fetch })).toEqual({ ok: true });
    expect(await requestRefund(config, refundOf(payment, { amount: 4_001 }), { fetch })).toMatchObject({
      ok: false,
      error: { kind: 'refused', status: 409, retryable: false },
    });
    expect(await requestRefund(config, refundOf(payment, { orderId: payment.orderId + 1 }), { fetch })).toMatchObject({
      ok: false,
      error: { kind: 'refused', status: 404 },
    });
    expect(await requestRefund({ ...config, apiKey: 'wrong' }, refundOf(payment), { fetch })).toMatchObject({
      ok: false,
      error: { kind: 'refused', status: 401 },
    });
    // A rejected refund gives its amount back to the transaction.
    const [first] = payment.standIn.refunds;
    await payment.standIn.settleRefund(first?.refundsUuid ?? '', 'rejected');
    expect(await requestRefund(config, refundOf(payment, { amount: 10_000 }), { fetch })).toEqual({ ok: true });
  });

  it('is checked before it is sent: whole grosze, P24’s lengths', async () => {
    const payment = await verifiedPayment();
    for (const overrides of [{ amount: 12.5 }, { amount: 0 }, { refundsUuid: crypto.randomUUID() }, { description: 'x'.repeat(36) }]) {
      expect(await requestRefund(config, refundOf(payment, overrides), { fetch: payment.fetch })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request' },
      });
    }
    expect(payment.standIn.refunds).toEqual([]);
  });

  it('has a notification refused when forged, for another merchant or malformed', async () => {
    const payment = await verifiedPayment();
    const refund = refundOf(payment);
    await requestRefund(config, refund, { fetch: payment.fetch });
    await payment.standIn.settleRefund(refund.refundsUuid);
    const body = payment.received[1] as Record<string, unknown>;
    expect(await verifyRefundNotification({ ...body, amount: 12_345 }, config)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyRefundNotification({ ...body, status: 1 }, config)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyRefundNotification(body, { ...config, crc: 'other' })).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyRefundNotification({ ...body, merchantId: 999 }, config)).toEqual({ ok: false, reason: 'wrong_merchant' });
    for (const bad of [null, {}, { ...body, status: 2 }, { ...body, amount: '5000' }, { ...body, sign: 'x' }]) {
      expect(await verifyRefundNotification(bad, config)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
