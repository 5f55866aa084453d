/**
 * Splits an address as the VAT registers print it into street, postcode and city. The white list
 * writes `UL. LEGNICKA 48, 54-202 WROCŁAW`; VIES writes the same on two lines. Anything without a
 * Polish postcode (`NN-NNN`) stays whole, for a person to read.
 */
import type { RegisteredAddress } from './vat-payer.ts';

/** `street, NN-NNN city` (a comma, a line break or spaces between). */
const STREET_FIRST = /^(?<street>.+?)[,\s]+(?<postcode>\d{2}-\d{3})\s+(?<city>[^,]+)$/u;
/** `NN-NNN city, street`. */
const POSTCODE_FIRST = /^(?<postcode>\d{2}-\d{3})\s+(?<city>[^,]+),\s*(?<street>.+)$/u;

/**
 * @example parseRegisteredAddress('UL. LEGNICKA 48, 54-202 WROCŁAW')
 * // { text: 'UL. LEGNICKA 48, 54-202 WROCŁAW', street: 'UL. LEGNICKA 48', postcode: '54-202', city: 'WROCŁAW' }
 */
export function parseRegisteredAddress(raw: string): RegisteredAddress {
  const text = raw
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ')
    .replace(/\s+/g, ' ');
  const match = STREET_FIRST.exec(text) ?? POSTCODE_FIRST.exec(text);
  const { street, postcode, city } = match?.groups ?? {};
  if (!street || !postcode || !city) return { text, street: null, postcode: null, city: null };
  return { text, street: street.replace(/,$/, '').trim(), postcode, city: city.trim() };
}
