/**
 * Money is integer grosze everywhere (1 zł = 100 gr). Floats appear only at the very end, when a
 * formatter turns grosze into text.
 */

export type Grosze = number;

/** VAT rates in use in Poland, in percent. */
export const VAT_RATES = [0, 5, 8, 23] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** Throws unless `value` is a safe non-negative integer amount of grosze. */
export function assertGrosze(value: number): asserts value is Grosze {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Not an amount of grosze: ${value}`);
  }
}

/**
 * Integer division of non-negative integers, rounded half up.
 * @example divideHalfUp(5, 2) // 3
 */
export function divideHalfUp(dividend: number, divisor: number): number {
  return Math.floor((dividend * 2 + divisor) / (divisor * 2));
}

/**
 * Gross from net per spec §9: gross = net × (100 + VAT) / 100, rounded half up per unit.
 * @example grossFromNet(1000, 23) // 1230
 */
export function grossFromNet(net: Grosze, vatRate: number): Grosze {
  assertGrosze(net);
  return divideHalfUp(net * (100 + vatRate), 100);
}

/** A line total: unit price times quantity, still integer grosze. */
export function multiply(unit: Grosze, quantity: number): Grosze {
  assertGrosze(unit);
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`Bad quantity: ${quantity}`);
  return unit * quantity;
}

/** The non-breaking space Polish money is written with, between thousands and before `zł`. */
const NBSP = '\u00a0';

/**
 * Formats grosze as Polish złoty with two decimals and a comma: `1 234,56 zł` (the spaces are
 * non-breaking, so a price never wraps), thousands grouped from 1 000 on as the spec writes them
 * (Polish CLDR data would not group below 10 000). The text is what `Intl.NumberFormat('pl-PL',
 * { style: 'currency', currency: 'PLN', useGrouping: 'always' })` prints (money.test.ts holds them
 * together), written out from the integer: building that formatter costs a phone ~100 ms of
 * hydration on every page, and a float never touches the amount.
 * @example formatPrice(123456) // '1 234,56 zł'
 */
export function formatPrice(amount: Grosze): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount of grosze: ${amount}`);
  const absolute = Math.abs(amount);
  const zloty = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, NBSP);
  return `${amount < 0 ? '-' : ''}${zloty},${String(absolute % 100).padStart(2, '0')}${NBSP}zł`;
}

/**
 * A price as a promise says it: whole złoty without grosze, else as formatPrice.
 * @example formatPriceBrief(50_000) // '500 zł'
 * @example formatPriceBrief(49_999) // '499,99 zł'
 */
export function formatPriceBrief(amount: Grosze): string {
  return formatPrice(amount).replace(/,00(?=\u00a0zł$)/, '');
}

/** The decimal string search engines expect in an Offer: `1234.56`. */
export function toDecimalString(amount: Grosze): string {
  assertGrosze(amount);
  const zloty = Math.floor(amount / 100);
  const grosze = amount % 100;
  return `${zloty}.${String(grosze).padStart(2, '0')}`;
}
