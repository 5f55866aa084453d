import { describe, expect, it } from 'vitest';
import { pageMetadata } from './metadata.ts';
import { SITE_URL } from './site-config.ts';
import { DEFAULT_SOCIAL_IMAGE, socialImageOf } from './social-images.ts';

describe('pageMetadata', () => {
  it('gives a canonical URL and Open Graph tags', () => {
    const image = socialImageOf({ src: '/media/a.svg', alt: 'Dozownik', width: 800, height: 800 });
    const metadata = pageMetadata({ title: 'Dozowniki', description: 'Opis', path: '/kategoria/dozowniki', image });
    expect(metadata.alternates?.canonical).toBe(`${SITE_URL}/kategoria/dozowniki`);
    expect(metadata.openGraph).toMatchObject({
      title: 'Dozowniki',
      url: `${SITE_URL}/kategoria/dozowniki`,
      locale: 'pl_PL',
      images: [{ url: `${SITE_URL}/og/media/a.jpg`, width: 1200, height: 630, alt: 'Dozownik' }],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it("shares a page without a picture of its own with the shop's default raster picture", () => {
    expect(pageMetadata({ title: 'Oddziały', description: 'Opis', path: '/oddzialy' }).openGraph?.images).toEqual([
      { url: `${SITE_URL}${DEFAULT_SOCIAL_IMAGE.src}`, width: 1200, height: 630, alt: DEFAULT_SOCIAL_IMAGE.alt },
    ]);
    expect(DEFAULT_SOCIAL_IMAGE.src).toMatch(/\.jpg$/);
  });

  it('asks search engines to skip pages the route table marks as not indexable', () => {
    expect(pageMetadata({ title: 'Koszyk', description: 'Opis', path: '/koszyk' }).robots).toEqual({ index: false, follow: true });
  });
});
