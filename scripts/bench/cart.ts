/**
 * Add-to-cart benchmark (issue 12): seeds the local D1 with N products (default 10,000), serves
 * the Worker with `wrangler dev`, and times POST /api/public/v1/carts/products through the whole
 * worker (edge, cart cookies, API, D1) to the last byte: one add at a time (the worker's own
 * cost), then C carts (default 50) adding at once, each cart one add after another, as shoppers
 * in 50 tabs would, beside a cached GET under the same load (the local dev proxy's own floor:
 * TOOLCHAIN.md). Prints p50, p95 and p99 against the issue's target (p95 < 50 ms) and restores
 * the 300-product demo catalogue. Needs a built site (site/out) for wrangler dev.
 *
 *   node scripts/bench/cart.ts [--products 10000] [--carts 50] [--adds 20] [--port 8835] [--keep-catalogue]
 *
 * `--keep-catalogue` skips seeding (and restoring): it measures whatever the local D1 holds,
 * which saves the minutes a 10,000-product seed takes when the catalogue is already loaded.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CartUpdate, PagedResponse, Product } from '#lib/api-types.ts';
import { countLocalProducts, migrateLocalDb, seedLocalDb } from '../lib/local-db.ts';
import { startLocalWorker } from '../lib/local-worker.ts';
import { outDir } from '../lib/paths.ts';
import { summarize } from './stats.ts';

const TARGET_P95_MS = 50;

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    carts: { type: 'string', default: '50' },
    adds: { type: 'string', default: '20' },
    port: { type: 'string', default: '8835' },
    'keep-catalogue': { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
const carts = Number(values.carts);
const adds = Number(values.adds);
const port = Number(values.port);
const keepCatalogue = values['keep-catalogue'];
if (![products, carts, adds, port].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('usage: node scripts/bench/cart.ts [--products 10000] [--carts 50] [--adds 20] [--port 8835] [--keep-catalogue]');
  process.exit(2);
}
if (!existsSync(outDir)) {
  console.error('site/out is missing: build the site first (npm run build), wrangler dev serves it.');
  process.exit(2);
}

/**
 * Products that can be bought on their own, read through the API a page at a time past the edge
 * cache (which may still hold pages of the catalogue seeded before).
 */
async function buyableProducts(api: string, wanted: number, pastCache: Record<string, string>): Promise<string[]> {
  const uuids: string[] = [];
  let cursor: string | null = null;
  do {
    const url = `${api}/products?limit=500${cursor ? `&cursor=${cursor}` : ''}`;
    const page = (await (await fetch(url, { headers: pastCache })).json()) as PagedResponse<Product>;
    const buyable = page.items.filter((product) => product.buttons.addToCart || product.buttons.addToCartSupplier);
    uuids.push(...buyable.map((product) => product.uuid));
    cursor = page.nextCursor;
  } while (cursor && uuids.length < wanted);
  return uuids;
}

/** One cart's session: its id, sent as the browser's runtime layer sends it. */
function headersOf(sessionId: string, origin: string): Record<string, string> {
  return { 'Content-Type': 'application/json', Origin: origin, 'Cart-Session-Id': sessionId, 'Cart-Transaction-Id': crypto.randomUUID() };
}

async function timedAdd(url: string, headers: Record<string, string>, uuid: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/products`, { method: 'POST', headers, body: JSON.stringify({ productsData: [{ uuid, quantity: 1 }] }) });
  const body = (await response.json()) as CartUpdate;
  const elapsed = performance.now() - started;
  if (response.status !== 200 || body.items.directlyProcessedCnt.added !== 1)
    throw new Error(`add failed: ${response.status} ${JSON.stringify(body)}`);
  return elapsed;
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function timedSummary(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/summary`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`summary failed: ${response.status}`);
  return performance.now() - started;
}

function printRow(label: string, samples: readonly number[], target: number | null): void {
  const { p50, p95, p99, count } = summarize(samples);
  const verdict = target === null ? '' : p95 < target ? `meets p95 < ${target} ms` : `MISSES p95 < ${target} ms`;
  console.log(
    `  ${label.padEnd(36)} ${String(count).padStart(6)}  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  ${verdict}`,
  );
}

await migrateLocalDb();
if (!keepCatalogue) {
  console.log(`Seeding ${products} products`);
  await seedLocalDb(products);
}
const loaded = await countLocalProducts();
try {
  const worker = await startLocalWorker({ port, quiet: true });
  try {
    const api = `${worker.url}/api/public/v1`;
    const cartsUrl = `${api}/carts`;
    const uuids = await buyableProducts(api, carts * adds, worker.pastCacheHeaders);
    if (uuids.length === 0) throw new Error('no product can be bought on its own');
    const sessions = Array.from({ length: carts }, () => headersOf(crypto.randomUUID(), worker.url));

    // One untimed add per cart warms workerd, the module and D1's pages, and creates the carts.
    await Promise.all(sessions.map((headers, index) => timedAdd(cartsUrl, headers, uuids[index % uuids.length] as string)));
    const uuidFor = (cart: number, step: number) => uuids[(cart * adds + step) % uuids.length] as string;

    // The worker's own cost: one add at a time (what a shopper waits for on an idle shop).
    const sequential: number[] = [];
    for (let step = 1; step <= adds * 5; step++) sequential.push(await timedAdd(cartsUrl, sessions[0] as Record<string, string>, uuidFor(1, step)));

    const sequentialFloor: number[] = [];
    for (let step = 1; step <= adds * 5; step++) sequentialFloor.push(await timedGet(`${api}/flags`));
    const sequentialSummary: number[] = [];
    for (let step = 1; step <= adds * 5; step++) sequentialSummary.push(await timedSummary(cartsUrl, sessions[0] as Record<string, string>));

    // Under load: every cart adding at once, each cart one add after another.
    const concurrent: number[] = [];
    const started = performance.now();
    await Promise.all(
      sessions.map(async (headers, cart) => {
        for (let step = 1; step <= adds; step++) concurrent.push(await timedAdd(cartsUrl, headers, uuidFor(cart, step)));
      }),
    );
    const wallSeconds = (performance.now() - started) / 1000;
    // The floor of the same load: a call answered by the edge cache, no D1 (what wrangler dev's proxy costs alone).
    const floor: number[] = [];
    await Promise.all(
      sessions.map(async () => {
        for (let step = 0; step < adds; step++) floor.push(await timedGet(`${api}/flags`));
      }),
    );
    const summaryTimes: number[] = [];
    await Promise.all(sessions.map(async (headers) => summaryTimes.push(await timedSummary(cartsUrl, headers))));

    console.log(`\nadd-to-cart benchmark, ${loaded} products in the local D1, wrangler dev on 127.0.0.1:${port}`);
    printRow('add, one request at a time', sequential, TARGET_P95_MS);
    printRow('summary, one request at a time', sequentialSummary, null);
    printRow('cached GET, one at a time (floor)', sequentialFloor, null);
    printRow(`add, ${carts} carts at once`, concurrent, TARGET_P95_MS);
    printRow(`cached GET, ${carts} at once (floor)`, floor, null);
    printRow(`summary, ${carts} carts at once`, summaryTimes, null);
    console.log(`  ${(concurrent.length / wallSeconds).toFixed(0)} adds per second with ${carts} carts at once`);
    console.log('  Locally the dev proxy queues concurrent requests (TOOLCHAIN.md): compare the load rows with the floor row.');
  } finally {
    await worker.stop();
  }
} finally {
  if (!keepCatalogue) {
    console.log('\nRestoring the 300-product demo catalogue');
    await seedLocalDb(300);
  }
}
