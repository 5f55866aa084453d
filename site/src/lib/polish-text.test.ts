import { describe, expect, it } from 'vitest';
import { foldPolish, MAX_SEARCH_TERMS, searchTerms, slugify } from './polish-text.ts';

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
