import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { awkwardText } from '#worker-test/awkward-text.ts';
import { foldPolish, searchTerms } from './polish-text.ts';
import { markMatches, type ProductSuggestion, productSuggestionDetails, type TextPart } from './search-suggestion-text.ts';

const marked = (parts: TextPart[]) => parts.filter((part) => part.isMatch).map((part) => part.text);

describe('markMatches', () => {
  it('marks the start of each word a query word begins, whatever the case and Polish marks', () => {
    expect(markMatches('Ręczniki papierowe składane ZZ', 'RECZ pap zz')).toEqual([
      { text: 'Ręcz', isMatch: true },
      { text: 'niki ', isMatch: false },
      { text: 'pap', isMatch: true },
      { text: 'ierowe składane ', isMatch: false },
      { text: 'ZZ', isMatch: true },
    ]);
    expect(marked(markMatches('Łódź, ŻÓŁTE mydło', 'lodz żoł MYDŁO'))).toEqual(['Łódź', 'ŻÓŁ', 'mydło']);
  });

  it('marks a number by its parts, as the search finds them', () => {
    expect(marked(markMatches('RZ-10347', 'rz-103'))).toEqual(['RZ', '103']);
  });

  it('marks nothing inside a word and keeps the longest of the query words that begin one', () => {
    expect(marked(markMatches('Mikropapier', 'papier'))).toEqual([]);
    expect(marked(markMatches('ręcznik', 'r rę ręcz'))).toEqual(['ręcz']);
  });

  it('keeps an accent written as a mark of its own with its letter', () => {
    expect(markMatches('re\u0328cznik', 're')).toEqual([
      { text: 're\u0328', isMatch: true },
      { text: 'cznik', isMatch: false },
    ]);
  });

  // Polish and Latin letters in both cases, digits: each folds to one letter, so the expected
  // marks can be counted on the folded word.
  const letter = fc.constantFrom(...'aąbcćdeęfghijklłmnńoóprsśtuwyzźżAĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ0123456789xqv');
  const word = fc.string({ unit: letter, minLength: 1, maxLength: 9 });
  const separator = fc.constantFrom(' ', ' – ', '-', ', ', ' × ', '/', ' (', ') ');
  const name = fc
    .tuple(word, fc.array(fc.tuple(separator, word), { minLength: 0, maxLength: 8 }))
    .map(([first, rest]) => first + rest.map(([gap, next]) => gap + next).join(''));
  /** A query as shoppers type it: starts of the name's words in any case, with or without Polish marks, and other words. */
  const queryFor = (text: string) => {
    const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
    const start = fc
      .tuple(fc.constantFrom(...words), fc.integer({ min: 1, max: 9 }), fc.constantFrom('as typed', 'folded', 'upper'))
      .map(([source, length, form]) => {
        const cut = source.slice(0, length);
        return form === 'folded' ? foldPolish(cut) : form === 'upper' ? cut.toUpperCase() : cut;
      });
    return fc
      .array(fc.oneof({ arbitrary: start, weight: 3 }, { arbitrary: word, weight: 1 }), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join(' '));
  };

  test.prop([name.chain((text) => fc.tuple(fc.constant(text), queryFor(text)))], { numRuns: 300 })(
    'marks exactly the matches, and the text reads the same without the marks',
    ([text, query]) => {
      const parts = markMatches(text, query);
      expect(parts.map((part) => part.text).join('')).toBe(text);
      expect(parts.every((part, index) => part.text !== '' && part.isMatch !== parts[index - 1]?.isMatch)).toBe(true);

      const terms = searchTerms(query);
      const expected = Array.from({ length: text.length }, () => false);
      for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
        const longest = Math.max(0, ...terms.filter((term) => foldPolish(found[0]).startsWith(term)).map((term) => term.length));
        for (let index = 0; index < longest; index++) expected[found.index + index] = true;
      }
      const actual = parts.flatMap((part) => Array.from({ length: part.text.length }, () => part.isMatch));
      expect(actual).toEqual(expected);
    },
  );

  test.prop([awkwardText({ maxLength: 80 }), awkwardText({ maxLength: 20 })], { numRuns: 200 })(
    'gives any text back whole, and marks only word starts a query word matches',
    (text, query) => {
      const parts = markMatches(text, query);
      expect(parts.map((part) => part.text).join('')).toBe(text);
      const terms = searchTerms(query);
      for (const part of marked(parts)) expect(terms.some((term) => foldPolish(part).startsWith(term))).toBe(true);
    },
  );
});

describe('productSuggestionDetails', () => {
  const towels: ProductSuggestion = {
    type: 'product',
    slug: 'reczniki-zz',
    name: 'Ręczniki papierowe składane ZZ Merida Top 2-warstwowe białe – 3000 listków',
    number: 'RZ-10335',
    color: 'biały',
    content: null,
    salesUnit: 'karton',
    price: { nettoPrice: 9999, grossPrice: 12_299 },
    image: { src: '/media/x.webp', alt: '', width: 1, height: 1 },
  };

  it('names the number, content, colour and the price per sales unit', () => {
    expect(productSuggestionDetails(towels)).toEqual(['RZ-10335', 'biały', '122,99\u00a0zł brutto / karton']);
    expect(
      productSuggestionDetails({ ...towels, number: 'MY-10001', color: null, content: { amount: 5000, unit: 'ml' }, salesUnit: 'szt.' }),
    ).toEqual(['MY-10001', '5 l', '122,99\u00a0zł brutto / szt.']);
  });
});
