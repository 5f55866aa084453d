/**
 * Order desk benchmark (issue 31): adds N orders (default 100,000) to the local D1 in one
 * statement, serves the Worker with `wrangler dev`, logs in to the panel as the local owner
 * (password and TOTP, as a person does) and times `GET /api/admin/v1/orders` through the whole
 * worker (edge, staff session, API, D1) to the last byte, one request at a time: the plain list
 * and its later pages, each filter, the date range and each kind of search, and the dashboard.
 * Prints p50/p95/p99 per kind against the target (p95 < 100 ms), then deletes the orders it added
 * (they carry the idempotency key `bench-panel-…`). Needs a built site (site/out) for wrangler dev.
 *
 *   node scripts/bench/panel.ts [--orders 100000] [--port 8838] [--rounds 5] [--keep]
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { currentTotpCode } from '#worker/staff/totp.ts';
import { migrateLocalDb } from '../lib/local-db.ts';
import { ensureLocalOwner } from '../lib/local-owner.ts';
import { startLocalWorker } from '../lib/local-worker.ts';
import { outDir } from '../lib/paths.ts';
import { executeD1 } from '../lib/staff-accounts.ts';
import { summarize } from './stats.ts';

const TARGET_P95_MS = 100;
const BENCH_KEY = 'bench-panel-';
/** The year of the benchmark's order numbers (ZAM/2019/…): no real order of the local shop has it. */
const BENCH_YEAR = 2019;

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    port: { type: 'string', default: '8838' },
    rounds: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
  },
});
const orders = Number(values.orders);
const port = Number(values.port);
const rounds = Number(values.rounds);
if (![orders, port, rounds].every((value) => Number.isInteger(value) && value > 0) || orders > 999_999) {
  console.error('usage: node scripts/bench/panel.ts [--orders 100000 (at most 999999)] [--port 8838] [--rounds 5]');
  process.exit(2);
}
if (!existsSync(outDir)) {
  console.error('site/out is missing: build the site first (npm run build), wrangler dev serves it.');
  process.exit(2);
}

/** Surnames and companies the generated orders are spread over (about 1 in 50 orders shares a surname). */
const SURNAMES = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak'];
const COMPANIES = ['Czysty Dom', 'Hotel Pod Lipami', 'Biuro Rachunkowe Abakus', 'Szkoła Podstawowa nr 7', 'Restauracja Smak'];

/** An SQL list of texts, for `… ->> '$[k]'` picks by a random index. */
const jsonList = (texts: readonly string[]) => `'${JSON.stringify(texts).replaceAll("'", "''")}'`;

/**
 * One INSERT … SELECT over a recursive count: N orders spread over the last 400 days (newest
 * last), every status, payment and delivery method and customer type, names from the lists above
 * with a number so that prefixes narrow, companies with a NIP, phones of nine digits.
 */
function seedStatement(count: number): string {
  const pick = (list: readonly string[], salt: number) => `(${jsonList(list)} ->> ('$[' || ((i * ${salt}) % ${list.length}) || ']'))`;
  // Companies (11) every third order and budget units (12) every 17th carry a name and a NIP, as the schema requires.
  const isOrganisation = '(i % 3 = 0 OR i % 17 = 0)';
  const createdAt = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ((${count} - i) * 400 * 86400 / ${count}) || ' seconds')`;
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}),
  generated AS (SELECT i, ${pick(['transfer', 'p24', 'p24', 'cod'], 3)} AS payment FROM n)
INSERT INTO orders (uuid, number, hash, confirmation_token_hash, status, customer_type, first_name, last_name, company_name, nip,
  email, phone, street, postcode, city, invoice_email, delivery_method, delivery_net, delivery_gross, delivery_vat_rate,
  payment_method, p24_session_id, total_net, total_vat, total_gross, idempotency_key, request_hash, paid_at, created_at, first_opened_at)
SELECT
  lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-a' || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
  'ZAM/${BENCH_YEAR}/' || printf('%06d', i),
  lower(hex(randomblob(16))), lower(hex(randomblob(32))),
  ${pick(['5', '37', '40', '50', '60', '60', '60', '70'], 7)} + 0,
  CASE WHEN i % 3 = 0 THEN 11 WHEN i % 17 = 0 THEN 12 ELSE 1 END,
  'Anna',
  ${pick(SURNAMES, 13)} || (i % 50),
  CASE WHEN ${isOrganisation} THEN ${pick(COMPANIES, 11)} || ' ' || (i % 200) END,
  CASE WHEN ${isOrganisation} THEN printf('52%08d', i) END,
  'klient' || i || '@przyklad.pl',
  '+48 6' || printf('%08d', i),
  'Długa 1', '00-001', 'Warszawa', 'klient' || i || '@przyklad.pl',
  ${pick(['courier', 'courier', 'parcel_locker', 'branch_pickup'], 5)},
  1500, 1845, 23,
  payment, CASE WHEN payment = 'p24' THEN 'bench-p24-' || i END,
  10000 + i % 90000, (10000 + i % 90000) * 23 / 100, (10000 + i % 90000) + (10000 + i % 90000) * 23 / 100,
  '${BENCH_KEY}' || i, lower(hex(randomblob(32))),
  CASE WHEN i % 4 <> 0 THEN ${createdAt} END,
  ${createdAt},
  CASE WHEN i < ${count} - 20 THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END
FROM generated`;
}

const removeStatement = `DELETE FROM orders WHERE idempotency_key LIKE '${BENCH_KEY}%'`;

interface Series {
  label: string;
  paths: string[];
  samples: number[];
}

async function main(): Promise<void> {
  await migrateLocalDb();
  const owner = await ensureLocalOwner();
  await executeD1(removeStatement, 'local');
  console.log(`Adding ${orders} orders to the local D1`);
  const seeding = performance.now();
  await executeD1(seedStatement(orders), 'local');
  console.log(`  in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  try {
    const worker = await startLocalWorker({ port, quiet: true });
    try {
      const cookie = await logIn(worker.url, owner);
      const headers = { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' };
      const timeGet = async (path: string): Promise<number> => {
        const started = performance.now();
        const response = await fetch(`${worker.url}/api/admin/v1${path}`, { headers });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        if (!response.ok) throw new Error(`${response.status} for ${path}`);
        return elapsed;
      };
      const week = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      const sample = Math.floor(orders / 2);
      const series: Series[] = [
        { label: 'list, newest first', paths: ['/orders', '/orders?page=2'] },
        { label: 'list, a later page (50)', paths: ['/orders?page=50'] },
        { label: 'status filter (each)', paths: ['5', '37', '40', '50', '60', '70'].map((status) => `/orders?status=${status}`) },
        {
          label: 'payment, delivery, customer type',
          paths: [
            '/orders?paymentMethod=transfer&paymentState=unpaid',
            '/orders?paymentMethod=p24&paymentState=unpaid',
            '/orders?paymentState=paid',
            '/orders?deliveryMethod=branch_pickup',
            '/orders?customerType=1',
            '/orders?customerType=12&status=60',
          ],
        },
        { label: 'date range (last 7 days)', paths: [`/orders?from=${week}`, `/orders?from=${week}&status=40`] },
        { label: 'search: order number', paths: [`/orders?q=ZAM/${BENCH_YEAR}/${String(sample).padStart(6, '0')}`, `/orders?q=${sample}`] },
        { label: 'search: e-mail', paths: [`/orders?q=klient${sample}@`, `/orders?q=klient${sample}@przyklad.pl`] },
        {
          label: 'search: NIP, phone',
          paths: [`/orders?q=${`52${String(sample - (sample % 3)).padStart(8, '0')}`}`, `/orders?q=6${String(sample).padStart(8, '0')}`],
        },
        // From a surname on 10 % of the orders (the worst a page newest first can meet) to one on none (the whole index read).
        { label: 'search: surname, company', paths: ['/orders?q=Nowak', '/orders?q=kowalski1', '/orders?q=Hotel Pod'].map(encodeURI) },
        { label: 'search: a rare name, and none', paths: ['/orders?q=nowak7', '/orders?q=Żółćwicz'].map(encodeURI) },
        { label: 'dashboard', paths: ['/dashboard'] },
      ].map((series) => ({ ...series, samples: [] }));
      // One untimed pass warms workerd, the D1 page cache and the module.
      for (const { paths } of series) for (const path of paths) await timeGet(path);
      for (let round = 0; round < rounds; round++) {
        for (const { paths, samples } of series) for (const path of paths) samples.push(await timeGet(path));
      }
      console.log(
        `\norder desk benchmark, ${orders.toLocaleString('en')} added orders, wrangler dev on 127.0.0.1:${port}, one request at a time, ${rounds} rounds`,
      );
      report(series);
    } finally {
      await worker.stop();
    }
  } finally {
    if (values.keep) console.log(`\nThe ${orders} added orders stay in the local D1 (--keep); the next run removes them first.`);
    else {
      console.log(`\nRemoving the ${orders} added orders`);
      await executeD1(removeStatement, 'local');
    }
  }
}

/** Logs in as the local owner (password, then the TOTP code; a code used already in this step waits for the next) and answers the session cookie. */
async function logIn(origin: string, owner: { email: string; password: string; totpSecret: string }): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/api/admin/v1/staff/sessions${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify(body),
    });
  for (let attempt = 0; attempt < 2; attempt++) {
    const first = await post('', { email: owner.email, password: owner.password });
    if (!first.ok) throw new Error(`login: ${first.status} ${await first.text()}`);
    const { challenge } = (await first.json()) as { challenge: string };
    const second = await post('/second-factor', { challenge, code: currentTotpCode(owner.totpSecret, Date.now()) });
    const cookie = second.headers.getSetCookie().find((line) => line.startsWith('staff.session='));
    if (second.ok && cookie) return cookie.split(';')[0] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 250));
  }
  throw new Error('could not log in as the local owner');
}

function report(series: readonly Series[]): void {
  const rows = series.map(({ label, samples }) => {
    const { p50, p95, p99, count } = summarize(samples);
    const verdict = p95 < TARGET_P95_MS ? `meets p95 < ${TARGET_P95_MS} ms` : `MISSES p95 < ${TARGET_P95_MS} ms`;
    return [label, String(count), p50.toFixed(1), p95.toFixed(1), p99.toFixed(1), verdict];
  });
  const all = summarize(series.flatMap(({ samples }) => samples));
  rows.push(['every call above', String(all.count), all.p50.toFixed(1), all.p95.toFixed(1), all.p99.toFixed(1), '']);
  const header = ['', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  for (const row of [header, ...rows]) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
}

await main();
