/**
 * The staff's content calls (issue 18): the staff token (missing, wrong, one character short,
 * compared in constant time), validation (strict bodies, unknown references 422 with `fields`,
 * taken slugs 409, unknown slugs 404), the price history the Omnibus price reads, the journal
 * rows written in the same batch as the change, unpublishing, and the edge cache's purge.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grossFromNet } from '#lib/money.ts';
import { staffHeaders } from '#worker-test/account-links.ts';
import { admin, json, newProduct, seeded } from '#worker-test/admin-content.ts';
import { ORIGIN } from '#worker-test/requests.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

async function journal(slug: string) {
  const { results } = await env.DB.prepare('SELECT kind, slug, action, actor FROM content_changes WHERE slug = ?1 ORDER BY id').bind(slug).all();
  return results;
}

/**
 * Reads a public answer until the edge cache holds it (a miss is stored after it is answered,
 * through waitUntil), then lets the stores of the earlier misses land, so that none of them
 * lands after a purge the test then causes. Answers the cached copy.
 */
async function cachedCopy(read: () => Promise<Response>): Promise<Response> {
  let response = await read();
  for (let tries = 0; response.headers.get('X-Cache') !== 'HIT' && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    response = await read();
  }
  expect(response.headers.get('X-Cache')).toBe('HIT');
  await new Promise((resolve) => setTimeout(resolve, 300));
  return response;
}

function publicProduct(slug: string) {
  return SELF.fetch(`${ORIGIN}/api/public/v1/products/slug/${slug}`);
}

describe('the staff token', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', staffHeaders('x'.repeat(44))],
    ['the token one character short', staffHeaders(env.ADMIN_API_TOKEN.slice(0, -1))],
    ['the token with one more character', staffHeaders(`${env.ADMIN_API_TOKEN}x`)],
  ])('refuses %s with a 401, logs it and writes nothing', async (_case, headers) => {
    const log = vi.spyOn(console, 'log');
    const body = await newProduct();
    const response = await admin('/products', 'POST', body, headers);
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ error: { code: 'unauthorized' } });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products WHERE slug = ?1').bind(body.slug).first('n')).toBe(0);
    expect(await journal(body.slug)).toEqual([]);
    expect(log.mock.calls.some(([line]) => String(line).includes('"event":"admin-call-refused"'))).toBe(true);
  });

  it('is compared in constant time: both sides hashed to one length and compared with timingSafeEqual', async () => {
    const compare = vi.spyOn(crypto.subtle, 'timingSafeEqual');
    const response = await admin('/products/anything', 'GET', undefined, staffHeaders(env.ADMIN_API_TOKEN.slice(0, -1)));
    expect(response.status).toBe(401);
    expect(compare).toHaveBeenCalled();
    for (const [a, b] of compare.mock.calls) expect([(a as ArrayBuffer).byteLength, (b as ArrayBuffer).byteLength]).toEqual([32, 32]);
  });

  it('logs every accepted call with its actor and status, one JSON line', async () => {
    const log = vi.spyOn(console, 'log');
    const { product } = await seeded();
    const found = await admin(`/products/${product}`, 'GET', undefined, staffHeaders());
    expect(found.status).toBe(200);
    expect((await admin('/products/nie-ma-takiego', 'GET', undefined, staffHeaders())).status).toBe(404);
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((line) => line.event === 'admin-call');
    expect(lines).toEqual([
      // The request id of the edge's log line for the same request, to join the two.
      expect.objectContaining({
        method: 'GET',
        path: `/api/admin/v1/products/${product}`,
        actor: 'integration:api',
        status: 200,
        requestId: found.headers.get('X-Request-Id'),
      }),
      expect.objectContaining({ method: 'GET', path: '/api/admin/v1/products/nie-ma-takiego', actor: 'integration:api', status: 404 }),
    ]);
  });
});

describe('products', () => {
  it('creates a product the public call shows, with its first price in the history and a journal row', async () => {
    const body = await newProduct();
    const response = await admin('/products', 'POST', body);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      slug: body.slug,
      nettoPrice: 4_999,
      published: true,
      flags: ['new'],
      categorySlugs: [body.categorySlugs[0]],
    });
    const shown = await json<{ name: string; price: { grossPrice: number }; categorySlugs: string[]; images: unknown[] }>(
      await publicProduct(body.slug),
    );
    expect(shown.name).toBe(body.name);
    expect(shown.price.grossPrice).toBe(grossFromNet(4_999, 23));
    expect(shown.categorySlugs).toEqual(expect.arrayContaining([body.mainCategorySlug, body.categorySlugs[0]]));
    expect(shown.images).toHaveLength(1);
    const history = await env.DB.prepare('SELECT h.net_price FROM price_history h JOIN products p ON p.id = h.product_id WHERE p.slug = ?1')
      .bind(body.slug)
      .all();
    expect(history.results).toEqual([{ net_price: 4_999 }]);
    expect(await journal(body.slug)).toEqual([{ kind: 'product', slug: body.slug, action: 'created', actor: 'api' }]);
  });

  it('answers 409 with the field for a taken slug, number or EAN, and writes nothing (not even the journal)', async () => {
    const first = await newProduct();
    expect((await admin('/products', 'POST', first)).status).toBe(200);
    const second = await newProduct();
    for (const [field, value] of [
      ['slug', first.slug],
      ['number', first.number],
      ['eanCode', first.eanCode],
    ] as const) {
      const response = await admin('/products', 'POST', { ...second, [field]: value });
      expect(response.status).toBe(409);
      expect((await json<{ error: { fields: Record<string, string> } }>(response)).error.fields).toHaveProperty(field);
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products WHERE slug = ?1').bind(second.slug).first('n')).toBe(0);
    expect(await journal(second.slug)).toEqual([]);
    expect(await journal(first.slug)).toHaveLength(1);
  });

  it('answers 422 naming each unknown category, flag and media file; the promotions category and flag are not assignable', async () => {
    const promotions = await env.DB.prepare("SELECT slug FROM categories WHERE kind = 'promotions'").first<string>('slug');
    const body = await newProduct({
      mainCategorySlug: 'nie-ma-takiej',
      categorySlugs: [promotions],
      flags: ['promotion', 'nowy'],
      coverImage: 'products/nie-ma.svg',
    });
    const response = await admin('/products', 'POST', body);
    expect(response.status).toBe(422);
    const { error } = await json<{ error: { message: string; fields: Record<string, string> } }>(response);
    expect(Object.keys(error.fields).sort()).toEqual(['categorySlugs', 'coverImage', 'flags', 'mainCategorySlug']);
    expect(error.fields.flags).toContain('promotion, nowy');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products WHERE slug = ?1').bind(body.slug).first('n')).toBe(0);
  });

  it.each([
    ['an unknown field', { id: 5 }],
    ['a price in złoty', { nettoPrice: 49.99 }],
    ['a VAT rate the law does not have', { vatRate: 22 }],
    ['an EAN with a wrong check digit', { eanCode: '5901234123450' }],
    ['a negative stock', { stock: { quantity: -1, supplierDeliveryDays: null } }],
    ['a media path outside the media', { coverImage: '../secrets' }],
  ])('refuses %s with a Polish 400 naming the field', async (_case, change) => {
    const response = await admin('/products', 'POST', await newProduct(change));
    expect(response.status).toBe(400);
    const { error } = await json<{ error: { code: string; message: string; fields: Record<string, string> } }>(response);
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields).length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown slug and 400 for an empty change', async () => {
    expect((await admin('/products/nie-ma-takiego', 'PATCH', { name: 'X' })).status).toBe(404);
    expect((await admin('/products/nie-ma-takiego/price', 'PUT', { nettoPrice: 100 })).status).toBe(404);
    const { product } = await seeded();
    expect((await admin(`/products/${product}`, 'PATCH', {})).status).toBe(400);
  });

  it('unpublishes a product: the public call answers 404, the row stays, the journal says unpublished', async () => {
    const body = await newProduct();
    await admin('/products', 'POST', body);
    const response = await admin(`/products/${body.slug}`, 'PATCH', { published: false });
    expect(await json(response)).toMatchObject({ published: false });
    expect((await publicProduct(body.slug)).status).toBe(404);
    expect((await journal(body.slug)).map((row) => row.action)).toEqual(['created', 'unpublished']);
    expect((await admin(`/products/${body.slug}`, 'PATCH', { published: true })).status).toBe(200);
    expect((await publicProduct(body.slug)).status).toBe(200);
  });

  it('gives the second of two editors on one read a 409 that writes nothing, and takes a save on the fresh read (issue 35)', async () => {
    const body = await newProduct();
    const created = await json<{ updatedAt: string; nettoPrice: number }>(await admin('/products', 'POST', body));
    const first = await admin(`/products/${body.slug}`, 'PATCH', { name: `${body.name} A`, updatedAt: created.updatedAt });
    expect(first.status).toBe(200);
    const auditRows = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE object_kind = 'product' AND object_id = ?1")
          .bind(body.slug)
          .first<{ n: number }>()
      )?.n;
    const before = [await journal(body.slug), await auditRows()];
    const second = await admin(`/products/${body.slug}`, 'PATCH', { name: `${body.name} B`, updatedAt: created.updatedAt });
    expect(second.status).toBe(409);
    expect(await json(second)).toMatchObject({
      error: { code: 'changed_meanwhile', fields: { updatedAt: expect.stringContaining('w międzyczasie') } },
    });
    const price = await admin(`/products/${body.slug}/price`, 'PUT', { nettoPrice: created.nettoPrice + 1, updatedAt: created.updatedAt });
    expect(price.status).toBe(409);
    expect([await journal(body.slug), await auditRows()]).toEqual(before);
    const fresh = await json<{ name: string; updatedAt: string }>(await admin(`/products/${body.slug}`));
    expect(fresh.name).toBe(`${body.name} A`);
    expect((await admin(`/products/${body.slug}`, 'PATCH', { name: `${body.name} B`, updatedAt: fresh.updatedAt })).status).toBe(200);
    // Without updatedAt (imports, integrations) the write applies to the latest state; updatedAt alone changes nothing.
    expect((await admin(`/products/${body.slug}`, 'PATCH', { name: `${body.name} C` })).status).toBe(200);
    expect((await admin(`/products/${body.slug}`, 'PATCH', { updatedAt: fresh.updatedAt })).status).toBe(400);
  });

  it('replaces the lists it is given and keeps the others', async () => {
    const { categories } = await seeded();
    const body = await newProduct();
    await admin('/products', 'POST', body);
    const changed = await json(await admin(`/products/${body.slug}`, 'PATCH', { categorySlugs: [categories[2]], flags: [] }));
    expect(changed).toMatchObject({ categorySlugs: [categories[2]], flags: [], images: body.images, stock: body.stock });
  });
});

describe('prices and the Omnibus price', () => {
  it('records each price in the history, and the public promotion shows the lowest net price of the 30 days before it', async () => {
    const body = await newProduct({ nettoPrice: 10_000, vatRate: 23 });
    await admin('/products', 'POST', body);
    for (const nettoPrice of [8_000, 12_000]) {
      const response = await admin(`/products/${body.slug}/price`, 'PUT', { nettoPrice });
      expect(await json(response)).toMatchObject({ nettoPrice });
    }
    const history = await env.DB.prepare(
      'SELECT h.net_price, h.valid_from FROM price_history h JOIN products p ON p.id = h.product_id WHERE p.slug = ?1 ORDER BY h.valid_from',
    )
      .bind(body.slug)
      .all<{ net_price: number; valid_from: string }>();
    expect(history.results.map((row) => row.net_price)).toEqual([10_000, 8_000, 12_000]);
    const startsAt = new Date(Math.max(Date.now(), ...history.results.map((row) => Date.parse(row.valid_from) + 1))).toISOString();
    const endsAt = new Date(Date.parse(startsAt) + 7 * 24 * 3600 * 1000).toISOString();
    const promoted = await admin(`/products/${body.slug}/promotions`, 'POST', { nettoPrice: 9_000, startsAt, endsAt });
    expect(promoted.status).toBe(200);
    // The promotion runs from `startsAt`: read after it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(startsAt) - Date.now() + 5)));
    const { price } = await json<{ price: { nettoPrice: number; promotion: { lowestPrice30DaysGross: number; regularNettoPrice: number } } }>(
      await publicProduct(body.slug),
    );
    expect(price.nettoPrice).toBe(9_000);
    expect(price.promotion).toMatchObject({ regularNettoPrice: 12_000, lowestPrice30DaysGross: grossFromNet(8_000, 23) });
  });

  it('refuses a promotion that is not cheaper, or ends before it starts', async () => {
    const { product } = await seeded();
    const { nettoPrice } = await json<{ nettoPrice: number }>(await admin(`/products/${product}`));
    const startsAt = new Date().toISOString();
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    expect((await admin(`/products/${product}/promotions`, 'POST', { nettoPrice, startsAt, endsAt })).status).toBe(422);
    expect((await admin(`/products/${product}/promotions`, 'POST', { nettoPrice: 1, startsAt: endsAt, endsAt: startsAt })).status).toBe(400);
    expect((await admin(`/products/${product}/promotions/999999`, 'PATCH', { endsAt })).status).toBe(404);
  });

  it('ends a running promotion now: the public price is the regular one again', async () => {
    const body = await newProduct({ nettoPrice: 10_000 });
    await admin('/products', 'POST', body);
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const { promotions } = await json<{ promotions: { id: number }[] }>(
      await admin(`/products/${body.slug}/promotions`, 'POST', { nettoPrice: 7_000, startsAt, endsAt }),
    );
    const promotion = promotions[0]?.id;
    expect((await json<{ price: { nettoPrice: number } }>(await publicProduct(body.slug))).price.nettoPrice).toBe(7_000);
    const ended = await admin(`/products/${body.slug}/promotions/${promotion}`, 'PATCH', { endsAt: new Date().toISOString() });
    expect(ended.status).toBe(200);
    const { price } = await json<{ price: { nettoPrice: number; promotion: unknown } }>(await publicProduct(body.slug));
    expect(price).toMatchObject({ nettoPrice: 10_000, promotion: null });
    // Another product's promotion is not this product's to change.
    const { product } = await seeded();
    expect((await admin(`/products/${product}/promotions/${promotion}`, 'PATCH', { endsAt })).status).toBe(404);
  });

  test.prop([fc.integer({ min: 1, max: 100_000_000 }), fc.constantFrom(0, 5, 8, 23)], { numRuns: 8 })(
    'any price in grosze is what the public call then shows (net and gross)',
    async (nettoPrice, vatRate) => {
      const body = await newProduct();
      await admin('/products', 'POST', body);
      await admin(`/products/${body.slug}`, 'PATCH', { vatRate });
      expect((await admin(`/products/${body.slug}/price`, 'PUT', { nettoPrice })).status).toBe(200);
      const { price } = await json<{ price: { nettoPrice: number; grossPrice: number } }>(await publicProduct(body.slug));
      expect(price).toMatchObject({ nettoPrice, grossPrice: grossFromNet(nettoPrice, vatRate) });
    },
  );
});

describe('the edge cache', () => {
  it('purges the cached public answer of a product the staff changed', async () => {
    const body = await newProduct();
    await admin('/products', 'POST', body);
    expect((await publicProduct(body.slug)).headers.get('X-Cache')).toBe('MISS');
    const cached = await cachedCopy(() => publicProduct(body.slug));
    expect((await json<{ name: string }>(cached)).name).toBe(body.name);
    await admin(`/products/${body.slug}`, 'PATCH', { name: 'Płyn testowy – nowa nazwa' });
    const fresh = await publicProduct(body.slug);
    expect(fresh.headers.get('X-Cache')).toBe('MISS');
    expect((await json<{ name: string }>(fresh)).name).toBe('Płyn testowy – nowa nazwa');
  });

  it("purges the listings of the product's categories and of the categories above them", async () => {
    const found = await env.DB.prepare(
      `SELECT p.slug AS product, parent.slug AS parent FROM products p JOIN categories c ON c.id = p.main_category_id
       JOIN categories parent ON parent.id = c.parent_id WHERE p.is_active = 1 LIMIT 1`,
    ).first<{ product: string; parent: string }>();
    if (!found) throw new Error('no product in a subcategory');
    const listing = () => SELF.fetch(`${ORIGIN}/api/public/v1/categories/slug/${found.parent}/listing`);
    await cachedCopy(listing);
    expect((await admin(`/products/${found.product}/price`, 'PUT', { nettoPrice: 123_456 })).status).toBe(200);
    expect((await listing()).headers.get('X-Cache')).toBe('MISS');
  });

  it('purges the cached blog post and the blog list after an unpublish', async () => {
    const post = await env.DB.prepare('SELECT slug FROM blog_posts ORDER BY published_at DESC LIMIT 1').first<string>('slug');
    const read = () => SELF.fetch(`${ORIGIN}/api/public/v1/blog/posts/slug/${post}`);
    await cachedCopy(read);
    expect((await admin(`/blog-posts/${post}`, 'PATCH', { published: false })).status).toBe(200);
    expect((await read()).status).toBe(404);
    const list = await json<{ items: { slug: string }[] }>(await SELF.fetch(`${ORIGIN}/api/public/v1/blog/posts`));
    expect(list.items.map((item) => item.slug)).not.toContain(post);
    expect(await journal(post ?? '')).toEqual([{ kind: 'blog-post', slug: post, action: 'unpublished', actor: 'api' }]);
  });
});

describe('categories and blog posts', () => {
  it('creates a category under a parent, and refuses to put a category below itself', async () => {
    const { categories } = await seeded();
    const created = await admin('/categories', 'POST', { slug: 'srodki-testowe', name: 'Środki testowe', parentSlug: categories[0] });
    expect(await json(created)).toMatchObject({ slug: 'srodki-testowe', parentSlug: categories[0], position: 0 });
    expect((await admin('/categories', 'POST', { slug: 'srodki-testowe', name: 'Znowu' })).status).toBe(409);
    const cycle = await admin(`/categories/${categories[0]}`, 'PATCH', { parentSlug: 'srodki-testowe' });
    expect(cycle.status).toBe(422);
    expect((await admin('/categories/srodki-testowe', 'PATCH', { parentSlug: 'nie-ma' })).status).toBe(422);
    const tree = await (await SELF.fetch(`${ORIGIN}/api/public/v1/categories/tree/hierarchy`)).text();
    expect(tree).toContain('Środki testowe');
    expect(await journal('srodki-testowe')).toEqual([{ kind: 'category', slug: 'srodki-testowe', action: 'created', actor: 'api' }]);
  });

  it('creates a blog post the public blog shows, with its tags', async () => {
    const [category, tag, cover] = await Promise.all([
      env.DB.prepare('SELECT slug FROM blog_categories LIMIT 1').first<string>('slug'),
      env.DB.prepare('SELECT slug FROM blog_tags LIMIT 1').first<string>('slug'),
      env.DB.prepare('SELECT cover_image FROM blog_posts LIMIT 1').first<string>('cover_image'),
    ]);
    const post = {
      slug: 'jak-myc-podlogi-testowo',
      title: 'Jak myć podłogi',
      lead: 'Krótko o myciu.',
      body: '## Krok pierwszy\n\nZamieć.\n\n- mop\n- wiadro',
      author: 'Ewa Redakcja',
      categorySlug: category,
      tagSlugs: [tag],
      coverImage: cover,
      publishedAt: '2026-01-05T08:00:00Z',
    };
    expect((await admin('/blog-posts', 'POST', post)).status).toBe(200);
    const shown = await json<{ title: string; tags: { slug: string }[]; publishedAt: string }>(
      await SELF.fetch(`${ORIGIN}/api/public/v1/blog/posts/slug/${post.slug}`),
    );
    expect(shown).toMatchObject({ title: post.title, tags: [{ slug: tag }], publishedAt: '2026-01-05T08:00:00.000Z' });
    expect((await admin('/blog-posts', 'POST', { ...post, slug: 'inny-wpis', tagSlugs: ['nie-ma-tagu'] })).status).toBe(422);
  });
});

describe('product sets, branches, pages and sliders', () => {
  it('creates a set the public call shows, and unpublishes it', async () => {
    const { media } = await seeded();
    const { results } = await env.DB.prepare('SELECT slug, net_price FROM products WHERE is_active = 1 ORDER BY id LIMIT 2').all<{
      slug: string;
      net_price: number;
    }>();
    const items = results.map((row) => ({ productSlug: row.slug, quantity: 2, nettoPrice: row.net_price - 1 }));
    const set = { slug: 'zestaw-testowy', name: 'Zestaw testowy', description: 'Dwa produkty taniej.', coverImage: media[0], items };
    expect((await admin('/product-sets', 'POST', set)).status).toBe(200);
    const shown = await json<{ items: { quantity: number }[] }>(await SELF.fetch(`${ORIGIN}/api/public/v1/product-sets/slug/zestaw-testowy`));
    expect(shown.items.map((item) => item.quantity)).toEqual([2, 2]);
    expect((await admin('/product-sets', 'POST', { ...set, slug: 'zestaw-zly', items: [...items, { ...items[0] }] })).status).toBe(400);
    expect((await admin('/product-sets/zestaw-testowy', 'PATCH', { published: false })).status).toBe(200);
    expect((await SELF.fetch(`${ORIGIN}/api/public/v1/product-sets/slug/zestaw-testowy`)).status).toBe(404);
    expect((await journal('zestaw-testowy')).map((row) => row.action)).toEqual(['created', 'unpublished']);
    // Each product page shows its sets: the products are journalled with the set.
    const { results: touched } = await env.DB.prepare(
      `SELECT slug FROM content_changes WHERE kind = 'product' AND action = 'updated'
       AND id > (SELECT min(id) FROM content_changes WHERE slug = 'zestaw-testowy') ORDER BY id`,
    ).all<{ slug: string }>();
    const slugs = items.map((item) => item.productSlug);
    expect(touched.map((row) => row.slug)).toEqual([...slugs, ...slugs]);
  });

  it('creates, changes and unpublishes a branch; an unpublished branch leaves the public list', async () => {
    const branch = {
      slug: 'oddzial-testowy',
      name: 'Oddział testowy',
      kind: 'sales_office',
      address: { street: 'ul. Testowa 1', postalCode: '50-001', city: 'Wrocław' },
      phone: '+48 71 123 45 67',
      email: 'test@sklep-merida.example',
      location: { lat: 51.1, lng: 17.03 },
      openingHours: [{ days: ['Monday', 'Friday'], opens: '08:00', closes: '16:00' }],
    };
    expect((await admin('/branches', 'POST', branch)).status).toBe(200);
    expect((await admin('/branches', 'POST', { ...branch, address: { ...branch.address, postalCode: '50001' } })).status).toBe(400);
    expect(await json(await admin('/branches/oddzial-testowy', 'PATCH', { location: { lat: 51.2, lng: 17.1 } }))).toMatchObject({
      location: { lat: 51.2, lng: 17.1 },
      address: branch.address,
    });
    const list = () => SELF.fetch(`${ORIGIN}/api/public/v1/branches`).then((response) => json<{ items: { slug: string }[] }>(response));
    expect((await list()).items.map((item) => item.slug)).toContain('oddzial-testowy');
    await admin('/branches/oddzial-testowy', 'PATCH', { published: false });
    expect((await list()).items.map((item) => item.slug)).not.toContain('oddzial-testowy');
  });

  it('creates a landing page by kind and slug, refuses the same pair twice, and unpublishes it', async () => {
    const page = { kind: 'landing', slug: 'lp-testowa', title: 'Oferta testowa', metaDescription: 'Opis.', body: 'Treść strony.' };
    expect((await admin('/pages', 'POST', page)).status).toBe(200);
    expect((await admin('/pages', 'POST', page)).status).toBe(409);
    expect((await admin('/pages', 'POST', { ...page, kind: 'content' })).status).toBe(200);
    const read = () => SELF.fetch(`${ORIGIN}/api/public/v1/pages/slug/lp-testowa?kind=landing`);
    expect((await read()).status).toBe(200);
    expect((await admin('/pages/landing/lp-testowa', 'PATCH', { published: false })).status).toBe(200);
    expect((await read()).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/api/public/v1/pages/slug/lp-testowa`)).status).toBe(200);
  });

  it('writes a slider whole: its slides in order, the cached answer purged', async () => {
    const { media } = await seeded();
    const read = () => SELF.fetch(`${ORIGIN}/api/public/v1/slider/slug/strona-glowna`);
    await cachedCopy(read);
    const slides = [
      { title: 'Nowość', image: media[0], link: { url: '/promocje', label: 'Zobacz' } },
      { title: 'Druga', subtitle: 'Podtytuł', image: media[1], link: { url: '/kontakt', label: 'Napisz' } },
    ];
    expect((await admin('/sliders/strona-glowna', 'PUT', { name: 'Strona główna', slides })).status).toBe(200);
    const shown = await json<{ slides: { title: string; link: { url: string } }[] }>(await read());
    expect(shown.slides.map((slide) => [slide.title, slide.link.url])).toEqual([
      ['Nowość', '/promocje'],
      ['Druga', '/kontakt'],
    ]);
    expect(
      (await admin('/sliders/strona-glowna', 'PUT', { name: 'X', slides: [{ ...slides[0], link: { url: '//evil.example', label: 'x' } }] })).status,
    ).toBe(400);
    expect((await admin('/sliders/strona-glowna', 'PUT', { name: 'X', slides: [{ ...slides[0], image: 'nie/ma.svg' }] })).status).toBe(422);
  });
});
