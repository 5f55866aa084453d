/**
 * The scheduled abandoned-cart run (issue 15), through the Worker's own `scheduled` handler:
 * exactly one reminder per cart that has items, an address with the reminder consent and no
 * order, once it has been untouched for CART_RECOVERY_AFTER_MINUTES; none otherwise, none twice,
 * and one only when two runs overlap. Carts are written through the API at the real time; the
 * runs are scheduled later instead of backdating rows.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOf, inStock, pick } from '#worker-test/cart.ts';
import { clearOutbox, enqueueSampleMails, readOutbox } from '#worker-test/mail.ts';
import { checkout } from '#worker-test/orders.ts';
import { hashToken } from '../auth/one-time-tokens.ts';
import { DEFAULT_CART_RECOVERY_AFTER_MINUTES } from '../config.ts';
import type { WorkerEnv } from '../env.ts';
import worker from '../index.ts';
import type { OutboxRow } from '../mail/outbox.ts';
import { REMINDER_WINDOW_DAYS, remindAbandonedCarts } from './reminders.ts';

const SHOP = 'https://sklep.example';
const shopEnv: WorkerEnv = { ...env, SITE_URL: SHOP };
const MINUTE = 60_000;

/** A run of the scheduled handler `minutes` from now. */
async function runAfter(minutes: number, runEnv: WorkerEnv = shopEnv): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + minutes * MINUTE, cron: '* * * * *' }), runEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const due = DEFAULT_CART_RECOVERY_AFTER_MINUTES + 1;

async function reminders(): Promise<OutboxRow[]> {
  return (await readOutbox(env.DB)).filter((mail) => mail.kind === 'cart_reminder');
}

/** A browser's cart with one product and, unless told otherwise, the checkout's address with the reminder consent. */
async function abandonedCart(email = `kupujacy-${crypto.randomUUID().slice(0, 8)}@example.pl`, reminderConsent = true, product = pick(inStock)) {
  const cart = cartOf();
  expect((await cart.add([{ uuid: product.uuid, quantity: 3 }])).status).toBe(200);
  const saved = await cart.call<{ saved: boolean; reminderConsent: boolean }>('PUT', '/contact', { email, reminderConsent });
  expect(saved).toMatchObject({ status: 200, body: { saved: true, reminderConsent } });
  const uuid = (await cart.get()).body.uuid;
  if (!uuid) throw new Error('the cart has no uuid');
  return { cart, uuid, email, product };
}

async function cartRow(uuid: string) {
  return env.DB.prepare('SELECT * FROM carts WHERE uuid = ?1')
    .bind(uuid)
    .first<{ reminder_sent_at: string | null; abandonment_token_hash: string | null; abandonment_token_expires_at: string | null }>();
}

beforeEach(async () => {
  await clearOutbox(env.DB);
  await env.DB.prepare('UPDATE carts SET reminder_consent_at = NULL, contact_email = NULL').run();
});

describe('the scheduled abandoned-cart run', () => {
  it('sends one reminder per cart with consent, listing the items and the link, and stores only the token hash', async () => {
    const first = await abandonedCart();
    const second = await abandonedCart();
    await runAfter(due);
    const mails = await reminders();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([first.email, second.email].sort());
    const mail = mails.find((row) => row.cause_id === first.uuid);
    expect(mail).toMatchObject({ subject: 'Twój koszyk czeka na Ciebie', cause_kind: 'cart' });
    expect(mail?.text_body).toContain(`${first.product.name} × 3`);
    const link = mail?.text_body.match(new RegExp(`${SHOP}/koszyk/${first.uuid}/porzucony/([A-Za-z0-9_-]+)\\n`));
    const token = link?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await cartRow(first.uuid);
    expect(row?.abandonment_token_hash).toBe(await hashToken(token ?? ''));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(row?.abandonment_token_expires_at ?? '') - Date.parse(row?.reminder_sent_at ?? '')).toBe(7 * 86_400_000);

    await runAfter(due + 60);
    expect(await reminders()).toHaveLength(2);
  });

  it('waits for the configured delay, also when it is configured', async () => {
    const { uuid } = await abandonedCart();
    await runAfter(DEFAULT_CART_RECOVERY_AFTER_MINUTES - 1);
    expect(await reminders()).toEqual([]);
    await runAfter(10, { ...shopEnv, CART_RECOVERY_AFTER_MINUTES: '5' });
    expect((await reminders()).map((mail) => mail.cause_id)).toEqual([uuid]);
  });

  it('does not remind a cart left too long ago (a first run after an outage)', async () => {
    await abandonedCart();
    await runAfter(REMINDER_WINDOW_DAYS * 24 * 60 + 1);
    expect(await reminders()).toEqual([]);
  });

  it('sends nothing without the consent, after unticking it, or without SITE_URL', async () => {
    await abandonedCart(undefined, false);
    const withdrawn = await abandonedCart();
    expect((await withdrawn.cart.call('PUT', '/contact', { reminderConsent: false })).body).toEqual({ saved: true, reminderConsent: false });
    const { uuid } = await abandonedCart();
    await runAfter(due, { ...env, SITE_URL: undefined });
    expect(await reminders()).toEqual([]);
    await runAfter(due);
    expect((await reminders()).map((mail) => mail.cause_id)).toEqual([uuid]);
    const row = await env.DB.prepare(
      'SELECT contact_email, reminder_consent_at FROM carts WHERE id = (SELECT cart_id FROM cart_sessions WHERE session_id = ?1)',
    )
      .bind(withdrawn.cart.sessionId)
      .first();
    expect(row).toEqual({ contact_email: null, reminder_consent_at: null });
  });

  it('never reminds a cart an order was placed from, nor an emptied cart', async () => {
    const ordered = await abandonedCart();
    expect((await checkout(ordered.cart)).status).toBe(200);
    const emptied = await abandonedCart();
    expect((await emptied.cart.empty()).status).toBe(200);
    // Items added again after the order: the cart still named an order, so it is not reminded.
    expect((await ordered.cart.add([{ uuid: ordered.product.uuid, quantity: 1 }])).status).toBe(200);
    await runAfter(due);
    expect(await reminders()).toEqual([]);
  });

  it('honours a newsletter unsubscription given after the consent', async () => {
    const { email } = await abandonedCart();
    const now = new Date().toISOString();
    await env.DB.prepare(
      "INSERT INTO newsletter_subscribers (id, email, status, created_at, updated_at, unsubscribed_at) VALUES (?1, ?2, 'unsubscribed', ?3, ?3, ?3)",
    )
      .bind(crypto.randomUUID(), email, now)
      .run();
    await runAfter(due);
    expect(await reminders()).toEqual([]);
  });

  it('logs a misconfigured delay and still delivers the outbox in the same run', async () => {
    await abandonedCart();
    await enqueueSampleMails(env.DB, 1, new Date());
    await runAfter(due, { ...shopEnv, CART_RECOVERY_AFTER_MINUTES: 'dwie godziny' });
    expect(await reminders()).toEqual([]);
    // Without a provider key the drain holds the mail: it ran.
    expect((await readOutbox(env.DB)).map((mail) => mail.status)).toEqual(['held']);
  });

  it('sends each reminder once when two runs overlap', async () => {
    const carts = await Promise.all([abandonedCart(), abandonedCart(), abandonedCart()]);
    const at = new Date(Date.now() + due * MINUTE);
    const reports = await Promise.all([
      remindAbandonedCarts(env.DB, SHOP, DEFAULT_CART_RECOVERY_AFTER_MINUTES, at),
      remindAbandonedCarts(env.DB, SHOP, DEFAULT_CART_RECOVERY_AFTER_MINUTES, at),
    ]);
    expect(reports.reduce((sum, report) => sum + report.reminded, 0)).toBe(3);
    const mails = await reminders();
    expect(mails.map((mail) => mail.cause_id).sort()).toEqual(carts.map((cart) => cart.uuid).sort());
    // Each cart keeps the token of the mail that was sent for it.
    for (const mail of mails) {
      const token = mail.text_body.match(/\/porzucony\/([A-Za-z0-9_-]+)\n/)?.[1] ?? '';
      expect((await cartRow(mail.cause_id))?.abandonment_token_hash).toBe(await hashToken(token));
    }
  });
});
