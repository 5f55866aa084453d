/**
 * The cart page lists products bought alone first, then each set with its lines under it (a
 * set's lines are removed together, the API's DELETE /carts/product-sets/{uuid}).
 */
import type { CartItem } from '../api-types.ts';

export interface SetGroup {
  set: NonNullable<CartItem['productSet']>;
  items: CartItem[];
}

/** Lines bought alone, and the sets' lines grouped by set, both in the cart's order. */
export function groupCartItems(items: readonly CartItem[]): { single: CartItem[]; sets: SetGroup[] } {
  const single: CartItem[] = [];
  const sets = new Map<string, SetGroup>();
  for (const item of items) {
    if (item.productSet === null) single.push(item);
    else {
      const group = sets.get(item.productSet.uuid) ?? { set: item.productSet, items: [] };
      group.items.push(item);
      sets.set(item.productSet.uuid, group);
    }
  }
  return { single, sets: [...sets.values()] };
}

/**
 * How many sets a set's lines stand for, from one line and that product's quantity in one set;
 * null when it cannot be told (the set changed since).
 * @example setCountOf({ items: [{ product: { uuid: 'a' }, quantity: 6 }] }, { a: 2 }) // 3
 */
export function setCountOf(group: Pick<SetGroup, 'items'>, perSet: Readonly<Record<string, number>> | undefined): number | null {
  const [first] = group.items;
  const inOneSet = first && perSet ? perSet[first.product.uuid] : undefined;
  if (!first || !inOneSet || first.quantity % inOneSet !== 0) return null;
  return first.quantity / inOneSet;
}
