/**
 * Reading a `document.cookie` (or `Cookie` header) string, in one place for the page scripts
 * that need a cookie: the cart ids, the login hint, the consent. DOM-free: the worker imports
 * modules that use it.
 */

/**
 * The value of one cookie, or undefined (also when its value is not valid percent-encoding).
 * @example readCookie('a=1; cart-session-id=x', 'cart-session-id') // 'x'
 */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Max-Age of a year, in seconds: the language cookie (spec §9) and the consent. */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A first-party cookie as `document.cookie` takes it: path `/`, `SameSite=Lax`, `Secure` on https. */
export function cookieString(name: string, value: string, maxAgeSeconds: number, https: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${https ? '; Secure' : ''}`;
}
