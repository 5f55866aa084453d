/**
 * The e-mail address rule without zod, for what checks an address outside a form's schema (the
 * checkout's cart contact, the mail outbox): fields.ts builds `emailField` on the same pattern.
 */
import { EMAIL_MAX_LENGTH } from './limits.ts';

/**
 * An e-mail address as a mailbox is known: one `@`, a dotted domain of labels up to 63 characters
 * ending in a top-level domain of letters, no spaces. Stricter than RFC 5322 on purpose (no quoted
 * parts, comments or rare symbols): what it accepts, every provider delivers, and it accepts
 * nothing that zod's `z.email()` refuses. The mail outbox checks its recipients with this same
 * pattern (worker/src/mail/outbox.ts), so a form never takes an address its mail cannot be
 * written for. No lookahead: the fuzz test generates addresses from the pattern.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * The address as `emailField` keeps it (trimmed, in lowercase), or null when the field would refuse it.
 * @example normalizedEmail(' Anna@Firma.PL ') // 'anna@firma.pl'
 */
export function normalizedEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}
