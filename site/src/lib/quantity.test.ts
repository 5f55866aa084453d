import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clampQuantity, MAX_PRODUCT_QUANTITY, readQuantity } from './quantity.ts';

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

describe('readQuantity', () => {
  // Issue 36 item 2: each of the shopper's silent changes now comes with its reason.
  it.each([
    ['0', 1, 'min'],
    ['-5', 1, 'min'],
    ['', 1, 'min'],
    ['10000', MAX_PRODUCT_QUANTITY, 'max'],
    ['2.5', 2, 'whole'],
    ['2,5', 2, 'whole'],
    ['abc', 1, 'number'],
    ['12', 12, null],
    [' 7 ', 7, null],
  ] as const)('%j → %d (%s)', (text, quantity, correction) => {
    expect(readQuantity(text)).toEqual({ quantity, correction });
  });

  it('reads text the number field could not (validity.badInput) as not a number', () => {
    expect(readQuantity('', true)).toEqual({ quantity: 1, correction: 'number' });
  });

  test.prop([fc.integer({ min: 1, max: MAX_PRODUCT_QUANTITY })])('keeps every quantity in range as it is, without a word', (quantity) => {
    expect(readQuantity(String(quantity))).toEqual({ quantity, correction: null });
  });

  test.prop([fc.oneof(fc.double({ noNaN: true }), fc.integer({ min: -1e6, max: 1e6 }))])(
    'changes a number exactly when it is out of range or not whole, and always says why',
    (value) => {
      const { quantity, correction } = readQuantity(String(value));
      expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_PRODUCT_QUANTITY).toBe(true);
      expect(correction === null).toBe(quantity === value);
      if (value < 1) expect(correction).toBe('min');
      else if (value > MAX_PRODUCT_QUANTITY) expect(correction).toBe('max');
      else if (!Number.isInteger(value)) expect([correction, quantity]).toEqual(['whole', Math.trunc(value)]);
    },
  );

  test.prop([fc.string()])('gives a quantity from 1 to 9999 for any text, with a reason whenever the text was not that quantity', (text) => {
    const { quantity, correction } = readQuantity(text);
    expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_PRODUCT_QUANTITY).toBe(true);
    if (correction === null) expect(Number(text.trim())).toBe(quantity);
  });
});
