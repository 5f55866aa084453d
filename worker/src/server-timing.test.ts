import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { parseServerTiming } from '#scripts/bench/server-timing.ts';
import worker from './index.ts';
import { SERVER_TIMING_HEADER, StageTimer, timedDatabase } from './server-timing.ts';
import { CACHE_BYPASS_HEADER } from './shared-names.ts';

const ORIGIN = 'http://shop.test';
/** Past the edge cache, as the benchmark reads. */
const pastCache = { [CACHE_BYPASS_HEADER]: env.CACHE_BYPASS_SECRET };

/** A request to the Worker as a developer runs it (DEV_TOOLS on), or as production does. */
async function fetchWorker(path: string, { headers = {}, devTools = true }: { headers?: Record<string, string>; devTools?: boolean } = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), devTools ? { ...env, DEV_TOOLS: 'on' } : env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Server-Timing on a developer worker (DEV_TOOLS=on)', () => {
  it('names the edge, the API and inside it D1, serialisation and the rest, within the total', async () => {
    const response = await fetchWorker('/api/public/v1/search?q=recznik', { headers: pastCache });
    expect(response.status).toBe(200);
    const stages = parseServerTiming(response.headers.get(SERVER_TIMING_HEADER));
    expect(Object.keys(stages).sort()).toEqual(['api', 'code', 'db', 'edge', 'json', 'total']);
    const { api = 0, code = 0, db = 0, edge = 0, json = 0, total = 0 } = stages;
    // `db` is there at all because the search's D1 batch went through the timed database.
    for (const ms of [api, code, db, edge, json]) expect(ms).toBeGreaterThanOrEqual(0);
    expect(db + json + code).toBeLessThanOrEqual(api + 0.5);
    expect(edge + api).toBeLessThanOrEqual(total + 0.5);
  });

  it('never keeps the timings of the request that stored an answer in the edge cache', async () => {
    // A page size nobody else asks for: the first request stores the answer, the second reads it.
    const path = `/api/public/v1/products?limit=${101 + Math.floor(Math.random() * 399)}`;
    const stored = await fetchWorker(path);
    expect(stored.headers.get('X-Cache')).toBe('MISS');
    const hit = await fetchWorker(path);
    expect(hit.headers.get('X-Cache')).toBe('HIT');
    expect(Object.keys(parseServerTiming(hit.headers.get(SERVER_TIMING_HEADER))).sort()).toEqual(['cache', 'edge', 'total']);
  });
});

describe('Server-Timing in production (no DEV_TOOLS)', () => {
  it('is not sent, neither from the API nor from the edge', async () => {
    const response = await fetchWorker('/api/public/v1/search?q=recznik', { headers: pastCache, devTools: false });
    expect(response.status).toBe(200);
    expect(response.headers.get(SERVER_TIMING_HEADER)).toBeNull();
  });
});

describe('StageTimer', () => {
  it('counts overlapping work of one stage once, from the first start to the last end', async () => {
    const timer = new StageTimer();
    const started = performance.now();
    await Promise.all([timer.time('db', () => sleep(40)), timer.time('db', () => sleep(40))]);
    const elapsed = performance.now() - started;
    expect(timer.get('db')).toBeGreaterThan(0);
    expect(timer.get('db')).toBeLessThanOrEqual(elapsed + 0.5);
    expect(timer.entries(['db', 'json'])).toMatch(/^db;dur=\d+\.\d$/);
  });
});

describe('timedDatabase', () => {
  it('answers as D1 does, batches of its own statements included, and adds their time to db', async () => {
    const timer = new StageTimer();
    const db = timedDatabase(env.DB, timer);
    const [one, two] = await db.batch<{ value: number }>([db.prepare('SELECT ?1 AS value').bind(1), db.prepare('SELECT 2 AS value')]);
    expect([one?.results, two?.results]).toEqual([[{ value: 1 }], [{ value: 2 }]]);
    expect(await db.prepare('SELECT ?1 AS value').bind(3).first('value')).toBe(3);
    expect((await db.prepare('SELECT 4 AS value').all()).results).toEqual([{ value: 4 }]);
    expect(timer.entries(['db'])).toMatch(/^db;dur=\d+\.\d$/);
  });
});
