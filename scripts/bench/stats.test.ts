import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('sorts before it reads', () => {
    expect(summarize([5, 1, 4, 2, 3])).toEqual({ p50: 3, p95: 5, p99: 5, count: 5 });
  });
});
