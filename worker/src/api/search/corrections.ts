/**
 * Typo corrections ("Czy chodziło Ci o: ..."): the words of a query that match nothing are
 * compared with the vocabulary of product names by edit distance, and replaced by the closest
 * words many products use. Pure code; queries.ts feeds it the vocabulary from D1.
 */
import { foldPolish } from '#lib/polish-text.ts';

export interface VocabularyTerm {
  /** A folded word of product names. */
  term: string;
  /** How many products use it. */
  doc: number;
}

/** Words shorter than this are not corrected: too many words are one letter away. */
const MIN_CORRECTED_LENGTH = 3;

/** Edits allowed for a word of this length: one for short words, two for longer ones. */
function allowedEdits(length: number): number {
  return length <= 4 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, the commonest
 * typo), or `max + 1` as soon as it is certain to exceed `max`.
 * @example editDistance('rcenzik', 'recznik', 2) // 2
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/** Whether a word of the query matches something as it is (as a whole word or a typed prefix). */
export function isKnownTerm(term: string, vocabulary: readonly VocabularyTerm[]): boolean {
  return vocabulary.some((entry) => entry.term.startsWith(term));
}

/**
 * The closest vocabulary words to a query word, best first: fewest edits (against the whole word,
 * or against its beginning while the shopper is still typing), then the most products.
 * @example closestTerms('recznk', [{ term: 'recznik', doc: 40 }]) // ['recznik']
 */
export function closestTerms(term: string, vocabulary: readonly VocabularyTerm[], limit = 3): string[] {
  if (term.length < MIN_CORRECTED_LENGTH || /^\d+$/.test(term)) return [];
  const max = allowedEdits(term.length);
  const candidates: { term: string; distance: number; doc: number }[] = [];
  for (const entry of vocabulary) {
    if (entry.term.length < MIN_CORRECTED_LENGTH || entry.term === term) continue;
    const whole = editDistance(term, entry.term, max);
    // A word still being typed may hold one typo in what there is of it so far.
    const isTypedPrefix = term.length >= 4 && entry.term.length > term.length && editDistance(term, entry.term.slice(0, term.length), 1) <= 1;
    const distance = isTypedPrefix ? Math.min(whole, 1) : whole;
    if (distance <= max) candidates.push({ term: entry.term, distance, doc: entry.doc });
  }
  candidates.sort((a, b) => a.distance - b.distance || b.doc - a.doc || (a.term < b.term ? -1 : 1));
  // The search matches prefixes, so `recznik` already finds `reczniki` and `recznikow`: one of
  // them is enough.
  const distinct = candidates.filter((candidate) => !candidates.some((other) => other !== candidate && candidate.term.startsWith(other.term)));
  return distinct.slice(0, limit).map((candidate) => candidate.term);
}

/**
 * Corrected versions of a query's words (at most `limit`): each unknown word replaced by one of
 * its closest words, trying the alternatives of the first unknown word. Empty when every word is
 * known or an unknown word has no close match.
 */
export function correctedTermLists(terms: readonly string[], vocabulary: readonly VocabularyTerm[], limit = 3): string[][] {
  const unknown = terms.filter((term) => !isKnownTerm(term, vocabulary));
  if (unknown.length === 0) return [];
  const choices = new Map(unknown.map((term) => [term, closestTerms(term, vocabulary, limit)]));
  if ([...choices.values()].some((list) => list.length === 0)) return [];
  const [first] = unknown;
  return (choices.get(first as string) ?? []).map((alternative) =>
    terms.map((term) => (term === first ? alternative : choices.has(term) ? (choices.get(term)?.[0] ?? term) : term)),
  );
}

/**
 * The query as the shopper wrote it, with the corrected words spelled as in product names.
 * @example spellCorrection('recznk Papierowy', new Map([['recznk', 'ręcznik']])) // 'ręcznik Papierowy'
 */
export function spellCorrection(query: string, spelling: ReadonlyMap<string, string>): string {
  const words = query.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((word) => spelling.get(foldPolish(word)) ?? word).join(' ');
}

/**
 * How a folded word is written in a product name (`recznik` in `Ręcznik papierowy` → `ręcznik`),
 * or the folded word itself when the name does not hold it.
 */
export function spellingIn(name: string, term: string): string {
  const word = (name.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).find((candidate) => foldPolish(candidate) === term);
  return word ? word.toLowerCase() : term;
}
