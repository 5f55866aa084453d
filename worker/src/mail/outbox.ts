/**
 * The transactional outbox (issue 11): code that changes something and must tell someone about
 * it does not send mail, it writes the mail into `mail_outbox` in the SAME D1 batch as the
 * change. D1 runs a batch as one transaction, so a change never exists without its mail and a
 * rolled-back change sends nothing. The scheduled handler delivers the rows later
 * (delivery.ts), retrying until the provider has accepted each one once.
 *
 * @example
 * await db.batch([
 *   db.prepare('INSERT INTO newsletter_subscribers (...) VALUES (...)').bind(...),
 *   ...enqueueMail(db, { kind: 'newsletter_confirmation', to, mail: renderMail(...), cause: { kind: 'newsletter_subscriber', id } }),
 * ]);
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '#lib/forms/email.ts';
import type { RenderedMail } from './render.ts';

/** What a mail is about; one value per kind of message the shop sends. */
export type MailKind =
  | 'newsletter_confirmation'
  | 'newsletter_welcome'
  | 'newsletter_unsubscribe_link'
  | 'contact_message'
  | 'contact_copy'
  | 'order_confirmation'
  | 'account_email_change'
  | 'account_email_taken'
  | 'account_email_changed'
  | 'registration_confirmation'
  | 'registration_account_exists'
  | 'password_reset'
  | 'order_cancelled'
  | 'order_shipped'
  | 'order_paid'
  | 'order_delivered'
  | 'order_notice'
  | 'withdrawal_acknowledgement'
  | 'withdrawal_notice'
  | 'withdrawal_refund'
  | 'cart_reminder';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'held';

export interface NewMail {
  kind: MailKind;
  /** The recipient's address. */
  to: string;
  mail: RenderedMail;
  /** What caused the mail: the kind of thing and its id (e.g. `order` and the order's uuid). */
  cause: { kind: string; id: string };
  /** Headers beyond the layout's, such as a newsletter's `List-Unsubscribe` (RFC 8058). */
  headers?: Readonly<Record<string, string>>;
}

/** One row of the outbox as the code reads it. */
export interface OutboxRow {
  id: string;
  idempotency_key: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers, or null. */
  headers: string | null;
  cause_kind: string;
  cause_id: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  claimed_at: string | null;
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | null;
  provider_message_id: string | null;
  created_at: string;
}

const recipientSchema = z.string().regex(EMAIL_PATTERN);

/**
 * The statement(s) that put one mail into the outbox, due at once. Spread them into the same
 * `db.batch([...])` as the change the mail reports; never run them on their own after it.
 * Throws before anything is written when the recipient is not an e-mail address.
 */
export function enqueueMail(db: D1Database, mail: NewMail, now: Date = new Date()): D1PreparedStatement[] {
  return [insertMail(db, mail, now, null)];
}

/** A condition on the batch's earlier statements: SQL with `?` placeholders and their values. */
export interface MailCondition {
  sql: string;
  values: readonly (string | number)[];
}

/**
 * Like enqueueMail, but the mail is inserted only when `condition` holds when its statement runs:
 * after a conditional claim in the same batch, the mail exists exactly when the claim succeeded.
 * @example enqueueMailIf(db, mail, { sql: 'EXISTS (SELECT 1 FROM carts WHERE id = ? AND abandonment_token_hash = ?)', values: [id, hash] })
 */
export function enqueueMailIf(db: D1Database, mail: NewMail, condition: MailCondition, now: Date = new Date()): D1PreparedStatement[] {
  return [insertMail(db, mail, now, condition)];
}

const MAIL_VALUES = 11;

function insertMail(db: D1Database, { kind, to, mail, cause, headers }: NewMail, now: Date, condition: MailCondition | null): D1PreparedStatement {
  const recipient = recipientSchema.parse(to);
  const at = now.toISOString();
  let next = MAIL_VALUES;
  const where = condition ? ` WHERE ${condition.sql.replace(/\?/g, () => `?${++next}`)}` : '';
  return db
    .prepare(
      `INSERT INTO mail_outbox (id, idempotency_key, kind, recipient, subject, text_body, html_body, headers, cause_kind, cause_id, status, attempts, next_attempt_at, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'pending', 0, ?11, ?11${where}`,
    )
    .bind(
      crypto.randomUUID(),
      crypto.randomUUID(),
      kind,
      recipient,
      mail.subject,
      mail.text,
      mail.html,
      headers ? JSON.stringify(headers) : null,
      cause.kind,
      cause.id,
      at,
      ...(condition?.values ?? []),
    );
}

/** Every mail a cause produced, oldest first (callers and tests follow a change to its mails). */
export async function listMailsOfCause(db: D1Database, cause: { kind: string; id: string }): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM mail_outbox WHERE cause_kind = ?1 AND cause_id = ?2 ORDER BY created_at, id')
    .bind(cause.kind, cause.id)
    .all<OutboxRow>();
  return results;
}
