/**
 * Form tickets: when a visitor first uses a guarded form, the page asks `GET /forms/tickets` for
 * a ticket, the time it was issued signed with the worker's secret. The form sends it back; the
 * API refuses a form sent sooner than MIN_SUBMIT_MS after its ticket (people read and type; bots
 * post at once) or later than TICKET_LIFETIME_MS, and any ticket it did not sign. The page waits
 * out the rest of MIN_SUBMIT_MS itself, so a quick person never sees the refusal.
 *
 * Format: `<issued at, ms, base 36>_<HMAC-SHA256 base64url>`; it matches TOKEN_PATTERN.
 */
import { MIN_SUBMIT_MS, TICKET_LIFETIME_MS } from '#lib/forms/limits.ts';
import { hmacBase64Url, timingSafeEqual } from '../auth/one-time-tokens.ts';

const PURPOSE = 'form-ticket';

export async function issueTicket(secret: string, now: number): Promise<string> {
  const issuedAt = now.toString(36);
  return `${issuedAt}_${await hmacBase64Url(secret, `${PURPOSE}:${issuedAt}`)}`;
}

export type TicketVerdict = 'ok' | 'too_fast' | 'stale' | 'invalid';

/** Whether a ticket is ours, and whether the form came within its time window. */
export async function checkTicket(ticket: string, secret: string, now: number): Promise<TicketVerdict> {
  const separator = ticket.indexOf('_');
  const issuedAt = ticket.slice(0, separator);
  if (separator < 1 || !/^[0-9a-z]{1,12}$/.test(issuedAt)) return 'invalid';
  const expected = await hmacBase64Url(secret, `${PURPOSE}:${issuedAt}`);
  if (!timingSafeEqual(ticket.slice(separator + 1), expected)) return 'invalid';
  const age = now - Number.parseInt(issuedAt, 36);
  if (age < MIN_SUBMIT_MS) return age < -60_000 ? 'invalid' : 'too_fast';
  return age > TICKET_LIFETIME_MS ? 'stale' : 'ok';
}
