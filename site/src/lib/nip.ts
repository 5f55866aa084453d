/**
 * The Polish tax number (NIP): how people write it and when it is well formed. Pure, no imports,
 * shared by the checkout form in the browser, the order API in the worker and the VAT register
 * adapters (which are asked only about numbers that pass here).
 *
 * A NIP is ten digits; the first three are a tax office's code (no leading 0, not x00); the
 * tenth is a check digit: the first nine weighted 6 5 7 2 3 4 5 6 7, summed, modulo 11. A
 * remainder of 10 has no digit, so no NIP is ever issued with it.
 */

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Ten digits, the form the registers and the order store. */
export const NIP_PATTERN = /^\d{10}$/;

/**
 * The first three digits name the tax office that gave the number: never a leading 0, never a
 * second and third 00. FA(3)'s TNrNIP says the same (`[1-9]((\d[1-9])|([1-9]\d))\d{7}`), so a
 * NIP the shop takes is one KSeF takes on an invoice.
 */
const TAX_OFFICE_PREFIX = /^[1-9](?!00)\d\d/;

/**
 * The ten digits of a NIP as people type or print it: spaces and hyphens dropped, and an EU VAT
 * prefix `PL` (any case) in front of the digits dropped. Anything else is left for the checks to refuse.
 * @example normalizeNip('PL 526-025-02-74') // '5260250274'
 */
export function normalizeNip(input: string): string {
  return input.replace(/[\s-]/g, '').replace(/^pl/i, '');
}

/**
 * The check digit of a NIP from its first nine digits, or null when the weighted sum leaves 10
 * (no valid NIP starts with those nine digits).
 * @example nipCheckDigit('526025027') // 4
 * @example nipCheckDigit('525000124') // null
 */
export function nipCheckDigit(firstNine: string): number | null {
  if (!/^\d{9}$/.test(firstNine)) throw new RangeError(`nipCheckDigit needs exactly 9 digits, got "${firstNine}"`);
  let sum = 0;
  for (let index = 0; index < 9; index++) sum += (firstNine.charCodeAt(index) - 48) * (WEIGHTS[index] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? null : remainder;
}

/**
 * Whether a NIP, already normalised, is ten digits whose last is the check digit.
 * @example isValidNip('5260250274') // true
 * @example isValidNip('5260250275') // false
 */
export function isValidNip(nip: string): boolean {
  if (!NIP_PATTERN.test(nip) || !TAX_OFFICE_PREFIX.test(nip)) return false;
  return nipCheckDigit(nip.slice(0, 9)) === nip.charCodeAt(9) - 48;
}
