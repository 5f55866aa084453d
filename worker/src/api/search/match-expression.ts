/**
 * Turns the folded words of a query (polish-text.ts `searchTerms`) into an FTS5 MATCH
 * expression. Every word becomes a quoted prefix phrase, `"word"*`, so nothing the shopper types
 * is ever read as FTS5 syntax (quotes, `*`, `NEAR`, `OR`, `^`, parentheses, `-`, `column:`):
 * the words only hold letters and digits, and quoting makes even `or` and `near` plain words.
 * Words are joined by FTS5's implicit AND.
 */
import { EAN_PATTERN } from '#lib/formats.ts';

/** Words shorter than this match only the given short-word columns (a name, not a description). */
export const SHORT_TERM_LENGTH = 3;

/**
 * One word as a quoted prefix phrase. Only letters and digits get here; anything else is a bug
 * in the caller, never shopper input passed through.
 * @example prefixPhrase('recznik') // '"recznik"*'
 */
export function prefixPhrase(term: string): string {
  // The message never quotes the term: it is the shopper's text, and errors reach logs and reports.
  if (!/^[\p{L}\p{N}]+$/u.test(term)) throw new Error(`Not a search term (${term.length} UTF-16 units)`);
  return `"${term}"*`;
}

/**
 * @example toMatchExpression(['recznik', 'zo'], ['name', 'code']) // '"recznik"* {name code} : "zo"*'
 */
export function toMatchExpression(terms: readonly string[], shortTermColumns: readonly string[]): string {
  return terms
    .map((term) => (term.length < SHORT_TERM_LENGTH ? `{${shortTermColumns.join(' ')}} : ${prefixPhrase(term)}` : prefixPhrase(term)))
    .join(' ');
}

/**
 * What an exact product number or EAN in the query would look like in the catalogue: numbers
 * are stored uppercase with dashes (`RR-10234`), EANs as 13 digits.
 * @example exactCodeOf(' rr 10234 ') // { number: 'RR-10234', ean: null }
 */
export function exactCodeOf(query: string): { number: string; ean: string | null } {
  const trimmed = query.trim();
  const digits = trimmed.replace(/[\s-]/g, '');
  return { number: trimmed.toUpperCase().replace(/\s+/g, '-'), ean: EAN_PATTERN.test(digits) ? digits : null };
}
