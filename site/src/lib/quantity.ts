/** Quantities of a product in a cart line (spec §5: at most 9999). */

/** Spec §5 and §9: the most of one product a cart line may hold. */
export const MAX_PRODUCT_QUANTITY = 9999;

/**
 * A typed quantity as a whole number between 1 and 9999; what is not a number becomes 1.
 * @example clampQuantity(12000) // 9999
 */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), MAX_PRODUCT_QUANTITY);
}
