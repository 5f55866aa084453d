/**
 * Order placement benchmark (issue 13): serves the Worker with `wrangler dev` on the local D1 and
 * times `POST /api/public/v1/orders` through the whole worker (edge, cart session, API, the
 * order's D1 batch with its stock decrements and outbox mail) to the last byte. Each checkout has
 * its own cart, filled and read untimed first (as the shopper's checkout page has done), then
 * ordered with bank transfer. First one checkout at a time (the worker's own cost), then C
 * checkouts at once (default 20), each worker placing its orders one after another. Prints p50,
 * p95 and p99. The orders stay in the local D1 (they are operational rows: `npm run db:seed`
 * keeps them); each takes one unit of a product with stock to spare. Needs a built site
 * (site/out) for wrangler dev.
 *
 *   node scripts/bench/orders.ts [--concurrent 20] [--orders 10] [--port 8836]
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Cart, DeliveryMethod, PagedResponse, PlacedOrder, Product } from '#lib/api-types.ts';
import { checkoutTotals } from '#lib/cart/cart-totals.ts';
import { checkoutFixture } from '#scripts/test/fixtures/checkout-fixture.ts';
import { migrateLocalDb } from '../lib/local-db.ts';
import { startLocalWorker } from '../lib/local-worker.ts';
import { outDir } from '../lib/paths.ts';
import { summarize } from './stats.ts';

const { values } = parseArgs({
  options: {
    concurrent: { type: 'string', default: '20' },
    orders: { type: 'string', default: '10' },
    port: { type: 'string', default: '8836' },
  },
});
const concurrent = Number(values.concurrent);
const ordersEach = Number(values.orders);
const port = Number(values.port);
if (![concurrent, ordersEach, port].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('usage: node scripts/bench/orders.ts [--concurrent 20] [--orders 10] [--port 8836]');
  process.exit(2);
}
if (!existsSync(outDir)) {
  console.error('site/out is missing: build the site first (npm run build), wrangler dev serves it.');
  process.exit(2);
}

const checkoutBody = checkoutFixture();

/** Products with stock to spare, read past the edge cache, a page at a time. */
async function productsInStock(api: string, wanted: number, pastCache: Record<string, string>): Promise<string[]> {
  const uuids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (
      await fetch(`${api}/products?limit=500${cursor ? `&cursor=${cursor}` : ''}`, { headers: pastCache })
    ).json()) as PagedResponse<Product>;
    uuids.push(...page.items.filter((product) => product.buttons.addToCart && product.stock.quantity >= 5).map((product) => product.uuid));
    cursor = page.nextCursor;
  } while (cursor && uuids.length < wanted);
  return uuids;
}

/** A cart holding one unit of `uuid`, and the checkout's total for it (cart gross + courier). */
async function preparedCheckout(api: string, origin: string, uuid: string, courier: DeliveryMethod) {
  const headers = { 'Content-Type': 'application/json', Origin: origin, 'Cart-Session-Id': crypto.randomUUID() };
  const added = await fetch(`${api}/carts/products`, { method: 'POST', headers, body: JSON.stringify({ productsData: [{ uuid, quantity: 1 }] }) });
  if (!added.ok) throw new Error(`add to cart failed: ${added.status}`);
  const cart = (await (await fetch(`${api}/carts`, { headers })).json()) as Cart;
  return { headers, expectedTotalGross: checkoutTotals(cart.totals, courier).totals.gross };
}

async function timedOrder(api: string, checkout: Awaited<ReturnType<typeof preparedCheckout>>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${api}/orders`, {
    method: 'POST',
    headers: { ...checkout.headers, 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ ...checkoutBody, expectedTotalGross: checkout.expectedTotalGross }),
  });
  const body = (await response.json()) as PlacedOrder;
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`order failed: ${response.status} ${JSON.stringify(body)}`);
  return elapsed;
}

function printRow(label: string, samples: readonly number[]): void {
  const { p50, p95, p99, count } = summarize(samples);
  console.log(
    `  ${label.padEnd(40)} ${String(count).padStart(5)}  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms`,
  );
}

await migrateLocalDb();
const worker = await startLocalWorker({ port, quiet: true });
try {
  const api = `${worker.url}/api/public/v1`;
  const methods = (await (await fetch(`${api}/checkout/delivery-methods`)).json()) as { items: DeliveryMethod[] };
  const courier = methods.items.find((method) => method.code === 'courier');
  if (courier === undefined) throw new Error('no courier delivery method: is migration 0009 applied?');
  const total = ordersEach * (concurrent + 1);
  const products = await productsInStock(api, total, worker.pastCacheHeaders);
  if (products.length === 0) throw new Error('no product in stock');
  const productFor = (index: number) => products[index % products.length] as string;

  // Carts first, untimed, so the timed part is the order call alone.
  const sequentialCheckouts = await Promise.all(
    Array.from({ length: ordersEach }, (_, index) => preparedCheckout(api, worker.url, productFor(index), courier)),
  );
  const parallelCheckouts = await Promise.all(
    Array.from({ length: concurrent }, (_, lane) =>
      Promise.all(
        Array.from({ length: ordersEach }, (_, step) =>
          preparedCheckout(api, worker.url, productFor(ordersEach + lane * ordersEach + step), courier),
        ),
      ),
    ),
  );
  // One untimed order warms workerd, the module and D1's pages.
  await timedOrder(api, await preparedCheckout(api, worker.url, productFor(total), courier));

  const sequential: number[] = [];
  for (const checkout of sequentialCheckouts) sequential.push(await timedOrder(api, checkout));

  const parallel: number[] = [];
  const started = performance.now();
  await Promise.all(
    parallelCheckouts.map(async (lane) => {
      for (const checkout of lane) parallel.push(await timedOrder(api, checkout));
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;

  console.log(`\norder placement benchmark, wrangler dev on 127.0.0.1:${port}`);
  printRow('order, one checkout at a time', sequential);
  printRow(`order, ${concurrent} checkouts at once`, parallel);
  console.log(`  ${(parallel.length / wallSeconds).toFixed(0)} orders per second with ${concurrent} checkouts at once`);
  console.log('  Locally the dev proxy queues concurrent requests (TOOLCHAIN.md): compare with scripts/bench/cart.ts floor rows.');
} finally {
  await worker.stop();
}
