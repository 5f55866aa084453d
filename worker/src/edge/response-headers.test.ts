import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { routes } from '#lib/routes.ts';
import { request } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';
import { isCompressible, privateCacheControl, withVaryOn } from './response-headers.ts';

const product = testCatalogue.products[0];

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(' ')[0] ?? '', part.slice(part.indexOf(' ') + 1)]),
  );
}

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
}

describe('security headers', () => {
  it('name no policy on a 304, so a revalidated reload keeps the page its own (with its script hashes)', async () => {
    const first = await request('/zamowienie/3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/podsumowanie/f3b1c9d2e4a5968776655443322110aa');
    await first.text();
    const etag = first.headers.get('ETag');
    expect(etag).not.toBeNull();
    const revalidated = await request('/zamowienie/3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/podsumowanie/f3b1c9d2e4a5968776655443322110aa', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.has('Content-Security-Policy')).toBe(false);
    expectCommonHeaders(revalidated);
  });

  it('give HTML the worker serves its page policy: script hashes, no unsafe-inline, no framing', async () => {
    const response = await request('/zamowienie/3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/podsumowanie/f3b1c9d2e4a5968776655443322110aa');
    const html = await response.text();
    expectCommonHeaders(response);
    const policy = directives(response.headers.get('Content-Security-Policy'));
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    const scriptSrc = policy.get('script-src') ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    // Every inline script of the page is allowed by its hash, and nothing else inline.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
      const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it('put the same policy into the page itself for the assets layer', async () => {
    // The test pool runs the worker before the assets on every path; under wrangler dev and in
    // production the assets layer serves this page alone (site/e2e/edge.spec.ts checks that).
    const response = await request(`/produkt/${product?.slug}`);
    expectCommonHeaders(response);
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toMatch(
      /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; script-src &#x27;self&#x27; &#x27;sha256-/,
    );
  });

  it('reach the 404 page and error pages', async () => {
    for (const path of ['/nie-ma-takiej-strony', '/error-500']) {
      const response = await request(path);
      expectCommonHeaders(response);
      expect(response.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('reach API answers, without a page policy', async () => {
    const response = await request('/api/public/v1/flags');
    expectCommonHeaders(response);
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });
});

/** Whether an answer may be stored by a shared cache and handed to other visitors. */
function isSharedCacheable(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return /(^|,)\s*public\s*(,|$)/i.test(cacheControl) || !/(^|,)\s*(private|no-store)\s*(,|$)/i.test(cacheControl);
}

describe('an answer that sets a cookie is never public (issue 10, finding 3)', () => {
  it('makes the trailing-slash 301 private when it sets the language cookie', async () => {
    const response = await request('/kontakt/');
    expect(response.status).toBe(301);
    expect(response.headers.getSetCookie().join()).toContain('lang=');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=3600');
    // With the cookie already there nothing is set, and the redirect stays public.
    const again = await request('/kontakt/', { headers: { Cookie: 'lang=pl' } });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const patterns = Object.values(routes).flatMap((definition) => [definition.path, ...(definition.en ? [definition.en] : [])]);
  const pagePath = fc
    .tuple(fc.constantFrom(...patterns), fc.array(segment, { minLength: 6, maxLength: 6 }), fc.boolean())
    .map(([pattern, values, slash]) => {
      let index = 0;
      const path = pattern.replace(/\{\w+\??\}/g, () => values[index++] ?? 'x');
      return slash && path !== '/' ? `${path}/` : path;
    });
  const apiPath = fc
    .tuple(
      fc.constantFrom(
        '/api/public/v1/flags',
        '/api/public/v1/categories/tree/hierarchy',
        '/api/public/v1/media',
        '/api/public/v1/carts',
        '/api/public/v1/slider/slug',
      ),
      fc.array(segment, { maxLength: 2 }),
      fc.boolean(),
    )
    .map(([prefix, rest, slash]) => `${[prefix, ...rest].join('/')}${slash ? '/' : ''}`);

  prop.prop([fc.oneof(pagePath, apiPath)], { numRuns: 60 })('on any path, page or API', async (path) => {
    const response = await request(path);
    if (response.headers.getSetCookie().length > 0) expect(isSharedCacheable(response), response.headers.get('Cache-Control') ?? '').toBe(false);
  });
});

describe('privateCacheControl', () => {
  it.each([
    ['public, max-age=3600', 'private, max-age=3600'],
    ['public, max-age=60, s-maxage=600, stale-while-revalidate=30', 'private, max-age=60, stale-while-revalidate=30'],
    [null, 'private'],
    ['no-store', 'no-store'],
    ['private, max-age=5', 'private, max-age=5'],
  ])('%s → %s', (cacheControl, expected) => {
    expect(privateCacheControl(cacheControl)).toBe(expected);
  });

  const directive = fc.constantFrom(
    'public',
    'Public',
    'max-age=60',
    's-maxage=600',
    'proxy-revalidate',
    'must-revalidate',
    'no-cache',
    'immutable',
    'no-transform',
  );
  prop.prop([fc.array(directive, { maxLength: 6 }).map((directives) => directives.join(', '))])(
    'never leaves a shared cache allowed to store the answer',
    (cacheControl) => {
      const result = privateCacheControl(cacheControl);
      expect(result).toMatch(/^private(, |$)/);
      expect(result).not.toMatch(/public|s-maxage|proxy-revalidate/i);
    },
  );
});

describe('Vary: Accept-Encoding on bodies the edge compresses (issue 17)', () => {
  it.each([
    ['a page the worker serves', '/logowanie'],
    ['a shell the worker serves', '/zamowienie/3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/podsumowanie/f3b1c9d2e4a5968776655443322110aa'],
    ['the 404 page', '/produkt/nie-ma-takiego-produktu-xyz'],
    ['an API answer', '/api/public/v1/flags'],
    ['an exported page', '/'],
    ['robots.txt', '/robots.txt'],
  ])('%s: %s', async (_, path) => {
    const response = await request(path);
    await response.body?.cancel();
    expect(response.headers.get('Vary') ?? '', path).toMatch(/(^|,\s*)Accept-Encoding(\s*,|$)/i);
  });

  it('comes from _headers on files the assets layer serves (a font: the worker adds none to it)', async () => {
    const font = (await (await request('/')).text()).match(/\/_next\/static\/media\/[^"')]+\.woff2/)?.[0];
    expect(font).toBeDefined();
    const response = await request(font ?? '');
    await response.body?.cancel();
    expect(response.status).toBe(200);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('says it once on an API answer that comes from the edge cache', async () => {
    await (await request('/api/public/v1/flags')).text();
    const cached = await request('/api/public/v1/flags');
    await cached.text();
    expect(cached.headers.get('X-Cache')).toBe('HIT');
    expect(cached.headers.get('Vary')?.match(/accept-encoding/gi)).toHaveLength(1);
  });

  it('knows which types are compressed', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json',
      'application/problem+json',
      'application/xml',
      'image/svg+xml',
      'text/plain',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/webp', 'image/png', 'font/woff2', 'application/octet-stream', 'application/jsonx'])
      expect(isCompressible(type), type).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });

  it('adds to a Vary it finds, never twice', () => {
    expect(withVaryOn(null, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(withVaryOn('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
    expect(withVaryOn('origin, accept-encoding', 'Accept-Encoding')).toBe('origin, accept-encoding');
    expect(withVaryOn('*', 'Accept-Encoding')).toBe('*');
  });
});
