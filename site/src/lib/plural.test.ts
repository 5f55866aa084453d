import { describe, expect, it } from 'vitest';
import { plural, pluralCategory } from './plural.ts';

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

  it('agrees with CLDR for every count above one', () => {
    const rules = new Intl.PluralRules('pl-PL');
    for (let n = 2; n < 1000; n++) {
      expect(pluralCategory(n)).toBe(rules.select(n));
    }
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
});
