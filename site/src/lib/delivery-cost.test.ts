import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { deliveryPrice, FREE_DELIVERY_THRESHOLD_NET, isDeliveryFree } from './delivery-cost.ts';
import { grossFromNet } from './money.ts';

describe('free delivery', () => {
  it('is promised from 500 zł of products net', () => {
    expect(FREE_DELIVERY_THRESHOLD_NET).toBe(50_000);
  });

  it('starts exactly at the threshold of products net, and never without one', () => {
    expect(isDeliveryFree(49_999, 50_000)).toBe(false);
    expect(isDeliveryFree(50_000, 50_000)).toBe(true);
    expect(isDeliveryFree(10_000_000, null)).toBe(false);
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(0, 5, 8, 23)])(
    'leaves a method its own price below 500 zł of products net and makes it 0 from there on',
    (itemsNet, net, vatRate) => {
      const method = { code: 'courier', priceNetto: net, priceGross: grossFromNet(net, vatRate) };
      const price = deliveryPrice(method, itemsNet);
      // The threshold as the header states it, not as the function under test computes it.
      const expected = itemsNet >= 50_000 ? { ...method, priceNetto: 0, priceGross: 0 } : method;
      expect(price).toEqual(expected);
    },
  );
});
