/**
 * A local stand-in for Przelewy24, speaking its REST protocol (worker/src/payments/przelewy24/):
 * - `POST …/api/v1/transaction/register` with Basic auth `posId:apiKey` and a signed JSON body:
 *   answers `{ "data": { "token" }, "responseCode": 0 }`;
 * - `GET /trnRequest/{token}`: the payment page, in Polish, with "Zapłać" and "Odrzuć". Paying
 *   posts the signed status notification to the transaction's urlStatus and sends the shopper to
 *   urlReturn (303); rejecting only sends the shopper back, as P24 does when a shopper gives up;
 * - `PUT …/api/v1/transaction/verify`: checks auth, sign, session, P24's orderId and the amount,
 *   and answers `{ "data": { "status": "success" }, "responseCode": 0 }`;
 * - `POST …/api/v1/transaction/refund` (Basic auth, no sign): refunds part or all of a verified
 *   transaction, answering 201 `{ "data": [{ …, "status": true, "message": "success" }], "responseCode": 0 }`;
 *   an amount over what is left of the transaction is a 409 with P24's array of refused refunds, an
 *   unknown orderId or session a 404 in the same form. Then it posts the signed refund notification
 *   (status 0 made, 1 rejected) to the request's urlStatus: at once (`npm start`), or when a test
 *   calls `settleRefund`, which can also reject it.
 * Errors are P24's envelope `{ "error": "…", "code": 4xx }`. It keeps every transaction and every
 * notification it sent, can pay without the page and can send a notification again (P24 repeats
 * one until it gets 200), for replay tests.
 *
 * Only web-standard APIs (Request → Response), so worker tests in workerd use `handle` as the
 * adapter's fetch; przelewy24-stand-in-server.ts serves it over HTTP on 127.0.0.1 for `npm start`
 * and by hand. It signs with the adapter's own sign functions: one definition of each sign, pinned
 * to P24's documented form by a known-answer test (worker/src/payments/przelewy24/przelewy24.test.ts).
 */
import type { RefundRequest } from '#worker/payments/przelewy24/refunds.ts';
import { isSameSign, signNotification, signRefundNotification, signRegistration, signVerification } from '#worker/payments/przelewy24/sign.ts';

export interface Przelewy24StandInOptions {
  merchantId: number;
  /** Defaults to merchantId, as at P24. */
  posId?: number;
  apiKey: string;
  crc: string;
  /** How notifications reach urlStatus; the global fetch unless a test routes them elsewhere. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * When a refund's notification goes: `at-once`, right after answering its request, as the real
   * P24 does a little later (the default); `by-hand`, when a test calls `settleRefund`.
   */
  settleRefunds?: 'at-once' | 'by-hand';
}

export interface StandInTransaction {
  token: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus: string;
  status: 'registered' | 'paid' | 'rejected' | 'verified';
  /** P24's number of the transaction, given when it is paid. */
  orderId: number | null;
  /** Grosze refunded or being refunded (a rejected refund gives its amount back). */
  refunded: number;
}

/** A refund the stand-in took: the adapter's request as P24 keeps it (a missing urlStatus is null), and what became of it. */
export interface StandInRefund extends Omit<RefundRequest, 'urlStatus'> {
  urlStatus: string | null;
  status: 'requested' | 'made' | 'rejected';
}

export interface NotificationDelivery {
  url: string;
  /** The JSON body posted, sign included. */
  body: Record<string, string | number>;
  /** The shop's HTTP status, or null when it could not be reached. */
  status: number | null;
}

export interface Przelewy24StandIn {
  handle(request: Request): Promise<Response>;
  readonly transactions: StandInTransaction[];
  /** Every notification posted, in order, with the shop's answer. */
  readonly notifications: NotificationDelivery[];
  /** Pays a registered transaction as a shopper on the page would; gives the notification sent. */
  pay(token: string): Promise<NotificationDelivery>;
  /** Posts a paid transaction's notification again, unchanged. */
  resendNotification(token: string): Promise<NotificationDelivery>;
  /** Every refund asked for, in order. */
  readonly refunds: StandInRefund[];
  /** Makes (or rejects) a requested refund and posts its signed notification to its urlStatus. */
  settleRefund(refundsUuid: string, outcome?: 'made' | 'rejected'): Promise<NotificationDelivery | null>;
}

/** The method id the stand-in reports (any bank transfer will do for a test). */
const STAND_IN_METHOD_ID = 25;

function p24Error(code: number, error: string): Response {
  return Response.json({ error, code }, { status: code });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A P24-like token: 35 characters of uppercase letters and digits in hyphenated groups. */
function newToken(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const characters = [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${characters.slice(0, 10)}-${characters.slice(10, 16)}-${characters.slice(16, 22)}-${characters.slice(22)}`;
}

async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await request.json();
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

function paymentPage(transaction: StandInTransaction): string {
  const amount = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: transaction.currency }).format(transaction.amount / 100);
  const closed = transaction.status !== 'registered';
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Przelewy24 (zastępczy) – płatność</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1>Płatność Przelewy24</h1>
<p><strong>Zastępczy serwer do testów.</strong> Żadne pieniądze nie są pobierane.</p>
<dl><dt>Tytuł</dt><dd>${escapeHtml(transaction.description)}</dd><dt>Kwota</dt><dd>${escapeHtml(amount)}</dd><dt>E-mail</dt><dd>${escapeHtml(transaction.email)}</dd></dl>
${
  closed
    ? `<p role="status">Ta płatność jest już zamknięta.</p><p><a href="${escapeHtml(transaction.urlReturn)}">Wróć do sklepu</a></p>`
    : `<form method="post"><button type="submit" name="decision" value="pay">Zapłać</button> <button type="submit" name="decision" value="reject">Odrzuć</button></form>`
}
</body>
</html>`;
}

/** A fresh stand-in that accepts only the given merchant, key and CRC. */
export function createPrzelewy24StandIn({
  merchantId,
  posId = merchantId,
  apiKey,
  crc,
  fetch: send = (request) => fetch(request),
  settleRefunds = 'at-once',
}: Przelewy24StandInOptions): Przelewy24StandIn {
  const transactions: StandInTransaction[] = [];
  const refunds: StandInRefund[] = [];
  const notifications: NotificationDelivery[] = [];
  const lastNotification = new Map<string, Record<string, string | number>>();
  let nextOrderId = 300_000_001;

  const isAuthorised = (request: Request) => request.headers.get('Authorization') === `Basic ${btoa(`${posId}:${apiKey}`)}`;
  const byToken = (token: string) => transactions.find((transaction) => transaction.token === token);

  async function deliver(target: { urlStatus: string }, body: Record<string, string | number>): Promise<NotificationDelivery> {
    let status: number | null = null;
    try {
      const response = await send(
        new Request(target.urlStatus, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      );
      status = response.status;
      await response.body?.cancel();
    } catch {
      // the shop is unreachable: P24 would try again later; the caller can resend
    }
    const delivery = { url: target.urlStatus, body, status };
    notifications.push(delivery);
    return delivery;
  }

  async function pay(token: string): Promise<NotificationDelivery> {
    const transaction = byToken(token);
    if (transaction?.status !== 'registered') throw new Error(`no open transaction with token ${token}`);
    const orderId = nextOrderId++;
    transaction.status = 'paid';
    transaction.orderId = orderId;
    const fields = {
      merchantId,
      posId,
      sessionId: transaction.sessionId,
      amount: transaction.amount,
      originAmount: transaction.amount,
      currency: transaction.currency,
      orderId,
      methodId: STAND_IN_METHOD_ID,
      statement: `p24-${String(orderId).slice(0, 3)}-${String(orderId).slice(3, 6)}-${String(orderId).slice(6)}`,
    };
    const body = { ...fields, sign: await signNotification({ ...fields, crc }) };
    lastNotification.set(token, body);
    return deliver(transaction, body);
  }

  async function register(request: Request): Promise<Response> {
    if (!isAuthorised(request)) return p24Error(401, 'Incorrect authentication');
    const body = await readJson(request);
    if (!body) return p24Error(400, 'Invalid JSON');
    const { sessionId, amount, currency, description, email, urlReturn, urlStatus, sign } = body;
    if (body.merchantId !== merchantId || body.posId !== posId) return p24Error(400, 'Incorrect merchantId or posId');
    if (!isText(sessionId, 100)) return p24Error(400, 'Incorrect sessionId');
    if (!isInteger(amount) || amount <= 0) return p24Error(400, 'Incorrect amount');
    if (currency !== 'PLN') return p24Error(400, 'Incorrect currency');
    if (!isText(description, 1024)) return p24Error(400, 'Incorrect description');
    if (!isText(email, 50)) return p24Error(400, 'Incorrect email');
    if (!isText(urlReturn, 250) || !URL.canParse(urlReturn)) return p24Error(400, 'Incorrect urlReturn');
    if (!isText(urlStatus, 250) || !URL.canParse(urlStatus)) return p24Error(400, 'Incorrect urlStatus');
    const expected = await signRegistration({ sessionId, merchantId, amount, currency, crc });
    if (typeof sign !== 'string' || !isSameSign(sign, expected)) return p24Error(400, 'Incorrect sign');
    const token = newToken();
    transactions.push({
      token,
      sessionId,
      amount,
      currency,
      description,
      email,
      urlReturn,
      urlStatus,
      status: 'registered',
      orderId: null,
      refunded: 0,
    });
    return Response.json({ data: { token }, responseCode: 0 });
  }

  async function verify(request: Request): Promise<Response> {
    if (!isAuthorised(request)) return p24Error(401, 'Incorrect authentication');
    const body = await readJson(request);
    if (!body) return p24Error(400, 'Invalid JSON');
    const { sessionId, orderId, amount, currency, sign } = body;
    if (body.merchantId !== merchantId || body.posId !== posId) return p24Error(400, 'Incorrect merchantId or posId');
    if (!isText(sessionId, 100) || !isInteger(orderId) || !isInteger(amount) || typeof currency !== 'string')
      return p24Error(400, 'Incorrect parameters');
    const expected = await signVerification({ sessionId, orderId, amount, currency, crc });
    if (typeof sign !== 'string' || !isSameSign(sign, expected)) return p24Error(400, 'Incorrect sign');
    const transaction = transactions.find((item) => item.sessionId === sessionId && item.orderId === orderId);
    if (!transaction || (transaction.status !== 'paid' && transaction.status !== 'verified')) return p24Error(400, 'Transaction not found');
    if (transaction.amount !== amount || transaction.currency !== currency) return p24Error(400, 'Incorrect amount');
    transaction.status = 'verified';
    return Response.json({ data: { status: 'success' }, responseCode: 0 });
  }

  /** P24's answer refusing a refund: its array of refused refunds, each with why. */
  function refundRefused(code: number, refund: Record<string, unknown>, message: string): Response {
    const { orderId, sessionId, amount, description } = refund;
    return Response.json({ error: [{ orderId, sessionId, amount, description, status: false, message }], code }, { status: code });
  }

  async function refund(request: Request): Promise<Response> {
    if (!isAuthorised(request)) return p24Error(401, 'Incorrect authentication');
    const body = await readJson(request);
    if (!body) return p24Error(400, 'Invalid JSON');
    const { requestId, refundsUuid, urlStatus } = body;
    const items = Array.isArray(body.refunds) ? (body.refunds as unknown[]) : [];
    if (!isText(requestId, 45)) return p24Error(400, 'Incorrect requestId');
    if (!isText(refundsUuid, 35)) return p24Error(400, 'Incorrect refundsUuid');
    if (urlStatus !== undefined && (!isText(urlStatus, 250) || !URL.canParse(urlStatus))) return p24Error(400, 'Incorrect urlStatus');
    if (items.length !== 1) return p24Error(400, 'Incorrect refunds');
    const item = items[0] && typeof items[0] === 'object' ? (items[0] as Record<string, unknown>) : {};
    const { orderId, sessionId, amount, description } = item;
    if (!isInteger(orderId) || !isText(sessionId, 100) || !isInteger(amount) || amount <= 0) return p24Error(400, 'Incorrect refunds');
    if (description !== undefined && (typeof description !== 'string' || description.length > 35)) return p24Error(400, 'Incorrect description');
    if (refunds.some((earlier) => earlier.refundsUuid === refundsUuid || earlier.requestId === requestId))
      return refundRefused(409, item, 'The refund request has already been registered');
    const transaction = transactions.find((known) => known.orderId === orderId && known.sessionId === sessionId && known.status === 'verified');
    if (!transaction) return refundRefused(404, item, 'Transaction not found');
    if (amount > transaction.amount - transaction.refunded)
      return refundRefused(409, item, 'The amount of refund exceeds available amount for the transaction');
    transaction.refunded += amount;
    const made: StandInRefund = {
      requestId,
      refundsUuid,
      orderId,
      sessionId,
      amount,
      description: typeof description === 'string' ? description : '',
      urlStatus: typeof urlStatus === 'string' ? urlStatus : null,
      status: 'requested',
    };
    refunds.push(made);
    // The notification follows the answer, as at P24; the shop must not depend on which comes first.
    if (settleRefunds === 'at-once') setTimeout(() => void settleRefund(refundsUuid), 0);
    return Response.json(
      { data: [{ orderId, sessionId, amount, description: made.description, status: true, message: 'success' }], responseCode: 0 },
      { status: 201 },
    );
  }

  async function settleRefund(refundsUuid: string, outcome: 'made' | 'rejected' = 'made'): Promise<NotificationDelivery | null> {
    const made = refunds.find((item) => item.refundsUuid === refundsUuid);
    if (made?.status !== 'requested') throw new Error(`no requested refund ${refundsUuid}`);
    made.status = outcome;
    const transaction = transactions.find((known) => known.orderId === made.orderId);
    if (outcome === 'rejected' && transaction) transaction.refunded -= made.amount;
    if (!made.urlStatus) return null;
    const fields = {
      orderId: made.orderId,
      sessionId: made.sessionId,
      refundsUuid: made.refundsUuid,
      merchantId,
      amount: made.amount,
      currency: transaction?.currency ?? 'PLN',
      status: outcome === 'made' ? 0 : 1,
    };
    const sign = await signRefundNotification({ ...fields, crc });
    return deliver({ urlStatus: made.urlStatus }, { ...fields, requestId: made.requestId, timestamp: Math.floor(Date.now() / 1000), sign });
  }

  async function paymentPageAction(request: Request, token: string): Promise<Response> {
    const transaction = byToken(token);
    if (!transaction) return new Response('Nie znaleziono płatności.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    if (request.method === 'GET') return new Response(paymentPage(transaction), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    const decision = (await request.formData().catch(() => null))?.get('decision');
    if (transaction.status === 'registered' && decision === 'pay') await pay(token);
    else if (transaction.status === 'registered' && decision === 'reject') transaction.status = 'rejected';
    return new Response(null, { status: 303, headers: { Location: transaction.urlReturn } });
  }

  return {
    transactions,
    notifications,
    refunds,
    settleRefund,
    pay,
    async resendNotification(token) {
      const transaction = byToken(token);
      const body = lastNotification.get(token);
      if (!transaction || !body) throw new Error(`no notification was sent for token ${token}`);
      return deliver(transaction, body);
    },
    async handle(request) {
      const { pathname } = new URL(request.url);
      const page = /\/trnRequest\/([A-Za-z0-9-]+)$/.exec(pathname);
      if (page?.[1] && (request.method === 'GET' || request.method === 'POST')) return paymentPageAction(request, page[1]);
      if (request.method === 'POST' && pathname.endsWith('/api/v1/transaction/register')) return register(request);
      if (request.method === 'PUT' && pathname.endsWith('/api/v1/transaction/verify')) return verify(request);
      if (request.method === 'POST' && pathname.endsWith('/api/v1/transaction/refund')) return refund(request);
      return p24Error(404, 'Not found');
    },
  };
}
