import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isValidIban } from './iban.ts';
import { formatPrice } from './money.ts';
import { isValidNip } from './nip.ts';
import { isValidRegon } from './regon.ts';
import { SELLER, SELLER_ADDRESS } from './seller.ts';

describe('the seller', () => {
  it('has a NIP, a REGON and a bank account whose check digits hold (issue 32: the seeded REGON failed its own)', () => {
    expect(isValidNip(SELLER.nip)).toBe(true);
    expect(isValidRegon(SELLER.regon)).toBe(true);
    expect(SELLER.krs).toMatch(/^\d{10}$/);
    expect(SELLER.bankAccount).toMatch(/^PL\d{2}( \d{4}){6}$/);
    expect(isValidIban(SELLER.bankAccount)).toBe(true);
    expect(SELLER.postcode).toMatch(/^\d{2}-\d{3}$/);
    expect(SELLER_ADDRESS).toBe('ul. Legnicka 55, 54-203 Wrocław');
  });

  it('states what KSH art. 206 § 1 asks for: the registry court and the share capital, at least the 5 000 zł of art. 154 § 1', () => {
    expect(SELLER.registryCourt).toMatch(/^Sąd Rejonowy .+ Wydział Gospodarczy Krajowego Rejestru Sądowego$/);
    expect(Number.isSafeInteger(SELLER.shareCapital)).toBe(true);
    expect(SELLER.shareCapital).toBeGreaterThanOrEqual(500_000);
    expect(`kapitał zakładowy ${formatPrice(SELLER.shareCapital)}`).toBe('kapitał zakładowy 500\u00a0000,00\u00a0zł');
  });
});

describe('REGON', () => {
  it('checks nine and fourteen digits by their weights, 10 counting as 0', () => {
    expect(isValidRegon('931234562')).toBe(true);
    expect(isValidRegon('931234567')).toBe(false);
    expect(isValidRegon('12345678512347')).toBe(true);
    for (const bad of ['', '93123456', '9312345620', 'abcdefghi']) expect(isValidRegon(bad)).toBe(false);
  });

  test.prop([
    fc.constantFrom(8, 13).chain((length) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })),
    fc.integer({ min: 1, max: 9 }),
  ])('takes exactly one check digit after any eight digits (a company) or thirteen (a local unit), and no other', (digits, shift) => {
    const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((check) => isValidRegon(`${digits.join('')}${check}`));
    expect(valid).toHaveLength(1);
    expect(isValidRegon(`${digits.join('')}${((valid[0] ?? 0) + shift) % 10}`)).toBe(false);
  });
});

describe('IBAN', () => {
  test.prop([fc.integer({ min: 0, max: 25 }), fc.integer({ min: 1, max: 9 })])(
    'refuses the account with any one digit changed',
    (position, shift) => {
      const digits = SELLER.bankAccount.replaceAll(' ', '');
      const index = 4 + (position % 24);
      const changed = `${digits.slice(0, index)}${(Number(digits[index]) + shift) % 10}${digits.slice(index + 1)}`;
      expect(isValidIban(changed)).toBe(false);
    },
  );
});
