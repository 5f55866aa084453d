/**
 * Issue 13: stock never goes below zero. A decrement past zero fails products' CHECK
 * (stock >= 0) and D1 rolls the whole order batch back; the buyer gets a Polish 409 naming the
 * product. 50 parallel checkouts for the last 20 items sell exactly 20, each order with its mail.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { quantityText } from '#lib/sales-units.ts';
import { cartOf, inStock, pick } from '#worker-test/cart.ts';
import { checkout, filledCart, orderTablesSnapshot, setStock, stockOf } from '#worker-test/orders.ts';

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('stock', () => {
  it('refuses an order for more than is left with a 409 naming the product, writing nothing', async () => {
    const product = pick(inStock, 20);
    await setStock(product.uuid, 2);
    const cart = await filledCart([{ uuid: product.uuid, quantity: 3 }]);
    const before = await orderTablesSnapshot();
    const answer = await checkout(cart);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: {
        code: 'out_of_stock',
        message: `Produktu „${product.name}” zostało w magazynie tylko ${quantityText(2, product.salesUnit)}. Zmniejsz ilość w koszyku.`,
      },
    });
    expect(await orderTablesSnapshot()).toBe(before);
  });

  it('taken by another order between the read and the write aborts the whole batch', async () => {
    const product = pick(inStock, 21);
    const other = pick(inStock, 22);
    await setStock(product.uuid, 5);
    await setStock(other.uuid, 5);
    const cart = await filledCart([
      { uuid: other.uuid, quantity: 1 },
      { uuid: product.uuid, quantity: 4 },
    ]);
    // Another shop process sells 3 of the 5 after this request has read the stock.
    const batch = env.DB.batch.bind(env.DB);
    const spy = vi.spyOn(env.DB, 'batch').mockImplementationOnce(async (statements) => {
      await env.DB.prepare('UPDATE products SET stock = stock - 3 WHERE uuid = ?1').bind(product.uuid).run();
      return batch(statements);
    });
    const answer = await checkout(cart);
    spy.mockRestore();
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { code: 'out_of_stock', message: expect.stringContaining(product.name) } });
    expect(await stockOf(product.uuid)).toBe(2);
    expect(await stockOf(other.uuid)).toBe(5);
    expect((await cart.summary()).body.cartSummary.cnt).toBe(2);
    const orders = await env.DB.prepare(
      'SELECT count(*) AS n FROM orders WHERE cart_uuid = (SELECT uuid FROM carts WHERE id = (SELECT cart_id FROM cart_sessions WHERE session_id = ?1))',
    )
      .bind(cart.sessionId)
      .first<{ n: number }>();
    expect(orders?.n).toBe(0);
  });

  it('50 parallel checkouts from 50 carts for the last 20 items sell exactly 20, each order with its mail', async () => {
    const product = pick(inStock, 23);
    await setStock(product.uuid, 20);
    const carts = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const cart = cartOf();
        await cart.add([{ uuid: product.uuid, quantity: 1 }]);
        return cart;
      }),
    );
    const answers = await Promise.all(carts.map((cart) => checkout(cart)));
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(20);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: { code: 'out_of_stock', message: expect.stringContaining(product.name) } });
    }
    expect(await stockOf(product.uuid)).toBe(0);
    const sold = await env.DB.prepare(
      `SELECT count(DISTINCT o.id) AS orders, sum(l.quantity) AS units,
         (SELECT count(*) FROM orders o2 WHERE NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.cause_kind = 'order' AND m.cause_id = o2.uuid)) AS without_mail
       FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.product_uuid = ?1`,
    )
      .bind(product.uuid)
      .first<{ orders: number; units: number; without_mail: number }>();
    expect(sold).toEqual({ orders: 20, units: 20, without_mail: 0 });
    const negative = await env.DB.prepare('SELECT count(*) AS n FROM products WHERE stock < 0').first<{ n: number }>();
    expect(negative?.n).toBe(0);
    // 100 requests on two shared cores: well under a second alone, more beside other test files.
  }, 30_000);
});
