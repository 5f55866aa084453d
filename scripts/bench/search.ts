/**
 * Search and facet benchmark: seeds the local D1 with N products (default 10,000), serves the
 * Worker with `wrangler dev` and measures, one request at a time over HTTP, the latency of
 * suggestions and searches for typed prefixes and full words, and of facet counting and filtered
 * listings for the largest category (16 filters built from its own facets), past the edge cache
 * (and, for comparison, suggestions answered by it). Prints p50/p95/p99 against the targets of
 * issues 5 and 38, then each call's stages as the worker reports them in `Server-Timing`
 * (worker/src/server-timing.ts: edge, cache, API with D1, JSON and the rest; `http` is the time
 * outside the worker), then restores the 300-product demo catalogue. Needs a built site
 * (site/out) for wrangler dev.
 *
 *   node scripts/bench/search.ts [--products 10000] [--port 8834] [--rounds 3] [--keep-catalogue]
 *
 * `--keep-catalogue` skips seeding (and restoring): it measures whatever the local D1 holds, so
 * two runs in a row need one 10,000-product seed.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { CategoryFacetsResponse, CategoryNode, ListResponse } from '#lib/api-types.ts';
import { withBenchCatalogue } from '../lib/local-db.ts';
import { startLocalWorker } from '../lib/local-worker.ts';
import { outDir } from '../lib/paths.ts';
import { facetFilterSamples } from './facet-filters.ts';
import { parseServerTiming, summarizeStages, type TimedResponse } from './server-timing.ts';
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
/** Filters asked of the largest category, for facets and listings alike: 48 samples a line in 3 rounds. */
const FACET_FILTER_COUNT = 16;
const TARGETS = { search: 30, facets: 50 };

interface Series {
  label: string;
  target: number | null;
  samples: TimedResponse[];
}

/** Headers that read past the edge cache (the local worker's bypass secret), set once it starts. */
let pastCache: Record<string, string> = {};

/**
 * One GET, timed to the last byte, with the stages the worker reports. Past the edge cache (as
 * the build reads), so the search itself is measured, not a cache hit, unless `cached`.
 */
async function timeGet(url: string, { cached = false } = {}): Promise<TimedResponse> {
  const started = performance.now();
  const response = await fetch(url, { headers: cached ? {} : pastCache });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return { ms: elapsed, stages: parseServerTiming(response.headers.get('Server-Timing')) };
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

/** The machine's load average, as `uptime` prints it: the run is only as quiet as the machine. */
function formatLoad(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

function printTable(rows: readonly (readonly string[])[]): void {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
}

function report(series: readonly Series[]): void {
  const rows = series.map(({ label, target, samples }) => {
    const { p50, p95, p99, count } = summarize(samples.map((sample) => sample.ms));
    const verdict = target === null ? '' : p95 < target ? `meets p95 < ${target} ms` : `MISSES p95 < ${target} ms`;
    return [label, String(count), p50.toFixed(1), p95.toFixed(1), p99.toFixed(1), verdict];
  });
  printTable([['', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', ''], ...rows]);
}

/** Each line's stages, p50 / p95 in ms, as the worker timed them (Server-Timing). */
function reportStages(series: readonly Series[]): void {
  const summaries = series.map(({ label, samples }) => ({ label, stages: summarizeStages(samples) }));
  const stages = [...new Set(summaries.flatMap(({ stages }) => stages.map(({ stage }) => stage)))];
  if (stages.length === 0) {
    console.log('\n  (the worker reported no stages: Server-Timing needs DEV_TOOLS=on)');
    return;
  }
  console.log('\nstages, p50 / p95 ms (Server-Timing; http: outside the worker)');
  const rows = summaries.map(({ label, stages: found }) => [
    label,
    ...stages.map((stage) => {
      const summary = found.find((entry) => entry.stage === stage);
      return summary ? `${summary.p50.toFixed(1)} / ${summary.p95.toFixed(1)}` : '';
    }),
  ]);
  printTable([['', ...stages], ...rows]);
}

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    port: { type: 'string', default: '8834' },
    rounds: { type: 'string', default: '3' },
    'keep-catalogue': { type: 'boolean', default: false },
  },
});
const keepCatalogue = values['keep-catalogue'];
const products = Number(values.products);
const port = Number(values.port);
const rounds = Number(values.rounds);
if (![products, port, rounds].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('usage: node scripts/bench/search.ts [--products 10000] [--port 8834] [--rounds 3] [--keep-catalogue]');
  process.exit(2);
}
if (!existsSync(outDir)) {
  console.error('site/out is missing: build the site first (npm run build), wrangler dev serves it.');
  process.exit(2);
}

await withBenchCatalogue({ products, keep: keepCatalogue }, async (loaded) => {
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
    const { facets } = (await (
      await fetch(`${api}/categories/slug/${category.slug}/facets`, { headers: pastCache })
    ).json()) as CategoryFacetsResponse;
    const facetFilters = facetFilterSamples(facets, FACET_FILTER_COUNT);
    const facetUrls = facetFilters.map((filters) => `${api}/categories/slug/${category.slug}/facets${filters ? `?filters=${filters}` : ''}`);
    const listingUrls = facetFilters.map((filters) => `${api}/categories/slug/${category.slug}/listing${filters ? `?filters=${filters}` : ''}`);

    const loadBefore = formatLoad();
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
    const [suggestions, prefixSearch, fullSearch, facetLine, listing, cachedSuggestions] = series as [Series, Series, Series, Series, Series, Series];
    await measure(suggestions, suggestionUrls, rounds);
    await measure(prefixSearch, prefixSearchUrls, rounds);
    await measure(fullSearch, fullSearchUrls, rounds);
    await measure(facetLine, facetUrls, rounds);
    await measure(listing, listingUrls, rounds);
    await measure(cachedSuggestions, suggestionUrls, 1, { cached: true });
    await measure(cachedSuggestions, suggestionUrls, rounds, { cached: true });
    cachedSuggestions.samples.splice(0, suggestionUrls.length);

    console.log(`\nsearch benchmark, ${loaded} products, wrangler dev on 127.0.0.1:${port}, one request at a time, ${rounds} rounds`);
    console.log(`load average (1, 5, 15 min) at the start ${loadBefore}, at the end ${formatLoad()}`);
    report(series);
    reportStages(series);
  } finally {
    await worker.stop();
  }
});
