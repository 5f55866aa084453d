import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '#lib/api-types.ts';
import { isValidEan13 } from '#lib/ean.ts';
import { isProductNumber, isUuid, SLUG_PATTERN } from '#lib/formats.ts';
import { type Catalogue, generateCatalogue, startOfUtcDay } from './catalogue.ts';
import { UUID_V4_PATTERN } from './rng.ts';

const NOW = new Date('2026-11-22T00:00:00.000Z');
const DAY_MS = 86_400_000;
const base = generateCatalogue({ now: NOW });

const days = (iso: string): number => (Date.parse(iso) - NOW.getTime()) / DAY_MS;

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  const seen = new Set<string | number>();
  const repeated = new Set<string | number>();
  for (const v of values) (seen.has(v) ? repeated : seen).add(v);
  return [...repeated];
}

/** Every foreign key of the schema as (child rows, key of a row, allowed parent keys). */
function foreignKeyViolations(c: Catalogue): string[] {
  const ids = <T>(rows: T[], key: (r: T) => string | number) => new Set(rows.map(key));
  const media = ids(c.media, (m) => m.path);
  const categories = ids(c.categories, (x) => x.id);
  const products = ids(c.products, (x) => x.id);
  const flags = ids(c.flags, (x) => x.code);
  const sets = ids(c.productSets, (x) => x.id);
  const blogCategories = ids(c.blogCategories, (x) => x.id);
  const tags = ids(c.blogTags, (x) => x.id);
  const posts = ids(c.blogPosts, (x) => x.id);
  const sliders = ids(c.sliders, (x) => x.id);
  const checks: [string, (string | number | null)[], Set<string | number>][] = [
    ['categories.parent_id', c.categories.map((x) => x.parentId), categories],
    ['products.main_category_id', c.products.map((x) => x.mainCategoryId), categories],
    ['products.cover_image', c.products.map((x) => x.coverImage), media],
    ['product_images.product_id', c.productImages.map((x) => x.productId), products],
    ['product_images.path', c.productImages.map((x) => x.path), media],
    ['product_categories.product_id', c.productCategories.map((x) => x.productId), products],
    ['product_categories.category_id', c.productCategories.map((x) => x.categoryId), categories],
    ['product_flags.product_id', c.productFlags.map((x) => x.productId), products],
    ['product_flags.flag_code', c.productFlags.map((x) => x.flagCode), flags],
    ['price_history.product_id', c.priceHistory.map((x) => x.productId), products],
    ['promotions.product_id', c.promotions.map((x) => x.productId), products],
    ['product_sets.cover_image', c.productSets.map((x) => x.coverImage), media],
    ['product_set_items.set_id', c.productSetItems.map((x) => x.setId), sets],
    ['product_set_items.product_id', c.productSetItems.map((x) => x.productId), products],
    ['blog_posts.category_id', c.blogPosts.map((x) => x.categoryId), blogCategories],
    ['blog_posts.cover_image', c.blogPosts.map((x) => x.coverImage), media],
    ['blog_post_tags.post_id', c.blogPostTags.map((x) => x.postId), posts],
    ['blog_post_tags.tag_id', c.blogPostTags.map((x) => x.tagId), tags],
    ['slides.slider_id', c.slides.map((x) => x.sliderId), sliders],
    ['slides.image', c.slides.map((x) => x.image), media],
  ];
  const problems: string[] = [];
  for (const [name, values, parents] of checks) {
    for (const v of values) if (v !== null && !parents.has(v)) problems.push(`${name} = ${v}`);
  }
  return problems;
}

function categoryDepth(c: Catalogue, id: number): number {
  let depth = 1;
  let node = c.categories.find((x) => x.id === id);
  while (node?.parentId != null) {
    const parentId: number = node.parentId;
    node = c.categories.find((x) => x.id === parentId);
    depth++;
    if (depth > 10) throw new Error('category cycle');
  }
  return depth;
}

/** Omnibus: the lowest net price in force during the 30 days before `startsAt`. */
function lowestPriceBefore(c: Catalogue, productId: number, startsAt: string): number {
  const start = Date.parse(startsAt);
  const windowStart = start - 30 * DAY_MS;
  const history = c.priceHistory.filter((h) => h.productId === productId).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  let lowest = Number.POSITIVE_INFINITY;
  history.forEach((h, i) => {
    const from = Date.parse(h.validFrom);
    const next = history[i + 1];
    const until = next ? Date.parse(next.validFrom) : Number.POSITIVE_INFINITY;
    if (from < start && until > windowStart) lowest = Math.min(lowest, h.netPrice);
  });
  return lowest;
}

/** Minimal well-formedness check of generated SVG: balanced tags, one root, no external refs. */
function svgProblems(body: string): string[] {
  const problems: string[] = [];
  if (!body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')) problems.push('root');
  if (/(?:href|src)="(?!#)/.test(body) || /url\((?!#)/.test(body)) problems.push('external reference');
  if (/https?:\/\/(?!www\.w3\.org\/2000\/svg")/.test(body)) problems.push('url');
  if (/NaN|undefined|Infinity/.test(body)) problems.push('bad number');
  const stack: string[] = [];
  for (const m of body.matchAll(/<(\/?)([a-zA-Z]+)\b[^>]*?(\/?)>/g)) {
    const [, closing, tag, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== tag) problems.push(`unbalanced </${tag}>`);
    } else stack.push(tag as string);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(',')}`);
  return problems;
}

describe('generateCatalogue: determinism', () => {
  it('returns identical output for the same options', () => {
    expect(JSON.stringify(generateCatalogue({ now: NOW }))).toBe(JSON.stringify(base));
    expect(generateCatalogue({ now: NOW, products: 300, seed: 1 })).toEqual(base);
  });

  it('defaults to 300 products, seed 1 and today at 00:00 UTC', () => {
    const today = startOfUtcDay();
    expect(today.toISOString()).toMatch(/T00:00:00\.000Z$/);
    const byDefault = generateCatalogue();
    expect(byDefault.products).toHaveLength(300);
    expect(byDefault).toEqual(generateCatalogue({ now: today, seed: 1, products: 300 }));
  });

  it('gives different output for a different seed or day', () => {
    const other = generateCatalogue({ now: NOW, seed: 2 });
    expect(other.products.map((p) => p.name)).not.toEqual(base.products.map((p) => p.name));
    expect(other.products.map((p) => p.uuid)).not.toEqual(base.products.map((p) => p.uuid));
    const tomorrow = generateCatalogue({ now: new Date(NOW.getTime() + DAY_MS) });
    expect(tomorrow.products[0]?.createdAt).not.toBe(base.products[0]?.createdAt);
    expect(tomorrow.products.map((p) => p.name)).toEqual(base.products.map((p) => p.name));
  });

  it('rejects invalid options', () => {
    expect(() => generateCatalogue({ products: 0 })).toThrow(RangeError);
    expect(() => generateCatalogue({ products: 1.5 })).toThrow(RangeError);
    expect(() => generateCatalogue({ now: new Date('nope') })).toThrow(RangeError);
  });
});

describe('generateCatalogue: integrity', () => {
  it('resolves every foreign key', () => {
    expect(foreignKeyViolations(base)).toEqual([]);
  });

  it('keeps every UNIQUE and PRIMARY KEY unique', () => {
    const c = base;
    const uuids = [c.categories, c.products, c.productSets, c.blogPosts, c.branches, c.pages].flatMap((rows) => rows.map((r) => r.uuid));
    expect(duplicates(uuids)).toEqual([]);
    for (const uuid of uuids) expect(uuid).toMatch(UUID_V4_PATTERN);
    expect(duplicates(c.media.map((m) => m.path))).toEqual([]);
    for (const rows of [c.categories, c.products, c.productSets, c.blogPosts, c.blogCategories, c.blogTags, c.branches, c.sliders, c.flags]) {
      expect(duplicates(rows.map((r) => r.slug))).toEqual([]);
      for (const r of rows) expect(r.slug).toMatch(SLUG_PATTERN);
    }
    expect(duplicates(c.pages.map((p) => `${p.kind}/${p.slug}`))).toEqual([]);
    expect(duplicates(c.productImages.map((r) => `${r.productId}/${r.position}`))).toEqual([]);
    expect(duplicates(c.productCategories.map((r) => `${r.productId}/${r.categoryId}`))).toEqual([]);
    expect(duplicates(c.productFlags.map((r) => `${r.productId}/${r.flagCode}`))).toEqual([]);
    expect(duplicates(c.priceHistory.map((r) => `${r.productId}/${r.validFrom}`))).toEqual([]);
    expect(duplicates(c.productSetItems.map((r) => `${r.setId}/${r.productId}`))).toEqual([]);
    expect(duplicates(c.blogPostTags.map((r) => `${r.postId}/${r.tagId}`))).toEqual([]);
    expect(duplicates(c.slides.map((r) => `${r.sliderId}/${r.position}`))).toEqual([]);
    expect(duplicates(c.flags.map((f) => f.code))).toEqual([]);
  });

  it('satisfies the CHECK constraints of the schema', () => {
    for (const m of base.media) {
      expect(m.path).toMatch(/^[a-z0-9]/);
      expect(m.path).not.toContain('..');
      expect(m.width).toBeGreaterThan(0);
      expect(m.height).toBeGreaterThan(0);
    }
    for (const p of base.products) {
      expect(p.eanCode).toHaveLength(13);
      expect([0, 5, 8, 23]).toContain(p.vatRate);
      expect(p.netPrice).toBeGreaterThan(0);
      expect(Number.isInteger(p.netPrice)).toBe(true);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(500);
      expect(p.contentAmount === null).toBe(p.contentUnit === null);
      if (p.contentAmount !== null) expect(p.contentAmount).toBeGreaterThan(0);
      if (p.supplierDeliveryDays !== null) {
        expect(p.stock).toBe(0);
        expect(p.supplierDeliveryDays).toBeGreaterThanOrEqual(3);
        expect(p.supplierDeliveryDays).toBeLessThanOrEqual(14);
      }
      expect([0, 1]).toContain(p.isActive);
      expect(p.createdAt <= p.updatedAt).toBe(true);
      expect(days(p.updatedAt)).toBeLessThanOrEqual(0);
    }
    for (const c of base.categories) expect(['regular', 'promotions']).toContain(c.kind);
    for (const p of base.promotions) expect(p.endsAt > p.startsAt).toBe(true);
    for (const i of base.productSetItems) {
      expect(i.quantity).toBeGreaterThanOrEqual(1);
      expect(i.quantity).toBeLessThanOrEqual(9999);
      expect(i.netPrice).toBeGreaterThan(0);
    }
    for (const b of base.branches) {
      expect(b.postalCode).toMatch(/^\d\d-\d\d\d$/);
      expect(Math.abs(b.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(b.lng)).toBeLessThanOrEqual(180);
      expect(['head_office', 'logistics_centre', 'production_plant', 'sales_office']).toContain(b.kind);
    }
    for (const p of base.pages) expect(['content', 'landing', 'special']).toContain(p.kind);
    for (const s of base.slides) {
      expect(s.linkUrl.startsWith('/')).toBe(true);
      expect(s.linkUrl.startsWith('//')).toBe(false);
    }
  });

  it('writes timestamps as ISO strings relative to now', () => {
    const stamps = [
      ...base.media.map((m) => m.updatedAt),
      ...base.categories.map((x) => x.updatedAt),
      ...base.products.flatMap((x) => [x.createdAt, x.updatedAt]),
      ...base.priceHistory.map((x) => x.validFrom),
      ...base.promotions.flatMap((x) => [x.startsAt, x.endsAt]),
      ...base.blogPosts.flatMap((x) => [x.publishedAt, x.updatedAt]),
      ...base.pages.map((x) => x.updatedAt),
    ];
    for (const s of stamps) {
      expect(s).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(new Date(s).toISOString()).toBe(s);
    }
  });
});

describe('generateCatalogue: products', () => {
  it('generates the requested number of products with valid Polish EANs', () => {
    expect(base.products).toHaveLength(300);
    for (const p of base.products) {
      expect(isValidEan13(p.eanCode), p.eanCode).toBe(true);
      expect(p.eanCode.startsWith('590')).toBe(true);
      expect(p.number).toMatch(/^[A-Z]{2}-\d{5}$/);
    }
  });

  it('stays unique at 10,000 products (numbers, slugs, EANs, UUIDs, image paths)', () => {
    const big = generateCatalogue({ products: 10_000, now: NOW });
    expect(big.products).toHaveLength(10_000);
    expect(duplicates(big.products.map((p) => p.number))).toEqual([]);
    expect(duplicates(big.products.map((p) => p.slug))).toEqual([]);
    expect(duplicates(big.products.map((p) => p.eanCode))).toEqual([]);
    expect(duplicates(big.products.map((p) => p.uuid))).toEqual([]);
    expect(duplicates(big.media.map((m) => m.path))).toEqual([]);
    expect(big.products.every((p) => isValidEan13(p.eanCode))).toBe(true);
    // The formats the API, the route matcher and the enquiry link accept (site/src/lib/formats.ts).
    expect(big.products.filter((p) => !isProductNumber(p.number)).map((p) => p.number)).toEqual([]);
    expect(big.products.filter((p) => !isUuid(p.uuid)).map((p) => p.uuid)).toEqual([]);
    expect(foreignKeyViolations(big)).toEqual([]);
  }, 60_000);

  it('uses both VAT rates: 23% for almost everything, 8% for some hygiene paper', () => {
    const rates = new Set(base.products.map((p) => p.vatRate));
    expect([...rates].sort()).toEqual([23, 8]);
    const eight = base.products.filter((p) => p.vatRate === 8);
    expect(eight.length).toBeLessThan(base.products.length / 3);
    for (const p of eight) expect(p.name).toMatch(/^Papier toaletowy/);
  });

  it('puts products into leaf categories, a few also into a second one', () => {
    const parents = new Set(base.categories.map((c) => c.parentId).filter((id) => id !== null));
    for (const p of base.products) expect(parents.has(p.mainCategoryId)).toBe(false);
    expect(base.productCategories.length).toBeGreaterThan(0);
    for (const pc of base.productCategories) {
      const product = base.products.find((p) => p.id === pc.productId);
      expect(pc.categoryId).not.toBe(product?.mainCategoryId);
    }
    const used = new Set(base.products.map((p) => p.mainCategoryId));
    const emptyLeaves = base.categories.filter((c) => !parents.has(c.id) && c.kind === 'regular' && !used.has(c.id));
    expect(emptyLeaves.map((c) => c.slug)).toEqual([]);
  });

  it('has believable prices per kind (grosze)', () => {
    const byName = (re: RegExp) => base.products.filter((p) => re.test(p.name));
    for (const p of byName(/^Suszarka do rąk/)) {
      expect(p.netPrice).toBeGreaterThanOrEqual(40_000);
      expect(p.netPrice).toBeLessThanOrEqual(250_000);
    }
    for (const p of byName(/^Dozownik/)) {
      expect(p.netPrice).toBeGreaterThanOrEqual(4_000);
      expect(p.netPrice).toBeLessThanOrEqual(40_000);
    }
    for (const p of byName(/^Ręcznik papierowy w roli/).filter((p) => p.salesUnit === 'rolka')) {
      expect(p.netPrice).toBeGreaterThanOrEqual(700);
      expect(p.netPrice).toBeLessThanOrEqual(4_000);
    }
  });

  it('has content amounts for chemicals and soaps, sales units and ~10% out of stock', () => {
    for (const p of base.products.filter((p) => /^(Mydło|Płyn|Żel|Środek|Koncentrat)/.test(p.name))) {
      expect(p.contentUnit).not.toBeNull();
    }
    for (const p of base.products.filter((p) => /^(Suszarka|Dozownik|Kosz)/.test(p.name))) expect(p.contentUnit).toBeNull();
    for (const p of base.products) expect(['szt.', 'opak.', 'karton', 'rolka']).toContain(p.salesUnit);
    const out = base.products.filter((p) => p.stock === 0);
    expect(out.length).toBeGreaterThan(base.products.length * 0.04);
    expect(out.length).toBeLessThan(base.products.length * 0.2);
    expect(out.some((p) => p.supplierDeliveryDays !== null)).toBe(true);
  });

  it('writes Polish names and descriptions in the light markup', () => {
    for (const p of base.products) {
      expect(p.name).toMatch(/[a-ząćęłńóśźż]/i);
      expect(p.name).not.toMatch(/undefined|NaN|\s{2}/);
      const blocks = p.description.split('\n\n');
      const paragraphs = blocks.filter((b) => !b.startsWith('## ') && !b.startsWith('- '));
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      expect(blocks.some((b) => b.startsWith('## '))).toBe(true);
      expect(p.description).not.toMatch(/undefined|NaN|\n{3}/);
      expect(p.shortDescription).toMatch(/^[A-ZŁŚŻŹĆ].*\.$/);
      expect(p.shortDescription).not.toContain('\n');
    }
    expect(base.products.some((p) => p.producer === 'Merida')).toBe(true);
    expect(new Set(base.products.map((p) => p.producer)).size).toBeGreaterThanOrEqual(5);
  });

  it('has 1–3 images per product, the first one being the cover', () => {
    for (const p of base.products) {
      const images = base.productImages.filter((i) => i.productId === p.id).sort((a, b) => a.position - b.position);
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(3);
      expect(images[0]?.path).toBe(p.coverImage);
      expect(p.coverImage).toBe(`products/${p.slug}-1.svg`);
    }
  });

  it('assigns the four browse flags to a believable share of products', () => {
    const codes = base.flags.map((f) => `${f.code}:${f.slug}:${f.name}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        'new:nowosci:Nowości',
        'bestseller:bestsellery:Bestsellery',
        'recommended:polecane:Polecane',
        'eco:ekologiczne:Produkty ekologiczne',
      ]),
    );
    for (const flag of ['new', 'bestseller', 'recommended', 'eco']) {
      const share = base.productFlags.filter((f) => f.flagCode === flag).length / base.products.length;
      expect(share, flag).toBeGreaterThan(0.02);
      expect(share, flag).toBeLessThan(0.3);
    }
  });
});

describe('generateCatalogue: prices and promotions', () => {
  it('keeps 2–4 past prices per product over the last 120 days, the last one being the current price', () => {
    for (const p of base.products) {
      const history = base.priceHistory.filter((h) => h.productId === p.id).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
      expect(history.length).toBeGreaterThanOrEqual(2);
      expect(history.length).toBeLessThanOrEqual(4);
      expect(history.at(-1)?.netPrice).toBe(p.netPrice);
      for (const h of history) {
        expect(days(h.validFrom)).toBeGreaterThanOrEqual(-130);
        expect(days(h.validFrom)).toBeLessThan(0);
        expect(h.validFrom >= p.createdAt.slice(0, 10)).toBe(true);
      }
    }
  });

  const running = base.promotions.filter((promo) => days(promo.endsAt) > 0);

  it('runs promotions for ~8% of products: started 1–10 days ago, ending in 7–30 days, 10–30% off', () => {
    expect(running.length).toBeGreaterThanOrEqual(15);
    expect(running.length).toBeLessThanOrEqual(35);
    expect(new Set(running.map((promo) => promo.productId)).size).toBe(running.length);
    for (const promo of running) {
      const product = base.products.find((p) => p.id === promo.productId);
      if (!product) throw new Error('promotion without product');
      expect(product.isActive).toBe(1);
      expect(days(promo.startsAt)).toBeGreaterThanOrEqual(-10);
      expect(days(promo.startsAt)).toBeLessThanOrEqual(-1);
      expect(days(promo.endsAt)).toBeGreaterThanOrEqual(7);
      expect(days(promo.endsAt)).toBeLessThanOrEqual(30);
      const off = 1 - promo.netPrice / product.netPrice;
      expect(off).toBeGreaterThanOrEqual(0.095);
      expect(off).toBeLessThanOrEqual(0.305);
    }
  });

  it('has a promoted product whose lowest price of the 30 days before the promotion differs from its regular price', () => {
    const differing = base.promotions.filter((promo) => {
      const product = base.products.find((p) => p.id === promo.productId);
      return product && lowestPriceBefore(base, promo.productId, promo.startsAt) < product.netPrice;
    });
    expect(differing.length).toBeGreaterThanOrEqual(1);
  });
  it('gives some promoted products an earlier, deeper promotion that ended within the 30 days before the current one', () => {
    const earlier = base.promotions.filter((promo) => days(promo.endsAt) <= 0);
    expect(earlier.length).toBeGreaterThanOrEqual(3);
    for (const promo of earlier) {
      const current = running.find((other) => other.productId === promo.productId);
      if (!current) throw new Error('earlier promotion of a product not on promotion now');
      expect(promo.endsAt < current.startsAt).toBe(true);
      expect((Date.parse(current.startsAt) - Date.parse(promo.endsAt)) / DAY_MS).toBeLessThan(30);
      expect(promo.netPrice).toBeLessThan(current.netPrice);
    }
  });
});

describe('generateCatalogue: categories, sets and content', () => {
  it('builds a category tree of at least 15 categories, 2–3 levels deep', () => {
    expect(base.categories.length).toBeGreaterThanOrEqual(15);
    const depths = base.categories.map((c) => categoryDepth(base, c.id));
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...depths)).toBeLessThanOrEqual(3);
    const topLevelWithChildren = base.categories.filter((c) => c.parentId === null && base.categories.some((o) => o.parentId === c.id));
    expect(topLevelWithChildren.length).toBeGreaterThanOrEqual(8);
    const names = base.categories.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Ręczniki papierowe', 'Ręczniki w roli', 'Dozowniki mydła', 'Suszarki do rąk', 'Worki na śmieci']));
    const find = (slug: string) => base.categories.find((c) => c.slug === slug);
    expect(find('reczniki-skladane-zz')?.name).toBe('Ręczniki składane ZZ');
    expect(find('srodki-do-sanitariatow')?.name).toBe('Środki do sanitariatów');
  });

  it('has the top-level Promocje category of kind promotions', () => {
    const promo = base.categories.find((c) => c.slug === 'promocje');
    expect(promo).toMatchObject({ name: 'Promocje', kind: 'promotions', parentId: null });
    expect(base.categories.filter((c) => c.kind === 'promotions')).toHaveLength(1);
    expect(base.products.some((p) => p.mainCategoryId === promo?.id)).toBe(false);
  });

  it('offers at least 10 product sets of 2–5 items, 5–15% below the product prices', () => {
    expect(base.productSets.length).toBeGreaterThanOrEqual(10);
    for (const set of base.productSets) {
      const items = base.productSetItems.filter((i) => i.setId === set.id);
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(5);
      for (const item of items) {
        const product = base.products.find((p) => p.id === item.productId);
        if (!product) throw new Error('set item without product');
        expect(item.netPrice).toBeGreaterThanOrEqual(Math.round(product.netPrice * 0.85) - 1);
        expect(item.netPrice).toBeLessThanOrEqual(Math.round(product.netPrice * 0.95) + 1);
      }
      expect(set.coverImage).toBe(`sets/${set.slug}.svg`);
    }
  });

  it('has the blog: categories, tags, at least 24 posts with 1–4 tags, published within a year', () => {
    expect(base.blogCategories.length).toBeGreaterThanOrEqual(4);
    expect(base.blogTags.length).toBeGreaterThanOrEqual(12);
    expect(base.blogPosts.length).toBeGreaterThanOrEqual(24);
    for (const post of base.blogPosts) {
      const tags = base.blogPostTags.filter((t) => t.postId === post.id);
      expect(tags.length).toBeGreaterThanOrEqual(1);
      expect(tags.length).toBeLessThanOrEqual(4);
      const blocks = post.body.split('\n\n').length;
      expect(blocks).toBeGreaterThanOrEqual(4);
      expect(blocks).toBeLessThanOrEqual(8);
      expect(days(post.publishedAt)).toBeGreaterThan(-366);
      expect(days(post.publishedAt)).toBeLessThan(0);
      expect(post.publishedAt <= post.updatedAt).toBe(true);
    }
    expect(new Set(base.blogPosts.map((p) => p.author)).size).toBeGreaterThan(1);
  });

  it('has the wynajem-suszarek post about renting hand dryers', () => {
    const post = base.blogPosts.find((p) => p.slug === 'wynajem-suszarek');
    expect(post?.title).toMatch(/[Ww]ynajem suszarek/);
    expect(post?.body).toMatch(/wynaj/i);
  });

  it('has the branches: head office, logistics centre, two plants, sales offices', () => {
    const kinds = base.branches.map((b) => b.kind);
    expect(kinds.filter((k) => k === 'head_office')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'logistics_centre').length).toBeGreaterThanOrEqual(1);
    expect(kinds.filter((k) => k === 'production_plant').length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k) => k === 'sales_office').length).toBeGreaterThanOrEqual(2);
    expect(base.branches.find((b) => b.kind === 'head_office')?.city).toBe('Wrocław');
    for (const b of base.branches) {
      expect(b.phone).toMatch(/^\+48 \d{2} \d{3} \d{2} \d{2}$/);
      expect(b.email).toMatch(/^[a-z]+@sklep-merida\.example$/);
      const hours = JSON.parse(b.openingHours) as OpeningHours[];
      expect(hours.length).toBeGreaterThan(0);
      for (const h of hours) {
        expect(Object.keys(h).sort()).toEqual(['closes', 'days', 'opens']);
        expect(h.days.length).toBeGreaterThan(0);
        expect(h.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(h.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(h.opens < h.closes).toBe(true);
      }
      // Poland
      expect(b.lat).toBeGreaterThan(49);
      expect(b.lat).toBeLessThan(55);
      expect(b.lng).toBeGreaterThan(14);
      expect(b.lng).toBeLessThan(24.2);
    }
  });

  it('has the content, landing and special pages with short meta descriptions', () => {
    const keys = base.pages.map((p) => `${p.kind}:${p.slug}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'content:o-nas',
        'content:regulamin',
        'content:polityka-prywatnosci',
        'content:dostawa-i-platnosci',
        'content:reklamacje-i-zwroty',
        'content:kamienie-milowe',
        'special:myj-rece',
        'special:wycieraj-rece',
        'special:other',
      ]),
    );
    expect(base.pages.some((p) => p.kind === 'landing')).toBe(true);
    for (const p of base.pages) {
      expect(p.metaDescription.length, p.slug).toBeLessThanOrEqual(160);
      expect(p.metaDescription.length, p.slug).toBeGreaterThan(50);
      expect(p.title.length).toBeGreaterThan(0);
      expect(p.lead.length).toBeGreaterThan(0);
      expect(p.body.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has the contact departments, each with its own phone and e-mail', () => {
    expect(base.departments.length).toBeGreaterThanOrEqual(3);
    expect(new Set(base.departments.map((d) => d.email)).size).toBe(base.departments.length);
    for (const d of base.departments) {
      expect(d.phone).toMatch(/^\+48 \d{2} \d{3} \d{2} \d{2}$/);
      expect(d.email).toMatch(/^[a-z]+@sklep-merida\.example$/);
      expect(d.description.length).toBeGreaterThan(20);
    }
  });

  it('has 8–12 milestones in chronological order', () => {
    expect(base.milestones.length).toBeGreaterThanOrEqual(8);
    expect(base.milestones.length).toBeLessThanOrEqual(12);
    const years = base.milestones.map((m) => m.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('links every home slide to an item that exists', () => {
    const slider = base.sliders.find((s) => s.slug === 'strona-glowna');
    expect(slider?.name).toBe('Strona główna');
    const slides = base.slides.filter((s) => s.sliderId === slider?.id);
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.length).toBeLessThanOrEqual(4);
    const targets: Record<string, Set<string>> = {
      kategoria: new Set(base.categories.map((c) => c.slug)),
      produkt: new Set(base.products.filter((p) => p.isActive === 1).map((p) => p.slug)),
      przegladaj: new Set(base.flags.map((f) => f.slug)),
      blog: new Set(base.blogPosts.map((p) => p.slug)),
      strona: new Set(base.pages.filter((p) => p.kind === 'content').map((p) => p.slug)),
      lp: new Set(base.pages.filter((p) => p.kind === 'landing').map((p) => p.slug)),
    };
    for (const slide of slides) {
      const match = /^\/(kategoria|produkt|przegladaj|blog|strona|lp)\/([a-z0-9-]+)$/.exec(slide.linkUrl);
      expect(match, slide.linkUrl).not.toBeNull();
      const [, route, slug] = match as RegExpExecArray;
      expect(targets[route as string]?.has(slug as string), slide.linkUrl).toBe(true);
    }
    expect(slides.map((s) => s.linkUrl)).toContain('/blog/wynajem-suszarek');
  });
});

describe('generateCatalogue: media', () => {
  it('draws self-contained, well-formed SVG of a sensible size', () => {
    for (const m of base.media) {
      expect(m.contentType).toBe('image/svg+xml');
      expect(svgProblems(m.body), m.path).toEqual([]);
      expect(m.body).toContain(`viewBox="0 0 ${m.width} ${m.height}"`);
      expect(m.body.length, m.path).toBeGreaterThan(800);
      expect(m.body.length, m.path).toBeLessThan(8_000);
    }
    const productImages = base.media.filter((m) => m.path.startsWith('products/'));
    const average = productImages.reduce((sum, m) => sum + m.body.length, 0) / productImages.length;
    expect(average).toBeLessThan(4_000);
  });

  it('has pictures for products, sets, blog posts and slides under the expected paths', () => {
    const paths = base.media.map((m) => m.path);
    expect(paths.filter((p) => /^products\/[a-z0-9-]+-[1-3]\.svg$/.test(p))).toHaveLength(base.productImages.length);
    expect(paths.filter((p) => p.startsWith('sets/'))).toHaveLength(base.productSets.length);
    expect(paths.filter((p) => p.startsWith('blog/'))).toHaveLength(base.blogPosts.length);
    expect(paths.filter((p) => /^slides\/\d+\.svg$/.test(p))).toHaveLength(base.slides.length);
  });
});
