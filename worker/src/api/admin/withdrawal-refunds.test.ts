/**
 * The refund after a consumer's withdrawal (issue 33, docs/decisions/041-refunds.md): only after
 * the return is accepted; the amount is the server's (the withdrawn goods, and with the last of the
 * order the delivery up to the cheapest, art. 32 ust. 1 and 3); one refund per withdrawal however
 * often it is clicked; a transfer is recorded at once, a Przelewy24 refund goes through the local
 * stand-in and is done only when P24's signed notification says so.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '#lib/api-types.ts';
import type { Checkout } from '#lib/forms/checkout.ts';
import { formatPrice } from '#lib/money.ts';
import { createPrzelewy24StandIn, type Przelewy24StandIn } from '#scripts/lib/przelewy24-stand-in.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { checkoutOf, expectedTotalOf, filledCart, setStock } from '#worker-test/orders.ts';
import { P24, p24Env } from '#worker-test/przelewy24.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';
import { signRefundNotification } from '../../payments/przelewy24/sign.ts';
import { api } from '../app.ts';

interface Refund {
  amount: number;
  deliveryAmount: number;
  method: 'p24' | 'transfer';
  state: 'due' | 'pending' | 'done' | 'rejected';
  accountNumber: string | null;
  requestedBy: string | null;
  failure: string | null;
}
interface DeskWithdrawal {
  uuid: string;
  refundDueBy: string;
  refund: Refund;
}

let standIn: Przelewy24StandIn;

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
beforeEach(() => {
  standIn = createPrzelewy24StandIn({ ...P24, settleRefunds: 'by-hand', fetch: async (request) => api.request(request, undefined, p24Env) });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => standIn.handle(new Request(input, init)));
});
afterEach(() => {
  vi.mocked(globalThis.fetch).mockRestore();
});

async function call<T>(path: string, init: { method?: string; headers?: Record<string, string>; json?: unknown } = {}) {
  const response = await api.request(
    `${ORIGIN}${path}`,
    {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: { ...init.headers, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    },
    p24Env,
  );
  return { status: response.status, body: (await response.json()) as T };
}

/** Products 3 units of which travel at a cost (below the free-delivery threshold). */
const cheap = inStock.filter((product) => product.netPrice > 0 && product.netPrice * 3 < 40_000);

/** An order of 3 units of one product, by courier, paid the given way; with what its delivery would cost by parcel locker. */
async function placeOrder(index: number, paymentMethod: Checkout['paymentMethod']) {
  const product = pick(cheap, index);
  await setStock(product.uuid, 10);
  const cart = await filledCart([{ uuid: product.uuid, quantity: 3 }]);
  const shown = (await cart.get()).body;
  const cheapestDelivery = (await expectedTotalOf(shown, 'parcel_locker')) - (await expectedTotalOf(shown, 'branch_pickup'));
  const placed = await call<PlacedOrder>('/api/public/v1/orders', {
    headers: { 'Cart-Session-Id': cart.sessionId, 'Idempotency-Key': crypto.randomUUID() },
    json: { ...checkoutOf({ paymentMethod }), expectedTotalGross: await expectedTotalOf(shown, 'courier') },
  });
  expect(placed.status).toBe(200);
  const row = await env.DB.prepare(
    `SELECT o.id, o.number, o.email, o.total_gross, o.delivery_gross, l.product_number, l.line_gross
     FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.uuid = ?1`,
  )
    .bind(placed.body.uuid)
    .first<{ id: number; number: string; email: string; total_gross: number; delivery_gross: number; product_number: string; line_gross: number }>();
  if (!row) throw new Error('no order');
  return { placed: placed.body, ...row, cheapestDelivery };
}

/** A statement of withdrawal as the public call stores it (that call is tested in withdrawals/routes.test.ts). */
async function withdraw(orderId: number, email: string, lines: { productNumber: string; quantity: number }[] | null): Promise<string> {
  const uuid = crypto.randomUUID();
  const named = lines?.map((line) => ({ ...line, name: 'Produkt', unit: 'szt.' })) ?? null;
  await env.DB.prepare(
    `INSERT INTO withdrawals (uuid, request_key, order_id, consumer_name, email, lines, statement, received_at)
     VALUES (?1, ?2, ?3, 'Anna Nowak', ?4, ?5, 'Oświadczenie', ?6)`,
  )
    .bind(uuid, crypto.randomUUID(), orderId, email, named ? JSON.stringify(named) : null, new Date().toISOString())
    .run();
  return uuid;
}

const accept = (orderUuid: string, withdrawalUuid: string, staff: Record<string, string>) =>
  call<DeskWithdrawal>(`/api/admin/v1/orders/${orderUuid}/withdrawals/${withdrawalUuid}/acceptance`, { headers: staff, json: {} });
const refund = (orderUuid: string, withdrawalUuid: string, staff: Record<string, string>, json: object = {}) =>
  call<DeskWithdrawal & { error?: { message: string } }>(`/api/admin/v1/orders/${orderUuid}/withdrawals/${withdrawalUuid}/refund`, {
    headers: staff,
    json,
  });

async function auditOf(orderUuid: string, operation: string) {
  const { results } = await env.DB.prepare('SELECT actor_kind, actor_name, change FROM audit_log WHERE operation = ?1 AND object_id = ?2 ORDER BY id')
    .bind(operation, orderUuid)
    .all<{ actor_kind: string; actor_name: string; change: string }>();
  return results.map((row) => ({ ...row, change: JSON.parse(row.change) as Record<string, unknown> }));
}

describe('a refund by bank transfer', () => {
  it('waits for the accepted return, gives the goods back, and with the rest of the order the delivery up to the cheapest; once', async () => {
    const order = await placeOrder(40, 'transfer');
    const staff = await staffSession('orders', 'Ola Zwroty');
    const first = await withdraw(order.id, order.email, [{ productNumber: order.product_number, quantity: 1 }]);

    const early = await refund(order.placed.uuid, first, staff);
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe('Najpierw przyjmij zwrot (towar wrócił albo jest dowód jego odesłania); potem zwróć płatność.');
    const accepted = await accept(order.placed.uuid, first, staff);
    const oneUnit = Math.floor((order.line_gross * 2 + 3) / 6);
    expect(accepted.body.refund).toMatchObject({ state: 'due', method: 'transfer', amount: oneUnit, deliveryAmount: 0 });
    expect((await refund(order.placed.uuid, first, staff, { accountNumber: '12 3456' })).status).toBe(400);
    expect((await refund(order.placed.uuid, first, await staffSession('editor'))).status).toBe(403);

    // A double click: one refund, one 409.
    const [one, two] = await Promise.all([
      refund(order.placed.uuid, first, staff, { accountNumber: '61 1090 1014 0000 0712 1981 2874' }),
      refund(order.placed.uuid, first, staff, { accountNumber: '61 1090 1014 0000 0712 1981 2874' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const done = one.status === 200 ? one : two;
    expect(done.body.refund).toMatchObject({
      state: 'done',
      method: 'transfer',
      amount: oneUnit,
      accountNumber: 'PL61109010140000071219812874',
      requestedBy: 'Ola Zwroty',
    });
    expect((await refund(order.placed.uuid, first, staff)).status).toBe(409);
    const recorded = await env.DB.prepare('SELECT refunded_by, refund_method, refund_amount FROM withdrawals WHERE uuid = ?1').bind(first).first();
    expect(recorded).toEqual({ refunded_by: 'Ola Zwroty', refund_method: 'transfer', refund_amount: oneUnit });

    // The rest of the order: its goods and the delivery, at most what the parcel locker costs.
    const rest = await withdraw(order.id, order.email, null);
    await accept(order.placed.uuid, rest, staff);
    const last = await refund(order.placed.uuid, rest, staff, { note: 'Przelew wysłany z konta firmowego' });
    expect(last.status).toBe(200);
    const delivery = Math.min(order.delivery_gross, order.cheapestDelivery);
    expect(order.cheapestDelivery).toBeLessThan(order.delivery_gross);
    expect(last.body.refund).toMatchObject({ state: 'done', deliveryAmount: delivery, amount: order.line_gross - oneUnit + delivery });
    expect(oneUnit + (last.body.refund.amount ?? 0)).toBeLessThanOrEqual(order.total_gross);

    const audit = await auditOf(order.placed.uuid, 'refundWithdrawal');
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({
      actor_name: 'Ola Zwroty',
      change: { withdrawal: rest, method: 'transfer', delivery, note: 'Przelew wysłany z konta firmowego' },
    });
    expect((await refund(order.placed.uuid, crypto.randomUUID(), staff)).status).toBe(404);

    // The consumer is told of each refund, once, with its amount and the account it went to.
    const mails = await refundMailsOf(order.placed.uuid);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe(`Zamówienie ${order.number}: zwrot płatności wykonany`);
    expect(mails[0]?.text_body).toContain(`Zwróciliśmy ${formatPrice(oneUnit)} za odstąpienie od umowy`);
    expect(mails[0]?.text_body).toContain('przelewem na rachunek PL61109010140000071219812874');
    expect(mails[1]?.text_body).toContain(`(w tym ${formatPrice(delivery)} za dostawę)`);
  });
});

/** The consumer's refund mails of the order, oldest first. */
async function refundMailsOf(orderUuid: string) {
  const { results } = await env.DB.prepare(
    "SELECT recipient, subject, text_body FROM mail_outbox WHERE kind = 'withdrawal_refund' AND cause_id = ?1 ORDER BY created_at, rowid",
  )
    .bind(orderUuid)
    .all<{ recipient: string; subject: string; text_body: string }>();
  return results;
}

describe('a refund through Przelewy24', () => {
  async function paidOnline(index: number) {
    const order = await placeOrder(index, 'p24');
    const token = order.placed.paymentRedirectUrl?.split('/trnRequest/')[1] ?? '';
    expect((await standIn.pay(token)).status).toBe(200);
    const withdrawal = await withdraw(order.id, order.email, null);
    const staff = await staffSession('orders', 'Jan Kasa');
    await accept(order.placed.uuid, withdrawal, staff);
    const p24 = await env.DB.prepare('SELECT p24_order_id, p24_session_id FROM orders WHERE id = ?1')
      .bind(order.id)
      .first<{ p24_order_id: number; p24_session_id: string }>();
    return { ...order, withdrawal, staff, p24OrderId: p24?.p24_order_id ?? 0, sessionId: p24?.p24_session_id ?? '' };
  }

  const readRefund = async (orderUuid: string, withdrawalUuid: string, staff: Record<string, string>) =>
    (await call<{ withdrawals: DeskWithdrawal[] }>(`/api/admin/v1/orders/${orderUuid}`, { headers: staff })).body.withdrawals.find(
      (withdrawal) => withdrawal.uuid === withdrawalUuid,
    )?.refund;

  it('asks P24 for the server’s amount, stays pending until P24’s signed notification, and a replay changes nothing', async () => {
    const order = await paidOnline(41);
    const asked = await refund(order.placed.uuid, order.withdrawal, order.staff);
    expect(asked.status).toBe(200);
    const amount = order.line_gross + Math.min(order.delivery_gross, order.cheapestDelivery);
    expect(asked.body.refund).toMatchObject({ state: 'pending', method: 'p24', amount });
    expect(standIn.refunds).toEqual([
      expect.objectContaining({
        orderId: order.p24OrderId,
        sessionId: order.sessionId,
        amount,
        description: `Zwrot ${order.number}`,
        status: 'requested',
      }),
    ]);
    expect((await refund(order.placed.uuid, order.withdrawal, order.staff)).status).toBe(409);
    expect((await refund(order.placed.uuid, order.withdrawal, order.staff, { accountNumber: '61109010140000071219812874' })).status).toBe(409);
    expect(await env.DB.prepare('SELECT refunded_at FROM withdrawals WHERE uuid = ?1').bind(order.withdrawal).first()).toEqual({ refunded_at: null });

    const [sent] = standIn.refunds;
    const delivered = await standIn.settleRefund(sent?.refundsUuid ?? '');
    expect(delivered?.status).toBe(200);
    expect(await readRefund(order.placed.uuid, order.withdrawal, order.staff)).toMatchObject({ state: 'done', amount });
    expect(
      await env.DB.prepare('SELECT refunded_by, refund_method, refund_amount FROM withdrawals WHERE uuid = ?1').bind(order.withdrawal).first(),
    ).toEqual({ refunded_by: 'Jan Kasa', refund_method: 'p24', refund_amount: amount });
    const replay = await api.request(
      `${ORIGIN}/api/public/v1/payments/przelewy24/refunds`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(delivered?.body) },
      p24Env,
    );
    expect(replay.status).toBe(200);
    const notices = await auditOf(order.placed.uuid, 'acceptPrzelewy24RefundNotification');
    expect(notices).toEqual([
      expect.objectContaining({ actor_kind: 'integration', actor_name: 'przelewy24', change: expect.objectContaining({ refunded: true }) }),
    ]);
    // Mailed when P24 said the money went, not when it was asked; the replay mails nothing more.
    const mails = await refundMailsOf(order.placed.uuid);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(`Zwróciliśmy ${formatPrice(amount)}`);
    expect(mails[0]?.text_body).toContain('przez Przelewy24');
    expect((await refund(order.placed.uuid, order.withdrawal, order.staff)).status).toBe(409);
  });

  it('refuses a forged, unknown or malformed notification with a 4xx and changes nothing', async () => {
    const order = await paidOnline(42);
    await refund(order.placed.uuid, order.withdrawal, order.staff);
    const [sent] = standIn.refunds;
    const fields = {
      orderId: order.p24OrderId,
      sessionId: order.sessionId,
      refundsUuid: sent?.refundsUuid ?? '',
      merchantId: P24.merchantId,
      amount: sent?.amount ?? 0,
      currency: 'PLN',
      status: 0,
    };
    const body = { ...fields, requestId: sent?.requestId, timestamp: 1_760_000_000, sign: await signRefundNotification({ ...fields, crc: P24.crc }) };
    const post = async (json: unknown) =>
      (
        await api.request(
          `${ORIGIN}/api/public/v1/payments/przelewy24/refunds`,
          { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) },
          p24Env,
        )
      ).status;
    expect(await post({ ...body, sign: await signRefundNotification({ ...fields, crc: 'guessed' }) })).toBe(422);
    expect(await post({ ...body, amount: 1 })).toBe(422);
    const otherFields = { ...fields, refundsUuid: 'a'.repeat(32) };
    expect(await post({ ...body, ...otherFields, sign: await signRefundNotification({ ...otherFields, crc: P24.crc }) })).toBe(422);
    expect(await post({ ...body, requestId: 'another' })).toBe(422);
    expect(await post({ ...body, status: 'zero' })).toBe(400);
    expect(await post('nonsense')).toBe(400);
    expect(await readRefund(order.placed.uuid, order.withdrawal, order.staff)).toMatchObject({ state: 'pending' });
    expect(await post(body)).toBe(200);
    expect(await readRefund(order.placed.uuid, order.withdrawal, order.staff)).toMatchObject({ state: 'done' });
  });

  it('records P24’s rejection, and P24’s refusal, so that the staff may ask again', async () => {
    const order = await paidOnline(43);
    await refund(order.placed.uuid, order.withdrawal, order.staff);
    await standIn.settleRefund(standIn.refunds[0]?.refundsUuid ?? '', 'rejected');
    expect(await readRefund(order.placed.uuid, order.withdrawal, order.staff)).toMatchObject({ state: 'rejected' });

    // Someone refunded the transaction in P24's own panel meanwhile: P24 refuses the shop's refund.
    const transaction = standIn.transactions.find((item) => item.orderId === order.p24OrderId);
    if (transaction) transaction.refunded = transaction.amount;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await refund(order.placed.uuid, order.withdrawal, order.staff);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toContain('Przelewy24 odmówiły zwrotu');
    expect(await readRefund(order.placed.uuid, order.withdrawal, order.staff)).toMatchObject({ state: 'rejected' });

    if (transaction) transaction.refunded = 0;
    const again = await refund(order.placed.uuid, order.withdrawal, order.staff);
    expect(again.status).toBe(200);
    expect(again.body.refund.state).toBe('pending');
    expect(standIn.refunds.filter((item) => item.status === 'requested')).toHaveLength(1);
  });
});
