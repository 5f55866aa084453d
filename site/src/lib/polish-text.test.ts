import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { awkwardText } from '#worker-test/awkward-text.ts';
import { cutToCodePoints, foldPolish, MAX_SEARCH_TERM_LENGTH, MAX_SEARCH_TERMS, searchTerms, slugify } from './polish-text.ts';

describe('foldPolish', () => {
  it('drops every Polish diacritic, ł included, and lowercases', () => {
    expect(foldPolish('Zażółć gęślą jaźń – ĄĆĘŁŃÓŚŹŻ')).toBe('zazolc gesla jazn – acelnoszz');
    expect(foldPolish('Ławka')).toBe('lawka');
  });
});

describe('slugify', () => {
  it('folds Polish letters and joins words with dashes', () => {
    expect(slugify('Ręczniki składane ZZ')).toBe('reczniki-skladane-zz');
    expect(slugify('Środki do sanitariatów')).toBe('srodki-do-sanitariatow');
    expect(slugify('Zażółć gęślą jaźń – ĄĆĘŁŃÓŚŹŻ')).toBe('zazolc-gesla-jazn-acelnoszz');
    expect(slugify('  Worki 120 l (czarne) – 25 szt.  ')).toBe('worki-120-l-czarne-25-szt');
    expect(slugify('1,2 l')).toBe('1-2-l');
  });
});

describe('searchTerms', () => {
  it('keeps words of letters and digits, folded', () => {
    expect(searchTerms('Ręcznik ŻÓŁTY 2-warstwowy')).toEqual(['recznik', 'zolty', '2', 'warstwowy']);
  });

  it('turns query syntax and emoji into separators', () => {
    expect(searchTerms('"mydło" OR name:płyn* NEAR(a b) ^c -d 🧼🧽')).toEqual(['mydlo', 'or', 'name', 'plyn', 'near', 'a', 'b', 'c']);
    expect(searchTerms("' OR 1=1; DROP TABLE products; --")).toEqual(['or', '1', 'drop', 'table', 'products']);
    expect(searchTerms('*** "" () 🧼')).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('keeps at most a few distinct words of bounded length', () => {
    expect(searchTerms('a a a b')).toEqual(['a', 'b']);
    expect(searchTerms(Array.from({ length: 50 }, (_, index) => `w${index}`).join(' '))).toHaveLength(MAX_SEARCH_TERMS);
    expect(searchTerms('x'.repeat(10_000))[0]).toHaveLength(64);
  });
});

describe('searchTerms on awkward text (issue 29: 63 × x then U+20000 answered 500)', () => {
  it('cuts a word by code points, never between the halves of an astral letter', () => {
    const [term] = searchTerms(`${'x'.repeat(63)}\u{20000}zzz`);
    expect(term).toBe(`${'x'.repeat(63)}\u{20000}`);
  });

  test.prop([fc.oneof(awkwardText(), fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 200 }))])(
    'answers only whole words of letters and digits, each at most the longest term',
    (query) => {
      for (const term of searchTerms(query)) {
        expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
        expect([...term].length).toBeLessThanOrEqual(MAX_SEARCH_TERM_LENGTH);
      }
    },
  );
});

describe('cutToCodePoints', () => {
  test.prop([fc.oneof(awkwardText(), fc.string({ unit: 'binary' })), fc.nat({ max: 300 })])(
    'keeps whole code points, as many as asked',
    (text, max) => {
      const cut = cutToCodePoints(text, max);
      expect(text.startsWith(cut)).toBe(true);
      expect([...cut]).toEqual([...text].slice(0, max));
    },
  );
});
