/**
 * /api/*: the edge prepares the request (Language-Code from the detected language, the cart
 * identifiers, the bearer token from the httpOnly auth cookie on secure and auth calls), then
 * answers through the API cache from the embedded shop API on D1, or from API_ORIGIN when set.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { api } from '../api/app.ts';
import { ACCESS_TOKEN_COOKIE } from '../auth/access-token.ts';
import { getApiOrigin } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { withApiCache } from './api-cache.ts';
import { fetchFromApiOrigin } from './api-proxy.ts';
import { resolveCartIds } from './cart-session.ts';
import { executionContextOf } from './http.ts';

/** Calls that act for a logged-in customer: the edge adds the bearer header to these only. */
const AUTHENTICATED_PREFIXES = ['/api/secure/', '/api/auth/'];

/** Names the route `api` in the log line, also for the answers the edge gives before serveApi (413, 405, 403). */
export const markApiRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('routeName', 'api');
  await next();
};

export async function serveApi(c: Context<AppEnv>): Promise<Response> {
  const cart = resolveCartIds(c);
  if ('error' in cart) return cart.error;
  const headers = new Headers(c.req.raw.headers);
  headers.set('Language-Code', c.get('language'));
  for (const [name, value] of Object.entries(cart.headers)) headers.set(name, value);
  const pathname = new URL(c.req.url).pathname;
  const accessToken = getCookie(c, ACCESS_TOKEN_COOKIE);
  if (accessToken && !headers.has('Authorization') && AUTHENTICATED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    headers.set('Authorization', `Bearer ${accessToken}`);
  }
  headers.delete('Cookie');
  const request = new Request(c.req.raw, { headers });
  const origin = getApiOrigin(c.env);
  return withApiCache(c, request, async (prepared) =>
    origin ? fetchFromApiOrigin(origin, prepared) : api.fetch(prepared, c.env, executionContextOf(c)),
  );
}
