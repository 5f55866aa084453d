// EAN-13 helpers. Pure functions, no Node imports (imported from worker code and tests too).
import { EAN_PATTERN } from './formats.ts';

/** GS1 prefix of Poland. */
export const POLISH_GS1_PREFIX = '590';

/**
 * Check digit of an EAN-13 from its first 12 digits: weights 1 and 3 alternate from the left,
 * the check digit brings the weighted sum up to a multiple of 10.
 */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) {
    throw new RangeError(`ean13CheckDigit needs exactly 12 digits, got "${first12}"`);
  }
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a 13-digit string whose last digit is the correct check digit. */
export function isValidEan13(code: string): boolean {
  if (typeof code !== 'string' || !EAN_PATTERN.test(code)) return false;
  return ean13CheckDigit(code.slice(0, 12)) === code.charCodeAt(12) - 48;
}

/**
 * A valid EAN-13 from a numeric prefix (e.g. '590' or '5901234') and an item number `n` that
 * fills the remaining digits (zero-padded). Distinct `n` give distinct codes for one prefix.
 */
export function makeEan13(prefix: string, n: number): string {
  if (!/^\d{1,11}$/.test(prefix)) throw new RangeError(`EAN prefix must be 1–11 digits, got "${prefix}"`);
  const room = 12 - prefix.length;
  if (!Number.isInteger(n) || n < 0 || n >= 10 ** room) {
    throw new RangeError(`EAN item number ${n} does not fit in ${room} digits after prefix ${prefix}`);
  }
  const first12 = prefix + String(n).padStart(room, '0');
  return first12 + String(ean13CheckDigit(first12));
}
