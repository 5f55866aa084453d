/**
 * Search (issue 5): GET /search?q=&page= (results page) and GET /search/suggestions?q= (the
 * header box while the shopper types).
 */
import type { SearchResults } from '#lib/api-types.ts';
import { searchTerms } from '#lib/polish-text.ts';
import { currentTime } from '../clock.ts';
import { createRouter, declareCall } from '../contract.ts';
import { findCorrections, searchEverything, suggestHits } from './queries.ts';
import { searchQuery, searchResultsSchema, searchSuggestionsSchema, suggestionsQuery } from './schemas.ts';

/** Products per results page, and the sets and articles shown beside them. */
export const SEARCH_PAGE_SIZE = 24;
const RESULT_SETS = 8;
const RESULT_ARTICLES = 8;
/** What the header box lists while the shopper types. */
const SUGGESTED = { products: 6, sets: 2, articles: 2 } as const;

const tags = ['Wyszukiwarka'];

const searchCall = declareCall({
  operationId: 'search',
  method: 'get',
  path: '/',
  tags,
  summary: 'Wyniki wyszukiwania: produkty stronami, zestawy i artykuły, z podpowiedzią poprawki.',
  request: { query: searchQuery },
  success: { schema: searchResultsSchema, description: 'Wyniki.' },
  cacheSeconds: 60,
});

const suggestionsCall = declareCall({
  operationId: 'getSearchSuggestions',
  method: 'get',
  path: '/suggestions',
  tags,
  summary: 'Kilka trafień dla pola wyszukiwania w nagłówku, podczas pisania.',
  request: { query: suggestionsQuery },
  success: { schema: searchSuggestionsSchema, description: 'Podpowiedzi.' },
  cacheSeconds: 60,
});

export const searchRoutes = createRouter()
  .openapi(searchCall, async (c) => {
    const { q, page = 1 } = c.req.valid('query');
    const input = { query: q, terms: searchTerms(q) };
    const empty: SearchResults = {
      query: q,
      products: { items: [], total: 0, page, pageSize: SEARCH_PAGE_SIZE, pageCount: 1 },
      productSets: [],
      articles: [],
      didYouMean: [],
    };
    if (input.terms.length === 0) return c.json(empty, 200);
    const found = await searchEverything(c.env.DB, currentTime(), input, {
      page,
      pageSize: SEARCH_PAGE_SIZE,
      sets: RESULT_SETS,
      articles: RESULT_ARTICLES,
    });
    const isEmpty = found.products.total === 0 && found.productSets.length === 0 && found.articles.length === 0;
    return c.json({ ...empty, ...found, didYouMean: isEmpty ? await findCorrections(c.env.DB, input) : [] }, 200);
  })
  .openapi(suggestionsCall, async (c) => {
    const { q } = c.req.valid('query');
    const input = { query: q, terms: searchTerms(q) };
    if (input.terms.length === 0) return c.json({ query: q, items: [], didYouMean: [] }, 200);
    const items = await suggestHits(c.env.DB, currentTime(), input, SUGGESTED);
    return c.json({ query: q, items, didYouMean: items.length === 0 ? await findCorrections(c.env.DB, input) : [] }, 200);
  });
