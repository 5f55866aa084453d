import { describe, expect, it } from 'vitest';
import type { BlogPost } from './api-types.ts';
import { blogPostingJsonLd } from './blog-posting-json-ld.ts';

const post: BlogPost = {
  uuid: '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
  slug: 'wynajem-suszarek',
  title: 'Wynajem suszarek do rąk – na eventy, targi i do biura',
  lead: 'Nie musisz kupować suszarek, by zapewnić gościom wygodę.',
  body: 'Treść.',
  author: 'Anna Kowalczyk',
  category: { slug: 'nowosci-produktowe', name: 'Nowości produktowe', description: '' },
  tags: [
    { slug: 'eventy', name: 'eventy' },
    { slug: 'wynajem', name: 'wynajem' },
  ],
  coverImage: { src: '/media/blog/wynajem-suszarek.svg', alt: 'Suszarki', width: 1200, height: 500 },
  publishedAt: '2026-11-15T12:40:00.000Z',
  updatedAt: '2026-11-18T08:00:00.000Z',
};

describe('blogPostingJsonLd', () => {
  const data = blogPostingJsonLd(post, 'https://sklep.example');

  it('names the headline, dates, author, image and page of the article', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.lead,
      url: 'https://sklep.example/blog/wynajem-suszarek',
      mainEntityOfPage: 'https://sklep.example/blog/wynajem-suszarek',
      image: ['https://sklep.example/og/media/blog/wynajem-suszarek.jpg'],
      datePublished: '2026-11-15T12:40:00.000Z',
      dateModified: '2026-11-18T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Anna Kowalczyk' },
      articleSection: 'Nowości produktowe',
      keywords: ['eventy', 'wynajem'],
      inLanguage: 'pl-PL',
    });
  });

  it('names the shop as publisher with its logo, linked to the Organization block', () => {
    expect(data).toMatchObject({
      publisher: { '@type': 'Organization', '@id': 'https://sklep.example/#organization', logo: 'https://sklep.example/logo.svg' },
    });
  });
});
