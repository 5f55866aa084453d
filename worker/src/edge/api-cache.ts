/**
 * The edge cache of the shop API (Cache API). Caching is opt-in per call: a call declares how
 * long its answer may be kept (`cacheSeconds` in worker/src/api/contract.ts); nothing else is
 * ever stored, and neither is anything but a 200 without cookies. The key is the call, its path
 * and query as the call's own schemas read them (so `?a=1&b=2`, `?b=2&a=1`, `&=1` or `limit=1e2`
 * cannot multiply entries: an input the schemas refuse is a 400 and never stored) and the
 * language. HEAD is answered as GET. Only two requests read past the cache: the build, with the
 * `X-Cache-Bypass` secret (CACHE_BYPASS_SECRET), and the 503 page's liveness probe, on its one
 * call; neither rewrites the stored copy. `X-Cache` says HIT, MISS or BYPASS.
 */
import type { Context } from 'hono';
import { LOCALES } from '#lib/i18n/locales.ts';
import { canonicalInputOf, matchDeclaredCall } from '../api/declared-calls.ts';
import { isWellEncoded } from '../api/request-url.ts';
import { isSameSecret } from '../auth/same-secret.ts';
import { getCacheBypassSecret } from '../config.ts';
import type { AppEnv, CacheStatus } from '../env.ts';
import { SERVER_TIMING_HEADER } from '../server-timing.ts';
import { CACHE_BYPASS_HEADER } from '../shared-names.ts';
import { runAfterResponse } from './http.ts';
import { timeEdgeStage } from './server-timing.ts';

export interface CacheRule {
  /** Seconds the answer may be kept. */
  seconds: number;
  /** The cache entry's key. */
  key: Request;
  /** Whether this request reads past the cache (the build, the 503 probe). */
  bypass: boolean;
  /** Whether it is the build's: the API then answers from the catalogue it renders (api/catalogue-view.ts). */
  build: boolean;
}

/**
 * The cache key of a canonical call in a language: on a host of its own, never a URL a client can
 * ask for, and never the request's Host (a forged one would only add entries).
 */
export function cacheKeyOf(canonicalInput: string, language: string): Request {
  return new Request(`https://edge-cache.invalid/${language}/${encodeURIComponent(canonicalInput)}`);
}

/** How the cache treats `request`, or null when its answer is never stored. */
export async function cacheRuleOf(request: Request, language: string, bypassSecret: string | undefined): Promise<CacheRule | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  // A URL the API refuses as malformed (`?q=%`) is never stored, nor read as another one's key.
  if (!isWellEncoded(url.pathname) || !isWellEncoded(url.search)) return null;
  const matched = matchDeclaredCall(request.method, url.pathname);
  if (!matched || matched.call.cacheSeconds <= 0) return null;
  const canonical = canonicalInputOf(matched, url);
  if (canonical === null) return null;
  const sentSecret = request.headers.get(CACHE_BYPASS_HEADER);
  const isBuild = sentSecret !== null && bypassSecret !== undefined && (await isSameSecret(sentSecret, bypassSecret));
  const isProbe = matched.call.isLivenessProbe && /\bno-cache\b/.test(request.headers.get('Cache-Control') ?? '');
  return { seconds: matched.call.cacheSeconds, key: cacheKeyOf(canonical, language), bypass: isBuild || isProbe, build: isBuild };
}

function withCacheStatus(c: Context<AppEnv>, response: Response, status: CacheStatus, seconds: number): Response {
  c.set('cacheStatus', status);
  const marked = new Response(response.body, response);
  marked.headers.set('X-Cache', status);
  // Browsers may keep a public answer as long as the edge does; everything else is not stored
  // (an answer that already says so keeps its own words: the cart's `private, no-store`).
  if (response.status === 200 && (seconds > 0 || !/\bno-store\b/.test(response.headers.get('Cache-Control') ?? ''))) {
    marked.headers.set('Cache-Control', seconds > 0 ? `public, max-age=${seconds}` : 'no-store');
  }
  return marked;
}

/** Answers an API request from the cache when it may, else from `fetchUpstream`, storing what it may. */
export async function withApiCache(c: Context<AppEnv>, request: Request, fetchUpstream: (request: Request) => Promise<Response>): Promise<Response> {
  const rule = await cacheRuleOf(request, c.get('language'), getCacheBypassSecret(c.env));
  const headers = new Headers(request.headers);
  // The secret goes on only when it is the build's, which the API reads the next catalogue for.
  if (!rule?.build) headers.delete(CACHE_BYPASS_HEADER);
  const upstreamRequest = new Request(request, { headers });
  if (rule === null) return withCacheStatus(c, await fetchUpstream(upstreamRequest), 'BYPASS', 0);
  if (rule.bypass) return withCacheStatus(c, await fetchUpstream(upstreamRequest), 'BYPASS', rule.seconds);
  const cache = caches.default;
  const hit = await timeEdgeStage(c, 'cache', () => cache.match(rule.key));
  if (hit) return withCacheStatus(c, hit, 'HIT', rule.seconds);
  // The stored copy is always the GET's, whatever asked first.
  const response = await fetchUpstream(request.method === 'HEAD' ? new Request(upstreamRequest, { method: 'GET' }) : upstreamRequest);
  if (response.status === 200 && !response.headers.has('Set-Cookie')) {
    const stored = new Response(response.clone().body, response);
    stored.headers.set('Cache-Control', `public, max-age=${rule.seconds}`);
    // The timings are this request's, not a later hit's.
    stored.headers.delete(SERVER_TIMING_HEADER);
    await runAfterResponse(c, cache.put(rule.key, stored));
  }
  return withCacheStatus(c, response, 'MISS', rule.seconds);
}

/**
 * Deletes the cached GET answers of these public paths (with their query, if any) in every
 * language; answers how many were stored. The keys are computed the way the cache computes them
 * (the call's canonical input, per language), so `/products/slug/x` purges what any spelling of
 * that request stored. What cannot be enumerated (every listing page, search, filters) is not
 * purged and expires by its call's `cacheSeconds`. The Cache API deletes in the data centre that
 * runs the write; other centres keep their copy until it expires the same way. The API's admin
 * writes use it through the port index.ts fills (api/admin/cache-purge.ts).
 */
export async function purgeCachedAnswers(paths: readonly string[]): Promise<number> {
  const keys: Request[] = [];
  for (const path of new Set(paths)) {
    const url = new URL(path, 'https://edge-cache.invalid');
    const matched = matchDeclaredCall('GET', url.pathname);
    if (!matched || matched.call.cacheSeconds <= 0) continue;
    const canonical = canonicalInputOf(matched, url);
    if (canonical !== null) keys.push(...LOCALES.map((language) => cacheKeyOf(canonical, language)));
  }
  const deleted = await Promise.all(keys.map((key) => caches.default.delete(key)));
  return deleted.filter(Boolean).length;
}
