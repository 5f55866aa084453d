/**
 * /api/*: the edge prepares the request (Language-Code from the detected language, the cart
 * identifiers, the bearer token from the httpOnly auth cookie on the calls that act for a
 * customer, the grant's client on token calls: auth-session.ts; the staff login on the admin
 * calls: staff-session.ts), then answers through the API
 * cache from the embedded shop API on D1, or from API_ORIGIN when set.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getApiOrigin } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { REQUEST_ID_HEADER } from '../shared-names.ts';
import { withApiCache } from './api-cache.ts';
import { addBearer, askApi, endedSessionAnswer, finishAuthAnswer, withClientCredentials } from './auth-session.ts';
import { resolveCartIds, takeCartSessionHandover } from './cart-session.ts';
import { addStaffSession, takeStaffSessionHandover } from './staff-session.ts';

/** Names the route `api` in the log line, also for the answers the edge gives before serveApi (413, 405, 403). */
export const markApiRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('routeName', 'api');
  await next();
};

export async function serveApi(c: Context<AppEnv>): Promise<Response> {
  // A malformed API_ORIGIN is a logged 500 before anything is answered, a cached copy included.
  getApiOrigin(c.env);
  const pathname = new URL(c.req.url).pathname;
  const ended = endedSessionAnswer(c, pathname);
  if (ended) return ended;
  const cart = resolveCartIds(c);
  if ('error' in cart) return cart.error;
  const headers = new Headers(c.req.raw.headers);
  headers.set('Language-Code', c.get('language'));
  // The API's own error log and reports carry the request id of the edge's log line.
  headers.set(REQUEST_ID_HEADER, c.get('requestId'));
  for (const [name, value] of Object.entries(cart.headers)) headers.set(name, value);
  addBearer(c, pathname, headers);
  addStaffSession(c, pathname, headers);
  headers.delete('Cookie');
  const request = await withClientCredentials(c, pathname, new Request(c.req.raw, { headers }));
  const response = await withApiCache(c, request, (prepared) => askApi(c, prepared));
  return finishAuthAnswer(c, pathname, takeStaffSessionHandover(c, pathname, takeCartSessionHandover(c, response)));
}

/**
 * A GET of a public call on a page's behalf (site.ts checks a filter page against the listing the
 * page will ask for): through the API cache in the request's language, so the page's own call
 * that follows is a hit. The page's log line keeps its own cache status.
 */
export async function getForPage(c: Context<AppEnv>, path: string): Promise<Response> {
  const headers = new Headers({ 'Language-Code': c.get('language'), [REQUEST_ID_HEADER]: c.get('requestId') });
  const pageCacheStatus = c.get('cacheStatus');
  try {
    return await withApiCache(c, new Request(new URL(path, c.req.url), { headers }), (request) => askApi(c, request));
  } finally {
    c.set('cacheStatus', pageCacheStatus);
  }
}
