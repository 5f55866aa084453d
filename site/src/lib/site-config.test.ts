import { describe, expect, it } from 'vitest';
import { COMPANY_BANK_ACCOUNT } from './site-config.ts';

/** ISO 13616: letters to numbers, the first four characters moved to the end, the whole mod 97 is 1. */
function isValidIban(iban: string): boolean {
  const compact = iban.replaceAll(' ', '');
  const moved = `${compact.slice(4)}${compact.slice(0, 4)}`;
  const digits = [...moved].map((character) => (/[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character)).join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

describe('the bank account for transfers', () => {
  it('is a Polish IBAN with a valid checksum, printed in groups of four', () => {
    expect(COMPANY_BANK_ACCOUNT).toMatch(/^PL\d{2}( \d{4}){6}$/);
    expect(isValidIban(COMPANY_BANK_ACCOUNT)).toBe(true);
    expect(isValidIban(COMPANY_BANK_ACCOUNT.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)))).toBe(false);
  });
});
