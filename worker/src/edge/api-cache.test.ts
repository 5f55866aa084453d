import { describe, expect, it } from 'vitest';
import { request } from '#worker-test/requests.ts';
import { cacheKeyOf, cacheTtlOf } from './api-cache.ts';

/** A query nobody else asks for, so each test starts with an empty cache entry. */
const fresh = () => `limit=${1 + Math.floor(Math.random() * 400)}&_=${crypto.randomUUID()}`;

describe('API cache', () => {
  it('answers a public GET from the upstream first, then from the cache', async () => {
    const first = await request('/api/public/v1/categories/tree/hierarchy');
    const second = await request('/api/public/v1/categories/tree/hierarchy');
    expect([first.headers.get('X-Cache'), second.headers.get('X-Cache')]).toContain('HIT');
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await second.json()).toEqual(await first.json());
  });

  it('keeps one entry whatever the order of the query', async () => {
    const miss = await request('/api/public/v1/products?limit=3&cursor=10');
    expect(['MISS', 'HIT']).toContain(miss.headers.get('X-Cache'));
    const hit = await request('/api/public/v1/products?cursor=10&limit=3');
    expect(hit.headers.get('X-Cache')).toBe('HIT');
  });

  it('keys entries by language', () => {
    const url = 'http://shop.test/api/public/v1/flags?b=2&a=1';
    expect(cacheKeyOf(url, 'pl').url).toBe('http://shop.test/__edge-cache/pl/api/public/v1/flags?a=1&b=2');
    expect(cacheKeyOf(url, 'en').url).not.toBe(cacheKeyOf(url, 'pl').url);
  });

  it('never stores errors', async () => {
    const path = `/api/public/v1/products/slug/nie-ma-takiego-${crypto.randomUUID().slice(0, 8)}`;
    expect((await request(path)).status).toBe(404);
    const again = await request(path);
    expect(again.status).toBe(404);
    expect(again.headers.get('X-Cache')).toBe('MISS');
    const invalid = `/api/public/v1/products?${fresh()}&nieznany=1`;
    expect((await request(invalid)).status).toBe(400);
    expect((await request(invalid)).headers.get('X-Cache')).toBe('MISS');
  });

  it('never answers a malformed URL from the entry of the valid URL its key re-encodes it to', async () => {
    const word = crypto.randomUUID().slice(0, 8);
    expect((await request(`/api/public/v1/search/suggestions?q=${word}%25`)).status).toBe(200);
    const malformed = await request(`/api/public/v1/search/suggestions?q=${word}%`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('X-Cache')).toBe('BYPASS');
  });

  it('refreshes instead of answering from the cache when asked with no-cache (the 503 probe)', async () => {
    await request('/api/public/v1/slider/slug/strona-glowna');
    const probe = await request('/api/public/v1/slider/slug/strona-glowna', { headers: { 'Cache-Control': 'no-cache' } });
    expect(probe.status).toBe(200);
    expect(probe.headers.get('X-Cache')).toBe('MISS');
  });

  it('never caches secure, auth, cart or non-GET calls', async () => {
    for (const [method, path] of [
      ['GET', '/api/secure/v1/users/me'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/public/v1/carts/summary'],
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
    expect(cacheTtlOf('GET', '/api/secure/v1/users/me')).toBe(0);
    expect(cacheTtlOf('GET', '/api/public/v1/carts/summary')).toBe(0);
    expect(cacheTtlOf('POST', '/api/public/v1/flags')).toBe(0);
    expect(cacheTtlOf('GET', '/api/public/v1/categories/tree/hierarchy')).toBe(3600);
  });
});
