/**
 * The edge cache of the shop API (Cache API): public GETs are kept for a time set per call;
 * secure, auth and cart calls never are, nor anything but a 200 or anything that sets a cookie.
 * The key is the path with its sorted query and the language (Language-Code). `X-Cache` says
 * HIT, MISS or BYPASS. A request with `Cache-Control: no-cache` (the 503 page's liveness probe)
 * skips the stored copy and refreshes it.
 */
import type { Context } from 'hono';
import { isWellEncoded } from '../api/request-url.ts';
import type { AppEnv, CacheStatus } from '../env.ts';
import { runAfterResponse } from './http.ts';

/** Seconds each public GET is kept, by path prefix under /api/public/v1 (first match wins). */
const TTL_BY_PREFIX: readonly [prefix: string, seconds: number][] = [
  ['/carts', 0],
  ['/oauths', 0],
  ['/categories/tree/hierarchy', 3600],
  ['/media/', 86_400],
  // Live price and stock refresh after hydration: a minute old at most.
  ['/products', 60],
  ['/search', 60],
  ['/slider/', 600],
  ['/', 300],
];

const PUBLIC_PREFIX = '/api/public/v1';

/** How long a call may be served from the cache, in seconds; 0 when it never may. */
export function cacheTtlOf(method: string, pathname: string): number {
  if (method !== 'GET' || !pathname.startsWith(`${PUBLIC_PREFIX}/`)) return 0;
  const path = pathname.slice(PUBLIC_PREFIX.length);
  return TTL_BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 0;
}

/** The cache key: the same call in the same language, whatever the order of its query. */
export function cacheKeyOf(requestUrl: string, language: string): Request {
  const url = new URL(requestUrl);
  url.searchParams.sort();
  return new Request(`${url.origin}/__edge-cache/${language}${url.pathname}${url.search}`);
}

function withCacheStatus(c: Context<AppEnv>, response: Response, status: CacheStatus, ttl: number): Response {
  c.set('cacheStatus', status);
  const marked = new Response(response.body, response);
  marked.headers.set('X-Cache', status);
  // Browsers may keep a public answer as long as the edge does; everything else is not stored.
  if (response.status === 200) marked.headers.set('Cache-Control', ttl > 0 ? `public, max-age=${ttl}` : 'no-store');
  return marked;
}

/** Answers an API request from the cache when it may, else from `fetchUpstream`, storing what it may. */
export async function withApiCache(c: Context<AppEnv>, request: Request, fetchUpstream: (request: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  const ttl = cacheTtlOf(request.method, url.pathname);
  // An undecodable URL is the API's 400; its key would be re-encoded into a valid URL's (`?q=%` into `?q=%25`).
  const isMalformed = !isWellEncoded(url.pathname) || !isWellEncoded(url.search);
  if (ttl === 0 || request.headers.has('Authorization') || isMalformed) return withCacheStatus(c, await fetchUpstream(request), 'BYPASS', 0);
  const cache = caches.default;
  const key = cacheKeyOf(request.url, c.get('language'));
  if (!request.headers.get('Cache-Control')?.includes('no-cache')) {
    const hit = await cache.match(key);
    if (hit) return withCacheStatus(c, hit, 'HIT', ttl);
  }
  const response = await fetchUpstream(request);
  if (response.status === 200 && !response.headers.has('Set-Cookie')) {
    const stored = new Response(response.clone().body, response);
    stored.headers.set('Cache-Control', `public, max-age=${ttl}`);
    await runAfterResponse(c, cache.put(key, stored));
  }
  return withCacheStatus(c, response, 'MISS', ttl);
}
