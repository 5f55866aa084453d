/**
 * The blog's lists and their paths: the whole blog, a category and a tag, each paged; related
 * posts of an article; reading time. Pure functions over the posts the build pulled.
 */
import type { BlogPost } from './api-types.ts';
import { href } from './routes.ts';

/** Posts on one page of a blog list: two rows of three cards on a wide screen. */
export const BLOG_PAGE_SIZE = 6;
/** Related posts under an article. */
export const RELATED_POSTS = 3;
/** Average silent reading speed of Polish prose, in words per minute. */
const WORDS_PER_MINUTE = 200;

export type BlogListing = { kind: 'all' } | { kind: 'category'; slug: string } | { kind: 'tag'; slug: string };

/**
 * The path of page `page` of a blog list; page 1 is the list's own path.
 * @example blogListingHref({ kind: 'tag', slug: 'biuro' }, 2) // '/blog/tag/biuro/strona/2'
 */
export function blogListingHref(listing: BlogListing, page = 1): string {
  switch (listing.kind) {
    case 'all':
      return page === 1 ? href('blog') : href('blogPage', { page });
    case 'category':
      return page === 1 ? href('blogCategory', { category: listing.slug }) : href('blogCategoryPage', { category: listing.slug, page });
    case 'tag':
      return page === 1 ? href('blogTag', { tag: listing.slug }) : href('blogTagPage', { tag: listing.slug, page });
  }
}

/** Pages of a blog list of `total` posts, at least one (an empty list still has its page). */
export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** Newest first; posts published at the same moment keep a stable order by slug. */
export function compareNewestFirst(a: BlogPost, b: BlogPost): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug);
}

/** The posts of a list, newest first. */
export function postsOfListing(posts: readonly BlogPost[], listing: BlogListing): BlogPost[] {
  const belongs = (post: BlogPost) => {
    if (listing.kind === 'category') return post.category.slug === listing.slug;
    if (listing.kind === 'tag') return post.tags.some((tag) => tag.slug === listing.slug);
    return true;
  };
  return posts.filter(belongs).sort(compareNewestFirst);
}

/**
 * Posts to read next: those sharing the most tags (two points each) and the category (one point)
 * come first, newer before older; when too few share anything, the newest posts fill the list.
 */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], count = RELATED_POSTS): BlogPost[] {
  const tags = new Set(post.tags.map((tag) => tag.slug));
  const others = posts.filter((other) => other.slug !== post.slug);
  const score = (other: BlogPost) => 2 * other.tags.filter((tag) => tags.has(tag.slug)).length + (other.category.slug === post.category.slug ? 1 : 0);
  const scored = others.map((other) => ({ other, score: score(other) }));
  scored.sort((a, b) => b.score - a.score || compareNewestFirst(a.other, b.other));
  return scored.slice(0, count).map(({ other }) => other);
}

/** Minutes an article takes to read, at least one. */
export function readingMinutes(post: Pick<BlogPost, 'lead' | 'body'>): number {
  const words = `${post.lead} ${post.body}`.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
