import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { deliveryPrice, isDeliveryFree } from './delivery-cost.ts';
import { FREE_DELIVERY_THRESHOLD_NET } from './site-config.ts';

describe('free delivery', () => {
  it('starts exactly at the threshold of products net, and never without one', () => {
    const threshold = FREE_DELIVERY_THRESHOLD_NET ?? 50_000;
    expect(isDeliveryFree(threshold - 1, threshold)).toBe(false);
    expect(isDeliveryFree(threshold, threshold)).toBe(true);
    expect(isDeliveryFree(10_000_000, null)).toBe(false);
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 })])(
    'leaves a method its own price below the threshold and makes it 0 from it on',
    (itemsNet, net) => {
      const method = { code: 'courier', priceNetto: net, priceGross: Math.round(net * 1.23) };
      const price = deliveryPrice(method, itemsNet);
      expect(price.code).toBe('courier');
      if (isDeliveryFree(itemsNet)) expect([price.priceNetto, price.priceGross]).toEqual([0, 0]);
      else expect(price).toEqual(method);
    },
  );
});
