import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type PluralCategory, plural, pluralCategory } from './plural.ts';

const products = { one: 'produkt', few: 'produkty', many: 'produktów' };

describe('pluralCategory', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [14, 'many'],
    [21, 'many'],
    [22, 'few'],
    [104, 'few'],
    [112, 'many'],
    [1001, 'many'],
  ])('%i → %s', (count, category) => {
    expect(pluralCategory(count)).toBe(category);
  });

  /** Spec §9 written out: by number mod 100 and mod 10. */
  function specCategory(n: number): PluralCategory {
    if (n === 0) return 'zero';
    if (n === 1) return 'one';
    const lastDigit = n % 10;
    const lastTwo = n % 100;
    return lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14) ? 'few' : 'many';
  }

  test.prop([fc.integer({ min: 0, max: 1_000_000 })], { numRuns: 20_000 })('follows the spec rule for every count from 0 to 10^6', (n) => {
    expect(pluralCategory(n)).toBe(specCategory(n));
    expect(pluralCategory(-n)).toBe(specCategory(n));
  });

  it('agrees with CLDR for every count from 1 to 1,000', () => {
    const rules = new Intl.PluralRules('pl-PL');
    for (let n = 1; n <= 1000; n++) {
      expect(pluralCategory(n)).toBe(rules.select(n));
    }
  });

  const cldr = new Intl.PluralRules('pl-PL');
  test.prop([fc.maxSafeInteger().filter((n) => n !== 0)], { numRuns: 5_000 })('agrees with CLDR for any whole count, by its size', (n) => {
    expect(pluralCategory(n)).toBe(cldr.select(Math.abs(n)));
  });

  test.prop([fc.double({ min: -1e9, max: 1e9, noNaN: true })])('counts a fraction by its whole part', (x) => {
    expect(pluralCategory(x)).toBe(pluralCategory(Math.trunc(x)));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%d is many', (value) => {
    expect(pluralCategory(value)).toBe('many');
  });
});

describe('plural', () => {
  it('picks Polish forms', () => {
    expect(`1 ${plural(1, products)}`).toBe('1 produkt');
    expect(`3 ${plural(3, products)}`).toBe('3 produkty');
    expect(`13 ${plural(13, products)}`).toBe('13 produktów');
    expect(`0 ${plural(0, products)}`).toBe('0 produktów');
    expect(plural(0, { ...products, zero: 'brak produktów' })).toBe('brak produktów');
  });

  it.each([
    [1, 'produkt'],
    [2, 'produkty'],
    [4, 'produkty'],
    [5, 'produktów'],
    [12, 'produktów'],
    [14, 'produktów'],
    [22, 'produkty'],
    [24, 'produkty'],
    [25, 'produktów'],
  ])('%i %s', (count, form) => {
    expect(plural(count, products)).toBe(form);
  });
});
