/**
 * Which products to recommend beside a product: those sold with it in a set first (a dispenser
 * with its refills), then its own category, then its category family, each favouring the shop's
 * recommended and best-selling products. Only products that can be bought now are recommended.
 */
import type { Product, ProductSet, ProductSummary } from './api-types.ts';
import { compareByName } from './listing-order.ts';

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

const catalogueByName = new WeakMap<readonly ProductSummary[], readonly ProductSummary[]>();

/** The catalogue in name order (stable: equal names keep the catalogue's order), sorted once per catalogue. */
function sortedByName(catalogue: readonly ProductSummary[]): readonly ProductSummary[] {
  let sorted = catalogueByName.get(catalogue);
  if (!sorted) {
    sorted = [...catalogue].sort(compareByName);
    catalogueByName.set(catalogue, sorted);
  }
  return sorted;
}

/**
 * The products to recommend beside `product`, best first, ties by name (so a build is stable).
 * Every product page asks this of the whole catalogue, so it is one pass over the catalogue in
 * name order into score buckets, not a sort per page (10,000 pages × a 10,000-product sort with
 * Polish collation was most of a large build's time).
 * @example recommendProducts(dispenser, catalogue, { setPartners, family }) // [refill, towels, ...]
 */
export function recommendProducts(
  product: ProductSummary,
  catalogue: readonly ProductSummary[],
  context: RecommendationContext,
  limit = RECOMMENDED_PRODUCTS_LIMIT,
): ProductSummary[] {
  // Scores run from 0 to 14 (affinity above): one bucket each.
  const buckets: ProductSummary[][] = Array.from({ length: 15 }, () => []);
  for (const candidate of sortedByName(catalogue)) {
    if (candidate.uuid === product.uuid || !isBuyable(candidate)) continue;
    const score = affinity(product, candidate, context);
    buckets[score]?.push(candidate);
  }
  const picked: ProductSummary[] = [];
  for (let score = buckets.length - 1; score >= 0 && picked.length < limit; score--) {
    for (const candidate of buckets[score] ?? []) {
      if (picked.length === limit) break;
      picked.push(candidate);
    }
  }
  return picked;
}

/** What recommendations beside a product read from the whole catalogue. */
export interface RecommendationCatalogue {
  products: readonly ProductSummary[];
  sets: readonly ProductSet[];
  /** The products a category lists (category-products.ts), undefined for an unknown category. */
  categoryProducts: (slug: string) => readonly ProductSummary[] | undefined;
}

/** Rankings per catalogue and recommendation context: products of one category, family and sets share one. */
const rankings = new WeakMap<readonly ProductSummary[], Map<string, ProductSummary[]>>();

/**
 * The products to show beside a product page's product: its set partners, its category and its
 * category family (the subtree of its main category's parent) first. The page and the build's
 * page selection (scripts/build/affected-pages.ts) both ask this, so they agree on which pages
 * show a product's tile. The ranking depends on the product only through its main category, its
 * family and its set partners, so it is made once per such context and catalogue (one more than
 * the limit, the product itself taken out after), not once per page.
 */
export function recommendBeside(
  product: ProductSummary & Pick<Product, 'breadcrumb'>,
  catalogue: RecommendationCatalogue,
  limit = RECOMMENDED_PRODUCTS_LIMIT,
): ProductSummary[] {
  const setPartners = new Set(
    catalogue.sets
      .filter((set) => set.items.some((item) => item.product.uuid === product.uuid))
      .flatMap((set) => set.items.map((item) => item.product.uuid)),
  );
  const familyRoot = product.breadcrumb.at(-2) ?? product.breadcrumb.at(-1);
  const key = [product.mainCategory.uuid, familyRoot?.slug ?? '', limit, ...[...setPartners].sort()].join('|');
  let byContext = rankings.get(catalogue.products);
  if (!byContext) {
    byContext = new Map();
    rankings.set(catalogue.products, byContext);
  }
  let ranking = byContext.get(key);
  if (!ranking) {
    const family = new Set((familyRoot ? catalogue.categoryProducts(familyRoot.slug) : undefined)?.map((summary) => summary.uuid) ?? []);
    // No product has an empty uuid: the ranking keeps every candidate, the product itself is taken out below.
    ranking = recommendProducts({ ...product, uuid: '' }, catalogue.products, { setPartners, family }, limit + 1);
    byContext.set(key, ranking);
  }
  return ranking.filter((candidate) => candidate.uuid !== product.uuid).slice(0, limit);
}
