import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type ExportFile, limitProblems, measureFiles, PLANS, planOf } from './platform-limits.ts';

const files = (count: number, bytes = 100): ExportFile[] => Array.from({ length: count }, (_, index) => ({ path: `produkt/p${index}.html`, bytes }));

describe('the Workers static assets limits', () => {
  it('let an export of exactly the limit through and stop one file more, naming the count and the folders', () => {
    expect(limitProblems(measureFiles(files(PLANS.free.files)), 'free')).toEqual([]);
    const over = limitProblems(measureFiles([...files(PLANS.free.files), { path: 'og/x.jpg', bytes: 1 }]), 'free');
    expect(over).toEqual([expect.stringMatching(/20001 files; the free plan takes at most 20000 .*1 too many.*produkt 20000, og 1/)]);
    expect(limitProblems(measureFiles([...files(PLANS.free.files), { path: 'og/x.jpg', bytes: 1 }]), 'paid')).toEqual([]);
  });

  it('stop a file over 25 MiB and name it', () => {
    const big = { path: '_next/static/chunks/huge.js', bytes: 25 * 1024 * 1024 + 1 };
    expect(limitProblems(measureFiles([big, ...files(3)]), 'paid')).toEqual([expect.stringContaining('_next/static/chunks/huge.js is 25.0 MiB')]);
    expect(limitProblems(measureFiles([{ ...big, bytes: 25 * 1024 * 1024 }]), 'paid')).toEqual([]);
  });

  it('do not count the assets layer’s settings files', () => {
    expect(measureFiles([{ path: '_headers', bytes: 10 }, { path: '_redirects', bytes: 10 }, ...files(2)]).files).toBe(2);
  });

  test.prop([
    fc.array(fc.record({ path: fc.stringMatching(/^[a-z_]{1,8}(\/[a-z0-9.]{1,8}){0,3}$/), bytes: fc.nat({ max: 30 * 1024 * 1024 }) }), {
      maxLength: 60,
    }),
  ])('count every file once, by folder, and report a problem exactly when a limit is broken', (generated) => {
    const measure = measureFiles(generated);
    expect(Object.values(measure.byFolder).reduce((sum, count) => sum + count, 0)).toBe(measure.files);
    for (const plan of ['free', 'paid'] as const) {
      const tooMany = measure.files > PLANS[plan].files;
      const tooBig = generated.filter((file) => file.bytes > PLANS[plan].fileBytes).length;
      expect(limitProblems(measure, plan).length).toBe((tooMany ? 1 : 0) + Math.min(tooBig, 5));
    }
  });

  it('read the plan from WORKERS_PLAN, free unless told', () => {
    expect(planOf(undefined)).toBe('free');
    expect(planOf('paid')).toBe('paid');
    expect(() => planOf('enterprise')).toThrow(/free or paid/);
  });
});
