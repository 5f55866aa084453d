/**
 * The newsletter's data: subscribers, their single-purpose tokens and the consent record
 * (worker/migrations/0007_newsletter_contact.sql). Functions that change something return the
 * statements of the change, so the caller runs them in ONE batch with the mail that reports it
 * (mail/outbox.ts): a sign-up never exists without its confirmation mail, nor the reverse.
 */
import { consentTextOf } from '#lib/forms/consents.ts';
import { hashToken, newToken } from '../../auth/one-time-tokens.ts';

/** A confirmation link works this many days. */
export const CONFIRM_TOKEN_DAYS = 7;
/** An unsubscribe link works this many days: long, since people unsubscribe from old mails. */
export const UNSUBSCRIBE_TOKEN_DAYS = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';
export type TokenPurpose = 'confirm' | 'unsubscribe';

export interface Subscriber {
  id: string;
  email: string;
  status: SubscriberStatus;
}

/** Who did what, from where, for the consent record. */
export interface ConsentEvent {
  action: 'sign_up' | 'confirm' | 'unsubscribe';
  /** The form or link: `footer`, `page`, `link`, `one_click`. */
  source: string;
  consentVersion?: string;
  ipPrefix: string;
}

export function findSubscriber(db: D1Database, email: string): Promise<Subscriber | null> {
  return db.prepare('SELECT id, email, status FROM newsletter_subscribers WHERE email = ?1').bind(email).first<Subscriber>();
}

/** A new token for a subscriber: the token for the link, and the statement that stores its hash. */
export async function issueToken(
  db: D1Database,
  subscriberId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ token: string; statement: D1PreparedStatement }> {
  const token = newToken();
  const days = purpose === 'confirm' ? CONFIRM_TOKEN_DAYS : UNSUBSCRIBE_TOKEN_DAYS;
  const statement = db
    .prepare('INSERT INTO newsletter_tokens (token_hash, subscriber_id, purpose, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(await hashToken(token), subscriberId, purpose, now.toISOString(), new Date(now.getTime() + days * DAY_MS).toISOString());
  return { token, statement };
}

export type TokenLookup = { state: 'valid'; subscriber: Subscriber; used: boolean; tokenHash: string } | { state: 'unknown' } | { state: 'expired' };

/** What a link's token opens: its subscriber while it is of this purpose and unexpired. */
export async function lookUpToken(db: D1Database, token: string, purpose: TokenPurpose, now: Date): Promise<TokenLookup> {
  const tokenHash = await hashToken(token);
  const row = await db
    .prepare(
      `SELECT s.id, s.email, s.status, t.expires_at, t.used_at FROM newsletter_tokens t
       JOIN newsletter_subscribers s ON s.id = t.subscriber_id WHERE t.token_hash = ?1 AND t.purpose = ?2`,
    )
    .bind(tokenHash, purpose)
    .first<Subscriber & { expires_at: string; used_at: string | null }>();
  if (!row) return { state: 'unknown' };
  if (row.expires_at <= now.toISOString()) return { state: 'expired' };
  return { state: 'valid', subscriber: { id: row.id, email: row.email, status: row.status }, used: row.used_at !== null, tokenHash };
}

/** The statements that record one consent event (and keep the consent text of its version). */
export function recordConsent(db: D1Database, subscriberId: string, event: ConsentEvent, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  const statements: D1PreparedStatement[] = [];
  const consent = event.consentVersion ? consentTextOf('newsletter', event.consentVersion) : undefined;
  if (consent) {
    statements.push(
      db.prepare('INSERT OR IGNORE INTO consent_texts (version, text, created_at) VALUES (?1, ?2, ?3)').bind(consent.version, consent.text, at),
    );
  }
  statements.push(
    db
      .prepare(
        'INSERT INTO newsletter_consents (id, subscriber_id, action, source, consent_version, ip_prefix, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
      )
      .bind(crypto.randomUUID(), subscriberId, event.action, event.source, consent?.version ?? null, event.ipPrefix, at),
  );
  return statements;
}

/**
 * The statement that makes a subscriber pending again (a new sign-up, or a first one); a
 * subscribed address stays subscribed. The id is the given one only for a new row.
 */
export function upsertPendingSubscriber(db: D1Database, id: string, email: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO newsletter_subscribers (id, email, status, created_at, updated_at) VALUES (?1, ?2, 'pending', ?3, ?3)
       ON CONFLICT (email) DO UPDATE SET status = CASE status WHEN 'subscribed' THEN 'subscribed' ELSE 'pending' END, updated_at = ?3`,
    )
    .bind(id, email, now.toISOString());
}

/** Confirms a pending subscriber and spends the confirmation token. */
export function confirmStatements(db: D1Database, subscriberId: string, tokenHash: string, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db
      .prepare("UPDATE newsletter_subscribers SET status = 'subscribed', confirmed_at = ?2, updated_at = ?2, unsubscribed_at = NULL WHERE id = ?1")
      .bind(subscriberId, at),
    db.prepare('UPDATE newsletter_tokens SET used_at = ?2 WHERE token_hash = ?1').bind(tokenHash, at),
  ];
}

/** Unsubscribes, and spends every open confirmation link (an old mail cannot subscribe again). */
export function unsubscribeStatements(db: D1Database, subscriberId: string, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db
      .prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = ?2, updated_at = ?2 WHERE id = ?1")
      .bind(subscriberId, at),
    db
      .prepare("UPDATE newsletter_tokens SET used_at = ?2 WHERE subscriber_id = ?1 AND purpose = 'confirm' AND used_at IS NULL")
      .bind(subscriberId, at),
  ];
}

/**
 * A click on a notification's link: the first one is recorded (in one conditional statement, so
 * two at once record one), a later one is known; a pair the shop never sent is `unknown`.
 */
export async function recordClick(
  db: D1Database,
  notificationUuid: string,
  recipientUuid: string,
  at: string,
): Promise<'first' | 'again' | 'unknown'> {
  const result = await db
    .prepare('UPDATE newsletter_deliveries SET clicked_at = ?3 WHERE notification_uuid = ?1 AND recipient_uuid = ?2 AND clicked_at IS NULL')
    .bind(notificationUuid, recipientUuid, at)
    .run();
  if (result.meta.changes > 0) return 'first';
  const known = await db
    .prepare('SELECT 1 FROM newsletter_deliveries WHERE notification_uuid = ?1 AND recipient_uuid = ?2')
    .bind(notificationUuid, recipientUuid)
    .first();
  return known ? 'again' : 'unknown';
}
