/**
 * What the search box shows of a suggestion (issue 36 item 4): the parts of a text the query
 * matched, marked as the search matches them, and the line under a product's name that tells
 * products of alike names apart (number, content, colour, price per sales unit).
 */
import type { SearchSuggestion } from './api-types.ts';
import { t } from './i18n/index.ts';
import { formatPrice } from './money.ts';
import { foldPolish, searchTerms } from './polish-text.ts';
import { formatContentAmount } from './pricing.ts';

export type ProductSuggestion = Extract<SearchSuggestion, { type: 'product' }>;

/** A piece of a text, and whether the query matched it. */
export interface TextPart {
  text: string;
  isMatch: boolean;
}

/** A search word holds letters and digits (polish-text.ts `searchTerms`; FTS5's tokens alike). */
const WORD_LETTERS = /^[\p{L}\p{N}]+$/u;

interface Letter {
  text: string;
  folded: string;
}

/**
 * The text cut into words and what lies between them, letter by letter with each letter folded
 * on its own, so a match found in the folded word maps back to the letters as written.
 * A mark that folding removes (a combining accent) stays with the word it follows.
 */
function wordsAndGaps(text: string): { letters: Letter[]; isWord: boolean }[] {
  const runs: { letters: Letter[]; isWord: boolean }[] = [];
  for (const char of text) {
    const folded = foldPolish(char);
    const last = runs.at(-1);
    const isWord = folded === '' ? last?.isWord === true : WORD_LETTERS.test(folded);
    if (last && last.isWord === isWord) last.letters.push({ text: char, folded });
    else runs.push({ letters: [{ text: char, folded }], isWord });
  }
  return runs;
}

/**
 * How many letters of a word the longest query word that begins it covers (0: none does). The
 * search finds a word by its start (FTS5 prefix queries), case and Polish marks aside.
 */
function matchedLetters(word: readonly Letter[], terms: readonly string[]): number {
  const folded = word.map((letter) => letter.folded).join('');
  const longest = Math.max(0, ...terms.filter((term) => folded.startsWith(term)).map((term) => term.length));
  if (longest === 0) return 0;
  let covered = 0;
  let count = 0;
  while (covered < longest) covered += word[count++]?.folded.length ?? longest;
  // An accent written as a mark of its own belongs to the letter before it.
  while (word[count]?.folded === '') count++;
  return count;
}

/**
 * A text cut into the parts a query matched and the rest, as the search matches: a query word
 * matches the start of a word of the text, whatever the case and Polish marks of either (`recz`
 * marks `Ręcz` of `Ręczniki`); where several query words begin one word, the longest is marked.
 * Joined, the parts give the text back unchanged.
 * @example markMatches('Ręczniki ZZ', 'recz zz') // [{ text: 'Ręcz', isMatch: true }, { text: 'niki ', isMatch: false }, { text: 'ZZ', isMatch: true }]
 */
export function markMatches(text: string, query: string): TextPart[] {
  const terms = searchTerms(query);
  const parts: TextPart[] = [];
  const add = (letters: readonly Letter[], isMatch: boolean) => {
    if (letters.length === 0) return;
    const piece = letters.map((letter) => letter.text).join('');
    const last = parts.at(-1);
    if (last && last.isMatch === isMatch) last.text += piece;
    else parts.push({ text: piece, isMatch });
  };
  for (const run of wordsAndGaps(text)) {
    const matched = run.isWord ? matchedLetters(run.letters, terms) : 0;
    add(run.letters.slice(0, matched), true);
    add(run.letters.slice(matched), false);
  }
  return parts;
}

/**
 * The details under a product suggestion's name, number first: what tells apart products whose
 * names begin alike (content, colour, and the price per sales unit, `karton` or `opak.`).
 * @example productSuggestionDetails(towels) // ['RZ-10347', 'biały', '129,99 zł brutto / karton']
 */
export function productSuggestionDetails(product: ProductSuggestion): string[] {
  return [
    product.number,
    ...(product.content ? [formatContentAmount(product.content.amount, product.content.unit)] : []),
    ...(product.color ? [product.color] : []),
    t('Search.PricePerUnit', { price: formatPrice(product.price.grossPrice), unit: product.salesUnit }),
  ];
}

/** How the details read on their line: `RZ-10347 · biały · 129,99 zł brutto / karton`. */
export const DETAILS_SEPARATOR = ' · ';
