/**
 * The site's data layer at build time: named getters over `site/content/`, which scripts/build
 * fills from the shop API. Pages call these and never read files or reshape data themselves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost, Branch, CategoryNode, Flag, Milestone, Page, Product, ProductSet, ProductSummary, Slider } from './api-types.ts';
import { PROMOTION_FLAG_CODE } from './browse-flags.ts';
import { RECOMMENDED_PRODUCTS_LIMIT, recommendProducts } from './recommendations.ts';

export interface ContentManifest {
  builtAt: string;
  source: string;
  counts: Record<string, number>;
}

const contentDir = process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');
const cache = new Map<string, unknown>();

function readContent<T>(file: string): T {
  if (!cache.has(file)) {
    try {
      cache.set(file, JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')));
    } catch (error) {
      throw new Error(`Cannot read ${file} from ${contentDir}: run the build (npm run build) to pull content first`, { cause: error });
    }
  }
  return cache.get(file) as T;
}

export function getManifest(): ContentManifest {
  return readContent<ContentManifest>('manifest.json');
}

export function getBuiltAt(): Date {
  return new Date(getManifest().builtAt);
}

export function getCategoryTree(): CategoryNode[] {
  return readContent<CategoryNode[]>('categories.json');
}

/** Every category, depth first, with its root-to-node path. */
export function listCategories(): { category: CategoryNode; path: CategoryNode[] }[] {
  const list: { category: CategoryNode; path: CategoryNode[] }[] = [];
  const walk = (nodes: CategoryNode[], parents: CategoryNode[]) => {
    for (const node of nodes) {
      const nodePath = [...parents, node];
      list.push({ category: node, path: nodePath });
      walk(node.children, nodePath);
    }
  };
  walk(getCategoryTree(), []);
  return list;
}

export function getCategory(slug: string): { category: CategoryNode; path: CategoryNode[] } | undefined {
  return listCategories().find((entry) => entry.category.slug === slug);
}

export function listProductSummaries(): ProductSummary[] {
  return readContent<ProductSummary[]>('products.json');
}

export function getProduct(slug: string): Product | undefined {
  if (!/^[a-z0-9-]+$/.test(slug)) return undefined;
  try {
    return readContent<Product>(`products/${slug}.json`);
  } catch {
    return undefined;
  }
}

function subtreeSlugs(node: CategoryNode): Set<string> {
  const slugs = new Set<string>([node.slug]);
  for (const child of node.children) for (const slug of subtreeSlugs(child)) slugs.add(slug);
  return slugs;
}

/** Bestsellers first, then by name: the default order of a listing. */
export function compareByPopularity(a: ProductSummary, b: ProductSummary): number {
  const rank = (product: ProductSummary) => (product.flags.includes('bestseller') ? 0 : 1);
  return rank(a) - rank(b) || a.name.localeCompare(b.name, 'pl');
}

function listingPredicate(category: CategoryNode): (product: ProductSummary) => boolean {
  if (category.kind === 'promotions') return (product) => product.price.promotion !== null;
  const slugs = subtreeSlugs(category);
  return (product) => product.categorySlugs.some((slug) => slugs.has(slug));
}

/** Products listed in a category or its descendants; the promotions category lists promoted ones. */
export function listCategoryProducts(category: CategoryNode): ProductSummary[] {
  return listProductSummaries().filter(listingPredicate(category)).sort(compareByPopularity);
}

export function listFlagProducts(flagCode: string): ProductSummary[] {
  return listProductSummaries()
    .filter((product) => product.flags.includes(flagCode))
    .sort(compareByPopularity);
}

export function listFlags(): Flag[] {
  return readContent<Flag[]>('flags.json');
}

export function getFlag(slug: string): Flag | undefined {
  return listFlags().find((flag) => flag.slug === slug);
}

/** Products on a running promotion, in the listing order. */
export function listPromotedProducts(): ProductSummary[] {
  return listFlagProducts(PROMOTION_FLAG_CODE);
}

/** The products the shop recommends in general (its `recommended` flag), for home and the cart. */
export function listShopRecommendations(limit = RECOMMENDED_PRODUCTS_LIMIT): ProductSummary[] {
  return listFlagProducts('recommended').slice(0, limit);
}

/**
 * Products to recommend beside a product: its set partners, its category and its category
 * family (the subtree of its main category's parent) first.
 */
export function getRecommendedProducts(product: Product): ProductSummary[] {
  const setPartners = new Set(
    listProductSets()
      .filter((set) => set.items.some((item) => item.product.uuid === product.uuid))
      .flatMap((set) => set.items.map((item) => item.product.uuid)),
  );
  const familyRoot = product.breadcrumb.at(-2) ?? product.breadcrumb.at(-1);
  const familyEntry = familyRoot ? getCategory(familyRoot.slug) : undefined;
  const family = new Set(familyEntry ? listCategoryProducts(familyEntry.category).map((summary) => summary.uuid) : []);
  return recommendProducts(product, listProductSummaries(), { setPartners, family });
}

export function listProductSets(): ProductSet[] {
  return readContent<ProductSet[]>('product-sets.json');
}

export function getProductSet(slug: string): ProductSet | undefined {
  return listProductSets().find((set) => set.slug === slug);
}

export function listBlogPosts(): BlogPost[] {
  return readContent<BlogPost[]>('blog-posts.json');
}

/** The newest articles (the API lists them newest first), for teasers. */
export function listLatestBlogPosts(count: number): BlogPost[] {
  return listBlogPosts().slice(0, count);
}

export function listBranches(): Branch[] {
  return readContent<Branch[]>('branches.json');
}

export function listPages(): Page[] {
  return readContent<Page[]>('pages.json');
}

/** Content pages (`/strona/{slug}`), for the footer. */
export function listContentPages(): Page[] {
  return listPages().filter((page) => page.kind === 'content');
}

export function listMilestones(): Milestone[] {
  return readContent<Milestone[]>('milestones.json');
}

export function getHomeSlider(): Slider {
  return readContent<Slider>('slider-strona-glowna.json');
}
