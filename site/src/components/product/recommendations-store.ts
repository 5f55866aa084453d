/**
 * Recommended products of spec §3 (valtio): the main list (beside a product) and the cart page's
 * list, filled by spec §7's POST /products/numbers. A failed call is only logged (spec §8): the
 * page keeps the recommendations it was built with.
 */
import { proxy, ref } from 'valtio/vanilla';
import { postJson } from '@/lib/api-client.ts';
import type { ListResponse, Product } from '@/lib/api-types.ts';
import { type TileProduct, toTileProduct } from '@/lib/product-summary.ts';

/** Spec §7: the basket-page recommendation fills the cart list, anything else the main one. */
export type RecommendationTarget = 'main' | 'basket';

export interface RecommendedList {
  /** The numbers asked for, comma-joined: tells a list apart from the previous page's. */
  key: string;
  products: TileProduct[];
}

/** Lists are API data, replaced whole and never edited: kept as refs, so snapshots hand them back as they are. */
type StoredList = ReturnType<typeof ref<RecommendedList>>;

export const recommendationsStore = proxy<{ mainRecommendedProducts: StoredList | null; cartRecommendedProducts: StoredList | null }>({
  mainRecommendedProducts: null,
  cartRecommendedProducts: null,
});

export function recommendationKey(numbers: readonly string[]): string {
  return numbers.join(',');
}

/** The answer's shape loads beside the call, not with the page (decision 027). */
const loadNumbersShape = () => import('@/lib/generated/response-shapes/getProductsByNumbers.ts').then((module) => module.getProductsByNumbers);

/** Loads current data of the products with these numbers into the target's list. */
export async function loadRecommendedProducts(numbers: readonly string[], target: RecommendationTarget): Promise<void> {
  if (numbers.length === 0) return;
  try {
    const { items } = await postJson<ListResponse<Product>>('/products/numbers', { numbers }, loadNumbersShape);
    const list = ref({ key: recommendationKey(numbers), products: items.map(toTileProduct) });
    if (target === 'basket') recommendationsStore.cartRecommendedProducts = list;
    else recommendationsStore.mainRecommendedProducts = list;
  } catch (error) {
    console.warn('Recommended products could not be refreshed', error);
  }
}
