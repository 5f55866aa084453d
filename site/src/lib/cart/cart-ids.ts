/**
 * Spec §7: every cart call carries Cart-Session-Id and Cart-Transaction-Id, generated and saved in
 * cookies when missing. The browser makes them itself before its first cart call, so two calls
 * sent at once on a first visit (the header counter and an add to cart) name the same cart; the
 * edge (worker/src/edge/cart-session.ts) keeps sent identifiers and refreshes the cookies.
 */
import { readCookie } from '../cookies.ts';
import { isUuid } from '../formats.ts';

export const CART_ID_COOKIES = [
  { header: 'Cart-Session-Id', cookie: 'cart-session-id' },
  { header: 'Cart-Transaction-Id', cookie: 'cart-transaction-id' },
] as const;

/** As long as the edge keeps them: a persistent cart outlives the visit. */
export const CART_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/**
 * A random UUID v4 from `crypto.getRandomValues` (available on plain http too, unlike randomUUID).
 * Written in plain syntax: the early-cart script carries it inline (early-cart.ts).
 */
export function randomUuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += ((bytes[i] as number) + 0x100).toString(16).slice(1);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The cart identifiers as request headers, each read from its cookie or made and stored there first. */
export function ensureCartIdHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { header, cookie } of CART_ID_COOKIES) {
    const stored = readCookie(document.cookie, cookie)?.toLowerCase();
    const value = stored && isUuid(stored) ? stored : randomUuidV4();
    if (value !== stored) {
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      // biome-ignore lint/suspicious/noDocumentCookie: the value is a UUID (nothing to escape), and it must be stored before the call goes out; the Cookie Store API is asynchronous and missing from older Safari.
      document.cookie = `${cookie}=${value}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    }
    headers[header] = value;
  }
  return headers;
}
