/**
 * Logins and their tokens (docs/decisions/013-accounts-and-sessions.md). A login is a row of
 * auth_sessions; it holds a family of refresh tokens, each stored as its SHA-256 and replaced by
 * a new one on every use. The access token (a JWT) names its login as `sid`, so revoking a login
 * (logout, a reset password, a stolen refresh token coming back) ends its access tokens too.
 */
import { ACCESS_TOKEN_LIFETIME_SECONDS, signAccessToken } from './access-token.ts';
import { hashToken, newToken } from './one-time-tokens.ts';

/** The scope every customer's access token carries (spec §3 "user scope list"). */
export const CUSTOMER_SCOPE = ['customer'];

/**
 * A refresh token used a second time within this window is two requests of one browser racing
 * (a page and its API calls refreshing at once): it gets a pair of its own in the same login. Used
 * later, it is a copy in someone else's hands, and the whole login is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type SessionVia = 'password' | 'remote_login';
export type RevokeReason = 'logout' | 'reuse' | 'password_reset' | 'password_change' | 'email_change' | 'disabled' | 'erased';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** Seconds the access token lives. */
  expires_in: number;
  /** Seconds the refresh token lives. */
  refresh_expires_in: number;
}

export interface SessionSettings {
  secret: string;
  refreshSeconds: number;
  now: number;
}

interface Customer {
  id: number;
  uuid: string;
}

async function issuePair(customer: Customer, session: { id: number; uuid: string }, settings: SessionSettings) {
  const refreshToken = newToken();
  const pair: TokenPair = {
    access_token: await signAccessToken({ uuid: customer.uuid, scope: CUSTOMER_SCOPE, sessionId: session.uuid }, settings.secret, settings.now),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    refresh_expires_in: settings.refreshSeconds,
  };
  return { pair, refreshHash: await hashToken(refreshToken) };
}

function expiresAt(settings: SessionSettings): string {
  return new Date(settings.now + settings.refreshSeconds * 1000).toISOString();
}

/** Starts a login for a customer: a new session and its first token pair, in one batch; answers the pair and the session's uuid. */
export async function startSession(
  db: D1Database,
  customer: Customer,
  via: SessionVia,
  settings: SessionSettings,
): Promise<{ pair: TokenPair; sessionUuid: string }> {
  const session = { id: 0, uuid: crypto.randomUUID() };
  const { pair, refreshHash } = await issuePair(customer, session, settings);
  const at = new Date(settings.now).toISOString();
  await db.batch([
    db
      .prepare('INSERT INTO auth_sessions (uuid, customer_id, via, created_at, last_used_at) VALUES (?1, ?2, ?3, ?4, ?4)')
      .bind(session.uuid, customer.id, via, at),
    db
      .prepare('INSERT INTO refresh_tokens (token_hash, session_id, issued_at, expires_at) SELECT ?1, id, ?2, ?3 FROM auth_sessions WHERE uuid = ?4')
      .bind(refreshHash, at, expiresAt(settings), session.uuid),
    logEventStatement(db, customer.id, via === 'password' ? 'login' : 'remote_login_used', null, null, at),
  ]);
  return { pair, sessionUuid: session.uuid };
}

interface RefreshRow {
  session_id: number;
  session_uuid: string;
  session_revoked_at: string | null;
  customer_id: number;
  customer_uuid: string;
  confirmed_at: string | null;
  expires_at: string;
  replaced_at: string | null;
}

export type RotationResult = { pair: TokenPair; customerId: number } | { failure: 'unknown' | 'expired' | 'reused' };

/**
 * Exchanges a refresh token for a new pair. Unknown, revoked or expired tokens fail; a token
 * already exchanged fails and revokes its login, unless it comes back within the grace window.
 */
export async function rotateRefreshToken(db: D1Database, refreshToken: string, settings: SessionSettings): Promise<RotationResult> {
  const oldHash = await hashToken(refreshToken);
  const row = await db
    .prepare(
      `SELECT rt.session_id, s.uuid AS session_uuid, s.revoked_at AS session_revoked_at, c.id AS customer_id, c.uuid AS customer_uuid,
              c.confirmed_at, rt.expires_at, rt.replaced_at
       FROM refresh_tokens rt JOIN auth_sessions s ON s.id = rt.session_id JOIN customers c ON c.id = s.customer_id
       WHERE rt.token_hash = ?1`,
    )
    .bind(oldHash)
    .first<RefreshRow>();
  const at = new Date(settings.now).toISOString();
  if (!row || row.session_revoked_at !== null || row.confirmed_at === null) return { failure: 'unknown' };
  if (Date.parse(row.expires_at) <= settings.now) return { failure: 'expired' };
  const customer = { id: row.customer_id, uuid: row.customer_uuid };
  const session = { id: row.session_id, uuid: row.session_uuid };
  const { pair, refreshHash } = await issuePair(customer, session, settings);
  // The successor is written only where the old token was exchanged: by this request (its
  // `replaced_by`), or, in the grace window, by another one.
  const insertSuccessor = (replacedBy: string | null) =>
    db
      .prepare(
        `INSERT INTO refresh_tokens (token_hash, session_id, issued_at, expires_at)
         SELECT ?1, session_id, ?2, ?3 FROM refresh_tokens
         WHERE token_hash = ?4 AND replaced_at IS NOT NULL AND (?5 IS NULL OR replaced_by = ?5)`,
      )
      .bind(refreshHash, at, expiresAt(settings), oldHash, replacedBy);
  const touchSession = db.prepare('UPDATE auth_sessions SET last_used_at = ?2 WHERE id = ?1').bind(session.id, at);

  if (row.replaced_at === null) {
    const [, inserted] = await db.batch([
      db
        .prepare('UPDATE refresh_tokens SET replaced_at = ?2, replaced_by = ?3 WHERE token_hash = ?1 AND replaced_at IS NULL')
        .bind(oldHash, at, refreshHash),
      insertSuccessor(refreshHash),
      touchSession,
    ]);
    if ((inserted?.meta.changes ?? 0) === 1) return { pair, customerId: customer.id };
    // Another request exchanged it a moment ago: the race the grace window is for.
  }
  const replacedAt = row.replaced_at === null ? settings.now : Date.parse(row.replaced_at);
  if (settings.now - replacedAt <= REFRESH_REUSE_GRACE_MS) {
    await db.batch([insertSuccessor(null), touchSession]);
    return { pair, customerId: customer.id };
  }
  await revokeSessionStatements(db, session.id, 'reuse', at, customer.id);
  return { failure: 'reused' };
}

async function revokeSessionStatements(db: D1Database, sessionId: number, reason: RevokeReason, at: string, customerId: number): Promise<void> {
  await db.batch([
    db.prepare('UPDATE auth_sessions SET revoked_at = ?2, revoked_reason = ?3 WHERE id = ?1 AND revoked_at IS NULL').bind(sessionId, at, reason),
    db.prepare('DELETE FROM refresh_tokens WHERE session_id = ?1').bind(sessionId),
    // The login's cart session ends with it: whoever holds its id holds the cart no more.
    db.prepare('DELETE FROM cart_sessions WHERE auth_session_id = ?1').bind(sessionId),
    logEventStatement(db, customerId, `session_revoked_${reason}`, null, null, at),
  ]);
}

/** Ends one login (logout): its refresh tokens are deleted and its access tokens stop working. */
export async function revokeSession(db: D1Database, sessionUuid: string, reason: RevokeReason, now: number): Promise<void> {
  const session = await db
    .prepare('SELECT id, customer_id FROM auth_sessions WHERE uuid = ?1')
    .bind(sessionUuid)
    .first<{ id: number; customer_id: number }>();
  if (session) await revokeSessionStatements(db, session.id, reason, new Date(now).toISOString(), session.customer_id);
}

/** A line of the account's history (customer_events). */
export function logEventStatement(
  db: D1Database,
  customerId: number | null,
  event: string,
  actor: string | null,
  detail: string | null,
  at: string,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO customer_events (customer_id, event, actor, detail, at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(customerId, event, actor, detail, at);
}

/** A line of the account's history for an account named by uuid (it may be written in the batch that creates it). */
export function logEventOfUuidStatement(db: D1Database, customerUuid: string, event: string, at: string): D1PreparedStatement {
  return db
    .prepare('INSERT INTO customer_events (customer_id, event, at) SELECT id, ?2, ?3 FROM customers WHERE uuid = ?1')
    .bind(customerUuid, event, at);
}
