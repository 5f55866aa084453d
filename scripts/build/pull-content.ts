/**
 * Pulls everything the static site shows through the shop API into site/content (JSON the data
 * layer reads) and site/public/media (files), printing progress as it goes. The lists are fetched
 * whole (paged JSON is cheap) and written incrementally (content-store.ts): only what changed
 * since the previous pull is written, what is gone is removed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { CategoryFacets, CategoryNode } from '#lib/api-types.ts';
import { toProductSummary } from '#lib/product-summary.ts';
import { blogCategorySchema, blogPostSchema, blogTagSchema } from '#worker/api/blog/schemas.ts';
import { branchSchema } from '#worker/api/branches/schemas.ts';
import { categoryFacetsResponseSchema, categoryNodeSchema } from '#worker/api/categories/schemas.ts';
import { departmentSchema } from '#worker/api/departments/schemas.ts';
import { flagSchema } from '#worker/api/flags/schemas.ts';
import { mediaEntrySchema } from '#worker/api/media/schemas.ts';
import { deliveryMethodsSchema } from '#worker/api/orders/schemas.ts';
import { milestoneSchema, pageSchema } from '#worker/api/pages/schemas.ts';
import { productSetSchema } from '#worker/api/product-sets/schemas.ts';
import { productSchema } from '#worker/api/products/schemas.ts';
import { listOf, pagedListOf } from '#worker/api/schemas.ts';
import { sliderSchema } from '#worker/api/sliders/schemas.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import { contentDir as defaultContentDir, mediaDir as defaultMediaDir } from '../lib/paths.ts';
import { listingFactsOf } from './affected-pages.ts';
import type { ApiSource } from './api-source.ts';
import { describeChanges, hashItems, hashJson } from './content-diff.ts';
import { type ContentFile, storeContent } from './content-store.ts';
import { mediaToFetch, readPulledMedia, recordPulledMedia } from './media-changes.ts';

const PAGE_SIZE = 500;
const MEDIA_CONCURRENCY = 16;
const FACETS_CONCURRENCY = 8;

/** Where the pulled content goes: the site's content and media folders unless told otherwise. */
export interface PullTargets {
  contentDir: string;
  mediaDir: string;
}

/** An answer that does not match the contract: it names the call and the first fields that differ. */
export class ContractDriftError extends Error {
  constructor(apiPath: string, error: z.core.$ZodError) {
    const fields = error.issues
      .slice(0, 5)
      .map((issue) => `  ${issue.path.length > 0 ? issue.path.join('.') : '(the whole answer)'}: ${issue.message}`)
      .join('\n');
    super(`GET ${apiPath} answered a shape the API contract does not allow (worker/src/api/*/schemas.ts):\n${fields}`);
    this.name = 'ContractDriftError';
  }
}

/** GET a call and parse its answer with the call's own response schema. */
async function getParsed<S extends z.ZodType>(source: ApiSource, apiPath: string, schema: S): Promise<z.output<S>> {
  const body: unknown = await (await source.get(apiPath)).json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractDriftError(apiPath, parsed.error);
  return parsed.data;
}

/** Every item of a paged list, following `nextCursor`. */
async function getAll<S extends z.ZodType>(source: ApiSource, apiPath: string, item: S, onPage?: (count: number) => void): Promise<z.output<S>[]> {
  const items: z.output<S>[] = [];
  const pageSchema = pagedListOf(item);
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    const page = await getParsed(source, `${apiPath}?${query}`, pageSchema);
    items.push(...(page.items as z.output<S>[]));
    onPage?.(items.length);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

async function writeJson(file: string, data: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(data));
}

/** Writes a file only when its bytes changed, so unchanged media keep their timestamps. */
async function writeIfChanged(file: string, bytes: Uint8Array): Promise<boolean> {
  const existing = await readFile(file).catch(() => null);
  if (existing && Buffer.compare(existing, bytes) === 0) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return true;
}

function progress(label: string, done: number, total?: number): void {
  const line = total === undefined ? `  ${label}: ${done}` : `  ${label}: ${done}/${total}`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
  else if (total === undefined || done === total || done % 2000 === 0) console.log(line);
}

function endProgress(): void {
  if (process.stdout.isTTY) process.stdout.write('\n');
}

async function pullMedia(source: ApiSource, mediaDir: string, stateFile: string): Promise<number> {
  const entries = await getAll(source, '/api/public/v1/media', mediaEntrySchema);
  // Incremental (media-changes.ts): only new, changed or missing files are fetched, gone ones removed.
  const previous = await readPulledMedia(stateFile);
  const due = await mediaToFetch(entries, previous, mediaDir);
  let done = 0;
  let changed = 0;
  await mapConcurrently(due, MEDIA_CONCURRENCY, async (entry) => {
    const response = await source.get(`/api/public/v1/media/file/${entry.path}`);
    if (await writeIfChanged(path.join(mediaDir, entry.path), new Uint8Array(await response.arrayBuffer()))) changed++;
    progress('media files', ++done, due.length);
  });
  if (due.length > 0) endProgress();
  const removed = await recordPulledMedia(entries, previous, mediaDir, stateFile);
  console.log(`  media files: ${entries.length} listed, ${due.length} fetched (${changed} changed), ${removed} removed`);
  return entries.length;
}

export async function pullContent(
  source: ApiSource,
  { contentDir, mediaDir }: PullTargets = { contentDir: defaultContentDir, mediaDir: defaultMediaDir },
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const files: ContentFile[] = [];
  /** A file diffed item by item (by `keyOf`), or as one whole when no key is given. */
  const addFile = <T>(file: string, group: string, data: T[] | T, keyOf?: (item: T) => string) => {
    const hashes = keyOf && Array.isArray(data) ? hashItems(data, keyOf) : { '*': hashJson(data) };
    files.push({ file, data, groups: { [group]: hashes } });
  };

  const bySlug = (item: { slug: string }) => item.slug;
  const lists: [file: string, apiPath: string, item: z.ZodType, keyOf?: (item: { slug: string }) => string][] = [
    ['product-sets.json', '/api/public/v1/product-sets', productSetSchema, bySlug],
    ['flags.json', '/api/public/v1/flags', flagSchema],
    ['blog-categories.json', '/api/public/v1/blog/categories', blogCategorySchema],
    ['blog-tags.json', '/api/public/v1/blog/tags', blogTagSchema],
    ['branches.json', '/api/public/v1/branches', branchSchema],
    ['pages.json', '/api/public/v1/pages', pageSchema],
    ['milestones.json', '/api/public/v1/milestones', milestoneSchema],
    ['departments.json', '/api/public/v1/departments', departmentSchema],
  ];
  // The calls do not depend on each other: asked at once, the API (in-process or remote) works
  // on one while the build parses another. The media follow once the content is stored.
  const [categories, products, listed, posts, delivery, slider] = await Promise.all([
    getParsed(source, '/api/public/v1/categories/tree/hierarchy', listOf(categoryNodeSchema)).then((answer) => answer.items),
    getAll(source, '/api/public/v1/products', productSchema, (count) => progress('products', count)),
    Promise.all(lists.map(([, apiPath, item]) => getParsed(source, apiPath, listOf(item)).then((answer) => answer.items as { slug: string }[]))),
    getAll(source, '/api/public/v1/blog/posts', blogPostSchema),
    // The Offer blocks' shipping prices (site/src/lib/offer-json-ld.ts) come from the checkout's own list.
    getParsed(source, '/api/public/v1/checkout/delivery-methods', deliveryMethodsSchema),
    getParsed(source, '/api/public/v1/slider/slug/strona-glowna', sliderSchema),
  ]);
  endProgress();
  addFile('categories.json', 'categories', categories);
  counts.categories = categories.length;

  // The facet panel of each prerendered category page starts from the API's counts.
  const slugs: string[] = [];
  const walk = (nodes: CategoryNode[]): void => {
    for (const node of nodes) {
      slugs.push(node.slug);
      walk(node.children);
    }
  };
  walk(categories);
  const facets: Record<string, CategoryFacets> = Object.fromEntries(
    await mapConcurrently(slugs, FACETS_CONCURRENCY, async (slug) => {
      const answer = await getParsed(source, `/api/public/v1/categories/slug/${slug}/facets`, categoryFacetsResponseSchema);
      return [slug, answer.facets] as const;
    }),
  );
  files.push({
    file: 'category-facets.json',
    data: facets,
    groups: { 'category-facets': Object.fromEntries(Object.entries(facets).map(([slug, facet]) => [slug, hashJson(facet)])) },
  });

  const productHashes = hashItems(products, bySlug);
  files.push({ file: 'products.json', data: products.map(toProductSummary), groups: { products: productHashes } });
  counts.products = products.length;

  lists.forEach(([file, , , keyOf], index) => {
    const items = listed[index] ?? [];
    const name = file.replace('.json', '');
    addFile(file, name, items, keyOf);
    counts[name] = items.length;
  });

  addFile('blog-posts.json', 'blog-posts', posts, bySlug);
  counts['blog-posts'] = posts.length;
  addFile('delivery-methods.json', 'delivery-methods', delivery.items);
  counts['delivery-methods'] = delivery.items.length;
  addFile('slider-strona-glowna.json', 'slider', slider);
  counts.slides = slider.slides.length;

  const stored = await storeContent(contentDir, {
    files,
    collections: [{ dir: 'products', group: 'products', items: new Map(products.map((product) => [product.slug, product])), hashes: productHashes }],
    hashOnly: { 'product-listings': hashItems(products, bySlug, (product) => hashJson(listingFactsOf(product))) },
  });
  const changed = describeChanges(stored.changes);
  console.log(
    stored.fresh
      ? `  no previous pull: ${stored.written} files written`
      : `  changed since the previous pull: ${changed.length > 0 ? changed.join('; ') : 'nothing'} (${stored.written} files written, ${stored.deleted} removed)`,
  );

  counts.media = await pullMedia(source, mediaDir, path.join(contentDir, 'media-pulled.json'));
  await writeJson(path.join(contentDir, 'manifest.json'), { builtAt: new Date().toISOString(), source: source.name, counts });
  return counts;
}
