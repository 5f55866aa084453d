import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isAllowedByRobots, robotsRules } from './robots.ts';
import { matchRoute } from './route-match.ts';
import { FIXED_REDIRECTS, fillPattern, type RouteName, routes } from './routes.ts';
import { buildSitemaps, escapeXml, indexableRouteOf, SITEMAP_URL_LIMIT, type SitemapPage } from './sitemaps.ts';

const SITE = 'https://sklep.example.pl';
const lastModified = new Date('2026-11-20T10:00:00.000Z');

/** The `<loc>` values of an XML file, unescaped. */
function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) =>
    loc.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? ''),
  );
}

/** Parameter values of every kind a path may carry: well-formed ones, placeholders and junk. */
const paramValue = fc.oneof(
  fc.constantFrom(
    'mydlo-5-l',
    'x',
    '_',
    '1',
    '2',
    '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f',
    'q8Xr2vL0_pZk-3mN',
    'dane',
    'cena-od-10',
    'Zx3k9QpL2mW8vR1tY6uB0a',
  ),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
);

/** A path of any route of the table, Polish or English, with any parameter values, or a fixed redirect. */
const anyRoutePath = fc.oneof(
  fc.tuple(fc.constantFrom(...(Object.keys(routes) as RouteName[])), fc.boolean(), paramValue).map(([name, english, value]) => {
    const route = routes[name];
    const pattern = english && route.en ? route.en : route.path;
    const values = Object.fromEntries([...pattern.matchAll(/\{(\w+)\??\}/g)].map(([, param = '']) => [param, value]));
    return fillPattern(pattern, values);
  }),
  fc.constantFrom(...Object.keys(FIXED_REDIRECTS), '/404', '/_not-found', '/blog/strona/1', '/kategoria/mydla/p/1', '/kategoria/mydla/p'),
);

describe('indexableRouteOf', () => {
  it('takes canonical paths of indexable routes', () => {
    expect(indexableRouteOf('/')?.name).toBe('home');
    expect(indexableRouteOf('/produkt/mydlo-5-l')?.name).toBe('product');
    expect(indexableRouteOf('/kategoria/mydla/p/2')?.name).toBe('categoryPage');
    expect(indexableRouteOf('/blog/tag/higiena/strona/2')?.name).toBe('blogTagPage');
  });

  it.each([
    ['the cart', '/koszyk'],
    ['a shell export', '/zamowienie/_'],
    ['an order', '/zamowienie/3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f'],
    ['an account tab', '/konto/dane'],
    ['a token page', '/haslo/reset/q8Xr2vL0_pZk-3mN'],
    ['an error page', '/error-404'],
    ['an English alias', '/product/mydlo-5-l'],
    ['a fixed redirect', '/strona/rental'],
    ['a first page that redirects', '/blog/strona/1'],
    ['a filtered category', '/kategoria/mydla/cena-od-10'],
    ['a malformed slug', '/produkt/Mydlo'],
    ['the login page', '/logowanie'],
  ])('refuses %s (%s)', (_, path) => {
    expect(indexableRouteOf(path)).toBeNull();
  });
});

describe('buildSitemaps', () => {
  it('writes an index of one file per kind, each with absolute, dated URLs', () => {
    const pages: SitemapPage[] = ['/', '/produkt/mydlo-5-l', '/zestaw/start', '/blog/jak-myc-rece', '/oddzialy/wroclaw', '/kategoria/mydla'].map(
      (path) => ({ path, lastModified }),
    );
    const { index, files } = buildSitemaps(SITE, pages);
    expect(files.map((file) => file.name)).toEqual([
      'sitemap-products-1.xml',
      'sitemap-categories-1.xml',
      'sitemap-sets-1.xml',
      'sitemap-blog-1.xml',
      'sitemap-branches-1.xml',
      'sitemap-pages-1.xml',
    ]);
    expect(locsOf(index)).toEqual(files.map((file) => `${SITE}/${file.name}`));
    expect(index).toContain('<lastmod>2026-11-20T10:00:00Z</lastmod>');
    expect(files[0]?.xml).toContain(`<url><loc>${SITE}/produkt/mydlo-5-l</loc><lastmod>2026-11-20T10:00:00Z</lastmod></url>`);
  });

  it('dates a file in the index by its newest page', () => {
    const pages = [
      { path: '/produkt/a', lastModified: new Date('2026-01-01T00:00:00Z') },
      { path: '/produkt/b', lastModified: new Date('2026-03-01T00:00:00Z') },
    ];
    expect(buildSitemaps(SITE, pages).index).toContain('<lastmod>2026-03-01T00:00:00Z</lastmod>');
  });

  it('escapes what XML reserves', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const { index, files } = buildSitemaps("https://a.example/sklep&'x", [{ path: '/kontakt', lastModified }]);
    expect(index).toContain('<loc>https://a.example/sklep&amp;&apos;x/sitemap-pages-1.xml</loc>');
    expect(files[0]?.xml).toContain('<loc>https://a.example/sklep&amp;&apos;x/kontakt</loc>');
  });

  prop.prop([fc.integer({ min: 0, max: 3 * SITEMAP_URL_LIMIT + 7 })], { numRuns: 8 })(
    'splits any number of URLs into files of at most 10,000, losing none',
    (count) => {
      const pages = Array.from({ length: count }, (_, index) => ({ path: `/produkt/p-${index}`, lastModified }));
      const { index, files } = buildSitemaps(SITE, pages);
      const urls = files.map((file) => locsOf(file.xml));
      for (const fileUrls of urls) expect(fileUrls.length).toBeGreaterThan(0);
      for (const fileUrls of urls) expect(fileUrls.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      expect(urls.flat().sort()).toEqual(pages.map((page) => `${SITE}${page.path}`).sort());
      expect(locsOf(index)).toHaveLength(Math.ceil(count / SITEMAP_URL_LIMIT));
    },
    // Eight runs of up to 30,000 URLs each, written and parsed back: about a second alone, and it
    // met the default 5 s under a loaded machine (a fresh clone's npm test beside a build).
    30_000,
  );

  prop.prop([fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 400 }), fc.integer({ min: 1, max: 50 })])(
    'with any limit, every file holds at most the limit',
    (ids, limit) => {
      const pages = ids.map((id) => ({ path: `/zestaw/s-${id}`, lastModified }));
      const { files } = buildSitemaps(SITE, pages, limit);
      for (const file of files) expect(locsOf(file.xml).length).toBeLessThanOrEqual(limit);
      expect(files.flatMap((file) => locsOf(file.xml))).toHaveLength(new Set(ids).size);
    },
  );

  prop.prop([fc.webUrl({ withQueryParameters: false, withFragments: false }), fc.array(anyRoutePath, { maxLength: 60 })])(
    'lists only indexable routes, every URL escaped, absolute and under the site URL',
    (rawSiteUrl, paths) => {
      const siteUrl = rawSiteUrl.replace(/\/+$/, '');
      const { index, files } = buildSitemaps(
        siteUrl,
        paths.map((path) => ({ path, lastModified })),
      );
      for (const xml of [index, ...files.map((file) => file.xml)]) {
        for (const [, raw = ''] of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) expect(raw).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)|[<>"']/);
        for (const loc of locsOf(xml)) {
          expect(loc.startsWith(`${siteUrl}/`)).toBe(true);
          expect(new URL(loc).href).toBeTruthy();
        }
      }
      const rules = robotsRules();
      for (const file of files) {
        for (const loc of locsOf(file.xml)) {
          const path = loc.slice(siteUrl.length);
          const match = matchRoute(path);
          expect(match?.route.indexable, path).toBe(true);
          expect(match?.route.render, path).toBe('prerendered');
          expect(match?.route.guard, path).toBe('none');
          expect(Object.hasOwn(FIXED_REDIRECTS, path), path).toBe(false);
          expect(isAllowedByRobots(rules, path), path).toBe(true);
        }
      }
    },
  );
});
