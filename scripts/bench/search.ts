/**
 * Search and facet benchmark: seeds the local D1 with N products (default 10,000), serves the
 * Worker with `wrangler dev` and measures, one request at a time over HTTP, the latency of
 * suggestions and searches for typed prefixes and full words, and of facet counting and filtered
 * listings for the largest category, past the edge cache (and, for comparison, suggestions
 * answered by it). Prints p50/p95/p99 against the targets of issue 5, then restores the
 * 300-product demo catalogue. Needs a built site (site/out) for wrangler dev.
 *
 *   node scripts/bench/search.ts [--products 10000] [--port 8834] [--rounds 3]
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CategoryNode, ListResponse } from '#lib/api-types.ts';
import { migrateLocalDb, seedLocalDb } from '../lib/local-db.ts';
import { startLocalWorker } from '../lib/local-worker.ts';
import { outDir } from '../lib/paths.ts';
import { summarize } from './stats.ts';

/** Words shoppers type, without Polish letters as they often do; each is typed letter by letter. */
const TYPED_WORDS = ['recznik', 'dozownik', 'mydlo', 'suszarka', 'papier', 'worki', 'kosz', 'plyn', 'odswiezacz', 'rekawice', 'rr-10', '5904'];
/** Whole queries, as submitted with Enter. */
const FULL_QUERIES = [
  'recznik papierowy',
  'ręczniki składane zz',
  'mydło w płynie',
  'dozownik mydla',
  'suszarka do rak',
  'papier toaletowy jumbo',
  'worki na smieci 120 l',
  'kiehl',
  'zolty',
  'plyn do dezynfekcji',
  'recznk papierowy',
  'stal nierdzewna',
];
const FACET_FILTERS = ['', 'producent-merida', 'dostepne', 'cena-20-49', 'producent-merida_kolor-bialy', 'flaga-bestsellery_sortuj-cena-rosnaco'];
const TARGETS = { search: 30, facets: 50 };

interface Series {
  label: string;
  target: number | null;
  samples: number[];
}

/** Headers that read past the edge cache (the local worker's bypass secret), set once it starts. */
let pastCache: Record<string, string> = {};

/**
 * One GET, timed to the last byte. Past the edge cache (as the build reads), so the search itself
 * is measured, not a cache hit, unless `cached`.
 */
async function timeGet(url: string, { cached = false } = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: cached ? {} : pastCache });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return elapsed;
}

async function measure(series: Series, urls: readonly string[], rounds: number, options: { cached?: boolean } = {}): Promise<void> {
  for (let round = 0; round < rounds; round++) for (const url of urls) series.samples.push(await timeGet(url, options));
}

function typedPrefixes(): string[] {
  return TYPED_WORDS.flatMap((word) => Array.from({ length: word.length }, (_, index) => word.slice(0, index + 1)));
}

function largestCategory(nodes: readonly CategoryNode[]): CategoryNode {
  const all = nodes.flatMap(function flatten(node): CategoryNode[] {
    return [node, ...node.children.flatMap(flatten)];
  });
  const largest = all.filter((node) => node.kind === 'regular').sort((a, b) => b.productCount - a.productCount)[0];
  if (!largest) throw new Error('no categories');
  return largest;
}

function report(series: readonly Series[]): void {
  const rows = series.map(({ label, target, samples }) => {
    const { p50, p95, p99, count } = summarize(samples);
    const verdict = target === null ? '' : p95 < target ? `meets p95 < ${target} ms` : `MISSES p95 < ${target} ms`;
    return [label, String(count), p50.toFixed(1), p95.toFixed(1), p99.toFixed(1), verdict];
  });
  const header = ['', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  for (const row of [header, ...rows]) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
}

const { values } = parseArgs({
  options: { products: { type: 'string', default: '10000' }, port: { type: 'string', default: '8834' }, rounds: { type: 'string', default: '3' } },
});
const products = Number(values.products);
const port = Number(values.port);
const rounds = Number(values.rounds);
if (![products, port, rounds].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('usage: node scripts/bench/search.ts [--products 10000] [--port 8834] [--rounds 3]');
  process.exit(2);
}
if (!existsSync(outDir)) {
  console.error('site/out is missing: build the site first (npm run build), wrangler dev serves it.');
  process.exit(2);
}

await migrateLocalDb();
console.log(`Seeding ${products} products`);
await seedLocalDb(products);
try {
  const worker = await startLocalWorker({ port, quiet: true });
  pastCache = worker.pastCacheHeaders;
  try {
    const api = `${worker.url}/api/public/v1`;
    const { items: tree } = (await (await fetch(`${api}/categories/tree/hierarchy`)).json()) as ListResponse<CategoryNode>;
    const category = largestCategory(tree);
    const prefixes = typedPrefixes();
    const suggestionUrls = prefixes.map((prefix) => `${api}/search/suggestions?q=${encodeURIComponent(prefix)}`);
    const prefixSearchUrls = prefixes.map((prefix) => `${api}/search?q=${encodeURIComponent(prefix)}`);
    const fullSearchUrls = FULL_QUERIES.map((query) => `${api}/search?q=${encodeURIComponent(query)}`);
    const facetUrls = FACET_FILTERS.map((filters) => `${api}/categories/slug/${category.slug}/facets${filters ? `?filters=${filters}` : ''}`);
    const listingUrls = FACET_FILTERS.map((filters) => `${api}/categories/slug/${category.slug}/listing${filters ? `?filters=${filters}` : ''}`);

    // One untimed pass warms workerd, the D1 page cache and the module.
    for (const url of [...suggestionUrls, ...prefixSearchUrls, ...fullSearchUrls, ...facetUrls, ...listingUrls]) await timeGet(url);

    const series: Series[] = [
      { label: `suggestions, typed prefixes (${prefixes.length})`, target: TARGETS.search, samples: [] },
      { label: `search, typed prefixes (${prefixes.length})`, target: TARGETS.search, samples: [] },
      { label: `search, full words (${FULL_QUERIES.length})`, target: TARGETS.search, samples: [] },
      { label: `facets, ${category.slug} (${category.productCount} products)`, target: TARGETS.facets, samples: [] },
      { label: `listing page + facets, ${category.slug}`, target: null, samples: [] },
      { label: 'suggestions from the edge cache (HIT)', target: null, samples: [] },
    ];
    const [suggestions, prefixSearch, fullSearch, facets, listing, cachedSuggestions] = series as [Series, Series, Series, Series, Series, Series];
    await measure(suggestions, suggestionUrls, rounds);
    await measure(prefixSearch, prefixSearchUrls, rounds);
    await measure(fullSearch, fullSearchUrls, rounds);
    await measure(facets, facetUrls, rounds);
    await measure(listing, listingUrls, rounds);
    await measure(cachedSuggestions, suggestionUrls, 1, { cached: true });
    await measure(cachedSuggestions, suggestionUrls, rounds, { cached: true });
    cachedSuggestions.samples.splice(0, suggestionUrls.length);

    console.log(`\nsearch benchmark, ${products} products, wrangler dev on 127.0.0.1:${port}, one request at a time, ${rounds} rounds`);
    report(series);
  } finally {
    await worker.stop();
  }
} finally {
  console.log('\nRestoring the 300-product demo catalogue');
  await seedLocalDb(300);
}
