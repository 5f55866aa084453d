import { describe, expect, it } from 'vitest';
import { articleHref, searchHref, searchPageOf, suggestionHref } from './search-links.ts';

describe('search links', () => {
  it('opens each kind of hit at its route', () => {
    expect(suggestionHref({ type: 'productSet', slug: 'zestaw-lazienkowy', name: 'Zestaw' })).toBe('/zestaw/zestaw-lazienkowy');
    expect(articleHref({ type: 'blogPost', slug: 'wynajem-suszarek', title: '', lead: '', publishedAt: '' })).toBe('/blog/wynajem-suszarek');
    expect(articleHref({ type: 'page', kind: 'content', slug: 'regulamin', title: '', lead: '' })).toBe('/strona/regulamin');
    expect(articleHref({ type: 'page', kind: 'landing', slug: 'suszarki-dla-hoteli', title: '', lead: '' })).toBe('/lp/suszarki-dla-hoteli');
    expect(articleHref({ type: 'page', kind: 'special', slug: 'myj-rece', title: '', lead: '' })).toBe('/myj-rece');
    expect(articleHref({ type: 'page', kind: 'special', slug: 'nieznana', title: '', lead: '' })).toBeNull();
  });

  it('builds the results page of a query, page 1 without a parameter', () => {
    expect(searchHref(' ręcznik ')).toBe('/wyszukiwarka/r%C4%99cznik');
    expect(searchHref('a/b?c', 3)).toBe('/wyszukiwarka/a%2Fb%3Fc?strona=3');
    expect(searchHref('..')).toBe('/wyszukiwarka');
    expect(searchHref('   ')).toBe('/wyszukiwarka');
  });

  it('reads the page number leniently', () => {
    expect(searchPageOf('2')).toBe(2);
    expect([null, '', '0', '-1', '1e3', 'x'].map(searchPageOf)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
