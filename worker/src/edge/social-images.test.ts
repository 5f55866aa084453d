import { env } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_IMAGE, socialImagePath } from '#lib/social-images.ts';
import { request } from '#worker-test/requests.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
const PRODUCT_COPY = socialImagePath('/media/products/og-test-1.svg');

beforeAll(async () => {
  const put = (key: string) => env.SOCIAL_IMAGES.put(key, JPEG, { httpMetadata: { contentType: 'image/jpeg' } });
  await put(PRODUCT_COPY.slice('/og/'.length));
  await put(DEFAULT_SOCIAL_IMAGE.src.slice('/og/'.length));
  // A key outside the copies' scheme: no path may reach it.
  await put('private/og-test.jpg');
});

describe('/og/*: the raster copies for link previews, from the SOCIAL_IMAGES bucket', () => {
  it('answers a copy as a JPEG with its validator and a day of caching', async () => {
    for (const path of [PRODUCT_COPY, DEFAULT_SOCIAL_IMAGE.src]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/jpeg');
      expect(response.headers.get('Cache-Control')).toMatch(/\bmax-age=86400\b/);
      expect(response.headers.get('ETag')).toMatch(/^"\w+"$/);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
    }
  });

  it('answers HEAD with the size and no body, and a matching ETag with 304', async () => {
    const head = await request(PRODUCT_COPY, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(JPEG.length));
    const etag = head.headers.get('ETag') ?? '';
    const revalidated = await request(PRODUCT_COPY, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const changed = await request(PRODUCT_COPY, { headers: { 'If-None-Match': '"another"' } });
    expect(changed.status).toBe(200);
    await changed.body?.cancel();
  });

  it('answers a copy the bucket does not hold, or a key outside the scheme, with the 404 page', async () => {
    for (const path of ['/og/media/products/missing.jpg', '/og/private/og-test.jpg', '/og/media/products/og-test-1.svg', '/og/x']) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).not.toBe('image/jpeg');
      await response.body?.cancel();
    }
  });

  prop.prop([fc.string({ unit: 'grapheme-ascii', maxLength: 60 })], { numRuns: 60 })(
    'answers any other path under /og/ with a 404, never a 5xx, and never the key outside the scheme',
    async (tail) => {
      const path = `/og/${tail}`;
      const response = await request(path);
      const { pathname } = new URL(path, 'http://shop.test');
      if (pathname === PRODUCT_COPY || pathname === DEFAULT_SOCIAL_IMAGE.src) expect(response.status).toBe(200);
      // A trailing slash is the edge's 301 to the path without it (edge/canonical-redirects.ts).
      else if (pathname.startsWith('/og/') && !pathname.endsWith('/')) expect(response.status, path).toBe(404);
      else expect(response.status, path).toBeLessThan(500);
      await response.body?.cancel();
    },
  );
});
