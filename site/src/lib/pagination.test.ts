import { describe, expect, it } from 'vitest';
import { pagerItems, shownRange } from './pagination.ts';

const labels = (current: number, total: number) => pagerItems(current, total).map((item) => (item.type === 'page' ? item.page : '…'));

describe('pagerItems', () => {
  it('shows every page of a short list', () => {
    expect(labels(2, 4)).toEqual([1, 2, 3, 4]);
    expect(labels(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows 5 pages around the current one, the first and the last, with gaps', () => {
    expect(labels(7, 20)).toEqual([1, '…', 5, 6, 7, 8, 9, '…', 20]);
  });

  it('keeps the window inside the list at either end', () => {
    expect(labels(1, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(labels(20, 20)).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(labels(3, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });

  it('has no pager for a single page', () => {
    expect(pagerItems(1, 1)).toEqual([]);
  });
});

describe('shownRange', () => {
  it('gives the first and last record of a page', () => {
    expect(shownRange(1, 24, 90)).toEqual({ from: 1, to: 24 });
    expect(shownRange(4, 24, 90)).toEqual({ from: 73, to: 90 });
    expect(shownRange(1, 24, 0)).toEqual({ from: 0, to: 0 });
  });
});
