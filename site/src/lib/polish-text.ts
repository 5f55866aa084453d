/**
 * Polish text made comparable: folded to lowercase ASCII-like letters (`Żółty łabędź` →
 * `zolty labedz`), cut into URL slugs, or into the words of a search query. Shared by the seed
 * (slugs), the API (facet values, search terms) and the site.
 */

/** Letters with a diacritic (NFKD splits them into letter + combining mark) and the combining marks. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Lowercase without diacritics. `ł` has no Unicode decomposition (it is a letter of its own), so
 * it is mapped by hand; every other Polish letter loses its mark through NFKD.
 * @example foldPolish('Żółty RĘCZNIK') // 'zolty recznik'
 */
export function foldPolish(text: string): string {
  return text.toLowerCase().replace(/ł/g, 'l').normalize('NFKD').replace(COMBINING_MARKS, '');
}

/**
 * A URL slug: folded, with every run of other characters turned into one `-`.
 * @example slugify('Stal nierdzewna – matowa') // 'stal-nierdzewna-matowa'
 */
export function slugify(text: string): string {
  return foldPolish(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The most words of a query the search looks at, and the longest word it keeps, in code points. */
export const MAX_SEARCH_TERMS = 8;
export const MAX_SEARCH_TERM_LENGTH = 64;

/**
 * The first `max` code points of a text: a cut never splits a surrogate pair (a letter outside
 * the Basic Multilingual Plane is two UTF-16 units; cut between them, it leaves a lone surrogate,
 * which is no letter at all).
 * @example cutToCodePoints('ab\u{20000}c', 3) // 'ab\u{20000}'
 */
export function cutToCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    end += char.length;
    count++;
  }
  return text.slice(0, end);
}

/**
 * The words of a search query, folded: runs of letters and digits, everything else (punctuation,
 * quotes, operators, emoji) is a separator. At most MAX_SEARCH_TERMS distinct words are kept.
 * @example searchTerms('"Ręcznik" OR *żółty*') // ['recznik', 'or', 'zolty']
 */
export function searchTerms(query: string): string[] {
  const words = foldPolish(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    const term = cutToCodePoints(word, MAX_SEARCH_TERM_LENGTH);
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === MAX_SEARCH_TERMS) break;
  }
  return terms;
}
