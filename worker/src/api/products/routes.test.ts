import { SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, PagedResponse, Product } from '#lib/api-types.ts';
import { isValidEan13 } from '#lib/ean.ts';
import { grossFromNet } from '#lib/money.ts';
import { testCatalogue } from '#worker-test/seed.ts';

const api = 'http://shop.test/api/public/v1';

async function getProducts(query: string): Promise<PagedResponse<Product>> {
  const response = await SELF.fetch(`${api}/products${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /products', () => {
  it('walks every active product exactly once by cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: PagedResponse<Product> = await getProducts(`?limit=120${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((product) => product.uuid));
      cursor = page.nextCursor;
    } while (cursor);
    const active = testCatalogue.products.filter((product) => product.isActive !== 0);
    expect(seen).toHaveLength(active.length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('computes gross from net per unit and never trusts anything else', async () => {
    const { items } = await getProducts('?limit=500');
    for (const product of items) {
      expect(Number.isInteger(product.price.nettoPrice)).toBe(true);
      expect(product.price.grossPrice).toBe(grossFromNet(product.price.nettoPrice, product.price.vatRate));
      expect(isValidEan13(product.eanCode)).toBe(true);
      expect(product.coverImage.big).toMatch(/^\/media\/.+\.svg$/);
    }
    expect(new Set(items.map((product) => product.price.vatRate))).toEqual(new Set([8, 23]));
  });

  it('shows the Omnibus lowest price for promoted products', async () => {
    const { items } = await getProducts('?limit=500');
    const promoted = items.filter((product) => product.price.promotion !== null);
    expect(promoted.length).toBeGreaterThan(0);
    for (const product of promoted) {
      const promotion = product.price.promotion;
      expect(promotion?.regularNettoPrice).toBeGreaterThan(product.price.nettoPrice);
      expect(product.buttons.buyAtPromotion).toBe(product.stock.quantity > 0);
    }
    expect(promoted.some((product) => product.price.promotion?.lowestPrice30DaysGross !== product.price.promotion?.regularGrossPrice)).toBe(true);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=501', 'limit'],
    ['?limit=abc', 'limit'],
    ['?cursor=-1', 'cursor'],
    ['?cursor=1%27%20OR%201=1', 'cursor'],
    ['?unexpected=1', '_'],
  ])('rejects the query %s with a Polish 400', async (query, field) => {
    const response = await SELF.fetch(`${api}/products${query}`);
    expect(response.status).toBe(400);
    const body: ApiErrorBody = await response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toBe('Nieprawidłowe dane wejściowe.');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });
});

describe('GET /products/slug/{slug}', () => {
  it('returns the product with its breadcrumb and images', async () => {
    const seeded = testCatalogue.products[0];
    if (!seeded) throw new Error('empty catalogue');
    const response = await SELF.fetch(`${api}/products/slug/${seeded.slug}`);
    expect(response.status).toBe(200);
    const product: Product = await response.json();
    expect(product).toMatchObject({ uuid: seeded.uuid, number: seeded.number, name: seeded.name, eanCode: seeded.eanCode });
    expect(product.breadcrumb.at(-1)?.slug).toBe(product.mainCategory.slug);
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.shopProductDetails.name).toBe(seeded.name);
  });

  it('answers an unknown slug with a Polish 404', async () => {
    const response = await SELF.fetch(`${api}/products/slug/nie-ma-takiego-produktu`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Nie znaleziono produktu.' } });
  });

  it.each(['DUŻE-LITERY', '..%2F..%2Fetc', 'a%00b', 'x'.repeat(201)])('rejects the malformed slug %s with 400', async (slug) => {
    const response = await SELF.fetch(`${api}/products/slug/${slug}`);
    expect(response.status).toBe(400);
  });
});

describe('POST /products/numbers', () => {
  const post = (body: string, contentType = 'application/json') =>
    SELF.fetch(`${api}/products/numbers`, { method: 'POST', headers: { 'Content-Type': contentType }, body });

  it('returns known products in the order asked, leaving unknown numbers out', async () => {
    const [first, second] = testCatalogue.products;
    if (!first || !second) throw new Error('catalogue too small');
    const response = await post(JSON.stringify({ numbers: [second.number, 'ZZ-0000', first.number] }));
    expect(response.status).toBe(200);
    const { items }: { items: Product[] } = await response.json();
    expect(items.map((product) => product.number)).toEqual([second.number, first.number]);
  });

  it('answers each product once, however often and in whatever order its number is repeated', async () => {
    const numbers = testCatalogue.products
      .filter((product) => product.isActive === 1)
      .slice(0, 6)
      .map((product) => product.number);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...numbers), { minLength: 1, maxLength: 40 }), async (asked) => {
        const response = await post(JSON.stringify({ numbers: asked }));
        expect(response.status).toBe(200);
        const { items }: { items: Product[] } = await response.json();
        expect(items.map((product) => product.number)).toEqual([...new Set(asked)]);
      }),
      { numRuns: 15 },
    );
  });

  it.each([
    ['{}', 'numbers'],
    ['{"numbers":[]}', 'numbers'],
    [JSON.stringify({ numbers: Array.from({ length: 101 }, (_, i) => `A-${i}`) }), 'numbers'],
    ['{"numbers":["<script>"]}', 'numbers.0'],
    ['{"numbers":["A-1"],"price":1}', '_'],
  ])('rejects %s with a Polish 400', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const error: ApiErrorBody = await response.json();
    expect(Object.keys(error.error.fields ?? {})).toContain(field);
  });

  it('refuses a body past its declared 8 KiB with a Polish 413, even when the JSON is valid', async () => {
    const [first] = testCatalogue.products;
    if (!first) throw new Error('catalogue too small');
    const padded = `${JSON.stringify({ numbers: [first.number] })}${' '.repeat(8 * 1024)}`;
    const response = await post(padded);
    expect(response.status).toBe(413);
    const body: ApiErrorBody = await response.json();
    expect(body.error.code).toBe('payload_too_large');
    expect((await post(JSON.stringify({ numbers: Array.from({ length: 5000 }, () => first.number) }))).status).toBe(413);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await post('{"numbers":');
    expect(response.status).toBe(400);
    const body: ApiErrorBody = await response.json();
    expect(body.error.message).toMatch(/^[A-ZŁŚŻ]/);
  });
});
