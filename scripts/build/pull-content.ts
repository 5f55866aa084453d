/**
 * Pulls everything the static site shows through the shop API into site/content (JSON the data
 * layer reads) and site/public/media (files), printing progress as it goes.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  BlogCategory,
  BlogPost,
  BlogTag,
  Branch,
  CategoryFacets,
  CategoryFacetsResponse,
  CategoryNode,
  Department,
  Flag,
  ListResponse,
  MediaEntry,
  Milestone,
  Page,
  PagedResponse,
  Product,
  ProductSet,
  Slider,
} from '#lib/api-types.ts';
import { toProductSummary } from '#lib/product-summary.ts';
import { contentDir, mediaDir } from '../lib/paths.ts';
import type { ApiSource } from './api-source.ts';

const PAGE_SIZE = 500;
const MEDIA_CONCURRENCY = 16;

async function getJson<T>(source: ApiSource, apiPath: string): Promise<T> {
  return (await (await source.get(apiPath)).json()) as T;
}

/** Every item of a paged list, following `nextCursor`. */
async function getAll<T>(source: ApiSource, apiPath: string, onPage?: (count: number) => void): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    const page: PagedResponse<T> = await getJson(source, `${apiPath}?${query}`);
    items.push(...page.items);
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

async function pullMedia(source: ApiSource): Promise<number> {
  const entries = await getAll<MediaEntry>(source, '/api/public/v1/media');
  let done = 0;
  let changed = 0;
  const queue = [...entries];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const response = await source.get(`/api/public/v1/media/file/${entry.path}`);
      if (await writeIfChanged(path.join(mediaDir, entry.path), new Uint8Array(await response.arrayBuffer()))) changed++;
      progress('media files', ++done, entries.length);
    }
  };
  await Promise.all(Array.from({ length: MEDIA_CONCURRENCY }, worker));
  endProgress();
  console.log(`  media files changed: ${changed}`);
  return entries.length;
}

export async function pullContent(source: ApiSource): Promise<Record<string, number>> {
  await rm(contentDir, { recursive: true, force: true });
  const counts: Record<string, number> = {};

  const categories = (await getJson<ListResponse<CategoryNode>>(source, '/api/public/v1/categories/tree/hierarchy')).items;
  await writeJson(path.join(contentDir, 'categories.json'), categories);
  counts.categories = categories.length;

  // The facet panel of each prerendered category page starts from the API's counts.
  const facets: Record<string, CategoryFacets> = {};
  const walk = async (nodes: CategoryNode[]): Promise<void> => {
    for (const node of nodes) {
      facets[node.slug] = (await getJson<CategoryFacetsResponse>(source, `/api/public/v1/categories/slug/${node.slug}/facets`)).facets;
      await walk(node.children);
    }
  };
  await walk(categories);
  await writeJson(path.join(contentDir, 'category-facets.json'), facets);

  const products = await getAll<Product>(source, '/api/public/v1/products', (count) => progress('products', count));
  endProgress();
  for (const product of products) await writeJson(path.join(contentDir, 'products', `${product.slug}.json`), product);
  await writeJson(path.join(contentDir, 'products.json'), products.map(toProductSummary));
  counts.products = products.length;

  const lists: [file: string, apiPath: string][] = [
    ['product-sets.json', '/api/public/v1/product-sets'],
    ['flags.json', '/api/public/v1/flags'],
    ['blog-categories.json', '/api/public/v1/blog/categories'],
    ['blog-tags.json', '/api/public/v1/blog/tags'],
    ['branches.json', '/api/public/v1/branches'],
    ['pages.json', '/api/public/v1/pages'],
    ['milestones.json', '/api/public/v1/milestones'],
    ['departments.json', '/api/public/v1/departments'],
  ];
  for (const [file, apiPath] of lists) {
    const { items } = await getJson<ListResponse<ProductSet | Flag | BlogCategory | BlogTag | Branch | Page | Milestone | Department>>(
      source,
      apiPath,
    );
    await writeJson(path.join(contentDir, file), items);
    counts[file.replace('.json', '')] = items.length;
  }

  const posts = await getAll<BlogPost>(source, '/api/public/v1/blog/posts');
  await writeJson(path.join(contentDir, 'blog-posts.json'), posts);
  counts['blog-posts'] = posts.length;

  const slider = await getJson<Slider>(source, '/api/public/v1/slider/slug/strona-glowna');
  await writeJson(path.join(contentDir, 'slider-strona-glowna.json'), slider);
  counts.slides = slider.slides.length;

  counts.media = await pullMedia(source);
  await writeJson(path.join(contentDir, 'manifest.json'), { builtAt: new Date().toISOString(), source: source.name, counts });
  return counts;
}
