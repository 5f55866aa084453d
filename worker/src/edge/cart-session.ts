/**
 * Spec §7: API calls carry Cart-Session-Id and Cart-Transaction-Id. The browser keeps them in
 * cookies (readable by page scripts: the runtime layer sends them as headers, and a header is
 * what no cross-site form can send), and the edge forwards both to the API as headers.
 *
 * The identifiers are generated, and their cookies set, only on the calls that use a cart
 * (`isCartCall`): a public GET such as the flags or the category tree is the same for everyone
 * and may be cached, so it must not hand out a visitor's cart id (DESIGN.md "Edge"; the
 * response-headers layer also keeps every answer that sets a cookie out of shared caches).
 * Elsewhere the identifiers the browser already has are forwarded as they are. A malformed
 * header sent by a client is a 400 on every call, never silently replaced.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isUuid } from '#lib/formats.ts';
import { errorBody } from '../api/errors.ts';
import type { AppEnv } from '../env.ts';
import { CART_SESSION_HEADER } from '../shared-names.ts';
import { queueCookie } from './http.ts';

export const CART_IDS = [
  { header: 'Cart-Session-Id', cookie: 'cart-session-id' },
  { header: 'Cart-Transaction-Id', cookie: 'cart-transaction-id' },
] as const;
/** How long a browser keeps its cart identifiers: a persistent cart outlives the visit. */
export const CART_COOKIE_MAX_AGE = 90 * 24 * 60 * 60;

/**
 * The API calls that read or write a cart, by path prefix: the cart (spec §7 `/carts/products`,
 * `/carts/summary`), orders and checkout. The cart and order issues add their calls here.
 */
export const CART_CALL_PREFIXES: readonly string[] = [
  '/api/public/v1/carts',
  '/api/public/v1/orders',
  '/api/secure/v1/orders',
  '/api/public/v1/checkout',
  '/api/secure/v1/checkout',
];

/** Whether a call uses the cart, so that missing cart identifiers are generated and stored in cookies. */
export function isCartCall(pathname: string): boolean {
  return CART_CALL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The request's cart identifiers as headers for the API (generated, with their cookies queued,
 * where a cart call lacks them), or a 400 response when the client sent a malformed header.
 */
export function resolveCartIds(c: Context<AppEnv>): { headers: Record<string, string> } | { error: Response } {
  const usesCart = isCartCall(new URL(c.req.url).pathname);
  const headers: Record<string, string> = {};
  for (const { header, cookie } of CART_IDS) {
    // Identifiers are kept in their canonical lowercase form; one sent in uppercase is the same cart.
    const sent = c.req.header(header)?.toLowerCase();
    if (sent !== undefined && !isUuid(sent)) {
      // About one visitor's identifiers: never stored, like every cart answer.
      const headers = { 'Cache-Control': 'private, no-store' };
      return { error: c.json(errorBody('invalid_header', `Nieprawidłowy nagłówek ${header}.`), 400, headers) };
    }
    const stored = getCookie(c, cookie);
    const storedUuid = stored?.toLowerCase();
    const known = sent ?? (storedUuid && isUuid(storedUuid) ? storedUuid : undefined);
    if (known === undefined && !usesCart) continue;
    const value = known ?? crypto.randomUUID();
    if (usesCart && stored !== value) {
      queueCookie(c, cookie, value, CART_COOKIE_MAX_AGE);
    }
    headers[header] = value;
  }
  return { headers };
}

/**
 * An API answer that hands the browser a new cart session (the `Cart-Session-Id` answer header of
 * a login or a password change, contract `handsOverCartSession`): the id goes into the cart
 * cookie, and the answer goes on without the header. Every answer loses the header, declared or
 * not, so no page ever reads a cart id from an answer.
 */
export function takeCartSessionHandover(c: Context<AppEnv>, response: Response): Response {
  const handed = response.headers.get(CART_SESSION_HEADER);
  if (handed === null) return response;
  if (isUuid(handed)) queueCookie(c, CART_IDS[0].cookie, handed, CART_COOKIE_MAX_AGE);
  const passed = new Response(response.body, response);
  passed.headers.delete(CART_SESSION_HEADER);
  return passed;
}
