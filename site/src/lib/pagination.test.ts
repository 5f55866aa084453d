import { describe, expect, it } from 'vitest';
import { pageWindow, shownRange } from './pagination.ts';

describe('pageWindow', () => {
  it('links every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the ends and the neighbours of the current page of a long list', () => {
    expect(pageWindow(7, 20)).toEqual([1, null, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 400)).toEqual([1, 2, null, 400]);
    expect(pageWindow(400, 400)).toEqual([1, null, 399, 400]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
  });
});

describe('shownRange', () => {
  it('gives the first and last record of a page', () => {
    expect(shownRange(1, 24, 90)).toEqual({ from: 1, to: 24 });
    expect(shownRange(4, 24, 90)).toEqual({ from: 73, to: 90 });
    expect(shownRange(1, 24, 0)).toEqual({ from: 0, to: 0 });
  });
});
