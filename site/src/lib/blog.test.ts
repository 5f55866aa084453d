import { describe, expect, it } from 'vitest';
import type { BlogPost } from './api-types.ts';
import { blogListingHref, blogPageCount, postsOfListing, readingMinutes, relatedPosts } from './blog.ts';

function post(slug: string, publishedAt: string, category: string, tags: string[], body = 'Treść wpisu.'): BlogPost {
  return {
    uuid: `uuid-${slug}`,
    slug,
    title: slug,
    lead: 'Lead.',
    body,
    author: 'Anna Kowalczyk',
    category: { slug: category, name: category, description: '' },
    tags: tags.map((tag) => ({ slug: tag, name: tag })),
    coverImage: { src: `/media/blog/${slug}.svg`, alt: slug, width: 1200, height: 500 },
    publishedAt,
    updatedAt: publishedAt,
  };
}

const posts = [
  post('a', '2026-01-01T10:00:00.000Z', 'poradniki', ['dozowniki', 'mydlo']),
  post('b', '2026-03-01T10:00:00.000Z', 'poradniki', ['biuro']),
  post('c', '2026-02-01T10:00:00.000Z', 'ekologia', ['dozowniki', 'mydlo']),
  post('d', '2026-04-01T10:00:00.000Z', 'ekologia', ['dozowniki']),
  post('e', '2026-05-01T10:00:00.000Z', 'nowosci', []),
];

describe('blogListingHref', () => {
  it('gives page 1 the list path and later pages their /strona/{page} path', () => {
    expect(blogListingHref({ kind: 'all' })).toBe('/blog');
    expect(blogListingHref({ kind: 'all' }, 3)).toBe('/blog/strona/3');
    expect(blogListingHref({ kind: 'category', slug: 'poradniki' }, 1)).toBe('/blog/kategoria/poradniki');
    expect(blogListingHref({ kind: 'category', slug: 'poradniki' }, 2)).toBe('/blog/kategoria/poradniki/strona/2');
    expect(blogListingHref({ kind: 'tag', slug: 'biuro' })).toBe('/blog/tag/biuro');
    expect(blogListingHref({ kind: 'tag', slug: 'biuro' }, 2)).toBe('/blog/tag/biuro/strona/2');
  });
});

describe('blogPageCount', () => {
  it('counts whole pages of six, with one page for an empty list', () => {
    expect([0, 1, 6, 7, 26].map(blogPageCount)).toEqual([1, 1, 1, 2, 5]);
  });
});

describe('postsOfListing', () => {
  it('filters by category or tag, newest first', () => {
    expect(postsOfListing(posts, { kind: 'all' }).map((p) => p.slug)).toEqual(['e', 'd', 'b', 'c', 'a']);
    expect(postsOfListing(posts, { kind: 'category', slug: 'ekologia' }).map((p) => p.slug)).toEqual(['d', 'c']);
    expect(postsOfListing(posts, { kind: 'tag', slug: 'dozowniki' }).map((p) => p.slug)).toEqual(['d', 'c', 'a']);
    expect(postsOfListing(posts, { kind: 'tag', slug: 'brak' })).toEqual([]);
  });
});

describe('relatedPosts', () => {
  it('ranks shared tags above a shared category, newer first, and never the post itself', () => {
    const [first] = posts;
    if (!first) throw new Error('no posts');
    // c shares two tags (4), d one tag (2), b the category (1); e shares nothing.
    expect(relatedPosts(first, posts).map((p) => p.slug)).toEqual(['c', 'd', 'b']);
  });

  it('fills with the newest posts when too few share anything', () => {
    const lonely = post('z', '2026-06-01T10:00:00.000Z', 'z-zycia-firmy', ['eventy']);
    expect(relatedPosts(lonely, [...posts, lonely]).map((p) => p.slug)).toEqual(['e', 'd', 'b']);
  });
});

describe('readingMinutes', () => {
  it('counts words at 200 a minute, at least one minute', () => {
    expect(readingMinutes({ lead: 'Krótko.', body: '' })).toBe(1);
    expect(readingMinutes({ lead: '', body: Array.from({ length: 1000 }, () => 'słowo').join(' ') })).toBe(5);
    // Markup and dashes are not words.
    expect(readingMinutes({ lead: '', body: `## – - ${Array.from({ length: 400 }, () => 'słowo').join(' ')}` })).toBe(2);
  });
});
