/**
 * What the service worker does with each request (docs/decisions/020-service-worker.md), as pure
 * functions. The build copies this module's code into site/out/sw.js with its types stripped
 * (scripts/build/service-worker.ts), so it imports nothing and uses only erasable TypeScript.
 *
 *   pass           the worker does not answer: the browser goes to the network as if there were
 *                  no service worker (the API, other origins, anything but GET, credentials)
 *   page           a navigation to a public prerendered page: network first, a copy kept for
 *                  offline use, the copy or the offline page when the network is gone
 *   private-page   any other navigation: network only, never stored, the offline page when the
 *                  network is gone
 *   cache-first    immutable hashed files (`/_next/static/*`) and the precached shell files
 */

export type Strategy = 'pass' | 'page' | 'private-page' | 'cache-first';

/** The parts of a request the decision reads (a `Request` has them all). */
export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  /** `navigate` for a document load. */
  readonly mode: string;
  readonly headers: { has(name: string): boolean };
}

export interface StrategyPolicy {
  /** The service worker's origin: requests elsewhere are passed. */
  readonly origin: string;
  /**
   * Paths of the pages that may be stored: the route table's prerendered routes without a guard
   * (scripts/build/service-worker.ts). Account, order, invoice and token pages never match.
   */
  readonly publicPages: readonly RegExp[];
  /** Paths precached at install (the offline page and its files). */
  readonly precached: ReadonlySet<string>;
}

/** The shop API, passed untouched: its answers can hold personal data (DESIGN.md "API"). */
const API_PATH = /^\/api(?:\/|$)/;
/** Developer pages (the mail outbox): never stored. */
const DEV_PATH = /^\/_dev(?:\/|$)/;
/** Spec §9: `auth.` prefixes the login's cookies and storage; nothing under that name is stored. */
const AUTH_PATH = /(?:^|\/)auth[./]/i;
const HASHED_STATIC_PATH = /^\/_next\/static\//;

/**
 * The strategy for a request.
 * @example chooseStrategy({ method: 'GET', url: 'https://sklep.example/api/public/v1/carts/summary', mode: 'cors', headers }, policy) // 'pass'
 */
export function chooseStrategy(request: RequestFacts, policy: StrategyPolicy): Strategy {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== policy.origin) return 'pass';
  const path = url.pathname;
  if (API_PATH.test(path) || DEV_PATH.test(path) || AUTH_PATH.test(path)) return 'pass';
  if (request.headers.has('authorization')) return 'pass';
  if (request.mode === 'navigate') return isPublicPage(url, policy) ? 'page' : 'private-page';
  if (HASHED_STATIC_PATH.test(path) && url.search === '') return 'cache-first';
  if (policy.precached.has(path) && url.search === '') return 'cache-first';
  return 'pass';
}

/** A page whose copy may be kept: a public prerendered route, with no query (which may name a person or a token). */
function isPublicPage(url: URL, policy: StrategyPolicy): boolean {
  if (url.search !== '' || !isDecodable(url.pathname)) return false;
  return policy.publicPages.some((pattern) => pattern.test(url.pathname));
}

/** A malformed `%` escape names no route (the server answers 404 for it). */
function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The parts of a response the storage decision reads. */
export interface ResponseFacts {
  readonly status: number;
  /** `basic` for a same-origin answer; `opaqueredirect` for a redirect the navigation follows itself. */
  readonly type: string;
  readonly redirected: boolean;
  readonly headers: { get(name: string): string | null };
}

/**
 * Whether a page's answer may be stored: a plain 200 HTML page that says nothing against it.
 * `Set-Cookie` never reaches a service worker (browsers filter it out), so a page that sets a
 * cookie is recognised by the `private`/`no-store` the worker marks such pages with.
 */
export function isStorablePage(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/.test(cacheControl)) return false;
  if (response.headers.get('set-cookie') !== null) return false;
  if ((response.headers.get('vary') ?? '').includes('*')) return false;
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
}
