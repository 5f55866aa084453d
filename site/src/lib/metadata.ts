/** Page metadata: every page has a title, a description, a canonical URL and Open Graph tags. */
import type { Metadata } from 'next';
import { absoluteUrl, SHOP_NAME } from './site-config.ts';

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Site path of the page, e.g. `/produkt/x`. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
}

export function pageMetadata({ title, description, path, image, type = 'website' }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      siteName: SHOP_NAME,
      locale: 'pl_PL',
      type,
      ...(image ? { images: [{ url: absoluteUrl(image) }] } : {}),
    },
  };
}
