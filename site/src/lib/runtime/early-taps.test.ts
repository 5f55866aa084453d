import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT } from './early-taps.ts';
import { PAGE_HYDRATED_GLOBAL } from './page-hydrated.ts';

describe('the early-taps script of every shop page', () => {
  it('is one self-contained expression that parses on its own, with its settings written in', () => {
    // An inline script sees no module scope: a stray reference would fail only in a browser.
    expect(() => new Function(EARLY_TAPS_SCRIPT)).not.toThrow();
    expect(EARLY_TAPS_SCRIPT).toContain(JSON.stringify(EARLY_TAPS_GLOBAL));
    expect(EARLY_TAPS_SCRIPT).toContain(JSON.stringify(PAGE_HYDRATED_GLOBAL));
    expect(EARLY_TAPS_SCRIPT).not.toMatch(/\bimport\b|\brequire\(/);
  });
});
