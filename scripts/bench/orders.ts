/**
 * Order placement benchmark (issues 13 and 37): times `POST /api/public/v1/orders` through the
 * whole worker (edge, cart session, API, the order's D1 batch with its stock decrements and outbox
 * mail) to the last byte. Each checkout has its own cart, filled and read untimed first (as the
 * shopper's checkout page has done), then ordered with bank transfer. First one checkout at a time
 * (the worker's own cost), then C checkouts at once (default 50), each lane placing its orders one
 * after another, then the same lanes at a shopper's pace. All of it twice: through `wrangler dev`,
 * and through Miniflare's `dispatchFetch` without the dev proxy. Prints p50, p95 and p99 against
 * the target (p95 < 150 ms). The orders stay in the local D1 (operational rows: `npm run db:seed`
 * keeps them); each takes one unit of a product with stock to spare. Needs a built site (site/out).
 *
 *   node scripts/bench/orders.ts [--concurrent 50] [--orders 10] [--products 10000 | --keep-catalogue] [--port 8836]
 *
 * Without `--products` it measures the catalogue the local D1 holds (as `--keep-catalogue`).
 */
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Cart, DeliveryMethod, Product } from '#lib/api-types.ts';
import { checkoutTotals } from '#lib/cart/cart-totals.ts';
import { checkoutFixture } from '#scripts/test/fixtures/checkout-fixture.ts';
import { withBenchCatalogue } from '../lib/local-db.ts';
import { outDir } from '../lib/paths.ts';
import { readProductPages } from './product-pages.ts';
import { meanInFlight, timingRow } from './stats.ts';
import { eachTransport, type Transport } from './transports.ts';

const TARGET_P95_MS = 150;
/** About how long a shopper takes on the checkout page before „Zamawiam”, in the paced phase. */
const SHOPPER_PAUSE_MS = 2000;

const USAGE = 'usage: node scripts/bench/orders.ts [--concurrent 50] [--orders 10] [--products 10000 | --keep-catalogue] [--port 8836]';
const { values } = parseArgs({
  options: {
    concurrent: { type: 'string', default: '50' },
    orders: { type: 'string', default: '10' },
    products: { type: 'string' },
    'keep-catalogue': { type: 'boolean', default: false },
    port: { type: 'string', default: '8836' },
  },
});
const concurrent = Number(values.concurrent);
const ordersEach = Number(values.orders);
const port = Number(values.port);
const products = values.products === undefined ? null : Number(values.products);
if (![concurrent, ordersEach, port, products ?? 1].every((value) => Number.isInteger(value) && value > 0)) {
  console.error(USAGE);
  process.exit(2);
}
if (!existsSync(outDir)) {
  console.error('site/out is missing: build the site first (npm run build), wrangler dev serves it.');
  process.exit(2);
}

const checkoutBody = checkoutFixture();

/** Products with stock to spare, read past the edge cache, a page at a time. */
async function productsInStock(transport: Transport, api: string, wanted: number): Promise<string[]> {
  const hasStock = (product: Product) => product.buttons.addToCart && product.stock.quantity >= 5;
  const read = async (url: string) => (await transport.send(url, { headers: transport.pastCacheHeaders })).text;
  const products = await readProductPages(read, api, (read) => read.filter(hasStock).length >= wanted);
  return products.filter(hasStock).map((product) => product.uuid);
}

interface PreparedCheckout {
  headers: Record<string, string>;
  expectedTotalGross: number;
}

/** A cart holding one unit of `uuid`, and the checkout's total for it (cart gross + courier). */
async function prepareCheckout(transport: Transport, api: string, uuid: string, courier: DeliveryMethod): Promise<PreparedCheckout> {
  const headers = { 'Content-Type': 'application/json', Origin: transport.origin, 'Cart-Session-Id': crypto.randomUUID() };
  const added = await transport.send(`${api}/carts/products`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productsData: [{ uuid, quantity: 1 }] }),
  });
  if (added.status !== 200) throw new Error(`add to cart failed: ${added.status} ${added.text.slice(0, 300)}`);
  const cart = JSON.parse((await transport.send(`${api}/carts`, { headers })).text) as Cart;
  return { headers, expectedTotalGross: checkoutTotals(cart.totals, courier).totals.gross };
}

async function timedOrder(transport: Transport, api: string, checkout: PreparedCheckout): Promise<number> {
  const started = performance.now();
  const { status, text } = await transport.send(`${api}/orders`, {
    method: 'POST',
    headers: { ...checkout.headers, 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ ...checkoutBody, expectedTotalGross: checkout.expectedTotalGross }),
  });
  const elapsed = performance.now() - started;
  if (status !== 200) throw new Error(`order failed: ${status} ${text.slice(0, 300)}`);
  return elapsed;
}

async function measure(transport: Transport, loaded: number): Promise<void> {
  const api = `${transport.origin}/api/public/v1`;
  const methods = JSON.parse((await transport.send(`${api}/checkout/delivery-methods`)).text) as { items: DeliveryMethod[] };
  const courier = methods.items.find((method) => method.code === 'courier');
  if (courier === undefined) throw new Error('no courier delivery method: is migration 0009 applied?');
  const total = ordersEach * (2 * concurrent + 1) + 1;
  const inStock = await productsInStock(transport, api, total);
  if (inStock.length === 0) throw new Error('no product in stock');
  let next = 0;
  const prepare = () => prepareCheckout(transport, api, inStock[next++ % inStock.length] as string, courier);
  const lanes = (count: number) => Promise.all(Array.from({ length: concurrent }, () => Promise.all(Array.from({ length: count }, prepare))));

  // Carts first, untimed, so the timed part is the order call alone.
  const sequentialCheckouts = await Promise.all(Array.from({ length: ordersEach }, prepare));
  const parallelLanes = await lanes(ordersEach);
  const pacedLanes = await lanes(Math.max(1, Math.ceil(ordersEach / 2)));
  // One untimed order warms workerd, the module and D1's pages.
  await timedOrder(transport, api, await prepare());

  const sequential: number[] = [];
  for (const checkout of sequentialCheckouts) sequential.push(await timedOrder(transport, api, checkout));

  const parallel: number[] = [];
  const started = performance.now();
  await Promise.all(
    parallelLanes.map(async (lane) => {
      for (const checkout of lane) parallel.push(await timedOrder(transport, api, checkout));
    }),
  );
  const wallMs = performance.now() - started;

  // At a shopper's pace: each lane's next order a couple of seconds after the last (starts spread).
  const paced: number[] = [];
  await Promise.all(
    pacedLanes.map(async (lane) => {
      await sleep(Math.random() * SHOPPER_PAUSE_MS);
      for (const checkout of lane) {
        paced.push(await timedOrder(transport, api, checkout));
        await sleep(SHOPPER_PAUSE_MS / 2 + Math.random() * SHOPPER_PAUSE_MS);
      }
    }),
  );

  console.log(`\norder placement benchmark, ${loaded} products in the local D1, ${transport.label}`);
  console.log(timingRow('order, one checkout at a time', sequential, TARGET_P95_MS));
  console.log(timingRow(`order, ${concurrent} checkouts at once`, parallel, TARGET_P95_MS));
  console.log(
    `  ${(parallel.length / (wallMs / 1000)).toFixed(0)} orders per second with ${concurrent} checkouts at once, each sent as the last returned; ${meanInFlight(parallel, wallMs).toFixed(1)} in flight on average`,
  );
  console.log(timingRow(`order, ${concurrent} checkouts at a shopper's pace`, paced, TARGET_P95_MS));
}

await withBenchCatalogue({ products: products ?? 0, keep: products === null || values['keep-catalogue'] }, async (loaded) => {
  await eachTransport(port, loaded, (transport) => measure(transport, loaded));
  console.log("\nThrough wrangler dev the proxy queues concurrent requests (TOOLCHAIN.md); Miniflare's rows are the Worker and D1 alone.");
});
