/**
 * Staff logins (issue 31): a row of staff_sessions per login, its secret only as SHA-256, carried
 * by the browser in an httpOnly cookie scoped to `/panel` and `/api/admin` (never a customer's
 * cookie, never sent to the shop's pages), which the edge hands the API as `X-Staff-Session`.
 * A login ends after 30 minutes without a request and 12 hours after it began, at logout, and at
 * once when its member is disabled. The second step of a login is a challenge (five minutes, five
 * tries) that a TOTP code answers.
 */
import { hashToken, newToken } from '../auth/one-time-tokens.ts';
import type { StaffMemberRow } from './members.ts';

/** Minutes a login lasts without a request, and hours it lasts at most. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 12;
/** A login's last use is written at most this often: one write a minute, not one per request. */
const TOUCH_EVERY_MS = 60_000;

/** How long the second step waits for its code, and how many codes it takes. */
export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_ATTEMPTS = 5;

/** The cookie that holds a staff login, and the header the edge hands its secret to the API in. */
export const STAFF_SESSION_COOKIE = 'staff.session';
export const STAFF_SESSION_HEADER = 'X-Staff-Session';

/**
 * A new login for a member: its secret (the cookie's value), when it ends at the latest, and the
 * statement that stores it, for the batch that logs in (with its audit row).
 */
export async function startStaffSessionStatement(
  db: D1Database,
  staffId: number,
  now: number,
): Promise<{ token: string; expiresAt: string; statement: D1PreparedStatement }> {
  const token = newToken();
  const at = new Date(now).toISOString();
  const expiresAt = new Date(now + STAFF_SESSION_HOURS * 3_600_000).toISOString();
  const statement = db
    .prepare('INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_used_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)')
    .bind(await hashToken(token), staffId, at, expiresAt);
  return { token, expiresAt, statement };
}

/** A login as a request finds it: its member, and the login's own id. */
export interface StaffSessionOf {
  sessionId: number;
  member: StaffMemberRow;
}

/**
 * The member a login's secret opens now: an open, unexpired, recently used login of an active
 * member; its last use is moved on (at most once a minute). Null for anything else.
 */
export async function readStaffSession(db: D1Database, token: string, now: number): Promise<StaffSessionOf | null> {
  const row = await db
    .prepare(
      `SELECT s.id AS session_id, s.last_used_at, s.expires_at, m.* FROM staff_sessions s JOIN staff_members m ON m.id = s.staff_id
       WHERE s.token_hash = ?1 AND s.revoked_at IS NULL AND m.is_active = 1`,
    )
    .bind(await hashToken(token))
    .first<StaffMemberRow & { session_id: number; last_used_at: string; expires_at: string }>();
  if (!row) return null;
  const lastUsed = Date.parse(row.last_used_at);
  if (Date.parse(row.expires_at) <= now || lastUsed + STAFF_IDLE_MINUTES * 60_000 <= now) return null;
  if (now - lastUsed >= TOUCH_EVERY_MS) {
    await db.prepare('UPDATE staff_sessions SET last_used_at = ?2 WHERE id = ?1').bind(row.session_id, new Date(now).toISOString()).run();
  }
  const { session_id: sessionId, last_used_at: _lastUsed, expires_at: _expires, ...member } = row;
  return { sessionId, member };
}

/** The statement that ends one login (logout). */
export function revokeStaffSessionStatement(db: D1Database, sessionId: number, reason: string, at: string): D1PreparedStatement {
  return db
    .prepare('UPDATE staff_sessions SET revoked_at = ?2, revoked_reason = ?3 WHERE id = ?1 AND revoked_at IS NULL')
    .bind(sessionId, at, reason);
}

/** The statement that ends every login of a member (disabled, or a new password). */
export function revokeMemberSessionsStatement(db: D1Database, staffId: number, reason: string, at: string): D1PreparedStatement {
  return db
    .prepare('UPDATE staff_sessions SET revoked_at = ?2, revoked_reason = ?3 WHERE staff_id = ?1 AND revoked_at IS NULL')
    .bind(staffId, at, reason);
}

/** Opens the second step of a login; answers the challenge's secret (sent back with the code). */
export async function openChallenge(db: D1Database, staffId: number, sealedPendingSecret: string | null, now: number): Promise<string> {
  const challenge = newToken();
  await db
    .prepare(
      `INSERT INTO staff_login_challenges (challenge_hash, staff_id, pending_totp_secret, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    )
    .bind(
      await hashToken(challenge),
      staffId,
      sealedPendingSecret,
      new Date(now).toISOString(),
      new Date(now + CHALLENGE_MINUTES * 60_000).toISOString(),
    )
    .run();
  return challenge;
}

/** A challenge as the code's call takes it. */
export interface ChallengeOf {
  challengeHash: string;
  member: StaffMemberRow;
  pendingSecret: string | null;
}

/**
 * Counts one try against the challenge and answers it, or null when it is unknown, spent, expired
 * or out of tries: the count is one conditional statement, so parallel guesses get no more than
 * the five tries.
 */
export async function tryChallenge(db: D1Database, challenge: string, now: number): Promise<ChallengeOf | null> {
  const challengeHash = await hashToken(challenge);
  const at = new Date(now).toISOString();
  const row = await db
    .prepare(
      `UPDATE staff_login_challenges SET attempts = attempts + 1
       WHERE challenge_hash = ?1 AND used_at IS NULL AND expires_at > ?2 AND attempts < ?3
       RETURNING staff_id, pending_totp_secret`,
    )
    .bind(challengeHash, at, CHALLENGE_ATTEMPTS)
    .first<{ staff_id: number; pending_totp_secret: string | null }>();
  if (!row) return null;
  const member = await db.prepare('SELECT * FROM staff_members WHERE id = ?1 AND is_active = 1').bind(row.staff_id).first<StaffMemberRow>();
  return member ? { challengeHash, member, pendingSecret: row.pending_totp_secret } : null;
}

/** The statement that spends a challenge once (of two right codes at once, one logs in). */
export function spendChallengeStatement(db: D1Database, challengeHash: string, at: string): D1PreparedStatement {
  return db.prepare('UPDATE staff_login_challenges SET used_at = ?2 WHERE challenge_hash = ?1 AND used_at IS NULL').bind(challengeHash, at);
}

/** Deletes the spent and expired challenges and the logins ended over a day ago (the scheduled housekeeping). */
export async function pruneStaffLogins(db: D1Database, now: number): Promise<void> {
  const dayAgo = new Date(now - 86_400_000).toISOString();
  await db.batch([
    db.prepare('DELETE FROM staff_login_challenges WHERE expires_at < ?1').bind(dayAgo),
    db.prepare('DELETE FROM staff_sessions WHERE (revoked_at IS NOT NULL AND revoked_at < ?1) OR expires_at < ?1').bind(dayAgo),
  ]);
}
