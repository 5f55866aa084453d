import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, CategoryFacetsResponse, CategoryListingResponse, CategoryNode, ListResponse } from '#lib/api-types.ts';
import { LISTING_PAGE_SIZE } from '#lib/category-filters.ts';

const api = 'http://shop.test/api/public/v1';

async function listing(slug: string, filters = ''): Promise<CategoryListingResponse> {
  const response = await SELF.fetch(`${api}/categories/slug/${slug}/listing${filters ? `?filters=${filters}` : ''}`);
  expect(response.status, `${slug} ${filters}`).toBe(200);
  return response.json();
}

async function facets(slug: string, filters = ''): Promise<CategoryFacetsResponse> {
  const response = await SELF.fetch(`${api}/categories/slug/${slug}/facets${filters ? `?filters=${filters}` : ''}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** Active products listed in a category or its descendants, counted straight in SQL. */
async function directCount(slug: string, where = '1 = 1', ...params: (string | number)[]): Promise<number> {
  const row = await env.DB.prepare(
    `WITH RECURSIVE tree (id) AS (
       SELECT id FROM categories WHERE slug = ?1
       UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
     SELECT count(*) AS n FROM products p
     WHERE p.is_active = 1 AND (p.main_category_id IN (SELECT id FROM tree)
       OR p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (SELECT id FROM tree)))
       AND ${where}`,
  )
    .bind(slug, ...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('GET /categories/slug/{slug}/facets', () => {
  it('counts the whole category as the tree does', async () => {
    const { items }: ListResponse<CategoryNode> = await (await SELF.fetch(`${api}/categories/tree/hierarchy`)).json();
    for (const node of items) {
      const { total } = await facets(node.slug);
      expect(total, node.slug).toBe(node.productCount);
    }
  });

  it('counts producers, colours and availability as SQL does', async () => {
    const slug = 'chemia-profesjonalna';
    const { facets: all } = await facets(slug);
    expect(all.producers.length).toBeGreaterThan(1);
    for (const option of all.producers) {
      expect(option.count, option.label).toBe(await directCount(slug, 'p.producer = ?2', option.label));
    }
    expect(all.available.count).toBe(await directCount(slug, '(p.stock > 0 OR p.supplier_delivery_days IS NOT NULL)'));

    const dispensers = await facets('dozowniki');
    for (const option of dispensers.facets.colors) {
      expect(option.count, option.label).toBe(await directCount('dozowniki', 'p.color = ?2', option.label));
    }
  });

  it('counts each value under the filters of the other groups', async () => {
    const slug = 'dozowniki';
    const { facets: filtered } = await facets(slug, 'producent-merida_dostepne');
    const white = filtered.colors.find((option) => option.value === 'bialy');
    expect(white?.count).toBe(
      await directCount(slug, "p.producer = 'Merida' AND p.color = 'biały' AND (p.stock > 0 OR p.supplier_delivery_days IS NOT NULL)"),
    );
    // The producer group ignores its own choice: Tork still shows what choosing it would give.
    const tork = filtered.producers.find((option) => option.value === 'tork');
    expect(tork?.count).toBe(await directCount(slug, "p.producer = 'Tork' AND (p.stock > 0 OR p.supplier_delivery_days IS NOT NULL)"));
    expect(filtered.producers.find((option) => option.value === 'merida')?.selected).toBe(true);
  });
});

describe('GET /categories/slug/{slug}/listing', () => {
  it('sorts by price across pages that add up to the total', async () => {
    const first = await listing('dozowniki', 'sortuj-cena-rosnaco');
    expect(first.products.pageCount).toBe(Math.ceil(first.total / LISTING_PAGE_SIZE));
    expect(first.products.pageCount).toBeGreaterThan(1);
    const second = await listing('dozowniki', 'sortuj-cena-rosnaco_strona-2');
    const prices = [...first.products.items, ...second.products.items].map((product) => product.price.grossPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.products.items).toHaveLength(LISTING_PAGE_SIZE);
    const uuids = new Set([...first.products.items, ...second.products.items].map((product) => product.uuid));
    expect(uuids.size).toBe(first.products.items.length + second.products.items.length);
    expect(second.filters).toBe('sortuj-cena-rosnaco_strona-2');
  });

  it('shows only what the filters choose, with the breadcrumb of the category', async () => {
    const result = await listing('chemia-profesjonalna', 'producent-kiehl_sortuj-cena-malejaco');
    expect(result.total).toBe(await directCount('chemia-profesjonalna', "p.producer = 'Kiehl'"));
    expect(result.products.items.every((product) => product.producer === 'Kiehl')).toBe(true);
    const prices = result.products.items.map((product) => product.price.grossPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(result.breadcrumb.map((category) => category.slug)).toEqual(['chemia-profesjonalna']);
  });

  it('keeps a price range in whole złoty and "available now"', async () => {
    const result = await listing('reczniki-papierowe', 'cena-20-99_dostepne');
    for (const product of result.products.items) {
      expect(Math.floor(product.price.grossPrice / 100)).toBeGreaterThanOrEqual(20);
      expect(Math.floor(product.price.grossPrice / 100)).toBeLessThanOrEqual(99);
      expect(product.buttons.addToCart || product.buttons.addToCartSupplier).toBe(true);
    }
  });

  it('lists products on promotion in the promotions category', async () => {
    const result = await listing('promocje');
    expect(result.total).toBeGreaterThan(0);
    expect(result.products.items.every((product) => product.price.promotion !== null)).toBe(true);
  });

  it('answers a page past the end with no products', async () => {
    const result = await listing('suszarki-do-rak', 'strona-50');
    expect(result.products.items).toEqual([]);
    expect(result.products.page).toBe(50);
  });

  it.each([
    ['/categories/slug/dozowniki/listing?filters=nieznany-klucz', 400],
    ['/categories/slug/dozowniki/listing?filters=producent-Merida', 400],
    ['/categories/slug/dozowniki/listing?filters=cena-50-10', 400],
    ['/categories/slug/dozowniki/listing?filters=strona-0', 400],
    ['/categories/slug/dozowniki/facets?filters=%27%20OR%201%3D1', 400],
    ['/categories/slug/dozowniki/listing?filters=a&filters=b', 400],
    ['/categories/slug/dozowniki/listing?page=2', 400],
    ['/categories/slug/NIE/listing', 400],
    ['/categories/slug/%C3%28/listing', 400],
    ['/categories/slug/nie-ma-takiej/listing', 404],
    ['/categories/slug/nie-ma-takiej/facets', 404],
    // Values none of the category's products has, alone or beside a known one (issue 36).
    ['/categories/slug/dozowniki/listing?filters=producent-nieznany', 404],
    ['/categories/slug/dozowniki/facets?filters=producent-merida.nieznany', 404],
    ['/categories/slug/mydla-i-dezynfekcja/listing?filters=kolor-fioletowy', 404],
  ])('answers %s with a Polish %i', async (path, status) => {
    const response = await SELF.fetch(`${api}${path}`);
    expect(response.status).toBe(status);
    const body: ApiErrorBody = await response.json();
    expect(body.error.message).toMatch(/^[A-ZĄĆĘŁŃÓŚŹŻ]/);
  });
});
