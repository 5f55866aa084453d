/** BlogPosting JSON-LD of an article (schema.org, typed with schema-dts). */
import type { BlogPosting, WithContext } from 'schema-dts';
import type { BlogPost } from './api-types.ts';
import { organizationNode } from './json-ld.ts';
import { href } from './routes.ts';
import { socialImagePath } from './social-images.ts';

export function blogPostingJsonLd(post: BlogPost, siteUrl: string): WithContext<BlogPosting> {
  const url = `${siteUrl}${href('blogPost', { slug: post.slug })}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.lead,
    image: [`${siteUrl}${socialImagePath(post.coverImage.src)}`],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: organizationNode(siteUrl),
    articleSection: post.category.name,
    keywords: post.tags.map((tag) => tag.name),
    inLanguage: 'pl-PL',
  };
}
