/**
 * The scheduled abandoned-cart run (issue 15, docs/decisions/018-cart-recovery.md): every cart
 * that has items, an address with the shopper's reminder consent, no order placed from it, and
 * has been untouched for CART_RECOVERY_AFTER_MINUTES (but not longer than REMINDER_WINDOW_DAYS)
 * gets one reminder. A consent older than a withdrawal of the same address (the reminder's
 * opt-out link, or a newsletter unsubscription) does not count.
 *
 * Per cart, ONE batch: a conditional claim (the UPDATE that sets `reminder_sent_at` and the
 * token's hash only while every condition above still holds) and the mail, inserted only when the
 * cart now holds this run's token hash. D1 runs a batch as one transaction, one at a time, so of
 * two overlapping runs exactly one claims a cart, and a cart ordered or changed since it was read
 * is left alone.
 */
import { enqueueMailIf } from '../mail/outbox.ts';
import { cartReminderMail } from './mail.ts';
import { issueAbandonmentToken } from './tokens.ts';

/** A cart untouched for longer than this is not reminded any more (a first run after an outage). */
export const REMINDER_WINDOW_DAYS = 7;
/** Carts reminded per run at most; the rest wait a minute for the next run. */
const REMINDERS_PER_RUN = 50;

/** Every condition of a due cart `c`, with ?1 the latest and ?2 the earliest allowed `updated_at`. */
const DUE_CART = `c.reminder_consent_at IS NOT NULL AND c.contact_email IS NOT NULL AND c.reminder_sent_at IS NULL
  AND c.updated_at <= ?1 AND c.updated_at >= ?2
  AND EXISTS (SELECT 1 FROM cart_items ci WHERE ci.cart_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_uuid = c.uuid)
  AND NOT EXISTS (SELECT 1 FROM cart_reminder_optouts x WHERE x.email = c.contact_email AND x.created_at >= c.reminder_consent_at)
  AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers n
                  WHERE n.email = c.contact_email AND n.status = 'unsubscribed' AND n.unsubscribed_at >= c.reminder_consent_at)`;

interface DueCart {
  id: number;
  uuid: string;
  contact_email: string;
  lines_json: string;
}

export interface ReminderReport {
  reminded: number;
  /** Carts read as due that another run, an order or a change took first. */
  skipped: number;
}

/** The window of `updated_at` a due cart lies in. */
function dueWindow(now: Date, afterMinutes: number): { latest: string; earliest: string } {
  return {
    latest: new Date(now.getTime() - afterMinutes * 60_000).toISOString(),
    earliest: new Date(now.getTime() - REMINDER_WINDOW_DAYS * 86_400_000).toISOString(),
  };
}

async function findDueCarts(db: D1Database, latest: string, earliest: string): Promise<DueCart[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.uuid, c.contact_email,
         (SELECT json_group_array(json_object('name', l.name, 'quantity', l.quantity))
            FROM (SELECT p.name, ci.quantity FROM cart_items ci JOIN products p ON p.id = ci.product_id WHERE ci.cart_id = c.id ORDER BY ci.id) l) AS lines_json
       FROM carts c WHERE ${DUE_CART} ORDER BY c.updated_at LIMIT ${REMINDERS_PER_RUN}`,
    )
    .bind(latest, earliest)
    .all<DueCart>();
  return results;
}

/** Claims one cart and enqueues its reminder in one batch; whether this run sent it. */
async function remindCart(db: D1Database, shopUrl: string, cart: DueCart, now: Date, window: { latest: string; earliest: string }): Promise<boolean> {
  const issued = await issueAbandonmentToken(now);
  const lines = JSON.parse(cart.lines_json) as { name: string; quantity: number }[];
  const mail = cartReminderMail(shopUrl, { cartUuid: cart.uuid, token: issued.token, lines });
  const [claim] = await db.batch([
    db
      .prepare(
        `UPDATE carts SET reminder_sent_at = ?3, abandonment_token_hash = ?4, abandonment_token_expires_at = ?5
         WHERE id = (SELECT c.id FROM carts c WHERE c.id = ?6 AND ${DUE_CART}) RETURNING id`,
      )
      .bind(window.latest, window.earliest, now.toISOString(), issued.hash, issued.expiresAt, cart.id),
    ...enqueueMailIf(
      db,
      { kind: 'cart_reminder', to: cart.contact_email, mail, cause: { kind: 'cart', id: cart.uuid } },
      { sql: 'EXISTS (SELECT 1 FROM carts WHERE id = ? AND abandonment_token_hash = ?)', values: [cart.id, issued.hash] },
      now,
    ),
  ]);
  return (claim?.results.length ?? 0) === 1;
}

/** One run: reminds every due cart (up to REMINDERS_PER_RUN). */
export async function remindAbandonedCarts(db: D1Database, shopUrl: string, afterMinutes: number, now: Date): Promise<ReminderReport> {
  const window = dueWindow(now, afterMinutes);
  const report: ReminderReport = { reminded: 0, skipped: 0 };
  for (const cart of await findDueCarts(db, window.latest, window.earliest)) {
    if (await remindCart(db, shopUrl, cart, now, window)) report.reminded++;
    else report.skipped++;
  }
  return report;
}

/** The scheduled handler's step: needs SITE_URL (a cron has no request to take the shop's origin from). */
export async function runCartRecovery(db: D1Database, shopUrl: string | undefined, afterMinutes: number, now: Date): Promise<ReminderReport | null> {
  if (!shopUrl) return null;
  return remindAbandonedCarts(db, shopUrl, afterMinutes, now);
}
