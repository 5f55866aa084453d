import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { meanInFlight, percentile, summarize, timingRow } from './stats.ts';

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

describe('timingRow', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('prints the count and the percentiles to a tenth of a millisecond', () => {
    expect(timingRow('add', hundred)).toBe(`  ${'add'.padEnd(40)}    100  p50   50.0 ms  p95   95.0 ms  p99   99.0 ms`);
  });

  it('says whether the p95 is under the target, and a p95 on the target misses it', () => {
    expect(timingRow('add', hundred, 96)).toMatch(/ {2}meets p95 < 96 ms$/);
    expect(timingRow('add', hundred, 95)).toMatch(/ {2}MISSES p95 < 95 ms$/);
  });

  test.prop([fc.array(fc.double({ min: 0, max: 10_000, noNaN: true }), { minLength: 1 }), fc.integer({ min: 1, max: 1000 })])(
    'meets a target exactly when the p95 is below it',
    (samples, target) => {
      const meets = summarize(samples).p95 < target;
      expect(timingRow('order', samples, target).endsWith(`${meets ? 'meets' : 'MISSES'} p95 < ${target} ms`)).toBe(true);
    },
  );

  it('keeps the columns aligned for labels up to 40 characters', () => {
    const rows = ['add, one request at a time', "order, 50 checkouts at a shopper's pace"].map((label) => timingRow(label, hundred));
    expect(new Set(rows.map((row) => row.indexOf('p50')))).toEqual(new Set([rows[0]?.indexOf('p50')]));
  });
});

describe('meanInFlight', () => {
  it('is the number of clients when their requests all overlap, and 1 when they ran one after another', () => {
    expect(meanInFlight([100, 100, 100, 100], 100)).toBe(4);
    expect(meanInFlight([100, 100, 100, 100], 400)).toBe(1);
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 50 })])(
    'lies between 1 and the number of requests for any phase that holds them',
    (timings) => {
      const sum = timings.reduce((total, value) => total + value, 0);
      const wall = Math.max(...timings);
      // Any real wall time lies between the longest request (all overlapped) and the sum (none did).
      for (const wallMs of [wall, sum, (wall + sum) / 2]) {
        const inFlight = meanInFlight(timings, wallMs);
        expect(inFlight).toBeGreaterThanOrEqual(1 - 1e-9);
        expect(inFlight).toBeLessThanOrEqual(timings.length + 1e-9);
      }
    },
  );

  it('has no answer for a phase that took no time', () => {
    expect(meanInFlight([5], 0)).toBeNaN();
  });
});
