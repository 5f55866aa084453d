/**
 * Polish plural forms per spec §9: by number mod 100 and mod 10, 0, 1, 2–4 but not 12–14, else
 * "many". CLDR's Polish rules for whole numbers are the same (plural.test.ts compares them with
 * `Intl.PluralRules('pl')`); the rule is written out so that the header's first cart count builds
 * no platform object at a page's start (0.5–2 ms alone; one profile of the cart page put 26 ms on
 * it, issue 36).
 */
export interface PluralForms {
  zero?: string;
  one: string;
  few: string;
  many: string;
}

export type PluralCategory = 'zero' | 'one' | 'few' | 'many';

/**
 * The plural category of a whole count (a fraction counts by its whole part, a negative by its size).
 * @example pluralCategory(22) // 'few'
 * @example pluralCategory(12) // 'many'
 */
export function pluralCategory(count: number): PluralCategory {
  const n = Math.abs(Math.trunc(count));
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  // NaN and Infinity fail every comparison: 'many'.
  return lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14) ? 'few' : 'many';
}

/**
 * Picks the form for `count`; `zero` falls back to `many` ("0 produktów").
 * @example plural(3, { one: 'produkt', few: 'produkty', many: 'produktów' }) // 'produkty'
 */
export function plural(count: number, forms: PluralForms): string {
  const category = pluralCategory(count);
  return category === 'zero' ? (forms.zero ?? forms.many) : forms[category];
}
