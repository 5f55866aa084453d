import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, formatPrice, formatPriceBrief, grossFromNet, multiply, toDecimalString } from './money.ts';

const nbsp = '\u00a0';

describe('grossFromNet', () => {
  it('adds VAT and rounds half up per unit', () => {
    expect(grossFromNet(1000, 23)).toBe(1230);
    expect(grossFromNet(1, 23)).toBe(1); // 1.23 gr → 1 gr
    expect(grossFromNet(50, 23)).toBe(62); // 61.5 gr → 62 gr (half up)
    expect(grossFromNet(150, 8)).toBe(162);
    expect(grossFromNet(99999, 0)).toBe(99999);
  });

  it('never drifts from exact rational arithmetic', () => {
    for (let net = 0; net < 5000; net += 7) {
      for (const vat of [0, 5, 8, 23]) {
        const exact = (net * (100 + vat)) / 100;
        const expected = exact - Math.floor(exact) >= 0.5 ? Math.ceil(exact) : Math.floor(exact);
        expect(grossFromNet(net, vat)).toBe(expected);
      }
    }
  });

  it('rejects fractional or negative grosze', () => {
    expect(() => grossFromNet(10.5, 23)).toThrow(RangeError);
    expect(() => grossFromNet(-1, 23)).toThrow(RangeError);
  });
});

describe('divideHalfUp', () => {
  it('rounds halves up and the rest to nearest', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(4, 3)).toBe(1);
    expect(divideHalfUp(5, 3)).toBe(2);
  });
});

describe('multiply', () => {
  it('keeps integer grosze for the largest quantity', () => {
    expect(multiply(123456, 9999)).toBe(1234436544);
    expect(() => multiply(100, 1.5)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it('prints Polish złoty with a comma and grouped thousands', () => {
    expect(formatPrice(123456)).toBe(`1${nbsp}234,56${nbsp}zł`);
    expect(formatPrice(50)).toBe(`0,50${nbsp}zł`);
    expect(formatPrice(1234567890)).toBe(`12${nbsp}345${nbsp}678,90${nbsp}zł`);
    expect(formatPrice(0)).toBe(`0,00${nbsp}zł`);
  });

  it('prints what Intl prints for Polish złoty, for any amount a shop can hold', () => {
    const intl = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', useGrouping: 'always' });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1e12, max: 1e12 })), (amount) => {
        expect(formatPrice(amount)).toBe(intl.format(amount / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not an amount of grosze', () => {
    for (const amount of [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => formatPrice(amount)).toThrow(RangeError);
  });
});

describe('toDecimalString', () => {
  it('prints the schema.org decimal form', () => {
    expect(toDecimalString(123456)).toBe('1234.56');
    expect(toDecimalString(5)).toBe('0.05');
  });
});

describe('formatPriceBrief', () => {
  it('drops the grosze of a whole amount, as a promise says it, and keeps any others', () => {
    expect(formatPriceBrief(50_000)).toBe('500\u00a0zł');
    expect(formatPriceBrief(123_400)).toBe('1\u00a0234\u00a0zł');
    expect(formatPriceBrief(49_999)).toBe('499,99\u00a0zł');
    expect(formatPriceBrief(10)).toBe('0,10\u00a0zł');
  });
});
