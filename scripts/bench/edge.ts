/**
 * Edge benchmark: what the worker adds to a request. Serves the built site through the local
 * worker (`wrangler dev`, the way `npm start` does) and times, one request after another, pages
 * the assets layer serves alone against paths the worker runs first on (a shell, a guarded page
 * with a valid token, an English alias 301, the API from the edge cache and past it). Locally the
 * dev proxy dominates absolute numbers (TOOLCHAIN.md): read the difference to the static page.
 *
 *   node scripts/bench/edge.ts [--requests 300] [--port 8795]
 */
import { parseArgs } from 'node:util';
import { signAccessToken } from '#worker/auth/access-token.ts';
import { startLocalWorker } from '../lib/local-worker.ts';
import { summarize } from './stats.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' }, port: { type: 'string', default: '8795' } } });
const requests = Number(values.requests);
const authSecret = crypto.randomUUID() + crypto.randomUUID();
const worker = await startLocalWorker({ port: Number(values.port), quiet: true, authSecret });

try {
  const products = (await (await fetch(`${worker.url}/api/public/v1/products?limit=1`)).json()) as { items: { slug: string }[] };
  const slug = products.items[0]?.slug ?? '';
  const token = await signAccessToken({ uuid: crypto.randomUUID(), scope: ['customer'], sessionId: crypto.randomUUID() }, authSecret);
  const cases: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: 'static page (assets only)', path: `/produkt/${slug}` },
    { name: 'shell (worker → assets)', path: '/zamowienie/3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/podsumowanie/q8Xr2vL0_pZk-3mNq8Xr2v' },
    { name: 'guarded page, valid token', path: '/konto/dane', headers: { Cookie: `auth.access_token=${token}` } },
    { name: 'English alias (301)', path: `/product/${slug}` },
    { name: 'API, edge cache HIT', path: '/api/public/v1/categories/tree/hierarchy' },
    { name: 'API, past the cache (D1)', path: '/api/public/v1/categories/tree/hierarchy', headers: worker.pastCacheHeaders },
  ];
  console.log(`\nedge benchmark: ${requests} sequential requests per case, ${worker.url}\n`);
  console.log('case                              p50 ms   p95 ms   p99 ms');
  for (const { name, path, headers } of cases) {
    const timings: number[] = [];
    for (let index = 0; index < requests + 10; index++) {
      const started = performance.now();
      const response = await fetch(`${worker.url}${path}`, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status >= 400) throw new Error(`${path} answered ${response.status}`);
      // The first requests warm the isolate and the cache.
      if (index >= 10) timings.push(performance.now() - started);
    }
    const { p50, p95, p99 } = summarize(timings);
    console.log(`${name.padEnd(32)} ${p50.toFixed(2).padStart(7)}  ${p95.toFixed(2).padStart(7)}  ${p99.toFixed(2).padStart(7)}`);
  }
} finally {
  await worker.stop();
}
