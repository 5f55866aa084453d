import { describe, expect, it } from 'vitest';
import { searchTerms } from '#lib/polish-text.ts';
import { exactCodeOf, prefixPhrase, toMatchExpression } from './match-expression.ts';

describe('toMatchExpression', () => {
  it('quotes every word as a prefix and keeps short words to the short-word columns', () => {
    expect(toMatchExpression(['recznik', 'zo'], ['name', 'code'])).toBe('"recznik"* {name code} : "zo"*');
  });

  it('turns FTS5 operators typed by the shopper into plain quoted words', () => {
    expect(toMatchExpression(searchTerms('NEAR(a b) OR name:x* ^"y"'), ['name'])).toBe(
      '"near"* {name} : "a"* {name} : "b"* {name} : "or"* "name"* {name} : "x"* {name} : "y"*',
    );
  });

  it('refuses anything but letters and digits', () => {
    expect(() => prefixPhrase('a"b')).toThrow();
    expect(() => prefixPhrase('')).toThrow();
  });
});

describe('exactCodeOf', () => {
  it('reads product numbers as the catalogue writes them and EANs as 13 digits', () => {
    expect(exactCodeOf(' rr 10234 ')).toEqual({ number: 'RR-10234', ean: null });
    expect(exactCodeOf('590 4312 001234')).toMatchObject({ ean: '5904312001234' });
    expect(exactCodeOf('590431200123').ean).toBeNull();
  });
});
