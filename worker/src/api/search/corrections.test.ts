import { describe, expect, it } from 'vitest';
import { closestTerms, correctedTermLists, editDistance, isKnownTerm, spellCorrection, spellingIn, type VocabularyTerm } from './corrections.ts';

const vocabulary: VocabularyTerm[] = [
  { term: 'recznik', doc: 40 },
  { term: 'reczniki', doc: 30 },
  { term: 'recznikow', doc: 20 },
  { term: 'papierowy', doc: 25 },
  { term: 'dozownik', doc: 50 },
  { term: 'mydla', doc: 12 },
  { term: 'mydlo', doc: 30 },
  { term: 'suszarka', doc: 9 },
];

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('recznik', 'recznik', 2)).toBe(0);
    expect(editDistance('recznk', 'recznik', 2)).toBe(1);
    expect(editDistance('rezcnik', 'recznik', 2)).toBe(1);
    expect(editDistance('rexznik', 'recznik', 2)).toBe(1);
    expect(editDistance('dozwonki', 'dozownik', 2)).toBe(2);
  });

  it('stops early past the limit', () => {
    expect(editDistance('abc', 'xyzuvw', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('closestTerms', () => {
  it('finds the closest word, the one most products use first, one word per stem', () => {
    expect(closestTerms('recznk', vocabulary)).toEqual(['recznik']);
    expect(closestTerms('dozownk', vocabulary)).toEqual(['dozownik']);
    expect(closestTerms('mydlp', vocabulary)).toEqual(['mydlo', 'mydla']);
  });

  it('forgives one typo in what is typed so far of a longer word', () => {
    expect(closestTerms('susza', vocabulary)).toEqual(['suszarka']);
    expect(closestTerms('papeir', vocabulary)).toEqual(['papierowy']);
  });

  it('leaves short words, numbers and far words alone', () => {
    expect(closestTerms('re', vocabulary)).toEqual([]);
    expect(closestTerms('10234', vocabulary)).toEqual([]);
    expect(closestTerms('xqzvw', vocabulary)).toEqual([]);
  });
});

describe('correctedTermLists', () => {
  it('replaces unknown words and keeps known ones (also typed prefixes)', () => {
    expect(isKnownTerm('recz', vocabulary)).toBe(true);
    expect(correctedTermLists(['recznk', 'papier'], vocabulary)).toEqual([['recznik', 'papier']]);
    expect(correctedTermLists(['recznik', 'papier'], vocabulary)).toEqual([]);
  });

  it('gives up when an unknown word has nothing close', () => {
    expect(correctedTermLists(['recznk', 'xqzvw'], vocabulary)).toEqual([]);
  });
});

describe('spelling', () => {
  it('writes the correction with Polish letters, keeping the rest as typed', () => {
    expect(spellingIn('Ręcznik papierowy w roli', 'recznik')).toBe('ręcznik');
    expect(spellingIn('Mydło w płynie', 'plyn')).toBe('plyn');
    expect(spellCorrection('Recznk  PAPIEROWY!', new Map([['recznk', 'ręcznik']]))).toBe('ręcznik PAPIEROWY');
  });
});
