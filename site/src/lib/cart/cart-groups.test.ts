import { describe, expect, it } from 'vitest';
import type { CartItem } from '../api-types.ts';
import { groupCartItems, setCountOf } from './cart-groups.ts';

function item(uuid: string, productUuid: string, quantity: number, set: string | null): CartItem {
  return {
    uuid,
    product: {
      uuid: productUuid,
      number: productUuid,
      name: productUuid,
      slug: productUuid,
      salesUnit: 'szt.',
      coverImage: { src: '/media/x.svg', alt: '', width: 1, height: 1 },
      hazardLabel: null,
      stock: { quantity: 10, supplierDeliveryDays: null },
    },
    productSet: set === null ? null : { uuid: set, slug: set, name: set },
    quantity,
    vatRate: 23,
    unitPrice: { nettoPrice: 100, grossPrice: 123 },
    cartItemSummary: { priceNetto: 100 * quantity, priceGross: 123 * quantity },
    priceChange: null,
    isAvailable: true,
    addedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('groupCartItems', () => {
  it('keeps products bought alone apart and groups set lines by set, in the cart order', () => {
    const items = [item('1', 'a', 1, 's1'), item('2', 'b', 2, null), item('3', 'c', 1, 's1'), item('4', 'a', 3, 's2')];
    const { single, sets } = groupCartItems(items);
    expect(single.map((line) => line.uuid)).toEqual(['2']);
    expect(sets.map((group) => [group.set.uuid, group.items.map((line) => line.uuid)])).toEqual([
      ['s1', ['1', '3']],
      ['s2', ['4']],
    ]);
  });
});

describe('setCountOf', () => {
  it('tells how many sets the lines stand for, or null when the set changed', () => {
    expect(setCountOf({ items: [item('1', 'a', 6, 's')] }, { a: 2 })).toBe(3);
    expect(setCountOf({ items: [item('1', 'a', 5, 's')] }, { a: 2 })).toBeNull();
    expect(setCountOf({ items: [item('1', 'a', 5, 's')] }, undefined)).toBeNull();
    expect(setCountOf({ items: [item('1', 'z', 5, 's')] }, { a: 1 })).toBeNull();
  });
});
