/**
 * Issue 12: two tabs adding at once never lose an addition. Parallel requests through the whole
 * worker: the quantities of one product all add up (one conditional upsert per line), the cart
 * created by the first of them is the one all of them fill, and parallel adds of new products
 * never take a cart past its line limit.
 */
import { env } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';
import { cartOf, inStock, pick } from '#worker-test/cart.ts';
import { MAX_CART_LINES } from './schemas.ts';

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('parallel adds', () => {
  prop.prop([fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 2, maxLength: 12 })], { numRuns: 10 })(
    'of one product to a new cart sum every quantity into one line of one cart',
    async (quantities) => {
      const cart = cartOf();
      const { uuid } = pick(inStock);
      const answers = await Promise.all(quantities.map((quantity) => cart.add([{ uuid, quantity }])));
      expect(answers.map((answer) => answer.status)).toEqual(quantities.map(() => 200));
      const total = quantities.reduce((sum, quantity) => sum + quantity, 0);
      expect((await cart.summary()).body.cartSummary).toEqual({ cnt: 1, quantity: Math.min(total, MAX_PRODUCT_QUANTITY) });
      const carts = await env.DB.prepare('SELECT count(*) AS n FROM carts WHERE id = (SELECT cart_id FROM cart_sessions WHERE session_id = ?1)')
        .bind(cart.sessionId)
        .first<{ n: number }>();
      expect(carts?.n).toBe(1);
    },
  );

  it('of one product past 9999 stop at 9999', async () => {
    const cart = cartOf();
    const { uuid } = pick(inStock);
    await Promise.all(Array.from({ length: 4 }, () => cart.add([{ uuid, quantity: 3000 }])));
    expect((await cart.summary()).body.cartSummary.quantity).toBe(MAX_PRODUCT_QUANTITY);
  });

  it(`of new products never take a cart past ${MAX_CART_LINES} lines, and every line refused is reported`, async () => {
    const cart = cartOf();
    const start = MAX_CART_LINES - 3;
    await cart.add(inStock.slice(0, start).map((product) => ({ uuid: product.uuid, quantity: 1 })));
    const newcomers = inStock.slice(start, start + 8);
    expect(newcomers).toHaveLength(8);
    const answers = await Promise.all(newcomers.map((product) => cart.add([{ uuid: product.uuid, quantity: 1 }])));
    const added = answers.filter((answer) => answer.status === 200 && answer.body.items.directlyProcessedCnt.added === 1).length;
    // The others were refused whole (422) or, past the check in a race, skipped with a message.
    for (const answer of answers) {
      if (answer.status === 200 && answer.body.items.directlyProcessedCnt.added === 0) {
        expect(answer.body.alertMessages.error[0]).toMatch(/^Koszyk ma już 200 pozycji/);
      } else if (answer.status !== 200) {
        expect(answer.status).toBe(422);
      }
    }
    expect(added).toBe(3);
    expect((await cart.summary()).body.cartSummary.cnt).toBe(MAX_CART_LINES);
  });
});
