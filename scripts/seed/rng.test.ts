import { describe, expect, it } from 'vitest';
import { createRng, UUID_V4_PATTERN } from './rng.ts';

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    for (const v of seqA) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });

  it('keeps int() within bounds and reaches both ends', () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = rng.int(3, 7);
      expect(Number.isInteger(v)).toBe(true);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
    expect(() => rng.int(5, 4)).toThrow(RangeError);
  });

  it('shuffles into a permutation and samples distinct items', () => {
    const rng = createRng(3);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = rng.shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    const sample = rng.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('makes deterministic UUID v4 with correct version and variant bits', () => {
    const rng = createRng(42);
    const uuids = Array.from({ length: 1000 }, () => rng.uuid());
    for (const u of uuids) expect(u).toMatch(UUID_V4_PATTERN);
    expect(new Set(uuids).size).toBe(1000);
    expect(createRng(42).uuid()).toBe(uuids[0]);
  });
});
