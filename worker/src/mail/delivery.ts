/**
 * Draining the outbox (the Worker's scheduled handler, every minute). One run:
 *   1. returns mails stuck in `sending` for longer than STUCK_AFTER_MS to `pending` (a run that
 *      died mid-send; the Idempotency-Key makes sending them again safe), or to `failed` when
 *      they have no attempt left;
 *   2. without a provider, marks pending mails `held` and stops: nothing is sent, nothing lost;
 *      with one, returns held mails to `pending`;
 *   3. claims up to MAIL_BATCH_SIZE due mails with one conditional UPDATE (pending → sending,
 *      with this run's token), so two runs never take the same mail;
 *   4. sends each, then marks it `sent`, or schedules a retry after retryDelayMs (1, 2, 4 …
 *      minutes, at most an hour), or marks it `failed` with the error after MAX_ATTEMPTS or on
 *      an error no retry can fix. A run only marks the mails it claimed itself.
 */
import type { OutboxRow } from './outbox.ts';
import type { MailSender } from './resend.ts';

export const MAIL_BATCH_SIZE = 10;
export const MAX_ATTEMPTS = 8;
export const STUCK_AFTER_MS = 10 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * How long to wait after a failed attempt: doubling from a minute, capped at an hour.
 * @example retryDelayMs(1) // 60_000 (after the first attempt)
 * @example retryDelayMs(4) // 480_000
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface DeliveryReport {
  released: number;
  held: number;
  sent: number;
  retried: number;
  failed: number;
}

type ClaimedMail = Pick<OutboxRow, 'id' | 'idempotency_key' | 'recipient' | 'subject' | 'text_body' | 'html_body' | 'headers' | 'attempts'>;

/** Claims up to `limit` due mails for one run, atomically: no other run can claim the same rows. */
export async function claimDueMails(db: D1Database, now: Date, limit: number): Promise<{ token: string; mails: ClaimedMail[] }> {
  const token = crypto.randomUUID();
  const { results } = await db
    .prepare(
      `UPDATE mail_outbox SET status = 'sending', claimed_at = ?1, claim_token = ?2, attempts = attempts + 1
       WHERE status = 'pending' AND id IN (
         SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= ?1 ORDER BY next_attempt_at, created_at LIMIT ?3
       )
       RETURNING id, idempotency_key, recipient, subject, text_body, html_body, headers, attempts`,
    )
    .bind(now.toISOString(), token, limit)
    .all<ClaimedMail>();
  return { token, mails: results };
}

/** Step 1: mails a dead run left in `sending` go back to `pending`, or to `failed` when out of attempts. */
async function releaseStuckMails(db: D1Database, now: Date): Promise<number> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
  const [failed, released] = await db.batch([
    db
      .prepare(
        `UPDATE mail_outbox SET status = 'failed', claim_token = NULL, last_error = 'sending did not finish within ' || ?3 || ' min'
         WHERE status = 'sending' AND claimed_at < ?1 AND attempts >= ?2`,
      )
      .bind(before, MAX_ATTEMPTS, STUCK_AFTER_MS / 60_000),
    db
      .prepare(
        `UPDATE mail_outbox SET status = 'pending', claim_token = NULL, next_attempt_at = ?2
         WHERE status = 'sending' AND claimed_at < ?1`,
      )
      .bind(before, at),
  ]);
  return (failed?.meta.changes ?? 0) + (released?.meta.changes ?? 0);
}

/** Drains the due part of the outbox once; `sender` is null when no provider is configured. */
export async function deliverDueMails(db: D1Database, sender: MailSender | null, now: Date = new Date()): Promise<DeliveryReport> {
  const report: DeliveryReport = { released: await releaseStuckMails(db, now), held: 0, sent: 0, retried: 0, failed: 0 };
  const at = now.toISOString();
  if (!sender) {
    const held = await db.prepare("UPDATE mail_outbox SET status = 'held' WHERE status = 'pending'").run();
    report.held = held.meta.changes;
    return report;
  }
  await db.prepare("UPDATE mail_outbox SET status = 'pending', next_attempt_at = ?1 WHERE status = 'held'").bind(at).run();

  const { token, mails } = await claimDueMails(db, now, MAIL_BATCH_SIZE);
  // One at a time: providers limit requests per second, and a batch is small.
  for (const mail of mails) {
    const result = await sender({
      idempotencyKey: mail.idempotency_key,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
      headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : {},
    });
    const finishedAt = new Date().toISOString();
    if (result.ok) {
      await db
        .prepare(
          `UPDATE mail_outbox SET status = 'sent', sent_at = ?3, provider_message_id = ?4, last_error = NULL, claim_token = NULL
           WHERE id = ?1 AND claim_token = ?2 AND status = 'sending'`,
        )
        .bind(mail.id, token, finishedAt, result.providerId)
        .run();
      report.sent += 1;
    } else if (result.permanent || mail.attempts >= MAX_ATTEMPTS) {
      await db
        .prepare(
          "UPDATE mail_outbox SET status = 'failed', last_error = ?3, claim_token = NULL WHERE id = ?1 AND claim_token = ?2 AND status = 'sending'",
        )
        .bind(mail.id, token, result.error)
        .run();
      report.failed += 1;
    } else {
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString();
      await db
        .prepare(
          `UPDATE mail_outbox SET status = 'pending', next_attempt_at = ?3, last_error = ?4, claim_token = NULL
           WHERE id = ?1 AND claim_token = ?2 AND status = 'sending'`,
        )
        .bind(mail.id, token, nextAttemptAt, result.error)
        .run();
      report.retried += 1;
    }
  }
  return report;
}
