/**
 * The hints the new-password fields show while one types (registration, reset). Plain
 * TypeScript, no zod: the hints run on every keystroke of a page that has not loaded a schema.
 */
import { PASSWORD_MIN_LENGTH } from './limits.ts';

/** One hint of the new-password form: a rule and whether the typed password meets it. */
export interface PasswordHint {
  label: string;
  met: boolean;
}

/**
 * What the new-password forms show under the field while one types. Only the length is a rule;
 * the rest are advice (a long phrase beats symbols), so a password may pass with some unmet.
 * @example passwordHints('abc')[0] // { label: 'Co najmniej 8 znaków (wymagane)', met: false }
 */
export function passwordHints(password: string): PasswordHint[] {
  return [
    { label: `Co najmniej ${PASSWORD_MIN_LENGTH} znaków (wymagane)`, met: password.length >= PASSWORD_MIN_LENGTH },
    { label: '12 lub więcej znaków, np. kilka słów', met: password.length >= 12 },
    { label: 'Małe i wielkie litery', met: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) },
    { label: 'Cyfra lub znak specjalny', met: /[\d\p{P}\p{S}]/u.test(password) },
  ];
}
