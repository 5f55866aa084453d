/**
 * Where the build reads the shop API: a remote shop over HTTP when API_ORIGIN is set, else the
 * embedded API of this repository's Worker, started in-process by wrangler on the local D1 (no
 * dev server needs to be running, and nothing listens beyond loopback).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CACHE_BYPASS_HEADER } from '#worker/shared-names.ts';
import { requestWithRetries } from '../lib/http-retries.ts';
import { outDir, repoRoot } from '../lib/paths.ts';

export interface ApiSource {
  /** Human-readable origin, for logs and the content manifest. */
  name: string;
  /** GET a path such as `/api/public/v1/flags`; throws on a non-2xx answer. */
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Headers of every build request: Polish, and past the edge cache (with the worker's
 * CACHE_BYPASS_SECRET), so a rebuild after an editor's change never reads an answer the cache kept
 * from before it.
 */
function buildHeaders(cacheBypassSecret: string | undefined): Record<string, string> {
  return { 'Language-Code': 'pl', ...(cacheBypassSecret ? { [CACHE_BYPASS_HEADER]: cacheBypassSecret } : {}) };
}

/** One GET of the build, tried again as every script request is (scripts/lib/http-retries.ts). */
export function getWithRetries(send: () => Promise<Response>, apiPath: string, wait?: (ms: number) => Promise<void>): Promise<Response> {
  return requestWithRetries(send, `GET ${apiPath}`, wait);
}

function remoteSource(origin: string): ApiSource {
  const base = new URL(origin).origin;
  const headers = buildHeaders(process.env.CACHE_BYPASS_SECRET);
  return {
    name: base,
    get: (apiPath) => getWithRetries(() => fetch(`${base}${apiPath}`, { headers }), apiPath),
    close: async () => {},
  };
}

async function embeddedSource(): Promise<ApiSource> {
  // The Worker's assets directory must exist even though the build only calls /api.
  mkdirSync(outDir, { recursive: true });
  // Nothing leaves loopback: no request.cf lookup, no telemetry (TOOLCHAIN.md).
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  process.env.WRANGLER_SEND_METRICS = 'false';
  const { unstable_startWorker } = await import('wrangler');
  // A key of this build's own: the in-process worker lets it, and nothing else, past its cache.
  const cacheBypassSecret = randomBytes(32).toString('base64url');
  const headers = buildHeaders(cacheBypassSecret);
  const worker = await unstable_startWorker({
    config: path.join(repoRoot, 'wrangler.toml'),
    bindings: { CACHE_BYPASS_SECRET: { type: 'plain_text', value: cacheBypassSecret } },
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, logLevel: 'warn', watch: false },
  });
  await worker.ready;
  return {
    name: 'embedded Worker on the local D1',
    get: (apiPath) => getWithRetries(async () => (await worker.fetch(`http://127.0.0.1${apiPath}`, { headers })) as unknown as Response, apiPath),
    close: () => worker.dispose(),
  };
}

export function openApiSource(apiOrigin: string | undefined): Promise<ApiSource> {
  return apiOrigin ? Promise.resolve(remoteSource(apiOrigin)) : embeddedSource();
}
