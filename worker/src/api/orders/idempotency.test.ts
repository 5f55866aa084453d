/**
 * Issue 13: `POST /orders` under an Idempotency-Key. The same key and body replay the first
 * answer, the same key with another body is a 422, and two requests racing with one key make
 * one order.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inStock, pick } from '#worker-test/cart.ts';
import { checkoutOf, expectedTotalOf, filledCart, postOrder, setStock, stockOf } from '#worker-test/orders.ts';

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

async function ordersOfKey(key: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE idempotency_key = ?1').bind(key).first<{ n: number }>();
  return row?.n ?? 0;
}

async function readyCart(index: number) {
  const product = pick(inStock, index);
  await setStock(product.uuid, 50);
  const cart = await filledCart([{ uuid: product.uuid, quantity: 2 }]);
  const body = { ...checkoutOf(), expectedTotalGross: await expectedTotalOf((await cart.get()).body) };
  return { product, cart, body };
}

describe('the Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and orders nothing more', async () => {
    const { product, cart, body } = await readyCart(10);
    const key = crypto.randomUUID();
    const first = await postOrder(cart.sessionId, body, key);
    expect(first.status).toBe(200);
    const again = await postOrder(cart.sessionId, body, key);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await ordersOfKey(key)).toBe(1);
    expect(await stockOf(product.uuid)).toBe(48);
  });

  it('refuses the same key with another body with a Polish 422, writing nothing', async () => {
    const { cart, body } = await readyCart(11);
    const key = crypto.randomUUID();
    expect((await postOrder(cart.sessionId, body, key)).status).toBe(200);
    const other = await postOrder(cart.sessionId, { ...body, paymentMethod: 'cod' }, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: { code: 'idempotency_key_reused', message: expect.stringMatching(/^Ten klucz idempotencji/) } });
    // Another cart with the key is another request too.
    const elsewhere = await readyCart(12);
    expect((await postOrder(elsewhere.cart.sessionId, body, key)).status).toBe(422);
    expect(await ordersOfKey(key)).toBe(1);
  });

  it('makes one order of requests racing with one key, each answered with it', async () => {
    const { product, cart, body } = await readyCart(13);
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postOrder(cart.sessionId, body, key)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body.uuid)).size).toBe(1);
    expect(await ordersOfKey(key)).toBe(1);
    expect(await stockOf(product.uuid)).toBe(48);
    const mails = await env.DB.prepare("SELECT kind FROM mail_outbox WHERE cause_kind = 'order' AND cause_id = ?1 ORDER BY kind")
      .bind(answers[0]?.body.uuid)
      .all<{ kind: string }>();
    // One confirmation for the buyer and one notice for the shop, however many requests raced.
    expect(mails.results.map((mail) => mail.kind)).toEqual(['order_confirmation', 'order_notice']);
  });

  it('lets two tabs with two keys order one cart once: the second finds the cart changed or empty', async () => {
    const { cart, body } = await readyCart(14);
    const answers = await Promise.all([postOrder(cart.sessionId, body), postOrder(cart.sessionId, body)]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({ error: { code: expect.stringMatching(/^cart_(changed|empty)$/) } });
  });
});
