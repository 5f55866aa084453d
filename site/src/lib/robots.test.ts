import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedByRobots, robotsPatternMatches, robotsPatternOf, robotsRules, robotsTxt } from './robots.ts';
import { WORKER_SERVED_FILE_PATTERNS } from './route-match.ts';
import { fillPattern, routes } from './routes.ts';

/** A path of a route's pattern with every parameter, optional ones too, filled. */
function samplePath(pattern: string): string {
  return fillPattern(pattern, Object.fromEntries([...pattern.matchAll(/\{(\w+)\??\}/g)].map(([, param = '']) => [param, 'abc-1'])));
}

describe('robotsPatternMatches', () => {
  it('matches prefixes, wildcards and the end anchor', () => {
    expect(robotsPatternMatches('/konto/*', '/konto/dane')).toBe(true);
    expect(robotsPatternMatches('/koszyk', '/koszyk?x=1')).toBe(true);
    expect(robotsPatternMatches('/kategoria/*/*', '/kategoria/mydla')).toBe(false);
    expect(robotsPatternMatches('/koszyk$', '/koszyk/x')).toBe(false);
    expect(robotsPatternMatches('/a.b', '/aXb')).toBe(false);
  });

  it('makes a pattern of a route path', () => {
    expect(robotsPatternOf('/wyszukiwarka/{searchQuery?}')).toBe('/wyszukiwarka');
    expect(robotsPatternOf('/koszyk/{cartUuid}/porzucony/{abandonmentToken}')).toBe('/koszyk/*/porzucony/*');
  });
});

describe('robots rules from the route table', () => {
  const rules = robotsRules();

  it.each(Object.entries(routes))('%s: crawlable exactly when indexable', (name, route) => {
    const path = samplePath(route.path);
    expect(isAllowedByRobots(rules, path), `${name} ${path}`).toBe(route.indexable);
    // Without its optional last parameter too (`/wyszukiwarka`, `/kategoria/x/p`).
    const shorter = samplePath(route.path.replace(/\/\{\w+\?\}$/, ''));
    if (route.render === 'shell' || route.guard !== 'none') expect(isAllowedByRobots(rules, shorter), `${name} ${shorter}`).toBe(false);
  });

  it('keeps crawlers off the API and the developer pages, and lets them reach the rest', () => {
    expect(isAllowedByRobots(rules, '/api/public/v1/products')).toBe(false);
    expect(isAllowedByRobots(rules, '/_dev/outbox')).toBe(false);
    for (const path of ['/', '/media/products/a.svg', '/_next/static/chunks/a.js', '/sitemap.xml', '/kategoria/mydla/p/2']) {
      expect(isAllowedByRobots(rules, path), path).toBe(true);
    }
  });

  it('lets crawlers fetch every file the worker serves in place of the assets layer (pictures, shared segments)', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,30}$/);
    const pathOf = (pattern: string, parts: string[]) => pattern.replace(/\*/g, () => parts.join('/'));
    fc.assert(
      fc.property(fc.constantFrom(...WORKER_SERVED_FILE_PATTERNS), fc.array(segment, { minLength: 1, maxLength: 4 }), (pattern, parts) => {
        const path = pathOf(pattern, parts);
        // Unless the page the file belongs to is itself kept off (a shell's or the account's segment).
        const page = path.replace(/\/__next\._index\.txt$/, '');
        const pageAllowed = page === path || isAllowedByRobots(rules, page);
        expect(isAllowedByRobots(rules, path), path).toBe(pageAllowed);
      }),
    );
  });

  it('names the sitemap index with the site URL', () => {
    const text = robotsTxt('https://sklep.example.pl');
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    expect(text).toContain('Disallow: /zamowienie/*\n');
    expect(text).toContain('Allow: /kategoria/*/p/*\n');
    expect(text).toContain('\nSitemap: https://sklep.example.pl/sitemap.xml\n');
  });
});
