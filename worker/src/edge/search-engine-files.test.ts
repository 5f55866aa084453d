import { describe, expect, it } from 'vitest';
import { isAllowedByRobots, type RobotsRule } from '#lib/robots.ts';
import { matchRoute } from '#lib/route-match.ts';
import { fillPattern, routes } from '#lib/routes.ts';
import { SITE_URL } from '#lib/site-config.ts';
import { SITEMAP_URL_LIMIT } from '#lib/sitemaps.ts';
import { request } from '#worker-test/requests.ts';

/** The `<loc>` values of a sitemap file, unescaped. */
function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) =>
    loc.replaceAll('&apos;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  );
}

/** The site path of a URL the build wrote under SITE_URL. */
function sitePathOf(url: string): string {
  expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
  return url.slice(SITE_URL.length);
}

async function fetchText(path: string, contentType: RegExp): Promise<string> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('Content-Type'), path).toMatch(contentType);
  return response.text();
}

const XML_TYPE = /^(application|text)\/xml\b/;

describe('robots.txt and the sitemaps the build wrote (issue 17)', () => {
  it('serves robots.txt as text, naming the sitemap index', async () => {
    const robots = await fetchText('/robots.txt', /^text\/plain\b/);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  });

  it('serves the index and every sitemap as XML; each lists at most 10,000 indexable pages that the export has', async () => {
    const index = await fetchText('/sitemap.xml', XML_TYPE);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index).map(sitePathOf);
    expect(files).toContain('/sitemap-products-1.xml');
    const paths: string[] = [];
    for (const file of files) {
      const xml = await fetchText(file, XML_TYPE);
      const urls = locsOf(xml);
      expect(urls.length, file).toBeGreaterThan(0);
      expect(urls.length, file).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      expect(xml.match(/<lastmod>/g)?.length, file).toBe(urls.length);
      paths.push(...urls.map(sitePathOf));
    }
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      const match = matchRoute(path);
      expect(match?.route.indexable, path).toBe(true);
      expect(match?.route.render, path).toBe('prerendered');
      expect(match?.route.guard, path).toBe('none');
      expect(match?.name.startsWith('error'), path).toBe(false);
    }
    // A sample of the listed pages answers 200 with a page (not the 404 page under another status).
    for (const path of paths.filter((_, position) => position % 40 === 0)) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      await response.body?.cancel();
    }
  });

  it('keeps crawlers off every route that is not indexable, and lets them reach every listed page', async () => {
    const robots = await fetchText('/robots.txt', /^text\/plain\b/);
    const rules: RobotsRule[] = [...robots.matchAll(/^(Allow|Disallow): (.+)$/gm)].map(([, kind, pattern = '']) => ({
      allow: kind === 'Allow',
      pattern,
    }));
    for (const [name, route] of Object.entries(routes)) {
      const path = fillPattern(route.path, Object.fromEntries([...route.path.matchAll(/\{(\w+)\??\}/g)].map(([, param = '']) => [param, 'x-1'])));
      expect(isAllowedByRobots(rules, path), `${name} ${path}`).toBe(route.indexable);
    }
    expect(isAllowedByRobots(rules, '/api/public/v1/products')).toBe(false);
    expect(isAllowedByRobots(rules, '/_dev/outbox')).toBe(false);
    const products = locsOf(await fetchText('/sitemap-products-1.xml', XML_TYPE)).map(sitePathOf);
    for (const path of products) expect(isAllowedByRobots(rules, path), path).toBe(true);
  });

  it('answers /favicon.ico with an icon, and pages link it', async () => {
    const response = await request('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(await (await request('/')).text()).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
  });
});
