/**
 * Which pages a content change touches: the page selection of an incremental rebuild
 * (docs/decisions/024-incremental-builds.md). A product whose price or text changed touches its
 * own page, the listings that show it (its categories with all their pages, its flags' pages,
 * its sets) and the product pages that recommend it; pages without a per-item route (home, cart,
 * contact…) are rendered by every build anyway. A change to what every page shows (the category
 * tree in the mega menu, flags, branches and pages in the footer, delivery prices in each Offer)
 * or to what decides where a product is listed (name, flags, categories, buttons, a product or set
 * added or removed) renders every page again.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CategoryNode, Flag, Product, ProductSet, ProductSummary } from '#lib/api-types.ts';
import { pickCategoryProducts } from '#lib/category-products.ts';
import type { PageSelection } from '#lib/page-selection.ts';
import { recommendBeside } from '#lib/recommendations.ts';
import type { RouteName } from '#lib/routes.ts';
import { type ContentChanges, hasChanges } from './content-diff.ts';

/** The fields that decide where a product is listed and recommended (hashed by the pull as `product-listings`). */
export function listingFactsOf(product: Product): unknown {
  const { slug, name, flags, buttons, mainCategory, categorySlugs, breadcrumb } = product;
  return { slug, name, flags, buttons, mainCategory, categorySlugs, breadcrumb: breadcrumb.map((category) => category.slug) };
}

/** Content groups every page shows: a change renders the whole site again. */
const WHOLE_SITE_GROUPS: Record<string, string> = {
  categories: 'the category tree (mega menu and footer on every page)',
  flags: 'flags (header menu on every page)',
  branches: 'branches (footer on every page)',
  pages: 'content pages (footer on every page)',
  'delivery-methods': 'delivery prices (in every product page’s Offer)',
  'product-listings': 'a product added, removed, renamed, or with other flags, categories or buttons (listings and recommendations reorder)',
};

/** Groups only pages without a per-item route show (home, contact, milestones): every build renders those. */
const STATIC_PAGE_GROUPS = new Set(['slider', 'milestones', 'departments']);

const BLOG_GROUPS = new Set(['blog-posts', 'blog-categories', 'blog-tags']);
const BLOG_ROUTES: RouteName[] = ['blogPost', 'blogPage', 'blogCategory', 'blogCategoryPage', 'blogTag', 'blogTagPage'];

/** What the selection reads of the current content. */
export interface SelectionContent {
  products: readonly ProductSummary[];
  sets: readonly ProductSet[];
  categories: readonly CategoryNode[];
  flags: readonly Flag[];
}

export type PageScope = { scope: 'all'; reasons: string[] } | { scope: 'selected'; selection: PageSelection; reasons: string[] };

/** Root-to-node paths of every category, by slug. */
function categoryPaths(tree: readonly CategoryNode[]): Map<string, CategoryNode[]> {
  const paths = new Map<string, CategoryNode[]>();
  const walk = (nodes: readonly CategoryNode[], parents: CategoryNode[]) => {
    for (const node of nodes) {
      const nodePath = [...parents, node];
      paths.set(node.slug, nodePath);
      walk(node.children, nodePath);
    }
  };
  walk(tree, []);
  return paths;
}

/** Slugs of the product pages whose recommendations show any of `shown` (uuids). */
export function pagesRecommending(shown: ReadonlySet<string>, content: SelectionContent): string[] {
  const paths = categoryPaths(content.categories);
  const listed = new Map<string, ProductSummary[]>();
  const categoryProducts = (slug: string) => {
    if (!paths.has(slug)) return undefined;
    let products = listed.get(slug);
    if (!products) {
      products = pickCategoryProducts(content.products, slug);
      listed.set(slug, products);
    }
    return products;
  };
  const catalogue = { products: content.products, sets: content.sets, categoryProducts };
  const pages: string[] = [];
  for (const product of content.products) {
    // A product's breadcrumb is its main category's path from the root (the API's own definition).
    const breadcrumb = paths.get(product.mainCategory.slug) ?? [product.mainCategory];
    if (recommendBeside({ ...product, breadcrumb }, catalogue).some((recommended) => shown.has(recommended.uuid))) pages.push(product.slug);
  }
  return pages;
}

/** The pages the changes touch, or every page with the reasons why. */
export function selectAffectedPages(changes: ContentChanges, content: SelectionContent): PageScope {
  const whole = Object.keys(changes)
    .filter((group) => group in WHOLE_SITE_GROUPS)
    .map((group) => `${group}: ${WHOLE_SITE_GROUPS[group]}`);
  const unknown = Object.keys(changes).filter(
    (group) =>
      !(group in WHOLE_SITE_GROUPS) &&
      !STATIC_PAGE_GROUPS.has(group) &&
      !BLOG_GROUPS.has(group) &&
      !['products', 'product-sets', 'category-facets'].includes(group),
  );
  whole.push(...unknown.map((group) => `${group}: content this selection does not know`));
  const products = changes.products;
  if (products && (products.added.length > 0 || products.removed.length > 0))
    whole.push('products: added or removed (lists and links across the shop)');
  const sets = changes['product-sets'];
  if (sets && (sets.added.length > 0 || sets.removed.length > 0))
    whole.push('product sets: added or removed (recommendations and links across the shop)');
  if (whole.length > 0) return { scope: 'all', reasons: whole };

  const items: Record<string, Set<string>> = {};
  const add = (route: RouteName, ...keys: string[]) => {
    items[route] ??= new Set();
    for (const key of keys) items[route].add(key);
  };
  const reasons: string[] = [];
  const bySlug = new Map(content.products.map((product) => [product.slug, product]));
  const flagSlugs = new Map(content.flags.map((flag) => [flag.code, flag.slug]));

  const changedProducts = (products?.changed ?? []).map((slug) => bySlug.get(slug)).filter((product) => product !== undefined);
  for (const product of changedProducts) {
    add('product', product.slug);
    add('category', ...product.categorySlugs);
    add('categoryPage', ...product.categorySlugs);
    add('browseFlag', ...product.flags.flatMap((code) => flagSlugs.get(code) ?? []));
    for (const set of content.sets) {
      if (set.items.some((item) => item.product.uuid === product.uuid)) {
        add('productSet', set.slug);
        add('inProductSet', set.slug);
      }
    }
  }
  if (changedProducts.length > 0) {
    const recommending = pagesRecommending(new Set(changedProducts.map((product) => product.uuid)), content);
    add('product', ...recommending);
    reasons.push(`${changedProducts.length} product(s) changed, recommended on ${recommending.length} product page(s)`);
  }
  for (const slug of sets?.changed ?? []) {
    const set = content.sets.find((candidate) => candidate.slug === slug);
    add('productSet', slug);
    add('inProductSet', slug);
    // A set's members show it on their pages and recommend each other.
    if (set) add('product', ...set.items.map((item) => item.product.slug));
  }
  if (sets) reasons.push(`${sets.changed.length} product set(s) changed`);
  const facets = changes['category-facets'];
  if (facets && hasChanges(facets)) {
    const slugs = [...facets.changed, ...facets.added];
    add('category', ...slugs);
    add('categoryPage', ...slugs);
    reasons.push(`facets of ${slugs.length} categor(ies) changed`);
  }
  const routes: RouteName[] = [];
  if (Object.keys(changes).some((group) => BLOG_GROUPS.has(group))) {
    routes.push(...BLOG_ROUTES);
    reasons.push('the blog changed: every blog page');
  }
  const staticOnly = Object.keys(changes).filter((group) => STATIC_PAGE_GROUPS.has(group));
  if (staticOnly.length > 0) reasons.push(`${staticOnly.join(', ')} changed: pages every build renders`);

  const selection: PageSelection = {
    routes,
    items: Object.fromEntries(Object.entries(items).map(([route, keys]) => [route, [...keys].sort()])),
  };
  return { scope: 'selected', selection, reasons };
}

/** The current content the selection reads, from the content folder the pull wrote. */
export async function readSelectionContent(contentDir: string): Promise<SelectionContent> {
  const read = async <T>(file: string): Promise<T> => JSON.parse(await readFile(path.join(contentDir, file), 'utf8')) as T;
  const [products, sets, categories, flags] = await Promise.all([
    read<ProductSummary[]>('products.json'),
    read<ProductSet[]>('product-sets.json'),
    read<CategoryNode[]>('categories.json'),
    read<Flag[]>('flags.json'),
  ]);
  return { products, sets, categories, flags };
}

/** How many pages a selection names (an estimate for the build's output: routes rendered whole count as one). */
export function countSelected(selection: PageSelection): number {
  return Object.values(selection.items).reduce((sum, keys) => sum + (keys?.length ?? 0), 0) + selection.routes.length;
}
