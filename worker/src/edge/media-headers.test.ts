import { SELF } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { MediaEntry, PagedResponse } from '#lib/api-types.ts';
import { MEDIA_POLICY } from '#lib/content-security-policy.ts';
import { request } from '#worker-test/requests.ts';

const { items: media }: PagedResponse<MediaEntry> = await (await SELF.fetch('http://shop.test/api/public/v1/media?limit=500')).json();

describe('media answers carry the media policy (issue 10, finding 7)', () => {
  it('has SVG media to check', () => {
    expect(media.some((entry) => entry.contentType === 'image/svg+xml')).toBe(true);
  });

  prop.prop([fc.constantFrom(...media)], { numRuns: 10 })('from the API and from the static /media/*, the same policy', async (entry) => {
    for (const path of [`/api/public/v1/media/file/${entry.path}`, `/media/${entry.path}`]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type'), path).toContain(entry.contentType);
      expect(response.headers.get('Content-Security-Policy'), path).toBe(MEDIA_POLICY);
      await response.body?.cancel();
    }
  });

  it('keeps the policy on a copy from the edge cache', async () => {
    const entry = media[0];
    if (!entry) throw new Error('no media');
    const path = `/api/public/v1/media/file/${entry.path}`;
    await (await request(path)).text();
    const cached = await request(path);
    expect(cached.headers.get('X-Cache')).toBe('HIT');
    expect(cached.headers.get('Content-Security-Policy')).toBe(MEDIA_POLICY);
  });
});
