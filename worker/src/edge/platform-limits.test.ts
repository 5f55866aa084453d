/**
 * What keeps the export within the assets layer's file limits (docs/decisions/026-platform-limits.md):
 * media served by the worker from the media store, and the root-layout segment one copy per folder.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MediaEntry, PagedResponse } from '#lib/api-types.ts';
import { NEXT_PAYLOAD_FILES } from '#lib/framework-internals.ts';
import { request } from '#worker-test/requests.ts';

describe('/media/*', () => {
  it('answers each file from the media store, as the media call does, cached by the edge', async () => {
    const { items }: PagedResponse<MediaEntry> = await (await SELF.fetch('http://shop.test/api/public/v1/media?limit=5')).json();
    for (const entry of items) {
      const [served, api] = await Promise.all([request(`/media/${entry.path}`), request(`/api/public/v1/media/file/${entry.path}`)]);
      expect(served.status, entry.path).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(api.headers.get('Content-Type'));
      expect(served.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
      expect(await served.text()).toBe(await api.text());
    }
  });

  it('is a 404 for a file that is not there, and refuses a path that climbs out', async () => {
    expect((await request('/media/products/nie-ma-takiego-pliku.svg')).status).toBe(404);
    const climbing = await request('/media/..%2f..%2fwrangler.toml');
    expect([400, 404]).toContain(climbing.status);
  });
});

describe('the root-layout segment of a page', () => {
  it('is answered for every product page from its folder’s one copy, byte for byte the segment Next wrote', async () => {
    const manifest = (await (await request('/_next/segments/index.json')).json()) as Record<string, string>;
    expect(manifest.produkt).toMatch(/^[0-9a-f]{16}$/);
    const shared = await (await request(`/_next/segments/index-${manifest.produkt}.txt`)).text();
    expect(shared).toContain(':HL[');
    const { results: products } = await env.DB.prepare('SELECT slug FROM products ORDER BY id LIMIT 3').all<{ slug: string }>();
    for (const product of products) {
      const answer = await request(`/produkt/${product.slug}/${NEXT_PAYLOAD_FILES.rootSegment}`);
      expect(answer.status, product.slug).toBe(200);
      expect(await answer.text()).toBe(shared);
    }
  });

  it('is answered for a shell route from its placeholder’s segment, shared or its own (found by the account pages in the browser)', async () => {
    const shells = ['/wyszukiwarka/recznik', '/wyszukiwarka', '/koszyk/odzyskaj/00000000-0000-4000-8000-000000000000'];
    for (const path of shells) {
      const answer = await request(`${path}/${NEXT_PAYLOAD_FILES.rootSegment}`, { headers: { RSC: '1' } });
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toContain(':HL[');
    }
  });

  it('is a 404 under a folder that has no shared copy', async () => {
    expect((await request(`/nie-ma-takiego-folderu/strona/${NEXT_PAYLOAD_FILES.rootSegment}`)).status).toBe(404);
  });
});
