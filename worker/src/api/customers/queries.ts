/**
 * Customer accounts on D1, as the login, the registration and the password reset read and write
 * them (the account's own tabs: account/queries.ts).
 */

/** An account as registration finds it by its address. */
export interface ExistingCustomer {
  id: number;
  uuid: string;
  confirmed_at: string | null;
}

export function findCustomerByEmail(db: D1Database, email: string): Promise<ExistingCustomer | null> {
  return db.prepare('SELECT id, uuid, confirmed_at FROM customers WHERE email = ?1').bind(email).first<ExistingCustomer>();
}

/** An account as the login checks it: with its stored password, and when staff blocked it. */
export interface LoginCustomer extends ExistingCustomer {
  password_hash: string;
  disabled_at: string | null;
}

export function findLoginCustomer(db: D1Database, email: string): Promise<LoginCustomer | null> {
  return db.prepare('SELECT id, uuid, password_hash, confirmed_at, disabled_at FROM customers WHERE email = ?1').bind(email).first<LoginCustomer>();
}

/** The uuid of the confirmed account with this address that staff have not blocked, or null (a reset link goes to these only). */
export async function findConfirmedCustomerUuid(db: D1Database, email: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT uuid FROM customers WHERE email = ?1 AND confirmed_at IS NOT NULL AND disabled_at IS NULL')
    .bind(email)
    .first<{ uuid: string }>();
  return row?.uuid ?? null;
}

/** The statement that sets an account's password (hashed). */
export function setPasswordStatement(db: D1Database, customerId: number, passwordHash: string, at: string): D1PreparedStatement {
  return db.prepare('UPDATE customers SET password_hash = ?2, updated_at = ?3 WHERE id = ?1').bind(customerId, passwordHash, at);
}

/**
 * The statement that sets a password from a reset link: only while that link is unused and
 * unexpired, so of two requests with one link one wins (the check and the write in one statement).
 */
export function resetPasswordStatement(db: D1Database, customerId: number, passwordHash: string, at: string, tokenHash: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE customers SET password_hash = ?2, updated_at = ?3 WHERE id = ?1 AND EXISTS
         (SELECT 1 FROM customer_tokens WHERE token_hash = ?4 AND used_at IS NULL AND expires_at > ?3)`,
    )
    .bind(customerId, passwordHash, at, tokenHash);
}
