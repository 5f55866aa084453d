/**
 * Page metadata: every page has a title, a description, a canonical URL and Open Graph tags with a
 * raster picture (its own, or the shop's default one, see social-images.ts); pages the route table
 * marks as not indexable (cart, token pages, filter views) also say noindex.
 */
import type { Metadata } from 'next';
import { matchRoute } from './route-match.ts';
import { SHOP_NAME } from './seller.ts';
import { absoluteUrl } from './site-config.ts';
import { DEFAULT_SOCIAL_IMAGE, type SocialImage } from './social-images.ts';

/** Open Graph article facts of a blog post (`article:published_time`, `article:tag`, ...). */
export interface ArticleMetadata {
  publishedTime: string;
  modifiedTime: string;
  authors: string[];
  section: string;
  tags: string[];
}

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Site path of the page, e.g. `/produkt/x`. */
  path: string;
  /** A raster picture (`socialImageOf(...)`); the shop's default picture when absent. */
  image?: SocialImage;
  type?: 'website' | 'article';
  /** With `type: 'article'`. */
  article?: ArticleMetadata;
}

export function pageMetadata({ title, description, path, image = DEFAULT_SOCIAL_IMAGE, type = 'website', article }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const isIndexable = matchRoute(path)?.route.indexable ?? true;
  return {
    title,
    description,
    alternates: { canonical: url },
    ...(isIndexable ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      title,
      description,
      url,
      siteName: SHOP_NAME,
      locale: 'pl_PL',
      type,
      images: [{ url: absoluteUrl(image.src), width: image.width, height: image.height, alt: image.alt }],
      ...(type === 'article' ? article : {}),
    },
    twitter: { card: 'summary_large_image' },
  };
}
