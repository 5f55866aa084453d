// Deterministic demo catalogue for the shop: plain rows for every table of
// worker/migrations/0001_catalogue.sql. Same options (and the same `now`) → identical output.
// No Node imports: also runs inside workerd in tests.

import { makeEan13, POLISH_GS1_PREFIX } from '#lib/ean.ts';
import { slugify } from '#lib/polish-text.ts';
import { formatContentAmount } from '#lib/pricing.ts';
import { BRANCHES } from './branches.ts';
import {
  BLOG_AUTHORS,
  BLOG_CATEGORIES,
  BLOG_POSTS,
  BLOG_TAGS,
  CATEGORY_TREE,
  type CategoryDef,
  DEPARTMENTS,
  FLAGS,
  HOME_SLIDES,
  MILESTONES,
  PAGES,
  SET_TEMPLATES,
  SHOP_EMAIL_DOMAIN,
} from './content.ts';
import { type ArtKind, type ArtStyle, bannerImage, productImage, setCoverImage } from './images.ts';
import { type Draft, KINDS, type KindDef, PRODUCERS } from './products.ts';
import { createRng, hashString, type Rng } from './rng.ts';
import { productSafetyOf, seedHazardOf } from './safety.ts';
import type {
  BlogCategoryRow,
  BlogPostRow,
  BlogPostTagRow,
  BlogTagRow,
  BranchRow,
  Catalogue,
  CategoryRow,
  DepartmentRow,
  FlagRow,
  MediaRow,
  MilestoneRow,
  PageRow,
  PriceHistoryRow,
  ProductCategoryRow,
  ProductFlagRow,
  ProductHazardRow,
  ProductImageRow,
  ProductRow,
  ProductSafetyRow,
  ProductSetItemRow,
  ProductSetRow,
  PromotionRow,
  SlideRow,
  SliderRow,
} from './types.ts';

export type * from './types.ts';

export interface CatalogueOptions {
  /** Number of products (default 300, at most MAX_PRODUCTS). */
  products?: number;
  /** Reference time; every date is relative to it (default: today 00:00 UTC). */
  now?: Date;
  /** PRNG seed (default 1). */
  seed?: number;
}

export const DEFAULT_PRODUCTS = 300;
export const MAX_PRODUCTS = 50_000;
const DAY_MS = 86_400_000;

/** Today (or the day of `date`) at 00:00 UTC. */
export function startOfUtcDay(date: Date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function productSafetyRow(productId: number, kindKey: string, producer: string): ProductSafetyRow {
  const { manufacturer, responsiblePerson, warnings } = productSafetyOf(kindKey, producer);
  return {
    productId,
    manufacturerName: manufacturer.name,
    manufacturerAddress: manufacturer.address,
    manufacturerEmail: manufacturer.email,
    responsibleName: responsiblePerson?.name ?? null,
    responsibleAddress: responsiblePerson?.address ?? null,
    responsibleEmail: responsiblePerson?.email ?? null,
    warnings: JSON.stringify(warnings),
  };
}

/** The CLP row of a product in a chemical category: its formulation's classification, or "not classified". */
function productHazardRow(productId: number, draft: Draft, now: Date): ProductHazardRow {
  const nominalQuantity = draft.content ? formatContentAmount(draft.content.amount, draft.content.unit) : null;
  const { formulation, ufi, sheet } = seedHazardOf(draft.name, nominalQuantity, now);
  return {
    productId,
    classified: formulation ? 1 : 0,
    pictograms: JSON.stringify(formulation?.pictograms ?? []),
    signalWord: formulation?.signalWord ?? null,
    hazardStatements: JSON.stringify(formulation?.hazardStatements ?? []),
    precautionaryStatements: JSON.stringify(formulation?.precautionaryStatements ?? []),
    substances: JSON.stringify(formulation?.substances ?? []),
    supplementalInformation: formulation?.supplementalInformation ?? '',
    ufi,
    nominalQuantity: formulation ? nominalQuantity : null,
    sdsKey: sheet?.key ?? null,
    sdsDate: sheet?.date ?? null,
  };
}

/** Internal product record: the row plus what the generator still needs (art, tags, age). */
interface ProductMeta {
  row: ProductRow;
  kind: KindDef;
  draft: Draft;
  ageDays: number;
  isNew: boolean;
}

export function generateCatalogue(options: CatalogueOptions = {}): Catalogue {
  const productCount = options.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(productCount) || productCount < 1 || productCount > MAX_PRODUCTS) {
    throw new RangeError(`products must be an integer between 1 and ${MAX_PRODUCTS}, got ${productCount}`);
  }
  const seed = options.seed ?? 1;
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a number, got ${seed}`);
  const now = options.now ?? startOfUtcDay();
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError('now must be a valid date');

  const stream = (label: string): Rng => createRng(hashString(`${seed}:${label}`));
  const uuidRng = stream('uuid');
  const uuid = () => uuidRng.uuid();
  /** ISO timestamp `days` days before now, plus `minutes` into that day. */
  const ago = (days: number, minutes = 0): string => new Date(nowMs - days * DAY_MS + minutes * 60_000).toISOString();
  const ahead = (days: number): string => new Date(nowMs + days * DAY_MS).toISOString();

  const media: MediaRow[] = [];

  // ---- Categories (breadth first, so parents come before children) --------------------------
  const categoryRng = stream('categories');
  const categories: CategoryRow[] = [];
  const categoryIdBySlug = new Map<string, number>();
  const queue: { def: CategoryDef; parentId: number | null; position: number; chemicals: boolean }[] = CATEGORY_TREE.map((def, position) => ({
    def,
    parentId: null,
    position,
    chemicals: def.holdsChemicals === true,
  }));
  while (queue.length > 0) {
    const { def, parentId, position, chemicals } = queue.shift() as (typeof queue)[number];
    const id = categories.length + 1;
    const slug = slugify(def.name);
    if (categoryIdBySlug.has(slug)) throw new Error(`duplicate category slug ${slug}`);
    categoryIdBySlug.set(slug, id);
    categories.push({
      id,
      uuid: uuid(),
      slug,
      name: def.name,
      description: def.description,
      parentId,
      position,
      kind: def.kind ?? 'regular',
      holdsChemicals: chemicals ? 1 : 0,
      updatedAt: ago(categoryRng.int(20, 400), categoryRng.int(420, 960)),
    });
    (def.children ?? []).forEach((child, i) => {
      queue.push({ def: child, parentId: id, position: i, chemicals: chemicals || child.holdsChemicals === true });
    });
  }
  const categoryId = (slug: string): number => {
    const id = categoryIdBySlug.get(slug);
    if (id === undefined) throw new Error(`unknown category ${slug}`);
    return id;
  };
  const leafSlugs = new Set(categories.filter((c) => !categories.some((o) => o.parentId === c.id)).map((c) => c.slug));
  for (const kind of KINDS) {
    if (!leafSlugs.has(kind.category)) throw new Error(`kind ${kind.key} points at non-leaf category ${kind.category}`);
  }

  // ---- Products ------------------------------------------------------------------------------
  const rng = stream('products');
  const kindOrder: KindDef[] = [];
  const weights = KINDS.map((k) => k.weight);
  for (let i = 0; i < productCount; i++) kindOrder.push(i < KINDS.length ? (KINDS[i] as KindDef) : rng.weighted(KINDS, weights));
  const kinds = rng.shuffle(kindOrder);

  const numberCounters = new Map<string, number>();
  const eanCounters = new Map<string, number>();
  const producerCodes = new Map(PRODUCERS.map((p) => [p.name, p.eanCode]));
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const metas: ProductMeta[] = [];
  const productImages: ProductImageRow[] = [];
  const productCategories: ProductCategoryRow[] = [];
  const productHazards: ProductHazardRow[] = [];
  const productSafety: ProductSafetyRow[] = [];
  const chemicalCategoryIds = new Set(categories.filter((category) => category.holdsChemicals === 1).map((category) => category.id));

  for (let i = 0; i < productCount; i++) {
    const kind = kinds[i] as KindDef;
    const id = i + 1;
    const counter = (numberCounters.get(kind.prefix) ?? 10_000 + rng.int(0, 400)) + rng.int(1, 5);
    numberCounters.set(kind.prefix, counter);
    const number = `${kind.prefix}-${counter}`;

    let draft = kind.build(rng);
    for (let attempt = 0; attempt < 6 && usedNames.has(draft.name); attempt++) draft = kind.build(rng);
    // Large catalogues run out of combinations: tell same-named items apart by catalogue number.
    if (usedNames.has(draft.name)) draft = { ...draft, name: `${draft.name} (${number})` };
    usedNames.add(draft.name);

    const companyCode = producerCodes.get(draft.producer);
    if (companyCode === undefined) throw new Error(`producer ${draft.producer} has no EAN code`);
    const item = (eanCounters.get(draft.producer) ?? rng.int(100, 900)) + rng.int(1, 2);
    eanCounters.set(draft.producer, item);
    const eanCode = makeEan13(`${POLISH_GS1_PREFIX}${companyCode}`, item);

    let slug = slugify(draft.name);
    if (usedSlugs.has(slug)) slug = `${slug}-${slugify(number)}`;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(draft.name)}-${slugify(number)}-${n}`;
    usedSlugs.add(slug);

    const isNew = rng.chance(0.07);
    const ageDays = isNew ? rng.int(7, 40) : rng.int(60, 1100);
    const createdAt = ago(ageDays, rng.int(420, 960));
    const updatedDays = rng.int(1, Math.min(ageDays, 90));
    const updatedAt = updatedDays >= ageDays ? createdAt : ago(updatedDays, rng.int(420, 960));

    const outOfStock = rng.chance(0.1);
    const stock = outOfStock ? 0 : rng.chance(0.25) ? rng.int(1, 20) : rng.int(21, 500);
    const supplierDeliveryDays = outOfStock && rng.chance(0.5) ? rng.int(3, 14) : null;
    const isActive: 0 | 1 = rng.chance(0.01) ? 0 : 1;

    const imageCount = rng.weighted([1, 2, 3], [3, 4.5, 2.5]);
    const views = [1, 2, 3].slice(0, imageCount) as (1 | 2 | 3)[];
    const altSuffix = { 1: '', 2: ' – w aranżacji', 3: ' – zbliżenie' };
    views.forEach((view, index) => {
      const path = `products/${slug}-${index + 1}.svg`;
      media.push({ ...productImage({ path, art: draft.art, style: draft.style, view }), updatedAt });
      productImages.push({ productId: id, position: index + 1, path, alt: `${draft.name}${altSuffix[view]}` });
    });

    const row: ProductRow = {
      id,
      uuid: uuid(),
      number,
      slug,
      name: draft.name,
      eanCode,
      description: productDescription(draft, eanCode),
      shortDescription: draft.shortDescription,
      producer: draft.producer,
      color: draft.color ? draft.color.m : null,
      contentAmount: draft.content ? draft.content.amount : null,
      contentUnit: draft.content ? draft.content.unit : null,
      salesUnit: draft.salesUnit,
      netPrice: draft.netPrice,
      vatRate: kind.vatRate,
      stock,
      supplierDeliveryDays,
      mainCategoryId: categoryId(kind.category),
      coverImage: `products/${slug}-1.svg`,
      isActive,
      createdAt,
      updatedAt,
    };
    metas.push({ row, kind, draft, ageDays, isNew });
    productSafety.push(productSafetyRow(id, kind.key, draft.producer));
    if (chemicalCategoryIds.has(row.mainCategoryId)) productHazards.push(productHazardRow(id, draft, now));

    if (kind.extraCategories.length > 0 && rng.chance(0.2)) {
      const extra = rng.pick(kind.extraCategories);
      if (extra !== kind.category) productCategories.push({ productId: id, categoryId: categoryId(extra) });
    }
  }

  // ---- Flags ---------------------------------------------------------------------------------
  const flagRng = stream('flags');
  const flags: FlagRow[] = FLAGS.map((f, position) => ({ code: f.code, slug: f.slug, name: f.name, position }));
  const productFlags: ProductFlagRow[] = [];
  for (const m of metas) {
    if (m.row.isActive === 0) continue;
    if (m.isNew) productFlags.push({ productId: m.row.id, flagCode: 'new' });
    if (m.row.stock > 0 && flagRng.chance(0.1)) productFlags.push({ productId: m.row.id, flagCode: 'bestseller' });
    if (flagRng.chance(0.08)) productFlags.push({ productId: m.row.id, flagCode: 'recommended' });
    if (m.draft.eco) productFlags.push({ productId: m.row.id, flagCode: 'eco' });
  }

  // ---- Promotions and price history ------------------------------------------------------------
  const priceRng = stream('prices');
  const candidates = metas.filter((m) => m.row.isActive === 1 && !m.isNew);
  const promoCount = Math.min(candidates.length, Math.max(1, Math.round(productCount * 0.08)));
  const promoted = priceRng.sample(candidates, promoCount).sort((a, b) => a.row.id - b.row.id);
  const promoStartDays = new Map<number, number>();
  for (const m of promoted) promoStartDays.set(m.row.id, priceRng.int(1, 10));
  // Every third promoted product (at least one) had a lower price within the 30 days before the
  // promotion started, so its Omnibus "lowest price" differs from the regular price.
  const omnibusCases = new Set(promoted.filter((_, i) => i % 3 === 0).map((m) => m.row.id));

  const priceHistory: PriceHistoryRow[] = [];
  const promotions: PromotionRow[] = [];
  for (const m of metas) {
    const current = m.row.netPrice;
    const promoStart = promoStartDays.get(m.row.id);
    const latest = promoStart === undefined ? 1 : promoStart + 1; // last change at least a day before
    const earliest = Math.min(m.ageDays - 1, 120);
    let entries: { days: number; price: number }[];
    if (promoStart !== undefined && omnibusCases.has(m.row.id)) {
      const lower = Math.max(1, Math.round(current * (1 - priceRng.int(5, 9) / 100)));
      entries = [
        { days: earliest, price: wobble(priceRng, current) },
        { days: promoStart + priceRng.int(15, 25), price: lower },
        { days: promoStart + priceRng.int(3, 8), price: current },
      ];
    } else {
      const count = priceRng.int(2, 4);
      const first = Math.max(latest + count, earliest - priceRng.int(0, 10));
      const between: number[] = [];
      for (let d = latest; d < first; d++) between.push(d);
      const days = [first, ...priceRng.sample(between, count - 1).sort((a, b) => b - a)];
      entries = days.map((d, i) => ({ days: d, price: i === days.length - 1 ? current : wobble(priceRng, current) }));
    }
    for (let i = entries.length - 2; i >= 0; i--) {
      const e = entries[i] as { days: number; price: number };
      const next = entries[i + 1] as { days: number; price: number };
      if (e.price === next.price) e.price = next.price + 100; // every entry is a real change
    }
    for (const e of entries) priceHistory.push({ productId: m.row.id, netPrice: e.price, validFrom: ago(e.days) });

    if (promoStart !== undefined) {
      // 10–30% off, rounded down to a price ending in 9 grosze when that stays within 30%.
      const discounted = Math.round(current * (1 - priceRng.int(10, 30) / 100));
      const pretty = discounted - (discounted % 10) - 1;
      promotions.push({
        id: promotions.length + 1,
        productId: m.row.id,
        netPrice: Math.max(1, pretty >= current * 0.7 ? pretty : discounted),
        startsAt: ago(promoStart),
        endsAt: ahead(priceRng.int(7, 30)),
      });
    }
  }

  // Every fourth promoted product also had a short, deeper promotion that ended inside the 30 days
  // before the current one: the Omnibus lowest price counts earlier promotional prices too. Its
  // own stream, so the draws above stay as they were.
  const pastPromoRng = stream('past-promotions');
  for (const m of promoted.filter((_, i) => i % 4 === 1)) {
    const start = (promoStartDays.get(m.row.id) ?? 1) + pastPromoRng.int(12, 20);
    promotions.push({
      id: promotions.length + 1,
      productId: m.row.id,
      netPrice: Math.max(1, Math.round(m.row.netPrice * (1 - pastPromoRng.int(31, 40) / 100))),
      startsAt: ago(start),
      endsAt: ago(start - pastPromoRng.int(3, 7)),
    });
  }

  // ---- Product sets ----------------------------------------------------------------------------
  const setRng = stream('sets');
  const productSets: ProductSetRow[] = [];
  const productSetItems: ProductSetItemRow[] = [];
  const activeByKind = new Map<string, ProductMeta[]>();
  for (const m of metas) {
    if (m.row.isActive === 0) continue;
    const list = activeByKind.get(m.kind.key) ?? [];
    list.push(m);
    activeByKind.set(m.kind.key, list);
  }
  for (const template of SET_TEMPLATES) {
    const chosen: { meta: ProductMeta; quantity: number }[] = [];
    for (const wanted of template.items) {
      const pool = (activeByKind.get(wanted.kind) ?? []).filter((m) => !chosen.some((c) => c.meta === m));
      const tagged = wanted.tag ? pool.filter((m) => m.draft.tags.includes(wanted.tag as string)) : pool;
      const from = tagged.length > 0 ? tagged : pool;
      if (from.length === 0) continue;
      chosen.push({ meta: setRng.pick(from), quantity: wanted.quantity });
    }
    if (chosen.length < 2) continue;
    const id = productSets.length + 1;
    const slug = slugify(template.name);
    const coverImage = `sets/${slug}.svg`;
    const updatedAt = ago(setRng.int(2, 60), setRng.int(420, 960));
    const arts: { art: ArtKind; style: ArtStyle }[] = chosen.map((c) => ({ art: c.meta.draft.art, style: c.meta.draft.style }));
    media.push({ ...setCoverImage(coverImage, arts, template.accent), updatedAt });
    productSets.push({ id, uuid: uuid(), slug, name: template.name, description: template.description, coverImage, isActive: 1, updatedAt });
    chosen.forEach((c, index) => {
      const discount = setRng.int(5, 15) / 100;
      productSetItems.push({
        setId: id,
        productId: c.meta.row.id,
        position: index + 1,
        quantity: c.quantity,
        netPrice: Math.max(1, Math.round(c.meta.row.netPrice * (1 - discount))),
      });
    });
  }

  // ---- Blog ------------------------------------------------------------------------------------
  const blogRng = stream('blog');
  const blogCategories: BlogCategoryRow[] = BLOG_CATEGORIES.map((c, i) => ({
    id: i + 1,
    slug: slugify(c.name),
    name: c.name,
    description: c.description,
    position: i,
  }));
  const blogTags: BlogTagRow[] = BLOG_TAGS.map((name, i) => ({ id: i + 1, slug: slugify(name), name }));
  const blogCategoryId = new Map(blogCategories.map((c) => [c.name, c.id]));
  const tagId = new Map(blogTags.map((t) => [t.name, t.id]));
  const blogPosts: BlogPostRow[] = [];
  const blogPostTags: BlogPostTagRow[] = [];
  BLOG_POSTS.forEach((post, i) => {
    const id = i + 1;
    const slug = post.slug ?? slugify(post.title);
    const categoryIdOfPost = blogCategoryId.get(post.category);
    if (categoryIdOfPost === undefined) throw new Error(`unknown blog category ${post.category}`);
    const publishedDays = 2 + i * 13 + blogRng.int(0, 6);
    const publishedAt = ago(publishedDays, blogRng.int(480, 840));
    const updatedDays = blogRng.chance(0.3) ? blogRng.int(1, publishedDays - 1) : publishedDays;
    const updatedAt = updatedDays === publishedDays ? publishedAt : ago(updatedDays, blogRng.int(480, 960));
    const coverImage = `blog/${slug}.svg`;
    media.push({ ...bannerImage(coverImage, post.theme), updatedAt });
    blogPosts.push({
      id,
      uuid: uuid(),
      slug,
      title: post.title,
      lead: post.lead,
      body: post.body.join('\n\n'),
      author: blogRng.pick(BLOG_AUTHORS),
      categoryId: categoryIdOfPost,
      coverImage,
      publishedAt,
      updatedAt,
    });
    for (const tag of post.tags) {
      const t = tagId.get(tag);
      if (t === undefined) throw new Error(`unknown blog tag ${tag}`);
      blogPostTags.push({ postId: id, tagId: t });
    }
  });

  // ---- Branches, pages, milestones, departments -------------------------------------------------------------
  const branches: BranchRow[] = BRANCHES.map((b, i) => ({
    id: i + 1,
    uuid: uuid(),
    slug: b.slug,
    name: b.name,
    kind: b.kind,
    street: b.street,
    postalCode: b.postalCode,
    city: b.city,
    phone: b.phone,
    email: `${b.emailUser}@${SHOP_EMAIL_DOMAIN}`,
    lat: b.lat,
    lng: b.lng,
    openingHours: JSON.stringify(b.hours),
    description: b.description,
    position: i,
  }));

  const pageRng = stream('pages');
  const pages: PageRow[] = PAGES.map((p, i) => ({
    id: i + 1,
    uuid: uuid(),
    slug: p.slug,
    kind: p.kind,
    title: p.title,
    metaDescription: p.metaDescription,
    lead: p.lead,
    body: p.body.join('\n\n'),
    updatedAt: ago(pageRng.int(5, 200), pageRng.int(420, 960)),
  }));

  const milestones: MilestoneRow[] = MILESTONES.map((m, i) => ({
    id: i + 1,
    year: m.year,
    title: m.title,
    description: m.description,
    position: i,
  }));

  const departments: DepartmentRow[] = DEPARTMENTS.map(({ emailUser, ...department }, i) => ({
    id: i + 1,
    ...department,
    email: `${emailUser}@${SHOP_EMAIL_DOMAIN}`,
    position: i,
  }));

  // ---- Home slider -----------------------------------------------------------------------------
  const sliders: SliderRow[] = [{ id: 1, slug: 'strona-glowna', name: 'Strona główna' }];
  const slides: SlideRow[] = HOME_SLIDES.map((s, i) => {
    const image = `slides/${i + 1}.svg`;
    media.push({ ...bannerImage(image, s.theme), updatedAt: ago(1) });
    return {
      sliderId: 1,
      position: i + 1,
      title: s.title,
      subtitle: s.subtitle,
      image,
      linkUrl: s.linkUrl,
      linkLabel: s.linkLabel,
    };
  });

  return {
    media,
    categories,
    products: metas.map((m) => m.row),
    productHazards,
    productSafety,
    productImages,
    productCategories,
    flags,
    productFlags,
    priceHistory,
    promotions,
    productSets,
    productSetItems,
    blogCategories,
    blogTags,
    blogPosts,
    blogPostTags,
    branches,
    pages,
    milestones,
    departments,
    sliders,
    slides,
  };
}

/** A past price a few percent above or below the current one. */
function wobble(rng: Rng, price: number): number {
  const changed = Math.round(price * (1 + rng.int(-12, 12) / 100));
  return Math.max(1, changed);
}

/** Product description in the light markup: paragraphs, '## ' headings and '- ' lists. */
function productDescription(draft: Draft, eanCode: string): string {
  const specs: [string, string][] = [
    ['Producent', draft.producer],
    ...(draft.color ? ([['Kolor', draft.color.m]] as [string, string][]) : []),
    ...draft.specs,
    ['Jednostka sprzedaży', draft.salesUnit],
    ['Kod EAN', eanCode],
  ];
  return [
    draft.intro.trim(),
    '## Najważniejsze zalety',
    draft.features.map((f) => `- ${f}`).join('\n'),
    '## Zastosowanie',
    draft.usage,
    '## Dane techniczne',
    specs.map(([k, v]) => `- ${k}: ${v}`).join('\n'),
  ].join('\n\n');
}
