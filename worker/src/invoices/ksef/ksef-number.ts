/**
 * The KSeF number (faktury/numer-ksef.md): `9999999999-RRRRMMDD-FFFFFFFFFFFF-FF`, the seller's
 * NIP, the day KSeF took the invoice, 12 upper-case hexadecimal digits and a CRC-8 (polynomial
 * 0x07, initial value 0x00) of the 32 characters before it, 35 characters in all.
 */

const KSEF_NUMBER = /^(\d{10})-(\d{8})-([0-9A-F]{12})-([0-9A-F]{2})$/;

/** CRC-8 with the polynomial 0x07 and the initial value 0x00, of the text's bytes. */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/**
 * Whether the text is a KSeF number: its shape and its check sum.
 * @example isKsefNumber('5265877635-20250826-0100001AF629-AF') // true
 */
export function isKsefNumber(text: string): boolean {
  const match = KSEF_NUMBER.exec(text);
  if (!match) return false;
  return crc8(text.slice(0, 32)).toString(16).toUpperCase().padStart(2, '0') === match[4];
}
