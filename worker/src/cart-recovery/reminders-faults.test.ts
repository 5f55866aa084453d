/**
 * Issue 37: the abandoned-cart run under D1 faults (worker/test/faults.ts). Whichever operation of
 * a run fails (before or after it commits, once or with the Worker dying there), a cart is marked
 * reminded exactly when its reminder is in the outbox with the token the cart keeps; the next run
 * reminds the rest; no cart gets two reminders.
 */

import { env } from 'cloudflare:test';
import { fc } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartOf, inStock, pick } from '#worker-test/cart.ts';
import { d1FaultArbitrary, faultyD1, lostAnswerFaults } from '#worker-test/faults.ts';
import { clearOutbox } from '#worker-test/mail.ts';
import { hashToken } from '../auth/one-time-tokens.ts';
import { DEFAULT_CART_RECOVERY_AFTER_MINUTES } from '../config.ts';
import { remindAbandonedCarts } from './reminders.ts';

const SHOP = 'https://sklep.example';
const CARTS = 3;

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A cart with a product and the checkout's address with the reminder consent; its uuid. */
async function abandonedCart(): Promise<string> {
  const cart = cartOf();
  expect((await cart.add([{ uuid: pick(inStock).uuid, quantity: 2 }])).status).toBe(200);
  const email = `kupujacy-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  expect((await cart.call('PUT', '/contact', { email, reminderConsent: true })).status).toBe(200);
  const uuid = (await cart.get()).body.uuid;
  if (!uuid) throw new Error('the cart has no uuid');
  return uuid;
}

/** Each cart with its reminder flag, its mails and whether the newest mail's link carries the token the cart keeps. */
async function remindersOf(uuids: readonly string[]) {
  return Promise.all(
    uuids.map(async (uuid) => {
      const cart = await env.DB.prepare('SELECT reminder_sent_at, abandonment_token_hash FROM carts WHERE uuid = ?1')
        .bind(uuid)
        .first<{ reminder_sent_at: string | null; abandonment_token_hash: string | null }>();
      const { results: mails } = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE kind = 'cart_reminder' AND cause_id = ?1")
        .bind(uuid)
        .all<{ text_body: string }>();
      const token = mails[0]?.text_body.match(/\/porzucony\/([A-Za-z0-9_-]+)\n/)?.[1];
      return {
        reminded: cart?.reminder_sent_at !== null,
        mails: mails.length,
        keepsMailedToken: token !== undefined && cart?.abandonment_token_hash === (await hashToken(token)),
      };
    }),
  );
}

describe('the abandoned-cart run under D1 faults', () => {
  it('reminds each cart once, its mail with its claim, whichever operation fails', async () => {
    const due = (runs: number) => new Date(Date.now() + (DEFAULT_CART_RECOVERY_AFTER_MINUTES + 1 + runs) * 60_000);
    const counting = faultyD1(env.DB);
    await env.DB.prepare('UPDATE carts SET reminder_consent_at = NULL, contact_email = NULL').run();
    await Promise.all(Array.from({ length: CARTS }, abandonedCart));
    await remindAbandonedCarts(counting.db, SHOP, DEFAULT_CART_RECOVERY_AFTER_MINUTES, due(0));
    const operations = counting.operations.length;
    expect(operations).toBe(1 + CARTS);

    await fc.assert(
      fc.asyncProperty(d1FaultArbitrary(operations), async (fault) => {
        await clearOutbox(env.DB);
        await env.DB.prepare('UPDATE carts SET reminder_consent_at = NULL, contact_email = NULL').run();
        const carts = await Promise.all(Array.from({ length: CARTS }, abandonedCart));
        await remindAbandonedCarts(faultyD1(env.DB, fault).db, SHOP, DEFAULT_CART_RECOVERY_AFTER_MINUTES, due(0)).catch(() => undefined);
        for (const cart of await remindersOf(carts))
          expect(cart).toEqual(
            cart.reminded ? { reminded: true, mails: 1, keepsMailedToken: true } : { reminded: false, mails: 0, keepsMailedToken: false },
          );

        await remindAbandonedCarts(env.DB, SHOP, DEFAULT_CART_RECOVERY_AFTER_MINUTES, due(1));
        await remindAbandonedCarts(env.DB, SHOP, DEFAULT_CART_RECOVERY_AFTER_MINUTES, due(2));
        expect(await remindersOf(carts)).toEqual(Array(CARTS).fill({ reminded: true, mails: 1, keepsMailedToken: true }));
      }),
      { numRuns: 4 * operations, endOnFailure: true, examples: lostAnswerFaults(counting.operations).map((fault) => [fault]) },
    );
  });
});
