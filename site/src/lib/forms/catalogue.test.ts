import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { childrenOrderSchema, flagCodeField, groszeFromZloty, slugField } from './catalogue.ts';

describe('the catalogue forms', () => {
  it('reads złote as typed in Poland', () => {
    expect(groszeFromZloty('12,50')).toBe(1250);
    expect(groszeFromZloty('12.5')).toBe(1250);
    expect(groszeFromZloty(' 1 200 ')).toBe(120_000);
    expect(groszeFromZloty('12,505')).toBeNull();
    expect(groszeFromZloty('-3')).toBeNull();
    expect(groszeFromZloty('')).toBeNull();
  });

  test.prop([fc.integer({ min: 0, max: 999_999_999 })])('gives back any amount written with a comma', (grosze) => {
    const text = `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
    expect(groszeFromZloty(text)).toBe(grosze);
  });

  it('refuses an order naming a category twice, and explains a bad slug or code in Polish', () => {
    expect(childrenOrderSchema.safeParse({ slugs: ['a', 'a'] }).success).toBe(false);
    expect(slugField.safeParse('Środki--czystości').error?.issues[0]?.message).toContain('małe litery');
    expect(flagCodeField.safeParse('eko_1').error?.issues[0]?.message).toContain('małych liter');
  });
});
