/**
 * Form tickets: when a visitor first uses a guarded form, the page asks `GET /forms/tickets` for
 * a ticket, the time it was issued signed with the worker's secret. The form sends it back; the
 * API refuses a form sent sooner than MIN_SUBMIT_MS after its ticket (people read and type; bots
 * post at once) or later than TICKET_LIFETIME_MS, and any ticket it did not sign. The page waits
 * out the rest of MIN_SUBMIT_MS itself, so a quick person never sees the refusal.
 *
 * A ticket is good for one sending (issue 29): `spendTicket` writes its SHA-256 when a form is
 * taken, in one conditional statement, and a second sending with it is refused; the page asks for
 * a new ticket after each sending.
 *
 * Format: `<issued at, ms, base 36>-<nonce, 16 hex digits>_<HMAC-SHA256 base64url of both>`; it
 * matches TOKEN_PATTERN.
 */
import { MIN_SUBMIT_MS, TICKET_LIFETIME_MS } from '#lib/forms/limits.ts';
import { hashToken, hmacBase64Url, timingSafeEqual } from '../auth/one-time-tokens.ts';

const PURPOSE = 'form-ticket';

export async function issueTicket(secret: string, now: number): Promise<string> {
  // A nonce, so two visitors given a ticket in the same millisecond hold two tickets (each good once).
  const head = `${now.toString(36)}-${[...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return `${head}_${await hmacBase64Url(secret, `${PURPOSE}:${head}`)}`;
}

export type TicketVerdict = 'ok' | 'too_fast' | 'stale' | 'invalid';

/** Whether a ticket is ours, and whether the form came within its time window. */
export async function checkTicket(ticket: string, secret: string, now: number): Promise<TicketVerdict> {
  const separator = ticket.indexOf('_');
  const head = ticket.slice(0, separator);
  const issuedAt = /^([0-9a-z]{1,12})-[0-9a-f]{16}$/.exec(head)?.[1];
  if (separator < 1 || issuedAt === undefined) return 'invalid';
  const expected = await hmacBase64Url(secret, `${PURPOSE}:${head}`);
  if (!timingSafeEqual(ticket.slice(separator + 1), expected)) return 'invalid';
  const age = now - Number.parseInt(issuedAt, 36);
  if (age < MIN_SUBMIT_MS) return age < -60_000 ? 'invalid' : 'too_fast';
  return age > TICKET_LIFETIME_MS ? 'stale' : 'ok';
}

/**
 * Spends a checked ticket: true for the first sending with it, false for any later one, however
 * many arrive at once (one conditional insert). The row lives as long as the ticket could.
 */
export async function spendTicket(db: D1Database, ticket: string): Promise<boolean> {
  const issuedAt = Number.parseInt(ticket.slice(0, ticket.indexOf('-')), 36);
  const expiresAt = new Date(issuedAt + TICKET_LIFETIME_MS).toISOString();
  const spent = await db
    .prepare('INSERT INTO spent_form_tickets (ticket_hash, expires_at) VALUES (?1, ?2) ON CONFLICT (ticket_hash) DO NOTHING')
    .bind(await hashToken(ticket), expiresAt)
    .run();
  return spent.meta.changes === 1;
}

/** Deletes the spent tickets that could no longer be sent anyway (the scheduled handler's housekeeping). */
export async function pruneSpentTickets(db: D1Database, now: number): Promise<void> {
  await db.prepare('DELETE FROM spent_form_tickets WHERE expires_at < ?1').bind(new Date(now).toISOString()).run();
}
