import { describe, expect, it } from 'vitest';
import { beginFileRun, fileRunGuard } from './isolation.ts';

describe('the guard against a test that outlives its file', () => {
  it('lets the helpers of the file that is running through, and stops those of a file that has ended', () => {
    const earlier = fileRunGuard();
    expect(earlier).not.toThrow();
    beginFileRun();
    const current = fileRunGuard();
    expect(earlier).toThrow(/timed out/);
    expect(current).not.toThrow();
  });
});
