/**
 * Spec §7: every cart call carries Cart-Session-Id and Cart-Transaction-Id, generated and saved in
 * cookies when missing. The browser makes them itself before its first cart call, so two calls
 * sent at once on a first visit (the header counter and an add to cart) name the same cart; the
 * edge (worker/src/edge/cart-session.ts) keeps sent identifiers and refreshes the cookies.
 */
import { readCookie } from '../cookies.ts';
import { isUuid, UUID_PATTERN } from '../formats.ts';

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

/** What `storeCartIds` needs besides the page: the cookies, how long they last, a valid identifier. */
export interface CartIdSettings {
  cartIds: readonly { header: string; cookie: string }[];
  cookieMaxAgeSeconds: number;
  /** The source of a valid identifier's pattern (a string, so the inline script's settings stay JSON). */
  uuidPattern: string;
}

/**
 * The cart identifiers as request headers, each read from its cookie or made and stored there
 * first. Written in plain syntax with its helpers as parameters: the early-cart script carries it
 * inline (early-cart.ts), so the page and the script keep the cart's identifiers one way.
 */
export function storeCartIds(
  doc: Document,
  win: Window,
  settings: CartIdSettings,
  read: typeof readCookie,
  makeUuid: typeof randomUuidV4,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i < settings.cartIds.length; i++) {
    const id = settings.cartIds[i] as { header: string; cookie: string };
    const stored = (read(doc.cookie, id.cookie) || '').toLowerCase();
    const value = new RegExp(settings.uuidPattern).test(stored) ? stored : makeUuid();
    if (value !== stored) {
      const secure = win.location.protocol === 'https:' ? '; Secure' : '';
      // The value is a UUID (nothing to escape), and it must be stored before the call goes out; the Cookie Store API is asynchronous and missing from older Safari.
      doc.cookie = `${id.cookie}=${value}; Path=/; Max-Age=${settings.cookieMaxAgeSeconds}; SameSite=Lax${secure}`;
    }
    headers[id.header] = value;
  }
  return headers;
}

export const CART_ID_SETTINGS: CartIdSettings = {
  cartIds: CART_ID_COOKIES,
  cookieMaxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS,
  uuidPattern: UUID_PATTERN.source,
};

/**
 * Whether this browser holds a cart identifier yet. Without one no cart call has gone out from
 * it, so its cart is empty until the page's first call answers (a first visit straight to /koszyk).
 */
export function hasCartIds(cookies: string): boolean {
  return CART_ID_COOKIES.some((id) => isUuid((readCookie(cookies, id.cookie) ?? '').toLowerCase()));
}

/** The cart identifiers as request headers (`storeCartIds` on this page). */
export function ensureCartIdHeaders(): Record<string, string> {
  return storeCartIds(document, window, CART_ID_SETTINGS, readCookie, randomUuidV4);
}
