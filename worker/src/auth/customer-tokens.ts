/**
 * The one-time secrets of account links (customer_tokens, migration 0010): registration
 * confirmation, password reset and the staff-issued remote login. A token is 256 random bits in
 * the link and only its SHA-256 in the table (one-time-tokens.ts); each has one purpose, an
 * expiry and `used_at` once spent. The lifetimes (docs/decisions/016-account-links.md):
 * - registration: 7 days, like the newsletter's confirmation (people register, then read mail later);
 * - password reset: 1 hour (issue 14), since the link alone sets a password;
 * - remote login: 10 minutes (issue 14 "expires in minutes"): staff hand it to a customer on the phone.
 */
import { hashToken, newToken } from './one-time-tokens.ts';

export type CustomerTokenPurpose = 'registration' | 'password_reset' | 'remote_login';

const MINUTE_MS = 60 * 1000;

/** How long a link of each purpose works, in milliseconds. */
export const CUSTOMER_TOKEN_LIFETIME_MS: Readonly<Record<CustomerTokenPurpose, number>> = {
  registration: 7 * 24 * 60 * MINUTE_MS,
  password_reset: 60 * MINUTE_MS,
  remote_login: 10 * MINUTE_MS,
};

/** The customer a token belongs to, as the link's call needs it. */
export interface TokenCustomer {
  id: number;
  uuid: string;
  email: string;
  confirmedAt: string | null;
}

/**
 * A new token for a customer, the link's text and the statement that stores its hash. The
 * customer is named by uuid, so a registration can issue the token in the same batch that
 * inserts the customer.
 */
export async function issueCustomerToken(
  db: D1Database,
  customerUuid: string,
  purpose: CustomerTokenPurpose,
  now: Date,
  issuedBy: string | null = null,
): Promise<{ token: string; tokenHash: string; statement: D1PreparedStatement }> {
  const token = newToken();
  const tokenHash = await hashToken(token);
  const statement = db
    .prepare(
      `INSERT INTO customer_tokens (token_hash, customer_id, purpose, created_at, expires_at, issued_by)
       SELECT ?1, id, ?2, ?3, ?4, ?5 FROM customers WHERE uuid = ?6`,
    )
    .bind(tokenHash, purpose, now.toISOString(), new Date(now.getTime() + CUSTOMER_TOKEN_LIFETIME_MS[purpose]).toISOString(), issuedBy, customerUuid);
  return { token, tokenHash, statement };
}

export type CustomerTokenLookup =
  | { state: 'valid'; customer: TokenCustomer; used: boolean; tokenHash: string }
  | { state: 'unknown' }
  | { state: 'expired' };

/** What a link's token opens: its customer while the token is of this purpose and unexpired (used or not). */
export async function lookUpCustomerToken(db: D1Database, token: string, purpose: CustomerTokenPurpose, now: Date): Promise<CustomerTokenLookup> {
  const tokenHash = await hashToken(token);
  const row = await db
    .prepare(
      `SELECT c.id, c.uuid, c.email, c.confirmed_at, t.expires_at, t.used_at FROM customer_tokens t
       JOIN customers c ON c.id = t.customer_id WHERE t.token_hash = ?1 AND t.purpose = ?2`,
    )
    .bind(tokenHash, purpose)
    .first<{ id: number; uuid: string; email: string; confirmed_at: string | null; expires_at: string; used_at: string | null }>();
  if (!row) return { state: 'unknown' };
  if (row.expires_at <= now.toISOString()) return { state: 'expired' };
  return {
    state: 'valid',
    customer: { id: row.id, uuid: row.uuid, email: row.email, confirmedAt: row.confirmed_at },
    used: row.used_at !== null,
    tokenHash,
  };
}

/**
 * Whether a link's page is a dead end (the worker serves it with 404): unknown, expired, or, for
 * a single-use action other than the registration confirmation, spent. A used confirmation link
 * still answers "already confirmed".
 */
export async function isDeadCustomerLink(db: D1Database, token: string, purpose: CustomerTokenPurpose, now: Date): Promise<boolean> {
  const lookup = await lookUpCustomerToken(db, token, purpose, now);
  if (lookup.state !== 'valid') return true;
  return lookup.used && purpose !== 'registration';
}

/**
 * The one conditional statement that spends an unused, unexpired token: its `meta.changes` is 1
 * for exactly one request, however many arrive at once with the same link.
 */
export function spendTokenStatement(db: D1Database, tokenHash: string, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db.prepare('UPDATE customer_tokens SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2').bind(tokenHash, at);
}
