import { describe, expect, it } from 'vitest';
import { laterPages, type PageLink, pageCount, pageItems, pageLinks } from './pagination.ts';

const show = (links: PageLink[]) => links.map((link) => (link.type === 'page' ? String(link.page) : '…')).join(' ');

describe('pageCount and pageItems', () => {
  it('counts whole pages, with one page for an empty list', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(26, 6)).toBe(5);
  });

  it('slices one page and lists the pages after the first', () => {
    const items = Array.from({ length: 13 }, (_, index) => index);
    expect(pageItems(items, 3, 6)).toEqual([12]);
    expect(laterPages(13, 6)).toEqual([2, 3]);
    expect(laterPages(6, 6)).toEqual([]);
  });
});

describe('pageLinks', () => {
  it('shows every page of a short list', () => {
    expect(show(pageLinks(2, 4))).toBe('1 2 3 4');
  });

  it('keeps first and last pages with gaps around the current window', () => {
    expect(show(pageLinks(7, 12))).toBe('1 … 5 6 7 8 9 … 12');
    expect(show(pageLinks(1, 12))).toBe('1 2 3 4 5 … 12');
    expect(show(pageLinks(12, 12))).toBe('1 … 8 9 10 11 12');
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(show(pageLinks(4, 7))).toBe('1 2 3 4 5 6 7');
    expect(show(pageLinks(5, 10))).toBe('1 2 3 4 5 6 7 … 10');
  });
});
