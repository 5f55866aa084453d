import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, ListResponse, Product, ProductOffer } from '#lib/api-types.ts';
import { grossFromNet } from '#lib/money.ts';
import { testCatalogue } from '#worker-test/seed.ts';

const api = 'http://shop.test/api/public/v1';
const active = testCatalogue.products.filter((product) => product.isActive === 1);
const withdrawn = testCatalogue.products.find((product) => product.isActive === 0);

async function getOffers(query: string): Promise<Response> {
  return SELF.fetch(`${api}/products/offers${query}`);
}

async function getProduct(slug: string): Promise<Product> {
  const response = await SELF.fetch(`${api}/products/slug/${slug}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /products/offers', () => {
  it('answers price, stock and buttons of each product asked for, in the order asked', async () => {
    const [first, second] = active;
    if (!first || !second) throw new Error('catalogue too small');
    const response = await getOffers(`?uuids=${second.uuid},${first.uuid}`);
    expect(response.status).toBe(200);
    const { items }: ListResponse<ProductOffer> = await response.json();
    expect(items.map((offer) => offer.uuid)).toEqual([second.uuid, first.uuid]);
    const product = await getProduct(second.slug);
    expect(items[0]).toEqual({ uuid: product.uuid, number: product.number, price: product.price, buttons: product.buttons, stock: product.stock });
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['buttons', 'number', 'price', 'stock', 'uuid']);
  });

  it('leaves out unknown and withdrawn products and answers a repeated uuid once', async () => {
    const [first] = active;
    if (!first || !withdrawn) throw new Error('catalogue has no withdrawn product');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await getOffers(`?uuids=${unknown},${first.uuid},${withdrawn.uuid},${first.uuid}`);
    const { items }: ListResponse<ProductOffer> = await response.json();
    expect(items.map((offer) => offer.uuid)).toEqual([first.uuid]);
  });

  it('refuses a uuid in any case but lowercase, instead of finding nothing (a live product never looks withdrawn)', async () => {
    const uuids = fc.constantFrom(...active.slice(0, 20).map((product) => product.uuid));
    const recased = uuids.chain((uuid) =>
      fc
        .array(fc.boolean(), { minLength: uuid.length, maxLength: uuid.length })
        .map((upper) => [...uuid].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''))
        .filter((spelling) => spelling !== uuid),
    );
    await fc.assert(
      fc.asyncProperty(recased, async (spelling) => {
        const response = await getOffers(`?uuids=${spelling}`);
        expect(response.status).toBe(400);
        const body: ApiErrorBody = await response.json();
        expect(body.error.fields?.['uuids.0']).toMatch(/^[A-ZĄĆĘŁŃÓŚŹŻ]/);
      }),
      { numRuns: 20 },
    );
  });

  it('answers 100 products in one call', async () => {
    const uuids = active.slice(0, 100).map((product) => product.uuid);
    const { items }: ListResponse<ProductOffer> = await (await getOffers(`?uuids=${uuids.join(',')}`)).json();
    expect(items).toHaveLength(100);
  });

  it.each([
    ['', 'uuids'],
    ['?uuids=', 'uuids.0'],
    ['?uuids=nie-uuid', 'uuids.0'],
    [`?uuids=${active[0]?.uuid},%27%20OR%201=1`, 'uuids.1'],
    [
      `?uuids=${active
        .slice(0, 101)
        .map((product) => product.uuid)
        .join(',')}`,
      'uuids',
    ],
    [`?uuids=${active[0]?.uuid}&price=1`, '_'],
  ])('rejects a bad query (field %#) with a Polish 400', async (query, field) => {
    const response = await getOffers(query);
    expect(response.status).toBe(400);
    const body: ApiErrorBody = await response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toBe('Nieprawidłowe dane wejściowe.');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });
});

describe('promotions', () => {
  const now = Date.now();
  const running = testCatalogue.promotions.filter((promo) => Date.parse(promo.startsAt) <= now && Date.parse(promo.endsAt) > now);
  const earlier = testCatalogue.promotions.filter((promo) => Date.parse(promo.endsAt) <= now);

  it('flags exactly the products on a running promotion with the derived promotion flag', async () => {
    const promotedIds = new Set(running.map((promo) => promo.productId));
    const promoted = active.find((product) => promotedIds.has(product.id));
    const regular = active.find((product) => !promotedIds.has(product.id));
    if (!promoted || !regular) throw new Error('catalogue lacks a promoted or a regular product');
    expect((await getProduct(promoted.slug)).flags).toContain('promotion');
    expect((await getProduct(regular.slug)).flags).not.toContain('promotion');
  });

  it('counts an earlier, deeper promotion in the Omnibus lowest price of the 30 days before', async () => {
    const past = earlier[0];
    const seeded = testCatalogue.products.find((product) => product.id === past?.productId);
    if (!past || !seeded) throw new Error('catalogue has no earlier promotion');
    const product = await getProduct(seeded.slug);
    expect(product.price.promotion?.lowestPrice30DaysGross).toBe(grossFromNet(past.netPrice, seeded.vatRate));
    expect(product.price.promotion?.regularGrossPrice).toBe(grossFromNet(seeded.netPrice, seeded.vatRate));
    // The running promotion's own price is never its reference.
    expect(product.price.promotion?.lowestPrice30DaysGross).toBeLessThan(product.price.grossPrice);
  });

  it('records a change of a regular price in the price history', async () => {
    const [product] = active;
    if (!product) throw new Error('empty catalogue');
    const before = await env.DB.prepare('SELECT COUNT(*) AS count FROM price_history WHERE product_id = ?1')
      .bind(product.id)
      .first<{ count: number }>();
    await env.DB.prepare('UPDATE products SET net_price = net_price + 100 WHERE id = ?1').bind(product.id).run();
    await env.DB.prepare('UPDATE products SET stock = stock + 1 WHERE id = ?1').bind(product.id).run();
    const latest = await env.DB.prepare('SELECT net_price, valid_from FROM price_history WHERE product_id = ?1 ORDER BY valid_from DESC LIMIT 1')
      .bind(product.id)
      .first<{ net_price: number; valid_from: string }>();
    const after = await env.DB.prepare('SELECT COUNT(*) AS count FROM price_history WHERE product_id = ?1')
      .bind(product.id)
      .first<{ count: number }>();
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    expect(latest?.net_price).toBe(product.netPrice + 100);
    expect(Math.abs(Date.parse(latest?.valid_from ?? '') - Date.now())).toBeLessThan(60_000);
  });
});
