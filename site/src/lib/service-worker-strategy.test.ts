import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-match.ts';
import { fillPattern, type RouteName, routes } from './routes.ts';
import { publicPagePatterns } from './service-worker-pages.ts';
import { chooseStrategy, isStorablePage, type RequestFacts, type StrategyPolicy } from './service-worker-strategy.ts';

const ORIGIN = 'https://sklep.example';
const policy: StrategyPolicy = {
  origin: ORIGIN,
  publicPages: publicPagePatterns(),
  precached: new Set(['/offline', '/logo.svg', '/_next/static/css/app.css']),
};

function request(url: string, init: { method?: string; mode?: string; headers?: Record<string, string> } = {}): RequestFacts {
  return { url, method: init.method ?? 'GET', mode: init.mode ?? 'navigate', headers: new Headers(init.headers) };
}

function response(init: { status?: number; type?: string; redirected?: boolean; headers?: Record<string, string> } = {}) {
  return {
    status: init.status ?? 200,
    type: init.type ?? 'basic',
    redirected: init.redirected ?? false,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...init.headers }),
  };
}

const segment = fc.stringMatching(/^[\w.~%-]{1,24}$/).filter((text) => text !== '.' && text !== '..');
const anyPath = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
const anyMode = fc.constantFrom('navigate', 'cors', 'no-cors', 'same-origin');
const anyMethod = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
const anyQuery = fc.option(fc.stringMatching(/^[\w=&%-]{1,20}$/), { nil: undefined }).map((query) => (query ? `?${query}` : ''));

/** Routes whose pages the worker must never keep: shells (tokens, accounts, orders, invoices) and every guard. */
const privateRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].render === 'shell' || routes[name].guard !== 'none');
/** A path of one of those routes, with arbitrary parameter values (encoded as `href` encodes them). */
const privateRoutePath = fc
  .record({ name: fc.constantFrom(...privateRoutes), values: fc.dictionary(fc.string(), fc.string({ minLength: 1, maxLength: 30 })), value: segment })
  .map(({ name, values, value }) => {
    const params = Object.fromEntries([...routes[name].path.matchAll(/\{(\w+)\??\}/g)].map(([, param = '']) => [param, values[param] ?? value]));
    return fillPattern(routes[name].path, params);
  });

describe('chooseStrategy', () => {
  test.prop([anyPath, anyMode, anyMethod, anyQuery])(
    'passes every /api request untouched, whatever its method or mode',
    (path, mode, method, query) => {
      expect(chooseStrategy(request(`${ORIGIN}/api${path}${query}`, { method, mode }), policy)).toBe('pass');
    },
  );

  test.prop([anyPath, anyMode, fc.constantFrom('auth.', 'auth/', 'AUTH.')])(
    'passes anything under auth. (spec §9: the login cookies and storage prefix)',
    (path, mode, prefix) => {
      expect(chooseStrategy(request(`${ORIGIN}${path === '/' ? '' : path}/${prefix}token`, { mode }), policy)).toBe('pass');
    },
  );

  test.prop([anyPath, anyMode, anyMethod.filter((method) => method !== 'GET')])('answers only GET requests', (path, mode, method) => {
    expect(chooseStrategy(request(`${ORIGIN}${path}`, { method, mode }), policy)).toBe('pass');
  });

  test.prop([anyPath, anyMode, fc.constantFrom('https://maps.googleapis.com', 'http://sklep.example', 'https://sklep.example:8443')])(
    'passes other origins',
    (path, mode, origin) => {
      expect(chooseStrategy(request(`${origin}${path}`, { mode }), policy)).toBe('pass');
    },
  );

  test.prop([anyPath, anyMode])('passes a request that carries credentials', (path, mode) => {
    expect(chooseStrategy(request(`${ORIGIN}${path}`, { mode, headers: { Authorization: 'Bearer x' } }), policy)).toBe('pass');
  });

  test.prop([privateRoutePath, anyQuery])(
    'never keeps a page of a guarded or shell route (account, orders, invoices, tokens): network only, offline page as fallback',
    (path, query) => {
      // As a browser sends it: dot segments resolved.
      const url = new URL(`${path}${query}`, ORIGIN);
      const match = matchRoute(url.pathname);
      fc.pre(match !== null && (match.route.render === 'shell' || match.route.guard !== 'none'));
      const strategy = chooseStrategy(request(url.href), policy);
      expect(strategy === 'private-page' || strategy === 'pass').toBe(true);
    },
  );

  test.prop([anyPath, fc.stringMatching(/^[\w=&%-]{1,20}$/)])(
    'never keeps a page asked for with a query (it may name a person or a token)',
    (path, query) => {
      expect(chooseStrategy(request(`${ORIGIN}${path}?${query}`), policy)).not.toBe('page');
    },
  );

  test.prop([anyPath])('keeps a page only when the route table says it is public and prerendered', (path) => {
    const url = new URL(path, ORIGIN);
    const strategy = chooseStrategy(request(url.href), policy);
    if (strategy !== 'page') return;
    const match = matchRoute(url.pathname);
    expect(match?.route.render).toBe('prerendered');
    expect(match?.route.guard).toBe('none');
  });

  it('keeps the public pages of the catalogue', () => {
    for (const path of ['/', '/produkt/mydlo-w-plynie-5-l', '/kategoria/mydla', '/blog/higiena-rak', '/kontakt', '/offline']) {
      expect(chooseStrategy(request(`${ORIGIN}${path}`), policy), path).toBe('page');
    }
    for (const path of [
      '/konto/dane',
      '/zamowienie/0b6c1f0e-6f3a-4d52-9a4e-3a1f2b9c8d7e',
      '/faktura/0b6c1f0e-6f3a-4d52-9a4e-3a1f2b9c8d7e',
      '/logowanie',
    ]) {
      expect(chooseStrategy(request(`${ORIGIN}${path}`), policy), path).toBe('private-page');
    }
  });

  test.prop([fc.array(segment, { minLength: 1, maxLength: 4 })])('takes hashed static files from the cache first', (parts) => {
    expect(chooseStrategy(request(`${ORIGIN}/_next/static/${parts.join('/')}`, { mode: 'no-cors' }), policy)).toBe('cache-first');
  });

  it('takes precached files from the cache first, and leaves other files to the network', () => {
    expect(chooseStrategy(request(`${ORIGIN}/logo.svg`, { mode: 'no-cors' }), policy)).toBe('cache-first');
    expect(chooseStrategy(request(`${ORIGIN}/logo.svg?v=2`, { mode: 'no-cors' }), policy)).toBe('pass');
    expect(chooseStrategy(request(`${ORIGIN}/media/mydlo.webp`, { mode: 'no-cors' }), policy)).toBe('pass');
    expect(chooseStrategy(request(`${ORIGIN}/produkt/mydlo/__next._tree.txt`, { mode: 'cors' }), policy)).toBe('pass');
  });
});

describe('isStorablePage', () => {
  it('stores a plain 200 HTML page', () => {
    expect(isStorablePage(response())).toBe(true);
    expect(isStorablePage(response({ headers: { 'cache-control': 'public, max-age=0, must-revalidate' } }))).toBe(true);
  });

  const directive = fc.constantFrom('private', 'no-store', 'PRIVATE', 'No-Store', 'private="set-cookie"');
  const otherDirectives = fc.array(fc.constantFrom('public', 'max-age=0', 'must-revalidate', 'no-cache', 's-maxage=60'), { maxLength: 3 });
  test.prop([directive, otherDirectives, otherDirectives])('never stores a page marked private or no-store', (marked, before, after) => {
    expect(isStorablePage(response({ headers: { 'cache-control': [...before, marked, ...after].join(', ') } }))).toBe(false);
  });

  test.prop([fc.integer({ min: 100, max: 599 }).filter((status) => status !== 200)])('stores only status 200', (status) => {
    expect(isStorablePage(response({ status }))).toBe(false);
  });

  it('never stores a redirect, an opaque answer, a cookie, Vary: * or anything but HTML', () => {
    expect(isStorablePage(response({ type: 'opaqueredirect', status: 0 }))).toBe(false);
    expect(isStorablePage(response({ redirected: true }))).toBe(false);
    expect(isStorablePage(response({ type: 'opaque' }))).toBe(false);
    expect(isStorablePage(response({ headers: { 'set-cookie': 'auth.access_token=x' } }))).toBe(false);
    expect(isStorablePage(response({ headers: { vary: '*' } }))).toBe(false);
    expect(isStorablePage(response({ headers: { 'content-type': 'application/json' } }))).toBe(false);
  });
});
