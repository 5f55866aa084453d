/**
 * An amount in words, as a Polish invoice writes it ("słownie"): the złote in words with their
 * plural form, then the grosze in words with theirs, e.g. 0,01 zł → "zero złotych jeden grosz",
 * 1 000 000,00 zł → "jeden milion złotych zero groszy", 1 234,56 zł → "jeden tysiąc dwieście
 * trzydzieści cztery złote pięćdziesiąt sześć groszy". A scale word is always preceded by its
 * count ("jeden tysiąc", not "tysiąc"), as accountants write it, so that nothing can be added in
 * front; a negative amount (a correction) starts with "minus". Plural forms by spec §9
 * (site/src/lib/plural.ts).
 */
import { assertGrosze } from '#lib/money.ts';
import { type PluralForms, plural } from '#lib/plural.ts';

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'] as const;
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
] as const;
const TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
] as const;
const HUNDREDS = ['', 'sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset', 'dziewięćset'] as const;

/** Groups of three digits from the lowest: units, thousands, millions, billions (miliardy), trillions (biliony). */
const SCALES: readonly (PluralForms | null)[] = [
  null,
  { one: 'tysiąc', few: 'tysiące', many: 'tysięcy' },
  { one: 'milion', few: 'miliony', many: 'milionów' },
  { one: 'miliard', few: 'miliardy', many: 'miliardów' },
  { one: 'bilion', few: 'biliony', many: 'bilionów' },
];

const ZLOTY: PluralForms = { one: 'złoty', few: 'złote', many: 'złotych' };
const GROSZ: PluralForms = { one: 'grosz', few: 'grosze', many: 'groszy' };

/** 1 to 999 in words. */
function hundredsInWords(value: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds > 0) words.push(HUNDREDS[hundreds] ?? '');
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] ?? '');
    if (rest % 10 > 0) words.push(UNITS[rest % 10] ?? '');
  }
  return words;
}

/**
 * A whole number from 0 to 999 999 999 999 999 in Polish words.
 * @example numberInWords(22_012) // 'dwadzieścia dwa tysiące dwanaście'
 */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1000 ** SCALES.length) throw new RangeError(`Cannot say ${value} in words`);
  if (value === 0) return 'zero';
  const words: string[] = [];
  for (let scale = SCALES.length - 1; scale >= 0; scale--) {
    const group = Math.floor(value / 1000 ** scale) % 1000;
    if (group === 0) continue;
    words.push(...hundredsInWords(group));
    const forms = SCALES[scale];
    if (forms) words.push(plural(group, forms));
  }
  return words.join(' ');
}

/**
 * An amount of grosze in words: złote then grosze, each with its plural form.
 * @example amountInWords(1) // 'zero złotych jeden grosz'
 * @example amountInWords(100_000_000) // 'jeden milion złotych zero groszy'
 */
export function amountInWords(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount of grosze: ${amount}`);
  const size = Math.abs(amount);
  assertGrosze(size);
  const zloty = Math.floor(size / 100);
  const grosze = size % 100;
  const words = `${numberInWords(zloty)} ${plural(zloty, ZLOTY)} ${numberInWords(grosze)} ${plural(grosze, GROSZ)}`;
  return amount < 0 ? `minus ${words}` : words;
}
