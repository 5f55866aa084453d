/**
 * Where search results lead: the page of a product, set, post or page hit, and the results page
 * of a query (`/wyszukiwarka/{searchQuery}`, page N as `?strona=N`).
 */
import type { ArticleHit, SearchSuggestion } from './api-types.ts';
import { isPageNumber } from './formats.ts';
import { href, type RouteName } from './routes.ts';

/** The query parameter of the results page number. */
export const SEARCH_PAGE_PARAM = 'strona';

/**
 * The search box's field name: a box sent without the page's script (`GET /wyszukiwarka?fraza=…`)
 * is redirected by the edge to the results page of what was typed (worker/src/edge/site.ts).
 */
export const SEARCH_FORM_FIELD = 'fraza';

/**
 * On the results shell's heading: the heading with the phrase, `SEARCH_QUERY_SLOT` where the phrase
 * goes. The edge writes it in before the page is sent (worker/src/edge/search-heading.ts), so the
 * results page says what was searched from its first paint, before its script runs (issue 36).
 */
export const EDGE_TITLE_ATTRIBUTE = 'data-edge-title';
export const SEARCH_QUERY_SLOT = '{{query}}';

/** Special pages have routes of their own (spec §2), by page slug. */
const SPECIAL_PAGE_ROUTES: Readonly<Record<string, Extract<RouteName, 'washHands' | 'dryHands' | 'other'>>> = {
  'myj-rece': 'washHands',
  'wycieraj-rece': 'dryHands',
  other: 'other',
};

/** The path of an article hit, or null for a special page without a route. */
export function articleHref(hit: ArticleHit): string | null {
  if (hit.type === 'blogPost') return href('blogPost', { slug: hit.slug });
  if (hit.kind === 'content') return href('contentPage', { slug: hit.slug });
  if (hit.kind === 'landing') return href('landingPage', { slug: hit.slug });
  const route = SPECIAL_PAGE_ROUTES[hit.slug];
  return route ? href(route) : null;
}

/** The path a suggestion opens. */
export function suggestionHref(suggestion: SearchSuggestion): string | null {
  if (suggestion.type === 'product') return href('product', { slug: suggestion.slug });
  if (suggestion.type === 'productSet') return href('productSet', { slug: suggestion.slug });
  return articleHref(suggestion);
}

/**
 * The results page of a query (page 1 without `?strona`). A query of dots only would become the
 * path segment `.` or `..`, which browsers resolve away: it opens the empty search page instead.
 * @example searchHref('ręcznik', 2) // '/wyszukiwarka/r%C4%99cznik?strona=2'
 */
export function searchHref(query: string, page = 1): string {
  const text = query.trim();
  if (text === '' || /^\.+$/.test(text)) return href('search');
  const path = href('search', { searchQuery: text });
  return page > 1 ? `${path}?${SEARCH_PAGE_PARAM}=${page}` : path;
}

/**
 * The results page number of a `?strona=` value: 1 when it is absent or not a page number.
 * @example searchPageOf('3') // 3
 */
export function searchPageOf(value: string | null): number {
  return value !== null && isPageNumber(value) ? Number(value) : 1;
}
