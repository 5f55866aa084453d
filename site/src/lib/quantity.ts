/** Quantities of a product in a cart line (spec §5: at most 9999). */

/** Spec §5 and §9: the most of one product a cart line may hold. */
export const MAX_PRODUCT_QUANTITY = 9999;

/**
 * Why a typed quantity had to be changed: below 1 (or empty), above 9999, not whole (cut down),
 * or not a number at all. Every quantity field says it beside itself (quantity-field.tsx).
 */
export type QuantityCorrection = 'min' | 'max' | 'whole' | 'number';

export interface ReadQuantity {
  /** The quantity the text stands for: a whole number from 1 to 9999. */
  quantity: number;
  /** Why it differs from what was typed; null when the text was a quantity as it stands. */
  correction: QuantityCorrection | null;
}

/**
 * A quantity field's text read as a quantity, with the reason when it had to be changed (issue 36
 * item 2: a shopper must never see 0 become 1 without a word). `isBadInput` is a number field's
 * `validity.badInput`: text it could not read ("abc" in some browsers), whose value is then ''.
 * @example readQuantity('2.5') // { quantity: 2, correction: 'whole' }
 * @example readQuantity('12000') // { quantity: 9999, correction: 'max' }
 */
export function readQuantity(text: string, isBadInput = false): ReadQuantity {
  const trimmed = text.trim();
  if (isBadInput) return { quantity: 1, correction: 'number' };
  if (trimmed === '') return { quantity: 1, correction: 'min' };
  // A Polish decimal comma reads as the point it stands for: "2,5" is 2.5, cut down to 2.
  const value = Number(trimmed.replace(',', '.'));
  if (Number.isNaN(value)) return { quantity: 1, correction: 'number' };
  if (value < 1) return { quantity: 1, correction: 'min' };
  if (value > MAX_PRODUCT_QUANTITY) return { quantity: MAX_PRODUCT_QUANTITY, correction: 'max' };
  if (!Number.isInteger(value)) return { quantity: Math.trunc(value), correction: 'whole' };
  return { quantity: value, correction: null };
}

/**
 * A quantity as a whole number between 1 and 9999, by the rule of `readQuantity`; what is not a
 * number becomes 1.
 * @example clampQuantity(12000) // 9999
 */
export function clampQuantity(value: number): number {
  return readQuantity(Number.isFinite(value) ? String(value) : 'NaN').quantity;
}
