import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { request } from '#worker-test/requests.ts';
import { declaredCalls } from '../api/declared-calls.ts';
import { CACHE_BYPASS_HEADER } from '../shared-names.ts';
import { cacheRuleOf } from './api-cache.ts';

/** A page of the product list nobody else asks for, so each test starts with an empty entry. */
const freshLimit = () => String(101 + Math.floor(Math.random() * 399));

async function cacheStatusOf(path: string, init: RequestInit = {}): Promise<string | null> {
  const response = await request(path, init);
  await response.arrayBuffer();
  return response.headers.get('X-Cache');
}

describe('API cache', () => {
  it('answers a public GET from the upstream first, then from the cache, as long as its call declares', async () => {
    // A first visit without cookies: the API sets none, so its answer stays public.
    const first = await request('/api/public/v1/categories/tree/hierarchy');
    const second = await request('/api/public/v1/categories/tree/hierarchy');
    expect(second.headers.get('Set-Cookie')).toBeNull();
    expect([first.headers.get('X-Cache'), second.headers.get('X-Cache')]).toContain('HIT');
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await second.json()).toEqual(await first.json());
  });

  it('keeps one entry for every spelling of the same input', async () => {
    const limit = freshLimit();
    expect(await cacheStatusOf(`/api/public/v1/products?limit=${limit}&cursor=10`)).toBe('MISS');
    expect(await cacheStatusOf(`/api/public/v1/products?cursor=10&limit=${limit}`)).toBe('HIT');
    // The default page size is the same input as no page size.
    await cacheStatusOf('/api/public/v1/blog/posts');
    expect(await cacheStatusOf('/api/public/v1/blog/posts?limit=100')).toBe('HIT');
  });

  it('lets no client walk past the cache or multiply its entries', async () => {
    const limit = freshLimit();
    const path = `/api/public/v1/products?limit=${limit}`;
    expect(await cacheStatusOf(path)).toBe('MISS');
    const walkers = fc.oneof(
      fc.constantFrom<[string, RequestInit]>(
        [path, { headers: { 'Cache-Control': 'no-cache' } }],
        [path, { headers: { 'Cache-Control': 'no-cache, no-store, max-age=0', Pragma: 'no-cache' } }],
        [path, { headers: { Authorization: 'Bearer x' } }],
        [path, { headers: { [CACHE_BYPASS_HEADER]: 'wrong-secret-0123456789012345678901234' } }],
        [path, { method: 'HEAD' }],
      ),
      fc
        .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
        .map(([key, value]): [string, RequestInit] => [`${path}&${encodeURIComponent(key)}=${encodeURIComponent(value)}`, {}]),
      fc
        .constantFrom('0x10', '1e2', '+5', ' 5', '05', '5.0', '-1', '')
        .map((spelling): [string, RequestInit] => [`/api/public/v1/products?limit=${spelling}`, {}]),
    );
    await fc.assert(
      fc.asyncProperty(walkers, async ([target, init]) => {
        const response = await request(target, init);
        await response.arrayBuffer();
        // Either the stored answer, or a 400 the API gives without reading D1; never a fresh entry.
        if (response.status === 200) expect(response.headers.get('X-Cache')).toBe('HIT');
        else expect(response.status).toBe(400);
      }),
      { numRuns: 60 },
    );
  });

  it('reads parameters named like Object.prototype as the API does: unknown, so never the stored answer (found by the fuzz test)', async () => {
    const path = `/api/public/v1/products?limit=${freshLimit()}`;
    await cacheStatusOf(path);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await request(`${path}&${name}=`);
      expect(response.status, name).toBe(400);
      expect(response.headers.get('X-Cache'), name).toBe('BYPASS');
    }
  });

  it('reads past the cache for the build (the secret) and the 503 probe (its one call), without rewriting the stored copy', async () => {
    const limit = freshLimit();
    const path = `/api/public/v1/products?limit=${limit}`;
    await cacheStatusOf(path);
    expect(await cacheStatusOf(path, { headers: { [CACHE_BYPASS_HEADER]: env.CACHE_BYPASS_SECRET } })).toBe('BYPASS');
    expect(await cacheStatusOf(path)).toBe('HIT');
    await cacheStatusOf('/api/public/v1/slider/slug/strona-glowna');
    expect(await cacheStatusOf('/api/public/v1/slider/slug/strona-glowna', { headers: { 'Cache-Control': 'no-cache' } })).toBe('BYPASS');
  });

  it('keys entries by the call, never by the Host a client sends', async () => {
    const rules = await Promise.all(
      ['http://shop.test', 'http://evil.example', 'http://127.0.0.1:8787'].map((origin) =>
        cacheRuleOf(new Request(`${origin}/api/public/v1/flags`), 'pl', undefined),
      ),
    );
    expect(new Set(rules.map((rule) => rule?.key.url)).size).toBe(1);
  });

  it('keys entries by language', async () => {
    const url = 'http://shop.test/api/public/v1/flags';
    const pl = await cacheRuleOf(new Request(url), 'pl', undefined);
    const en = await cacheRuleOf(new Request(url), 'en', undefined);
    expect(pl?.key.url).not.toBe(en?.key.url);
  });

  it('never stores errors', async () => {
    const path = `/api/public/v1/products/slug/nie-ma-takiego-${crypto.randomUUID().slice(0, 8)}`;
    expect((await request(path)).status).toBe(404);
    const again = await request(path);
    expect(again.status).toBe(404);
    expect(again.headers.get('X-Cache')).toBe('MISS');
  });

  it('never answers a malformed URL from the entry of the valid URL its key re-encodes it to', async () => {
    const word = crypto.randomUUID().slice(0, 8);
    expect((await request(`/api/public/v1/search/suggestions?q=${word}%25`)).status).toBe(200);
    const malformed = await request(`/api/public/v1/search/suggestions?q=${word}%`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('X-Cache')).toBe('BYPASS');
  });

  it('stores only what a call declares: never secure, auth, cart, non-GET or undeclared calls', async () => {
    for (const [method, path] of [
      ['GET', '/api/secure/v1/users/me'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/public/v1/carts/summary'],
      ['GET', '/api/public/v1/nowe-wywolanie'],
      ['POST', '/api/public/v1/oauths/tokens'],
      ['POST', '/api/public/v1/products/numbers'],
    ] as const) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await request(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: method === 'POST' ? '{"numbers":["x"]}' : undefined,
        });
        expect(response.headers.get('X-Cache'), `${method} ${path}`).toBe('BYPASS');
      }
    }
    const cached = declaredCalls().filter((call) => call.cacheSeconds > 0);
    expect(cached.every((call) => call.method === 'GET' && call.path.startsWith('/api/public/'))).toBe(true);
  });
});
