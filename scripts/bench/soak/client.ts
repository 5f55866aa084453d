/**
 * One virtual shopper's browser, as far as the server can tell: a cookie jar (the edge keeps the
 * cart session and the login in cookies), the shop's origin on every write (the edge refuses a
 * cross-site one), and every request timed and recorded under the kind of session it belongs to.
 */

export type SessionKind = 'browse' | 'cart' | 'checkout' | 'account';

export interface RequestRecord {
  kind: SessionKind;
  /** What was asked, e.g. `POST /api/public/v1/orders`, for the error list. */
  call: string;
  status: number;
  ms: number;
  /** The answer was not what the session expected (a 4xx it did not ask for, a network error). */
  unexpected: boolean;
}

/** Cookies by name, as a browser keeps them for one site (no paths or expiry: one origin, one session). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Takes the `Set-Cookie` headers of an answer; an empty value or `Max-Age=0` removes the cookie. */
  take(setCookies: readonly string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
      if (value === '' || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  /** The `Cookie` header to send, or null when the jar is empty. */
  header(): string | null {
    if (this.#cookies.size === 0) return null;
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface ShopperClient {
  /** Asks `path` of the shop; the answer's body is read whole (as a page load would), then returned. */
  request(
    kind: SessionKind,
    method: string,
    path: string,
    options?: { json?: unknown; headers?: Record<string, string>; expect?: readonly number[] },
  ): Promise<{ status: number; body: string; headers: Headers }>;
  /** A fresh visitor: the cookies are forgotten. */
  forget(): void;
}

/** A client for one shopper of `origin`; every request goes to `record`. */
export function shopperClient(origin: string, record: (entry: RequestRecord) => void): ShopperClient {
  let jar = new CookieJar();
  return {
    async request(kind, method, path, { json, headers = {}, expect = [200] } = {}) {
      const call = `${method} ${path.split('?')[0]}`;
      const cookie = jar.header();
      const started = performance.now();
      try {
        const response = await fetch(`${origin}${path}`, {
          method,
          redirect: 'manual',
          headers: {
            Accept: json === undefined && method === 'GET' && !path.startsWith('/api/') ? 'text/html' : 'application/json',
            'Accept-Language': 'pl-PL,pl;q=0.9',
            ...(method === 'GET' ? {} : { Origin: origin }),
            ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(cookie ? { Cookie: cookie } : {}),
            ...headers,
          },
          body: json === undefined ? undefined : JSON.stringify(json),
          signal: AbortSignal.timeout(30_000),
        });
        const body = await response.text();
        const ms = performance.now() - started;
        jar.take(response.headers.getSetCookie());
        record({ kind, call, status: response.status, ms, unexpected: !expect.includes(response.status) });
        return { status: response.status, body, headers: response.headers };
      } catch (error) {
        // A network error or a timeout: recorded as status 0, never as a 5xx the server did not send.
        record({ kind, call, status: 0, ms: performance.now() - started, unexpected: true });
        return { status: 0, body: String(error), headers: new Headers() };
      }
    },
    forget() {
      jar = new CookieJar();
    },
  };
}
