/**
 * The back office's product list (issue 35): every row it returns matches every filter given,
 * whatever the combination; a bad query is a Polish 400, never a 5xx; only the content roles read it;
 * and the staff's product read carries the price history the Omnibus preview is computed from.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';

const ADMIN = `${ORIGIN}/api/admin/v1`;

interface ListRow {
  slug: string;
  number: string;
  name: string;
  eanCode: string;
  nettoPrice: number;
  grossPrice: number;
  stock: { quantity: number; supplierDeliveryDays: number | null };
  stockState: string;
  published: boolean;
  missing: string[];
}
interface ListAnswer {
  products: ListRow[];
  total: number;
  page: number;
  pageCount: number;
}

async function list(query: string, headers: Record<string, string>) {
  const response = await SELF.fetch(`${ADMIN}/products${query}`, { headers });
  return { status: response.status, body: (await response.json()) as ListAnswer & { error?: { message: string; fields?: Record<string, string> } } };
}

interface Facts {
  categories: { id: number; slug: string; parent: number | null; chemicals: boolean }[];
  products: Map<
    string,
    { id: number; categories: number[]; flags: string[]; images: number; safety: boolean; hazard: boolean; description: string; short: string }
  >;
}

/** What the database holds, read plainly, to judge each row by (the oracle walks the tree in JavaScript). */
async function readFacts(): Promise<Facts> {
  const [categories, products] = await env.DB.batch([
    env.DB.prepare('SELECT id, slug, parent_id AS parent, holds_chemicals AS chemicals FROM categories'),
    env.DB.prepare(
      `SELECT p.id, p.slug, p.description, p.short_description AS short, p.main_category_id AS main,
         (SELECT json_group_array(category_id) FROM product_categories WHERE product_id = p.id) AS extra,
         (SELECT json_group_array(flag_code) FROM product_flags WHERE product_id = p.id) AS flags,
         (SELECT count(*) FROM product_images WHERE product_id = p.id) AS images,
         EXISTS (SELECT 1 FROM product_safety WHERE product_id = p.id) AS safety,
         EXISTS (SELECT 1 FROM product_hazards WHERE product_id = p.id) AS hazard
       FROM products p`,
    ),
  ]);
  type P = {
    id: number;
    slug: string;
    description: string;
    short: string;
    main: number;
    extra: string;
    flags: string;
    images: number;
    safety: number;
    hazard: number;
  };
  return {
    categories: ((categories?.results ?? []) as { id: number; slug: string; parent: number | null; chemicals: number }[]).map((c) => ({
      ...c,
      chemicals: c.chemicals === 1,
    })),
    products: new Map(
      ((products?.results ?? []) as P[]).map((p) => [
        p.slug,
        {
          id: p.id,
          categories: [p.main, ...(JSON.parse(p.extra) as number[])],
          flags: JSON.parse(p.flags) as string[],
          images: p.images,
          safety: p.safety === 1,
          hazard: p.hazard === 1,
          description: p.description,
          short: p.short,
        },
      ]),
    ),
  };
}

function isUnder(facts: Facts, categoryId: number, ancestorSlug: string): boolean {
  for (let current = facts.categories.find((c) => c.id === categoryId); current; current = facts.categories.find((c) => c.id === current?.parent))
    if (current.slug === ancestorSlug) return true;
  return false;
}

/** Some products lacking something, unpublished, out of stock or at the supplier: each filter has rows to find. */
async function varyCatalogue(): Promise<void> {
  const { results } = await env.DB.prepare('SELECT id FROM products ORDER BY id LIMIT 12').all<{ id: number }>();
  const [a, b, c, d, e, f] = results.map((row) => row.id);
  await env.DB.batch([
    env.DB.prepare('DELETE FROM product_images WHERE product_id IN (?1, ?2)').bind(a, b),
    env.DB.prepare("UPDATE products SET short_description = '' WHERE id = ?1").bind(c),
    env.DB.prepare('DELETE FROM product_safety WHERE product_id IN (?1, ?2)').bind(d, a),
    env.DB.prepare('UPDATE products SET is_active = 0 WHERE id IN (?1, ?2)').bind(e, b),
    env.DB.prepare('UPDATE products SET stock = 0, supplier_delivery_days = 5 WHERE id = ?1').bind(f),
    env.DB.prepare('UPDATE products SET stock = 0, supplier_delivery_days = NULL WHERE id = ?1').bind(e),
    env.DB.prepare(
      `DELETE FROM product_hazards WHERE product_id = (SELECT p.id FROM products p JOIN categories c ON c.id = p.main_category_id
         WHERE c.holds_chemicals = 1 ORDER BY p.id LIMIT 1)`,
    ),
  ]);
}

describe('the product list', () => {
  let facts: Facts;
  let headers: Record<string, string>;
  beforeAll(async () => {
    await varyCatalogue();
    facts = await readFacts();
    headers = await staffSession('editor');
  });

  const filters = fc.record(
    {
      q: fc.oneof(fc.constantFrom('ręcz', 'MYD', 'rp-', '590', 'płyn', 'xq', ' a'), fc.stringMatching(/^[a-z0-9ąęół -]{2,8}$/)),
      category: fc.constantFrom(
        'reczniki-papierowe',
        'reczniki-w-roli',
        'dozowniki',
        'dozowniki-mydla',
        'srodki-czystosci',
        'nieznana-kategoria',
        'promocje',
      ),
      flag: fc.constantFrom('new', 'bestseller', 'eco', 'nic'),
      stock: fc.constantFrom('in-stock', 'supplier', 'out'),
      published: fc.constantFrom('yes', 'no'),
      missing: fc.constantFrom('images', 'description', 'gpsr', 'clp'),
      page: fc.constantFrom('1', '2'),
    },
    { requiredKeys: [] },
  );

  test.prop([filters], { numRuns: 40 })('returns only rows that match every filter given, never a 5xx', async (query) => {
    const { status, body } = await list(`?${new URLSearchParams(query as Record<string, string>)}`, headers);
    if (status === 400) {
      // Only a search text that trims to less than two characters may be refused.
      expect((query.q ?? '').trim().length).toBeLessThan(2);
      expect(body.error?.fields?.q).toMatch(/Wpisz/);
      return;
    }
    expect(status).toBe(200);
    expect(body.products.length).toBeLessThanOrEqual(50);
    for (const row of body.products) {
      const product = facts.products.get(row.slug);
      if (!product) throw new Error(`Unknown product ${row.slug}`);
      if (query.q) {
        const q = query.q.trim();
        expect(
          row.name.toLowerCase().includes(q.toLowerCase()) || row.number.startsWith(q.toUpperCase()) || row.eanCode.startsWith(q),
          `${row.name} / ${row.number} / ${row.eanCode} for ${q}`,
        ).toBe(true);
      }
      if (query.category && query.category !== 'promocje')
        expect(product.categories.some((id) => isUnder(facts, id, query.category as string))).toBe(true);
      if (query.flag) expect(product.flags).toContain(query.flag);
      if (query.stock) expect(row.stockState).toBe(query.stock);
      if (query.stock === 'supplier') expect(row.stock).toMatchObject({ quantity: 0, supplierDeliveryDays: expect.any(Number) });
      if (query.published) expect(row.published).toBe(query.published === 'yes');
      if (query.missing) expect(row.missing).toContain(query.missing);
      // The row's own list of what is missing is the truth, filtered or not.
      const chemical = product.categories.some((id) => facts.categories.find((c) => c.id === id)?.chemicals);
      const expected = [
        ...(product.images === 0 ? ['images'] : []),
        ...(product.description.trim() === '' || product.short.trim() === '' ? ['description'] : []),
        ...(product.safety ? [] : ['gpsr']),
        ...(chemical && !product.hazard ? ['clp'] : []),
      ];
      expect(row.missing).toEqual(expected);
    }
  });

  it('lists unpublished products and every lack, each found by its filter', async () => {
    for (const [query, check] of [
      ['?published=no', (row: ListRow) => !row.published],
      ['?missing=images', (row: ListRow) => row.missing.includes('images')],
      ['?missing=description', (row: ListRow) => row.missing.includes('description')],
      ['?missing=gpsr', (row: ListRow) => row.missing.includes('gpsr')],
      ['?missing=clp', (row: ListRow) => row.missing.includes('clp')],
      ['?stock=supplier', (row: ListRow) => row.stockState === 'supplier'],
      ['?stock=out', (row: ListRow) => row.stockState === 'out'],
    ] as const) {
      const { status, body } = await list(query, headers);
      expect(status, query).toBe(200);
      expect(body.products.length, query).toBeGreaterThan(0);
      expect(body.products.every(check), query).toBe(true);
    }
  });

  it('finds a product by its number, the start of its EAN or a part of its name', async () => {
    const { results } = await env.DB.prepare('SELECT slug, number, ean_code, name FROM products ORDER BY id DESC LIMIT 1').all<{
      slug: string;
      number: string;
      ean_code: string;
      name: string;
    }>();
    const product = results[0] as { slug: string; number: string; ean_code: string; name: string };
    for (const q of [product.number, product.number.toLowerCase(), product.ean_code.slice(0, 12), product.name.slice(2, 9)]) {
      const { body } = await list(`?${new URLSearchParams({ q })}`, headers);
      expect(
        body.products.map((row) => row.slug),
        q,
      ).toContain(product.slug);
    }
  });

  it('refuses a bad query in Polish, and is not for the order desk', async () => {
    const bad = await list('?stock=maybe&missing=ean', headers);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toMatchObject({ stock: 'Stan to in-stock, supplier albo out.', missing: expect.stringMatching(/^Brak:/) });
    expect((await list('', await staffSession('orders'))).status).toBe(403);
  });

  it('gives the staff read the price history, oldest first', async () => {
    const { results } = await env.DB.prepare('SELECT slug FROM products ORDER BY id LIMIT 1').all<{ slug: string }>();
    const slug = results[0]?.slug as string;
    const response = await SELF.fetch(`${ADMIN}/products/${slug}`, { headers });
    const product = (await response.json()) as { nettoPrice: number; priceHistory: { netPrice: number; validFrom: string }[] };
    expect(product.priceHistory.length).toBeGreaterThan(0);
    const times = product.priceHistory.map((point) => point.validFrom);
    expect(times).toEqual([...times].sort());
  });
});
