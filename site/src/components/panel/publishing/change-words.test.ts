import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/money.ts';
import { changeWords } from './change-words.ts';

describe('a waiting change in words', () => {
  it('says a price change as the editor reads it', () => {
    expect(
      changeWords({
        kind: 'product',
        action: 'updated',
        slug: 'recznik-zz',
        name: 'Ręcznik ZZ',
        fields: [{ field: 'nettoPrice', before: 4599, after: 4699 }],
      }),
    ).toBe('produkt „Ręcznik ZZ”: cena: 45,99\u00a0zł → 46,99\u00a0zł netto');
  });

  it('names a new and a withdrawn thing, and falls back to the slug when the name is gone', () => {
    expect(changeWords({ kind: 'blog-post', action: 'created', slug: 'nowy-wpis', name: 'Nowy wpis', fields: [] })).toBe(
      'nowy wpis na blogu „Nowy wpis”',
    );
    expect(changeWords({ kind: 'product', action: 'unpublished', slug: 'mydlo', name: null, fields: [] })).toBe(
      'produkt „mydlo”: wycofany z publikacji',
    );
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 })])(
    'every price change shows both prices in złoty',
    (before, after) => {
      const words = changeWords({ kind: 'product', action: 'updated', slug: 'x', name: 'X', fields: [{ field: 'nettoPrice', before, after }] });
      expect(words).toContain(`${formatPrice(before)} → ${formatPrice(after)} netto`);
    },
  );

  test.prop([fc.string({ minLength: 61, maxLength: 500 }), fc.string({ minLength: 61, maxLength: 500 })])(
    'a long text is said changed, never printed whole',
    (before, after) => {
      expect(changeWords({ kind: 'product', action: 'updated', slug: 'x', name: 'X', fields: [{ field: 'description', before, after }] })).toBe(
        'produkt „X”: opis: zmieniono',
      );
    },
  );
});
