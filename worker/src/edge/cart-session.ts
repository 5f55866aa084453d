/**
 * Spec §7: every API call carries Cart-Session-Id and Cart-Transaction-Id. The browser keeps them
 * in cookies (readable by page scripts: the runtime layer sends them as headers, and a header
 * is what no cross-site form can send); the edge generates a UUID v4 for a missing or malformed
 * one, sets the cookie, and forwards both to the API as headers. A malformed header sent by a
 * client is a 400, never silently replaced.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isUuid } from '#lib/formats.ts';
import { errorBody } from '../api/errors.ts';
import type { AppEnv } from '../env.ts';
import { queueCookie } from './http.ts';

export const CART_IDS = [
  { header: 'Cart-Session-Id', cookie: 'cart-session-id' },
  { header: 'Cart-Transaction-Id', cookie: 'cart-transaction-id' },
] as const;
/** How long a browser keeps its cart identifiers: a persistent cart outlives the visit. */
export const CART_COOKIE_MAX_AGE = 90 * 24 * 60 * 60;

/**
 * The request's cart identifiers as headers for the API (and cookies queued where they were
 * missing), or a 400 response when the client sent a malformed header.
 */
export function resolveCartIds(c: Context<AppEnv>): { headers: Record<string, string> } | { error: Response } {
  const headers: Record<string, string> = {};
  for (const { header, cookie } of CART_IDS) {
    // Identifiers are kept in their canonical lowercase form; one sent in uppercase is the same cart.
    const sent = c.req.header(header)?.toLowerCase();
    if (sent !== undefined && !isUuid(sent)) {
      return { error: c.json(errorBody('invalid_header', `Nieprawidłowy nagłówek ${header}.`), 400) };
    }
    const stored = getCookie(c, cookie);
    const storedUuid = stored?.toLowerCase();
    const value = sent ?? (storedUuid && isUuid(storedUuid) ? storedUuid : crypto.randomUUID());
    if (stored !== value) {
      queueCookie(c, cookie, value, CART_COOKIE_MAX_AGE);
    }
    headers[header] = value;
  }
  return { headers };
}
