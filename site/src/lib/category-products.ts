/**
 * The products a prerendered category page lists. Which products belong to a category is decided
 * once, by the shop API (worker/src/api/categories/membership.ts): each product answer carries
 * `categorySlugs`, every category whose listing shows it. The page only picks and orders them, in
 * the listing's default order, so it shows what the API's listing and facets count.
 */
import type { ProductSummary } from './api-types.ts';
import { compareByPopularity } from './listing-order.ts';

/**
 * @example pickCategoryProducts(products, 'reczniki-papierowe') // the towels of every subcategory, bestsellers first
 */
export function pickCategoryProducts(products: readonly ProductSummary[], categorySlug: string): ProductSummary[] {
  return products.filter((product) => product.categorySlugs.includes(categorySlug)).sort(compareByPopularity);
}
