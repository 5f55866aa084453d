import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_QUANTITY } from '../quantity.ts';
import { planLineSupply, type SupplyRequest } from './line-supply.ts';

const request = fc.record({
  quantity: fc.integer({ min: 1, max: MAX_PRODUCT_QUANTITY }),
  stock: fc.record({
    quantity: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.constant(0)),
    supplierDeliveryDays: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  }),
  isAvailable: fc.boolean(),
  isFromSet: fc.boolean(),
}) satisfies fc.Arbitrary<SupplyRequest>;

describe('planLineSupply', () => {
  it('says what the shopper of issue 36 was told only at "Zamawiam": 141 of 500 in stock and no supplier', () => {
    expect(planLineSupply({ quantity: 500, stock: { quantity: 141, supplierDeliveryDays: null }, isAvailable: true, isFromSet: false })).toEqual({
      source: 'short',
      orderable: 141,
    });
  });

  it('orders the whole line from the supplier when it has one, with its delivery days', () => {
    expect(planLineSupply({ quantity: 500, stock: { quantity: 141, supplierDeliveryDays: 5 }, isAvailable: true, isFromSet: false })).toEqual({
      source: 'supplier',
      inStock: 141,
      deliveryDays: 5,
    });
  });

  test.prop([request])('ships from stock exactly when the line can be bought and the stock covers it', (asked) => {
    const supply = planLineSupply(asked);
    expect(supply.source === 'stock').toBe(asked.isAvailable && asked.stock.quantity >= asked.quantity);
  });

  test.prop([request])('orders from the supplier only what stock cannot cover, only when there is a supplier or a set', (asked) => {
    const supply = planLineSupply(asked);
    if (supply.source !== 'supplier') return;
    expect(asked.isAvailable).toBe(true);
    expect(supply.inStock).toBe(asked.stock.quantity);
    expect(supply.inStock).toBeLessThan(asked.quantity);
    expect(asked.stock.supplierDeliveryDays !== null || asked.isFromSet).toBe(true);
    expect(supply.deliveryDays).toBe(asked.stock.supplierDeliveryDays);
  });

  test.prop([request])('a line it cannot supply names what can be ordered: less than asked, and no more than the stock', (asked) => {
    const supply = planLineSupply(asked);
    const hasFallback = asked.isAvailable && (asked.stock.supplierDeliveryDays !== null || asked.isFromSet);
    expect(supply.source === 'short').toBe(asked.stock.quantity < asked.quantity && !hasFallback);
    if (supply.source === 'short') expect(supply.orderable).toBe(asked.stock.quantity);
    // Asking for what it names is then enough, when it names anything.
    if (supply.source === 'short' && supply.orderable > 0 && asked.isAvailable) {
      expect(planLineSupply({ ...asked, quantity: supply.orderable }).source).toBe('stock');
    }
  });

  test.prop([request])('a line that cannot be bought is never supplied, whatever the stock', (asked) => {
    expect(['short', 'unavailable']).toContain(planLineSupply({ ...asked, isAvailable: false }).source);
  });
});
