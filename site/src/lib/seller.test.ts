import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isValidIban } from './iban.ts';
import { formatPrice } from './money.ts';
import { isValidNip } from './nip.ts';
import { isValidRegon } from './regon.ts';
import { SELLER, SELLER_ADDRESS } from './seller.ts';
import { checkSeller, sellerSchema } from './seller-schema.ts';

const siteSrc = path.join(import.meta.dirname, '..');

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

describe('the seller configuration', () => {
  it('refuses a NIP, a REGON or an account whose check digit is wrong, and a phone not written +48 NN NNN NN NN', () => {
    expect(sellerSchema.safeParse(SELLER).success).toBe(true);
    expect(() => checkSeller()).not.toThrow();
    expect(() => checkSeller({ ...SELLER, regon: '931234567' })).toThrow('regon: wrong check digit');
    for (const wrong of [
      { regon: '931234567' },
      { regon: '12345678512347' },
      { nip: '8942345678' },
      { bankAccount: 'PL62 1090 1014 0000 0712 1981 2874' },
      { krs: '123456' },
      { shareCapital: 499_999 },
      { phone: '71 780 20 00' },
      { email: 'sklep.sklep-merida.example' },
    ]) {
      expect(sellerSchema.safeParse({ ...SELLER, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});

/**
 * Phone numbers written in a text: nine digits, with +48 before them or grouped by spaces or
 * hyphens (a NIP, ten digits, is not one), as national digits.
 */
function phoneNumbersIn(text: string): string[] {
  const candidates = text.match(/(?<![\d+])(?:\+48[\s\u00a0-]?)?\(?\d{2,3}\)?(?:[\s\u00a0-]\d{2,3}){2,3}(?!\d)|\+48\d{9}(?!\d)/g) ?? [];
  return candidates.map((candidate) => candidate.replace(/\D/g, '').replace(/^48(?=\d{9}$)/, '')).filter((digits) => digits.length === 9);
}

/** The site's text and component sources, tests left out. */
function siteSources(): string[] {
  const i18n = readdirSync(path.join(siteSrc, 'lib', 'i18n')).map((name) => path.join('lib', 'i18n', name));
  const components = ['components', 'app'].flatMap((dir) =>
    readdirSync(path.join(siteSrc, dir), { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)),
  );
  return [...i18n, ...components].filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

describe('one phone number (issue 33: the header said +48 71 000 00 00, /kontakt +48 71 780 20 00)', () => {
  it('finds phone numbers however they are grouped, and not a NIP', () => {
    expect(phoneNumbersIn("Phone: '+48 71 000 00 00', mobile 600-700-800, +48600700800")).toEqual(['710000000', '600700800', '600700800']);
    expect(phoneNumbersIn("hint: 'np. 526-025-02-74', REGON 931234562")).toEqual([]);
  });

  it('is written in no site text or component: they read the seller configuration', () => {
    const configured = phoneNumbersIn(SELLER.phone);
    expect(configured).toHaveLength(1);
    const sources = siteSources();
    expect(sources).toContain(path.join('lib', 'i18n', 'pl-content.ts'));
    expect(sources).toContain(path.join('components', 'layout', 'help-phone.tsx'));
    const foreign = sources.flatMap((file) =>
      phoneNumbersIn(readFileSync(path.join(siteSrc, file), 'utf8'))
        .filter((digits) => !configured.includes(digits))
        .map((digits) => `${file}: ${digits}`),
    );
    expect(foreign).toEqual([]);
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
