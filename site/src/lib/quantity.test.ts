import { describe, expect, it } from 'vitest';
import { clampQuantity, MAX_PRODUCT_QUANTITY } from './quantity.ts';

describe('clampQuantity', () => {
  it.each([
    [1, 1],
    [37, 37],
    [9999, 9999],
    [10_000, MAX_PRODUCT_QUANTITY],
    [0, 1],
    [-5, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%d → %d', (typed, expected) => {
    expect(clampQuantity(typed)).toBe(expected);
  });
});
