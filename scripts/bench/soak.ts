/**
 * The soak run (issue 37): virtual shoppers against the local worker for N minutes, in the mix
 * of a real day (60 % browse and search, 25 % cart, 10 % checkout with every payment method
 * through the providers' stand-ins, 5 % log in and read the account), with pauses as a person
 * reads. Prints per kind of visit the requests, p50/p95/p99 and the errors; samples workerd's
 * memory and says whether it stays flat; then counts from D1, not from the clients, whether every
 * order the shoppers were told about is stored whole with its confirmation mail and payment, and
 * whether the stock fell by exactly what the orders took. Its last line:
 *
 *   soak: N requests, 0 5xx, orders placed P = stored P = mails P, stock never negative, lost 0
 *
 * and it exits 1 when anything is off (the problems are listed above that line). Runs on the
 * local D1 (`npm run db:seed` resets it): the run's orders stay, each buying one unit. Needs a
 * built site (site/out). `npm test` runs a 20-second one.
 *
 *   node scripts/bench/soak.ts [--minutes 10 | --seconds 20] [--shoppers 30] [--think-ms 1000-4000] [--port 8890]
 */

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CategoryNode, DeliveryMethod } from '#lib/api-types.ts';
import type { PaymentMethod } from '#lib/orders.ts';
import { PAYMENT_METHODS } from '#lib/orders.ts';
import { createLocalCustomers } from '../lib/local-customers.ts';
import { migrateLocalDb } from '../lib/local-db.ts';
import { startLocalStandIns } from '../lib/local-stand-ins.ts';
import { readDeveloperVars, startLocalWorker } from '../lib/local-worker.ts';
import { outDir } from '../lib/paths.ts';
import { groupResidentBytes, memoryTrend, workerHeapBytes } from '../lib/process-memory.ts';
import { readProductPages } from './product-pages.ts';
import { type RequestRecord, type SessionKind, shopperClient } from './soak/client.ts';
import { buyerEmailPrefix, readLedger, readStock, verdict } from './soak/ledger.ts';
import { categorySlugs, type PlacedByClient, pickKind, SESSION_MIX, type SoakCatalogue, visit } from './soak/sessions.ts';
import { summarize } from './stats.ts';

const USAGE = 'usage: node scripts/bench/soak.ts [--minutes 10 | --seconds 20] [--shoppers 30] [--think-ms 1000-4000] [--port 8890]';
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    seconds: { type: 'string' },
    shoppers: { type: 'string', default: '30' },
    'think-ms': { type: 'string', default: '1000-4000' },
    port: { type: 'string', default: '8890' },
  },
});
const seconds = values.seconds === undefined ? Number(values.minutes) * 60 : Number(values.seconds);
const shoppers = Number(values.shoppers);
const port = Number(values.port);
const [thinkMin = Number.NaN, thinkMax = Number.NaN] = (values['think-ms'] ?? '').split('-').map(Number);
if (
  !(seconds > 0) ||
  ![shoppers, port, thinkMin, thinkMax].every((value) => Number.isInteger(value) && value >= 0) ||
  shoppers === 0 ||
  thinkMax < thinkMin
) {
  console.error(USAGE);
  process.exit(2);
}
if (!existsSync(outDir)) {
  console.error('site/out is missing: build the site first (npm run build), wrangler dev serves it.');
  process.exit(2);
}

const MEMORY_EVERY_MS = 5000;
const runId = randomBytes(4).toString('hex');

async function readCatalogue(api: string, pastCache: Record<string, string>): Promise<Omit<SoakCatalogue, 'customers'>> {
  const tree = (await (await fetch(`${api}/categories/tree/hierarchy`)).json()) as { items: CategoryNode[] };
  const products = await readProductPages(async (url) => (await fetch(url, { headers: pastCache })).text(), api);
  const methods = (await (await fetch(`${api}/checkout/delivery-methods`)).json()) as { items: DeliveryMethod[] };
  const courier = methods.items.find((method) => method.code === 'courier');
  if (!courier) throw new Error('no courier delivery method: is migration 0009 applied?');
  const words = [...new Set(products.flatMap((product) => product.name.toLocaleLowerCase('pl').match(/\p{L}{5,}/gu) ?? []))].slice(0, 300);
  const soakProducts = products.map((product) => ({
    uuid: product.uuid,
    slug: product.slug,
    inStock: product.buttons.addToCart && product.stock.quantity >= 5,
  }));
  if (!soakProducts.some((product) => product.inStock)) throw new Error('no product in stock: seed the catalogue (npm run db:seed)');
  return { categories: categorySlugs(tree.items), products: soakProducts, words, courier };
}

function printKinds(records: readonly RequestRecord[]): void {
  console.log(
    `\n  ${'visit'.padEnd(10)} ${'share'.padStart(5)} ${'requests'.padStart(9)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}  errors  5xx`,
  );
  for (const kind of Object.keys(SESSION_MIX) as SessionKind[]) {
    const ofKind = records.filter((record) => record.kind === kind);
    const { p50, p95, p99 } = summarize(ofKind.map((record) => record.ms));
    const errors = ofKind.filter((record) => record.unexpected).length;
    const serverErrors = ofKind.filter((record) => record.status >= 500).length;
    const ms = (value: number) => `${Number.isNaN(value) ? '–' : value.toFixed(1)} ms`.padStart(8);
    console.log(
      `  ${kind.padEnd(10)} ${`${SESSION_MIX[kind]} %`.padStart(5)} ${String(ofKind.length).padStart(9)} ${ms(p50)} ${ms(p95)} ${ms(p99)}  ${String(errors).padStart(6)} ${String(serverErrors).padStart(4)}`,
    );
  }
  const unexpected = new Map<string, number>();
  for (const record of records.filter((entry) => entry.unexpected)) {
    const key = `${record.status === 0 ? 'no answer' : record.status} ${record.call}`;
    unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
  }
  for (const [key, count] of [...unexpected].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`    ${count} × ${key}`);
}

await migrateLocalDb();
const standIns = await startLocalStandIns(readDeveloperVars());
const customers = await createLocalCustomers(Math.max(3, Math.ceil(shoppers / 5)), `soak-konto-${runId}`);
const worker = await startLocalWorker({ port, quiet: true, vars: standIns.vars });
// Interrupted (Ctrl-C, or `npm test` stopping its steps): the worker runs in its own process group, so stop it here, by its PID.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.all([worker.stop(), standIns.stop()]).finally(() => process.exit(130)));
}
const memory: number[] = [];
const heap: number[] = [];
try {
  const api = `${worker.url}/api/public/v1`;
  const catalogue: SoakCatalogue = { ...(await readCatalogue(api, worker.pastCacheHeaders)), customers };
  const stockBefore = await readStock();
  const records: RequestRecord[] = [];
  const placed: PlacedByClient[] = [];
  const problems: string[] = [];
  let buyers = 0;
  let payments = 0;
  const sampler = setInterval(async () => {
    const [resident, used] = await Promise.all([groupResidentBytes(worker.pid, 'workerd'), workerHeapBytes(worker.inspectorPort)]);
    if (resident > 0) memory.push(resident);
    if (used !== null) heap.push(used);
  }, MEMORY_EVERY_MS);

  console.log(
    `soak ${runId}: ${shoppers} shoppers for ${seconds} s against ${worker.url} (${catalogue.products.length} products), pauses ${thinkMin}–${thinkMax} ms`,
  );
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      const context = {
        client: shopperClient(worker.url, (record) => records.push(record)),
        catalogue,
        random: Math.random,
        pause: () => new Promise<void>((resolve) => setTimeout(resolve, thinkMin + Math.random() * (thinkMax - thinkMin))),
        nextBuyerEmail: () => `${buyerEmailPrefix(runId)}${++buyers}@example.pl`,
        nextPaymentMethod: (): PaymentMethod => PAYMENT_METHODS[payments++ % PAYMENT_METHODS.length] as PaymentMethod,
        placed: (order: PlacedByClient) => placed.push(order),
        problem: (text: string) => problems.push(text),
      };
      // A visit begun before the end is finished, as a shopper would finish a checkout.
      while (performance.now() < deadline) {
        await visit(pickKind(Math.random()), context);
        await context.pause();
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  clearInterval(sampler);

  printKinds(records);
  console.log(`  ${records.length} requests in ${wall.toFixed(0)} s: ${(records.length / wall).toFixed(1)} per second`);
  const byMethod = PAYMENT_METHODS.map((method) => `${method} ${placed.filter((order) => order.paymentMethod === method).length}`).join(', ');
  console.log(
    `  orders the shoppers were told about: ${placed.length} (${byMethod}; paid on Przelewy24's page ${placed.filter((order) => order.paidOnline).length})`,
  );
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const summary = (samples: readonly number[]) =>
    `first ${mb(samples[0] ?? 0)}, highest ${mb(Math.max(...samples))}, last ${mb(samples.at(-1) ?? 0)}: ${memoryTrend(samples)}`;
  if (memory.length > 0) console.log(`  workerd's resident memory (every ${MEMORY_EVERY_MS / 1000} s, ${memory.length} samples): ${summary(memory)}`);
  if (heap.length > 0) console.log(`  the worker's JavaScript heap in use (${heap.length} samples): ${summary(heap)}`);

  const ledger = await readLedger(runId);
  const unexpected = records.filter((record) => record.unexpected && record.status < 500).length;
  const result = verdict({
    requests: records.length,
    serverErrors: records.filter((record) => record.status >= 500).length,
    placed,
    before: stockBefore,
    after: ledger,
  });
  const allProblems = [
    ...problems,
    ...(unexpected > 0 ? [`${unexpected} answers the shoppers did not expect (listed above)`] : []),
    ...result.problems,
  ];
  for (const problem of allProblems.slice(0, 30)) console.log(`  ✗ ${problem}`);
  console.log(result.line);
  process.exitCode = result.ok && allProblems.length === 0 ? 0 : 1;
} finally {
  await worker.stop();
  await standIns.stop();
}
