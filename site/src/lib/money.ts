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

const plnFormat = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  // Polish CLDR data skips grouping below 10 000; the shop shows "1 234,56 zł" as the spec does.
  useGrouping: 'always',
});

/**
 * Formats grosze as Polish złoty with two decimals and a comma: `1 234,56 zł` (the spaces are
 * non-breaking, so a price never wraps).
 * @example formatPrice(123456) // '1 234,56 zł'
 */
export function formatPrice(amount: Grosze): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount of grosze: ${amount}`);
  return plnFormat.format(amount / 100);
}

/** The decimal string search engines expect in an Offer: `1234.56`. */
export function toDecimalString(amount: Grosze): string {
  assertGrosze(amount);
  const zloty = Math.floor(amount / 100);
  const grosze = amount % 100;
  return `${zloty}.${String(grosze).padStart(2, '0')}`;
}
