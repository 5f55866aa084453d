import { describe, expect, it } from 'vitest';
import { parseServerTiming, summarizeStages } from './server-timing.ts';

describe('parseServerTiming', () => {
  it('reads the durations of the known stages, adding a name given twice', () => {
    expect(parseServerTiming('db;dur=4.2, json;dur=0.3, code;dur=1, edge;dur=2.5, api;dur=6.1, total;dur=9')).toEqual({
      db: 4.2,
      json: 0.3,
      code: 1,
      edge: 2.5,
      api: 6.1,
      total: 9,
    });
    expect(parseServerTiming('db;dur=1.5,db;dur=2')).toEqual({ db: 3.5 });
  });

  it('skips other names, entries without a duration and no header at all', () => {
    expect(parseServerTiming('cfRequestDuration;dur=3, db;desc="D1", miss, json;dur=x, cache;desc="a";dur=0.7')).toEqual({ cache: 0.7 });
    expect(parseServerTiming(null)).toEqual({});
  });
});

describe('summarizeStages', () => {
  it('gives p50 and p95 per reported stage, and the time outside the worker as http', () => {
    const samples = Array.from({ length: 20 }, (_, index) => ({ ms: 20 + index, stages: { db: index, total: 10 + index } }));
    expect(summarizeStages(samples)).toEqual([
      { stage: 'db', p50: 9, p95: 18 },
      { stage: 'total', p50: 19, p95: 28 },
      { stage: 'http', p50: 10, p95: 10 },
    ]);
  });

  it('is empty for a worker that reports nothing', () => {
    expect(summarizeStages([{ ms: 5, stages: {} }])).toEqual([]);
  });
});
