/**
 * Add-to-cart benchmark (issue 12): seeds the local D1 with N products (default 10,000), serves
 * the Worker with `wrangler dev`, and times POST /api/public/v1/carts/products through the whole
 * worker (edge, cart cookies, API, D1) to the last byte: one add at a time (the worker's own
 * cost), then C carts (default 50) adding at once, each cart one add after another, as shoppers
 * in 50 tabs would, beside a cached GET under the same load (the local dev proxy's own floor:
 * TOOLCHAIN.md). All of it twice: through `wrangler dev`, and through Miniflare's `dispatchFetch`
 * without the proxy (issue 37). Prints p50, p95 and p99 against the target (p95 < 50 ms) and restores
 * the 300-product demo catalogue. Needs a built site (site/out) for wrangler dev.
 *
 *   node scripts/bench/cart.ts [--products 10000] [--carts 50] [--adds 20] [--port 8835] [--keep-catalogue]
 *
 * `--keep-catalogue` skips seeding (and restoring): it measures whatever the local D1 holds,
 * which saves the minutes a 10,000-product seed takes when the catalogue is already loaded.
 */
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { CartUpdate, Product } from '#lib/api-types.ts';
import { withBenchCatalogue } from '../lib/local-db.ts';
import { outDir } from '../lib/paths.ts';
import { readProductPages } from './product-pages.ts';
import { meanInFlight, timingRow } from './stats.ts';
import { eachTransport, type Transport } from './transports.ts';

const TARGET_P95_MS = 50;
/** About how long a shopper takes between two adds, in the paced phase. */
const SHOPPER_PAUSE_MS = 1000;

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
async function buyableProducts(transport: Transport, api: string, wanted: number): Promise<string[]> {
  const isBuyable = (product: Product) => product.buttons.addToCart || product.buttons.addToCartSupplier;
  const read = async (url: string) => (await transport.send(url, { headers: transport.pastCacheHeaders })).text;
  const products = await readProductPages(read, api, (read) => read.filter(isBuyable).length >= wanted);
  return products.filter(isBuyable).map((product) => product.uuid);
}

/** One cart's session: its id, sent as the browser's runtime layer sends it. */
function headersOf(sessionId: string, origin: string): Record<string, string> {
  return { 'Content-Type': 'application/json', Origin: origin, 'Cart-Session-Id': sessionId, 'Cart-Transaction-Id': crypto.randomUUID() };
}

async function timed(
  transport: Transport,
  url: string,
  init: RequestInit | undefined,
  check: (status: number, text: string) => boolean,
): Promise<number> {
  const started = performance.now();
  const { status, text } = await transport.send(url, init);
  const elapsed = performance.now() - started;
  if (!check(status, text)) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${status}: ${text.slice(0, 300)}`);
  return elapsed;
}

const timedAdd = (transport: Transport, url: string, headers: Record<string, string>, uuid: string) =>
  timed(
    transport,
    `${url}/products`,
    { method: 'POST', headers, body: JSON.stringify({ productsData: [{ uuid, quantity: 1 }] }) },
    (status, text) => status === 200 && (JSON.parse(text) as CartUpdate).items.directlyProcessedCnt.added === 1,
  );
const timedGet = (transport: Transport, url: string) => timed(transport, url, undefined, (status) => status === 200);
const timedSummary = (transport: Transport, url: string, headers: Record<string, string>) =>
  timed(transport, `${url}/summary`, { headers }, (status) => status === 200);

/** The benchmark's phases through one transport, and its rows. */
async function measure(transport: Transport, loaded: number): Promise<void> {
  const api = `${transport.origin}/api/public/v1`;
  const cartsUrl = `${api}/carts`;
  const uuids = await buyableProducts(transport, api, carts * adds);
  if (uuids.length === 0) throw new Error('no product can be bought on its own');
  const sessions = Array.from({ length: carts }, () => headersOf(crypto.randomUUID(), transport.origin));

  // One untimed add per cart warms workerd, the module and D1's pages, and creates the carts.
  await Promise.all(sessions.map((headers, index) => timedAdd(transport, cartsUrl, headers, uuids[index % uuids.length] as string)));
  const uuidFor = (cart: number, step: number) => uuids[(cart * adds + step) % uuids.length] as string;
  const first = sessions[0] as Record<string, string>;

  // The worker's own cost: one add at a time (what a shopper waits for on an idle shop).
  const sequential: number[] = [];
  for (let step = 1; step <= adds * 5; step++) sequential.push(await timedAdd(transport, cartsUrl, first, uuidFor(1, step)));
  const sequentialFloor: number[] = [];
  for (let step = 1; step <= adds * 5; step++) sequentialFloor.push(await timedGet(transport, `${api}/flags`));
  const sequentialSummary: number[] = [];
  for (let step = 1; step <= adds * 5; step++) sequentialSummary.push(await timedSummary(transport, cartsUrl, first));

  // Under load: every cart adding at once, each cart one add after another.
  const concurrent: number[] = [];
  const started = performance.now();
  await Promise.all(
    sessions.map(async (headers, cart) => {
      for (let step = 1; step <= adds; step++) concurrent.push(await timedAdd(transport, cartsUrl, headers, uuidFor(cart, step)));
    }),
  );
  const wallMs = performance.now() - started;
  // The floor of the same load: a call answered by the edge cache, no D1.
  const floor: number[] = [];
  await Promise.all(
    sessions.map(async () => {
      for (let step = 0; step < adds; step++) floor.push(await timedGet(transport, `${api}/flags`));
    }),
  );
  const summaryTimes: number[] = [];
  await Promise.all(sessions.map(async (headers) => summaryTimes.push(await timedSummary(transport, cartsUrl, headers))));

  // At a shopper's pace: the same carts open at once, each adding about once a second (0.5–1.5 s
  // apart, starts spread over the first second), as 50 people filling carts do. The rows above
  // send each cart's next add the moment the last returns: they measure how many adds a second
  // the worker can take (and their p95 is the queue that builds), not what a shopper waits.
  const paced: number[] = [];
  await Promise.all(
    sessions.map(async (headers, cart) => {
      await sleep(Math.random() * SHOPPER_PAUSE_MS);
      for (let step = 1; step <= adds; step++) {
        paced.push(await timedAdd(transport, cartsUrl, headers, uuidFor(cart, step + adds)));
        await sleep(SHOPPER_PAUSE_MS / 2 + Math.random() * SHOPPER_PAUSE_MS);
      }
    }),
  );

  console.log(`
add-to-cart benchmark, ${loaded} products in the local D1, ${transport.label}`);
  console.log(timingRow('add, one request at a time', sequential, TARGET_P95_MS));
  console.log(timingRow('summary, one request at a time', sequentialSummary));
  console.log(timingRow('cached GET, one at a time (floor)', sequentialFloor));
  console.log(timingRow(`add, ${carts} carts at once`, concurrent, TARGET_P95_MS));
  console.log(timingRow(`cached GET, ${carts} at once (floor)`, floor));
  console.log(timingRow(`summary, ${carts} carts at once`, summaryTimes));
  console.log(
    `  ${(concurrent.length / (wallMs / 1000)).toFixed(0)} adds per second with ${carts} carts at once, each add sent as the last returned; ${meanInFlight(concurrent, wallMs).toFixed(1)} in flight on average`,
  );
  console.log(timingRow(`add, ${carts} carts at a shopper's pace`, paced, TARGET_P95_MS));
}

await withBenchCatalogue({ products, keep: keepCatalogue }, async (loaded) => {
  await eachTransport(port, loaded, (transport) => measure(transport, loaded));
  console.log("\nThrough wrangler dev the proxy queues concurrent requests (TOOLCHAIN.md); Miniflare's rows are the Worker and D1 alone.");
});
