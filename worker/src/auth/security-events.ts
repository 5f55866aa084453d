/**
 * What a security event of an account does (issue 29, finding 6): a password reset, a password
 * change and a change of the login address each void every open one-time link of the account
 * (registration, password reset, the staff's remote login, an address change) and end its other
 * logins, with every cart session of its carts but the kept login's. So a link mailed to an old
 * address, a reset link from before, or a remote-login link staff issued earlier opens nothing
 * after the event; written in the event's own batch, so there is no moment in between.
 */
import type { RevokeReason } from './sessions.ts';

/**
 * The statements of a security event, to run in the event's batch after the write that makes it
 * happen. `keepSessionUuid`: the login that made the change (a password or address change), which
 * stays; none for a reset, which ends them all.
 */
export function securityEventStatements(
  db: D1Database,
  customerId: number,
  reason: RevokeReason,
  at: string,
  keepSessionUuid: string | null = null,
): D1PreparedStatement[] {
  const keep = keepSessionUuid ?? '';
  const ending = 'SELECT id FROM auth_sessions WHERE customer_id = ?1 AND revoked_at IS NULL AND uuid <> ?2';
  return [
    // A voided link counts as spent (`used_at`): every link's call refuses a spent one.
    db.prepare('UPDATE customer_tokens SET used_at = ?2 WHERE customer_id = ?1 AND used_at IS NULL').bind(customerId, at),
    db.prepare('UPDATE customer_email_changes SET used_at = ?2 WHERE customer_id = ?1 AND used_at IS NULL').bind(customerId, at),
    // Every id of the customer's carts ends but the kept login's (which a password change renews).
    db
      .prepare(
        `DELETE FROM cart_sessions WHERE cart_id IN (SELECT id FROM carts WHERE customer_id = ?1)
           AND (auth_session_id IS NULL OR auth_session_id NOT IN (SELECT id FROM auth_sessions WHERE uuid = ?2))`,
      )
      .bind(customerId, keep),
    db.prepare(`DELETE FROM refresh_tokens WHERE session_id IN (${ending})`).bind(customerId, keep),
    // Last: its count is the number of logins ended (a password change answers it).
    db
      .prepare(`UPDATE auth_sessions SET revoked_at = ?3, revoked_reason = ?4 WHERE customer_id = ?1 AND revoked_at IS NULL AND uuid <> ?2`)
      .bind(customerId, keep, at, reason),
  ];
}
