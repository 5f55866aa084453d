import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CategoryFacetsResponse, CategoryListingResponse, CategoryNode, ListResponse, PagedResponse, Product } from '#lib/api-types.ts';
import { pickCategoryProducts } from '#lib/category-products.ts';
import { toProductSummary } from '#lib/product-summary.ts';
import { CACHE_BYPASS_HEADER } from '#worker/shared-names.ts';

const api = 'http://shop.test/api/public/v1';

/**
 * Past the edge cache, as the build reads: the worker test files share a workerd, and an answer a
 * previous file's late `waitUntil` stored after the reset would be another database's (decision 022).
 */
async function getJson<T>(path: string): Promise<T> {
  const response = await SELF.fetch(`${api}${path}`, { headers: { [CACHE_BYPASS_HEADER]: env.CACHE_BYPASS_SECRET } });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** Every product as the build pulls it (scripts/build/pull-content.ts): all pages of /products. */
async function pullProducts(): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | null = null;
  do {
    const page: PagedResponse<Product> = await getJson(`/products?limit=500${cursor ? `&cursor=${cursor}` : ''}`);
    products.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return products;
}

/** The uuids of every page of a category's unfiltered listing, in order. */
async function listedUuids(slug: string): Promise<string[]> {
  const uuids: string[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const listing: CategoryListingResponse = await getJson(`/categories/slug/${slug}/listing${page > 1 ? `?filters=strona-${page}` : ''}`);
    uuids.push(...listing.products.items.map((product) => product.uuid));
    pageCount = listing.products.pageCount;
  }
  return uuids;
}

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe('category membership (decided once, membership.ts)', () => {
  it('gives the prerendered category pages the products, order and counts of the live listing and facets, for every category', async () => {
    const summaries = (await pullProducts()).map(toProductSummary);
    const categories = flatten((await getJson<ListResponse<CategoryNode>>('/categories/tree/hierarchy')).items);
    expect(categories.some((category) => category.kind === 'promotions')).toBe(true);
    expect(categories.some((category) => category.children.length > 0)).toBe(true);
    for (const category of categories) {
      const prerendered = pickCategoryProducts(summaries, category.slug).map((product) => product.uuid);
      expect(prerendered.length, category.slug).toBeGreaterThan(0);
      expect(await listedUuids(category.slug), category.slug).toEqual(prerendered);
      expect(category.productCount, category.slug).toBe(prerendered.length);
      expect((await getJson<CategoryFacetsResponse>(`/categories/slug/${category.slug}/facets`)).total, category.slug).toBe(prerendered.length);
    }
  });

  it('lists a product in its categories, their ancestors and, while its promotion runs, the promotions category', async () => {
    const products = await pullProducts();
    const categories = flatten((await getJson<ListResponse<CategoryNode>>('/categories/tree/hierarchy')).items);
    const promotions = categories.find((category) => category.kind === 'promotions');
    const parentOf = new Map(categories.flatMap((parent) => parent.children.map((child) => [child.slug, parent.slug] as const)));
    for (const product of products) {
      expect(product.categorySlugs[0], product.slug).toBe(product.mainCategory.slug);
      for (const slug of product.categorySlugs) {
        const parent = parentOf.get(slug);
        if (parent) expect(product.categorySlugs, `${product.slug} in ${slug}`).toContain(parent);
      }
      expect(product.categorySlugs.includes(promotions?.slug ?? ''), product.slug).toBe(product.price.promotion !== null);
    }
  });
});
