import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FILTER_KEYS, SORT_ORDERS } from '#lib/category-filters.ts';
import { routes } from '#lib/routes.ts';
import { locationOf, payloadRequest, request } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';
import { canonicalPathOf } from './canonical-redirects.ts';

const product = testCatalogue.products[0];
const category = testCatalogue.categories[0];

/** A filter value as a shopper or a bot may write one: dotted lists and file-like endings included. */
const filterValue = fc.stringMatching(/^[a-z0-9]{1,6}(?:[.-][a-z0-9]{1,4}){0,2}$/);
const filterSegment = fc.oneof(
  fc.tuple(fc.constantFrom(...Object.keys(FILTER_KEYS), 'x'), filterValue).map(([key, value]) => `${key}-${value}`),
  fc.constantFrom('dostepne', 'strona-1', 'strona-3', 'cena-10-20', ...SORT_ORDERS.map((order) => `sortuj-${order}`)),
);
/** Page paths, canonical or not: category filter paths in any order, paged lists, trailing slashes. */
const pagePath = fc.oneof(
  fc.array(filterSegment, { minLength: 1, maxLength: 4 }).map((segments) => `/kategoria/${category?.slug ?? 'x'}/${segments.join('_')}`),
  fc.constantFrom('/kontakt', '/kontakt/', '/blog/strona/1', '/blog/strona/2', '/strona/rental', `/produkt/${product?.slug ?? 'x'}`),
);

describe('canonical 301s', () => {
  it('sends /strona/rental to the hand-dryer rental article', async () => {
    const response = await request('/strona/rental');
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe('/blog/wynajem-suszarek');
  });

  it.each([
    ['/kontakt/', '/kontakt'],
    ['/oddzialy//', '/oddzialy'],
    ['/wyszukiwarka/', '/wyszukiwarka'],
    ['/kontakt/?productNumber=1', '/kontakt?productNumber=1'],
  ])('drops the trailing slash of %s', async (path, canonical) => {
    const response = await request(path);
    expect(response.status).toBe(301);
    expect(locationOf(response)).toBe(canonical);
  });

  it('never turns a slash redirect into a redirect off the site', async () => {
    for (const path of ['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/']) {
      const response = await request(path);
      expect(response.status, path).toBe(301);
      const location = response.headers.get('Location') ?? '';
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://shop.test').origin, path).toBe('http://shop.test');
    }
  });

  it('sends every declared English alias to its Polish path, keeping the query', async () => {
    const params: Record<string, string> = {
      slug: product?.slug ?? 'x',
      tab: 'dane',
      searchQuery: 'mydlo',
      pager: '2',
      filters: 'dostepne',
      flag: 'nowosci',
      uuid: '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f',
      hash: 'f3b1c9d2e4a5968776655443322110aa',
      token: 'n0Rk3pJd8s1Lq5vYxZa7Tb',
      confirmationToken: 'n0Rk3pJd8s1Lq5vYxZa7Tb',
    };
    const fill = (pattern: string) => pattern.replace(/\{(\w+)\??\}/g, (_, name: string) => params[name] ?? 'x');
    let checked = 0;
    for (const [name, route] of Object.entries(routes)) {
      if (!route.en) continue;
      const response = await request(`${fill(route.en)}?utm_source=test`);
      expect(response.status, `${name} ${route.en}`).toBe(301);
      expect(locationOf(response), name).toBe(`${fill(route.path)}?utm_source=test`);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('sends page 1 of a paged list to the list itself', async () => {
    for (const [path, canonical] of [
      ['/blog/strona/1', '/blog'],
      ['/kategoria/dozowniki/p/1', '/kategoria/dozowniki'],
      ['/kategoria/dozowniki/p', '/kategoria/dozowniki'],
    ]) {
      const response = await request(path ?? '');
      expect(response.status, path).toBe(301);
      expect(locationOf(response)).toBe(canonical);
    }
  });

  it('gives a category filter path its one canonical spelling', () => {
    expect(canonicalPathOf('/kategoria/dozowniki/kolor-bialy_producent-merida')).toBe('/kategoria/dozowniki/producent-merida_kolor-bialy');
    expect(canonicalPathOf('/kategoria/dozowniki/strona-3')).toBe('/kategoria/dozowniki/p/3');
    expect(canonicalPathOf('/kategoria/dozowniki/sortuj-popularnosc')).toBe('/kategoria/dozowniki');
    expect(canonicalPathOf('/kategoria/dozowniki/producent-merida_kolor-bialy')).toBeNull();
    expect(canonicalPathOf('/kategoria/dozowniki/nieznany-filtr')).toBeNull();
  });

  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/kontakt', '/blog/strona/2', '/kategoria/dozowniki/p/2', '/produkt/mydlo'])
      expect(canonicalPathOf(path), path).toBeNull();
  });

  // The router's payload request for a page (`<page>.txt`, RSC: 1) is not a page of its own: a
  // filter value ending in ".txt" once read the file's name as one more value (CI, stop 48).
  prop.prop([pagePath], { numRuns: 40 })('sends a page’s payload where it sends the page, or nowhere', async (path) => {
    const page = await request(path);
    const payload = await payloadRequest(path);
    const pageLocation = page.status === 301 ? locationOf(page) : null;
    expect(payload.status === 301, `${path}.txt: ${payload.status}, the page ${page.status}`).toBe(pageLocation !== null);
    if (pageLocation !== null) expect(locationOf(payload), path).toBe(`${pageLocation}.txt`);
    await Promise.all([page.body?.cancel(), payload.body?.cancel()]);
  });
});
