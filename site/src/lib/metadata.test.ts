import { describe, expect, it } from 'vitest';
import { pageMetadata } from './metadata.ts';
import { SITE_URL } from './site-config.ts';

describe('pageMetadata', () => {
  it('gives a canonical URL and Open Graph tags', () => {
    const metadata = pageMetadata({ title: 'Dozowniki', description: 'Opis', path: '/kategoria/dozowniki', image: '/media/a.svg' });
    expect(metadata.alternates?.canonical).toBe(`${SITE_URL}/kategoria/dozowniki`);
    expect(metadata.openGraph).toMatchObject({
      title: 'Dozowniki',
      url: `${SITE_URL}/kategoria/dozowniki`,
      locale: 'pl_PL',
      images: [{ url: `${SITE_URL}/media/a.svg` }],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('asks search engines to skip pages the route table marks as not indexable', () => {
    expect(pageMetadata({ title: 'Koszyk', description: 'Opis', path: '/koszyk' }).robots).toEqual({ index: false, follow: true });
  });
});
