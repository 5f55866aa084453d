/**
 * Publishing benchmark (issue 35): the time from an editor's „Opublikuj zmiany” to the live page,
 * through the same way the panel takes: the admin API's `POST /rebuilds`, the deploy hook's local
 * stand-in, the rebuild with its reports (scripts/build/publish-run.ts), until the request is live.
 * Two publishes on an N-product catalogue:
 *   1. one product's price (a selected-pages rebuild);
 *   2. a new product (every page rendered again: listings and recommendations reorder).
 * Each prints the time from the click to live, as the panel shows it, and the build's steps.
 * Restores the 300-product demo catalogue afterwards unless --keep. --built skips the seed and
 * the first build when an earlier run left that catalogue seeded and built.
 *
 *   node scripts/bench/publish.ts [--products 10000] [--keep] [--built]
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ProductSummary } from '#lib/api-types.ts';
import { makeEan13, POLISH_GS1_PREFIX } from '#lib/ean.ts';
import { reportLivePages } from '../build/publish-run.ts';
import { migrateLocalDb, seedLocalDb } from '../lib/local-db.ts';
import { startLocalStandIns } from '../lib/local-stand-ins.ts';
import { freePort, LOCAL_ADMIN_API_TOKEN, startLocalWorker } from '../lib/local-worker.ts';
import { contentDir, repoRoot, siteDir } from '../lib/paths.ts';
import { runNode } from '../lib/run.ts';

const buildScript = path.join(repoRoot, 'scripts', 'build', 'index.ts');

interface RebuildRequest {
  id: number;
  state: 'queued' | 'building' | 'live' | 'failed';
  requestedAt: string;
  finishedAt: string | null;
  steps: { at: string; step: string }[];
  message: string | null;
}

const { values } = parseArgs({
  options: { products: { type: 'string', default: '300' }, keep: { type: 'boolean', default: false }, built: { type: 'boolean', default: false } },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error('usage: node scripts/bench/publish.ts [--products N] [--keep] [--built]');
  process.exit(2);
}

await migrateLocalDb();
if (!values.built) {
  await seedLocalDb(products);
  console.log(`Seeded ${products} products; the first build (not timed)…`);
  await runNode(buildScript, [], { stdio: ['ignore', 'ignore', 'inherit'] });
}

let shop: string | undefined;
const standIns = await startLocalStandIns({}, { rebuildOnDispatch: true, publishTo: () => shop });
// wrangler dev lists and hashes every file of the export before it answers: over 5 minutes for 11,000 pages on a busy machine.
const worker = await startLocalWorker({ port: await freePort(), quiet: true, vars: standIns.vars, startTimeoutMs: 30 * 60_000 });
shop = worker.url;
const results: string[] = [];
/** A figure as soon as it is measured (a later failure does not take it away), kept for the summary. */
const report = (line: string) => {
  results.push(line);
  console.log(`publish benchmark: ${line.trim()}`);
};
try {
  await reportLivePages({ api: worker.url, token: LOCAL_ADMIN_API_TOKEN, request: null });
  const admin = async <T>(method: string, apiPath: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${worker.url}/api/admin/v1${apiPath}`, {
      method,
      headers: { Authorization: `Bearer ${LOCAL_ADMIN_API_TOKEN}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${apiPath}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  /** Clicks „Opublikuj zmiany” and waits for live; answers the seconds from the click to live. */
  const publish = async (what: string): Promise<void> => {
    const clicked = performance.now();
    const { request } = await admin<{ request: RebuildRequest }>('POST', '/rebuilds');
    let current = request;
    while (current.state === 'queued' || current.state === 'building') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The local worker reloads when the export is replaced (at 10,000 products it reads the whole
      // export again for minutes): a read that fails then is tried again, as the panel's poll does.
      const overview = await admin<{ requests: RebuildRequest[] }>('GET', '/rebuilds').catch(() => null);
      current = overview?.requests.find((row) => row.id === request.id) ?? current;
    }
    const seconds = (performance.now() - clicked) / 1000;
    if (current.state !== 'live') throw new Error(`${what}: the publish failed: ${current.message}`);
    const steps = current.steps.map((entry) => `${((Date.parse(entry.at) - Date.parse(current.requestedAt)) / 1000).toFixed(1)} s ${entry.step}`);
    report(
      `  ${what}: click → live ${seconds.toFixed(1)} s (the panel shows ${current.finishedAt ? ((Date.parse(current.finishedAt) - Date.parse(current.requestedAt)) / 1000).toFixed(1) : '?'} s)`,
    );
    for (const step of steps) report(`      ${step}`);
  };

  const summaries = JSON.parse(await readFile(path.join(contentDir, 'products.json'), 'utf8')) as ProductSummary[];
  const changed = summaries.filter((summary) => !summary.hazardLabel)[Math.floor(summaries.length / 3)] ?? summaries[0];
  if (!changed) throw new Error('The catalogue has no products');
  const before = await admin<{ nettoPrice: number; updatedAt: string }>('GET', `/products/${changed.slug}`);
  await admin('PUT', `/products/${changed.slug}/price`, { nettoPrice: before.nettoPrice + 1111, updatedAt: before.updatedAt });
  await publish("one product's price");

  const template = await admin<Record<string, unknown>>('GET', `/products/${changed.slug}`);
  const slug = `bench-publikacji-${Date.now()}`;
  await admin('POST', '/products', {
    slug,
    number: `BP-${Date.now() % 1e8}`,
    name: 'Produkt z benchmarku publikacji',
    eanCode: makeEan13(POLISH_GS1_PREFIX, Date.now() % 1e9),
    description: 'Produkt dodany przez benchmark publikacji.',
    producer: template.producer,
    nettoPrice: 1999,
    vatRate: 23,
    stock: { quantity: 5, supplierDeliveryDays: null },
    mainCategorySlug: template.mainCategorySlug,
    coverImage: template.coverImage,
    safety: template.safety,
    hazard: template.hazard === null ? null : { classified: false },
  }).catch(async (error: unknown) => {
    throw new Error(`creating the bench product: ${String(error)}`);
  });
  await publish('a new product (every page again)');
  const page = await fetch(`${worker.url}/produkt/${slug}`);
  report(`  the new product's page after the publish: HTTP ${page.status}`);
} finally {
  await worker.stop();
  await standIns.stop();
  // Printed again together (the build's own output came between), also after a failure.
  console.log(`\npublish benchmark, ${products} products`);
  for (const line of results) console.log(line);
  // The demo catalogue comes back after a failure too: `npm start` and the tests expect it.
  if (!values.keep) {
    console.log('\nRestoring the 300-product demo catalogue');
    await seedLocalDb(300);
    await rm(path.join(siteDir, '.generated', 'export-state.json'), { force: true });
    await runNode(buildScript, [], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
}
