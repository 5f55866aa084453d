import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13, makeEan13 } from './ean.ts';

describe('ean13CheckDigit', () => {
  it('computes check digits of known barcodes', () => {
    expect(ean13CheckDigit('590123412345')).toBe(7); // GS1 Polska example 5901234123457
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(ean13CheckDigit('978030640615')).toBe(7); // ISBN 978-0-306-40615-7
    expect(ean13CheckDigit('000000000000')).toBe(0);
  });

  it('rejects input that is not 12 digits', () => {
    expect(() => ean13CheckDigit('59012341234')).toThrow(RangeError);
    expect(() => ean13CheckDigit('59012341234a')).toThrow(RangeError);
  });
});

describe('isValidEan13', () => {
  it('accepts known-good codes', () => {
    for (const code of ['5901234123457', '4006381333931', '9780306406157', '5900000000008']) {
      expect(isValidEan13(code)).toBe(true);
    }
  });

  it('rejects wrong check digits, wrong lengths and non-digits', () => {
    expect(isValidEan13('5901234123458')).toBe(false);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('590123412345')).toBe(false);
    expect(isValidEan13('59012341234570')).toBe(false);
    expect(isValidEan13('590123412345a')).toBe(false);
    expect(isValidEan13(' 5901234123457')).toBe(false);
    expect(isValidEan13('')).toBe(false);
  });

  it('detects every single-digit error of a valid code', () => {
    const good = '5901234123457';
    for (let i = 0; i < 13; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue;
        const bad = good.slice(0, i) + d + good.slice(i + 1);
        expect(isValidEan13(bad)).toBe(false);
      }
    }
  });
});

describe('makeEan13', () => {
  it('builds valid, distinct codes with the Polish prefix', () => {
    const codes = new Set<string>();
    for (let n = 0; n < 2000; n++) {
      const code = makeEan13('590', n * 37);
      expect(code).toMatch(/^590\d{10}$/);
      expect(isValidEan13(code)).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBe(2000);
  });

  it('reproduces a known code and refuses numbers that do not fit', () => {
    expect(makeEan13('5901234', 12345)).toBe('5901234123457');
    expect(() => makeEan13('590', 1e9)).toThrow(RangeError);
    expect(() => makeEan13('590', -1)).toThrow(RangeError);
  });
});
