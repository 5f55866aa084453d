/**
 * The cart-recovery links (issue 15) and the checkout's contact call: the abandoned-cart link
 * (token checked against its cart by hash and expiry, copies the lines into the visitor's own
 * cart, works again on a second click), the transaction link (copies only the lines of a guest's
 * recent, unordered cart, reveals nothing else, refuses everything else with one 404), the
 * reminder's opt-out link, and the input classes of each (fast-check).
 */

import { env } from 'cloudflare:test';
import { fc, test as property } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart, CartUpdate } from '#lib/api-types.ts';
import { TOKEN_PATTERN } from '#lib/formats.ts';
import { signedInCustomer } from '#worker-test/accounts.ts';
import { cartOf, inStock, pick } from '#worker-test/cart.ts';
import { clearOutbox, readOutbox } from '#worker-test/mail.ts';
import { checkout } from '#worker-test/orders.ts';
import { remindAbandonedCarts } from '../../cart-recovery/reminders.ts';
import { DEFAULT_CART_RECOVERY_AFTER_MINUTES } from '../../config.ts';

const SHOP = 'https://sklep.example';
type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

/** The lines of a cart as product, set and quantity (in product order): what a recovery must carry over. */
function linesOf(cart: Cart) {
  return cart.items
    .map((item) => ({ product: item.product.uuid, set: item.productSet?.uuid ?? null, quantity: item.quantity }))
    .sort((a, b) => a.product.localeCompare(b.product));
}

/** A cart with two products and the reminder consent, reminded by a scheduled run; its mailed token. */
async function remindedCart() {
  const cart = cartOf();
  const email = `porzucony-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  await cart.add([
    { uuid: pick(inStock, 0).uuid, quantity: 2 },
    { uuid: pick(inStock, 1).uuid, quantity: 5 },
  ]);
  expect((await cart.call('PUT', '/contact', { email, reminderConsent: true })).status).toBe(200);
  const uuid = (await cart.get()).body.uuid ?? '';
  await remindAbandonedCarts(env.DB, SHOP, DEFAULT_CART_RECOVERY_AFTER_MINUTES, new Date(Date.now() + 3 * 60 * 60_000));
  const mail = (await readOutbox(env.DB)).find((row) => row.cause_id === uuid);
  const token = mail?.text_body.match(/\/porzucony\/([A-Za-z0-9_-]+)\n/)?.[1];
  if (!token) throw new Error('no reminder for the cart');
  return { cart, uuid, token, email };
}

const recover = (visitor: ReturnType<typeof cartOf>, cartUuid: string, token: unknown) =>
  visitor.call<CartUpdate & ErrorAnswer>('POST', `/recoveries/${cartUuid}`, { token });

beforeEach(async () => {
  await clearOutbox(env.DB);
});

describe('the abandoned-cart link', () => {
  it("copies the cart's lines into the visitor's own cart, and a second click changes nothing", async () => {
    const { cart, uuid, token, email } = await remindedCart();
    const original = (await cart.get()).body;
    const visitor = cartOf();
    await visitor.add([{ uuid: pick(inStock, 1).uuid, quantity: 1 }]);
    const answer = await recover(visitor, uuid, token);
    expect(answer.status).toBe(200);
    expect(answer.body.alertMessages.success).toEqual(['Przywróciliśmy produkty z Twojego koszyka.']);
    expect(JSON.stringify(answer.body)).not.toContain(email);
    const restored = (await visitor.get()).body;
    expect(linesOf(restored)).toEqual(linesOf(original));
    expect(restored.uuid).not.toBe(uuid);
    const again = await recover(visitor, uuid, token);
    expect(again.status).toBe(200);
    expect(linesOf((await visitor.get()).body)).toEqual(linesOf(original));
    // The mailed cart is still its own browser's, unchanged.
    expect(linesOf((await cart.get()).body)).toEqual(linesOf(original));
    // In the browser the mail was for, the link restores the cart as it is.
    expect((await recover(cart, uuid, token)).status).toBe(200);
    expect(linesOf((await cart.get()).body)).toEqual(linesOf(original));
  });

  it('refuses a wrong token, the token of another cart, an expired token and an ordered cart, each with its Polish 404', async () => {
    const first = await remindedCart();
    const second = await remindedCart();
    const visitor = cartOf();
    const otherToken = first.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const [cartUuid, token] of [
      [first.uuid, otherToken],
      [second.uuid, first.token],
      [crypto.randomUUID(), first.token],
    ] as const) {
      const answer = await recover(visitor, cartUuid, token);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('recovery_link_not_found');
      expect(answer.body.error.message).toMatch(/nieprawidłowy albo wygasł/);
    }
    await env.DB.prepare('UPDATE carts SET abandonment_token_expires_at = ?2 WHERE uuid = ?1')
      .bind(first.uuid, new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await recover(visitor, first.uuid, first.token)).body.error.code).toBe('recovery_link_expired');
    expect((await checkout(second.cart)).status).toBe(200);
    expect((await recover(visitor, second.uuid, second.token)).body.error.code).toBe('cart_ordered');
    expect((await visitor.summary()).body.cartSummary.cnt).toBe(0);
  });

  property.prop([fc.stringMatching(TOKEN_PATTERN), fc.uuid({ version: 4 })], { numRuns: 25 })(
    'answers any well-formed token of no cart with a 404 and writes nothing',
    async (token, cartUuid) => {
      const visitor = cartOf();
      const answer = await recover(visitor, cartUuid, token);
      expect(answer.status).toBe(404);
      expect((await visitor.summary()).body.cartSummary.cnt).toBe(0);
    },
  );

  property.prop(
    [
      fc.oneof(
        fc.string().filter((text) => !TOKEN_PATTERN.test(text)),
        fc.integer(),
        fc.constant(null),
      ),
      fc.string({ minLength: 1, maxLength: 40 }),
    ],
    { numRuns: 25 },
  )('answers a malformed token or cart id with a 400 in Polish, never a 5xx', async (token, cartUuid) => {
    const visitor = cartOf();
    const path = /^[0-9a-f-]{36}$/.test(cartUuid) ? crypto.randomUUID() : encodeURIComponent(cartUuid);
    const answer = await visitor.call<ErrorAnswer>('POST', `/recoveries/${path}`, { token });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('the transaction link', () => {
  const recoverTransaction = (visitor: ReturnType<typeof cartOf>, transactionUuid: unknown) =>
    visitor.call<CartUpdate & ErrorAnswer>('POST', '/transaction-recoveries', { transactionUuid });

  it('copies only the lines and quantities of the guest cart written with that transaction', async () => {
    const transaction = crypto.randomUUID();
    const guest = cartOf(undefined, transaction);
    await guest.add([{ uuid: pick(inStock, 2).uuid, quantity: 4 }]);
    const email = `tx-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    await guest.call('PUT', '/contact', { email, reminderConsent: true });
    const original = (await guest.get()).body;
    const visitor = cartOf();
    const answer = await recoverTransaction(visitor, transaction);
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body);
    for (const secret of [email, guest.sessionId, original.uuid ?? 'none']) expect(text).not.toContain(secret);
    const copied = (await visitor.get()).body;
    expect(linesOf(copied)).toEqual(linesOf(original));
    expect(copied.uuid).not.toBe(original.uuid);
    // The original cart is not adopted: its browser keeps it as it was.
    expect(linesOf((await guest.get()).body)).toEqual(linesOf(original));
  });

  it("refuses a customer's cart, an ordered cart and an unknown transaction with the same 404", async () => {
    const { shopper } = await signedInCustomer();
    const customerTransaction = crypto.randomUUID();
    const added = await shopper.fetch('/api/public/v1/carts/products', {
      method: 'POST',
      headers: { 'Cart-Transaction-Id': customerTransaction },
      json: { productsData: [{ uuid: pick(inStock, 3).uuid, quantity: 1 }] },
    });
    expect(added.status).toBe(200);
    const orderedTransaction = crypto.randomUUID();
    const ordered = cartOf(undefined, orderedTransaction);
    await ordered.add([{ uuid: pick(inStock, 4).uuid, quantity: 1 }]);
    expect((await checkout(ordered)).status).toBe(200);
    const visitor = cartOf();
    const bodies = [];
    for (const transaction of [customerTransaction, orderedTransaction, crypto.randomUUID()]) {
      const answer = await recoverTransaction(visitor, transaction);
      expect(answer.status).toBe(404);
      bodies.push(answer.body);
    }
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]?.error.code).toBe('cart_not_found');
    expect((await visitor.summary()).body.cartSummary.cnt).toBe(0);
  });

  property.prop(
    [
      fc.oneof(
        fc.string(),
        fc.integer(),
        fc.uuid({ version: 4 }).map((uuid) => uuid.toUpperCase()),
      ),
    ],
    { numRuns: 25 },
  )('answers a malformed transaction id with a 400', async (transactionUuid) => {
    fc.pre(!/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(String(transactionUuid)));
    expect((await recoverTransaction(cartOf(), transactionUuid)).status).toBe(400);
  });
});

describe('the contact call and the opt-out link', () => {
  it('needs an address with the consent, and refuses a malformed one', async () => {
    const cart = cartOf();
    await cart.add([{ uuid: pick(inStock).uuid, quantity: 1 }]);
    const missing = await cart.call<ErrorAnswer>('PUT', '/contact', { reminderConsent: true });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields?.email).toBe('Podaj adres e-mail.');
    expect((await cart.call('PUT', '/contact', { email: 'nie-adres', reminderConsent: true })).status).toBe(400);
    expect((await cartOf().call('PUT', '/contact', { email: 'a@example.pl', reminderConsent: true })).body).toEqual({
      saved: false,
      reminderConsent: false,
    });
  });

  it("stops reminders for the address's other carts until a new consent", async () => {
    const { uuid, token, email } = await remindedCart();
    const later = cartOf();
    await later.add([{ uuid: pick(inStock).uuid, quantity: 1 }]);
    await later.call('PUT', '/contact', { email, reminderConsent: true });
    const visitor = cartOf();
    expect((await visitor.call('POST', `/reminder-withdrawals/${crypto.randomUUID()}`, { token })).status).toBe(404);
    expect((await visitor.call('POST', `/reminder-withdrawals/${uuid}`, { token })).body).toEqual({ withdrawn: true });
    await clearOutbox(env.DB);
    await remindAbandonedCarts(env.DB, SHOP, DEFAULT_CART_RECOVERY_AFTER_MINUTES, new Date(Date.now() + 3 * 60 * 60_000));
    expect(await readOutbox(env.DB)).toEqual([]);
    expect(
      await env.DB.prepare('SELECT contact_email FROM carts WHERE id = (SELECT cart_id FROM cart_sessions WHERE session_id = ?1)')
        .bind(later.sessionId)
        .first(),
    ).toEqual({
      contact_email: null,
    });
  });
});
