/** Page metadata: every page has a title, a description, a canonical URL and Open Graph tags. */
import type { Metadata } from 'next';
import { absoluteUrl, SHOP_NAME } from './site-config.ts';

/** Open Graph article facts of a blog post. */
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
  image?: string;
  type?: 'website' | 'article';
  /** Set for `type: 'article'`. */
  article?: ArticleMetadata;
  /** False for pages search engines should not list (thank-you pages, tokens). */
  indexable?: boolean;
}

export function pageMetadata({ title, description, path, image, type = 'website', article, indexable = true }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const images = image ? [{ url: absoluteUrl(image) }] : undefined;
  const shared = { title, description, url, siteName: SHOP_NAME, locale: 'pl_PL', ...(images ? { images } : {}) };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: type === 'article' ? { ...shared, type, ...article } : { ...shared, type },
    ...(indexable ? {} : { robots: { index: false, follow: true } }),
  };
}
