/**
 * Search (issue 5): GET /search?q=&page= (results page) and GET /search/suggestions?q= (the
 * header box while the shopper types). Any query text is accepted up to the length a search
 * path may carry; its words are folded and quoted before they reach FTS5 (match-expression.ts),
 * so hostile input gets results or a Polish 400, never a 5xx.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SearchResults, SearchSuggestions } from '#lib/api-types.ts';
import { searchTerms } from '#lib/polish-text.ts';
import { MAX_SEARCH_QUERY_LENGTH } from '#lib/route-match.ts';
import type { AppEnv } from '#worker/env.ts';
import { currentTime } from '../clock.ts';
import { validate } from '../validation.ts';
import { findCorrections, searchEverything, suggestHits } from './queries.ts';

/** Products per results page, and the sets and articles shown beside them. */
export const SEARCH_PAGE_SIZE = 24;
const RESULT_SETS = 8;
const RESULT_ARTICLES = 8;
/** What the header box lists while the shopper types. */
const SUGGESTED = { products: 6, sets: 2, articles: 2 } as const;

const queryText = z
  .string()
  .refine((value) => value.trim().length > 0, 'Wpisz, czego szukasz.')
  .refine((value) => [...value].length <= MAX_SEARCH_QUERY_LENGTH, `Wpisz najwyżej ${MAX_SEARCH_QUERY_LENGTH} znaków.`)
  .refine((value) => !/\p{Cc}/u.test(value), 'Zapytanie zawiera niedozwolone znaki sterujące.')
  .transform((value) => value.trim());

const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'Numer strony to liczba od 1 do 999999.')
  .transform(Number)
  .optional();

export const searchRoutes = new Hono<AppEnv>()
  .get('/', validate('query', z.strictObject({ q: queryText, page: pageNumber })), async (c) => {
    const { q, page = 1 } = c.req.valid('query');
    const input = { query: q, terms: searchTerms(q) };
    const empty: SearchResults = {
      query: q,
      products: { items: [], total: 0, page, pageSize: SEARCH_PAGE_SIZE, pageCount: 1 },
      productSets: [],
      articles: [],
      didYouMean: [],
    };
    if (input.terms.length === 0) return c.json<SearchResults>(empty);
    const found = await searchEverything(c.env.DB, currentTime(), input, {
      page,
      pageSize: SEARCH_PAGE_SIZE,
      sets: RESULT_SETS,
      articles: RESULT_ARTICLES,
    });
    const isEmpty = found.products.total === 0 && found.productSets.length === 0 && found.articles.length === 0;
    return c.json<SearchResults>({ ...empty, ...found, didYouMean: isEmpty ? await findCorrections(c.env.DB, input) : [] });
  })
  .get('/suggestions', validate('query', z.strictObject({ q: queryText })), async (c) => {
    const { q } = c.req.valid('query');
    const input = { query: q, terms: searchTerms(q) };
    if (input.terms.length === 0) return c.json<SearchSuggestions>({ query: q, items: [], didYouMean: [] });
    const items = await suggestHits(c.env.DB, currentTime(), input, SUGGESTED);
    return c.json<SearchSuggestions>({ query: q, items, didYouMean: items.length === 0 ? await findCorrections(c.env.DB, input) : [] });
  });
