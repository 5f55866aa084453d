/**
 * Which products to recommend beside a product: those sold with it in a set first (a dispenser
 * with its refills), then its own category, then its category family, each favouring the shop's
 * recommended and best-selling products. Only products that can be bought now are recommended.
 */
import type { ProductSummary } from './api-types.ts';

/** Tiles in a recommendation row (two rows on phones, one on desktops). */
export const RECOMMENDED_PRODUCTS_LIMIT = 8;

export interface RecommendationContext {
  /** Uuids of products that share a product set with the product. */
  setPartners: ReadonlySet<string>;
  /** Uuids of products in the product's category family (its parent category's subtree). */
  family: ReadonlySet<string>;
}

/** Spec §4's add-to-cart style buttons: a product with any of them open can be bought. */
export function isBuyable(product: Pick<ProductSummary, 'buttons'>): boolean {
  const { addToCart, addToCartSupplier, buyAtProductSet, buyAtPromotion } = product.buttons;
  return addToCart || addToCartSupplier || buyAtProductSet || buyAtPromotion;
}

function affinity(product: ProductSummary, candidate: ProductSummary, context: RecommendationContext): number {
  let score = 0;
  if (context.setPartners.has(candidate.uuid)) score += 8;
  if (candidate.mainCategory.uuid === product.mainCategory.uuid) score += 4;
  else if (context.family.has(candidate.uuid)) score += 2;
  if (candidate.flags.includes('recommended')) score += 1;
  if (candidate.flags.includes('bestseller')) score += 1;
  return score;
}

/**
 * The products to recommend beside `product`, best first, ties by name (so a build is stable).
 * @example recommendProducts(dispenser, catalogue, { setPartners, family }) // [refill, towels, ...]
 */
export function recommendProducts(
  product: ProductSummary,
  catalogue: readonly ProductSummary[],
  context: RecommendationContext,
  limit = RECOMMENDED_PRODUCTS_LIMIT,
): ProductSummary[] {
  return catalogue
    .filter((candidate) => candidate.uuid !== product.uuid && isBuyable(candidate))
    .map((candidate) => ({ candidate, score: affinity(product, candidate, context) }))
    .sort((a, b) => b.score - a.score || a.candidate.name.localeCompare(b.candidate.name, 'pl'))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
