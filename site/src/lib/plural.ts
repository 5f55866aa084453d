/**
 * Polish plural forms per spec §9 (by number mod 100 and mod 10: 0, 1, 2–4 but not 12–14, else
 * "many"), through the platform's CLDR rules: `Intl.PluralRules('pl')` says `one`, `few` or
 * `many`; zero is the spec's own category on top.
 */
export interface PluralForms {
  zero?: string;
  one: string;
  few: string;
  many: string;
}

export type PluralCategory = 'zero' | 'one' | 'few' | 'many';

/** Built on first use, as the other Intl objects here: building one costs a phone milliseconds at every page's start. */
let polishRules: Intl.PluralRules | undefined;

/**
 * The plural category of a whole count (a fraction counts by its whole part, a negative by its size).
 * @example pluralCategory(22) // 'few'
 * @example pluralCategory(12) // 'many'
 */
export function pluralCategory(count: number): PluralCategory {
  const n = Math.abs(Math.trunc(count));
  if (n === 0) return 'zero';
  polishRules ??= new Intl.PluralRules('pl');
  const category = polishRules.select(n);
  // CLDR's `other` is for fractions only, which a whole count never is; NaN lands there too.
  return category === 'one' || category === 'few' ? category : 'many';
}

/**
 * Picks the form for `count`; `zero` falls back to `many` ("0 produktów").
 * @example plural(3, { one: 'produkt', few: 'produkty', many: 'produktów' }) // 'produkty'
 */
export function plural(count: number, forms: PluralForms): string {
  const category = pluralCategory(count);
  return category === 'zero' ? (forms.zero ?? forms.many) : forms[category];
}
