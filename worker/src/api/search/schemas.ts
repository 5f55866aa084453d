/** Search (issue 5): the results page and the header box's suggestions. */
import { z } from '@hono/zod-openapi';
import { MAX_SEARCH_QUERY_LENGTH, PAGE_NUMBER_PATTERN } from '#lib/formats.ts';
import { pageKindSchema } from '../pages/schemas.ts';
import { productSetSummarySchema } from '../product-sets/schemas.ts';
import { productSchema, productSummarySchema } from '../products/schemas.ts';
import { grosze, imageSchema, numberedPageOf, timestampSchema } from '../schemas.ts';

/** A blog post or a content page found by the search. */
export const articleHitSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('blogPost'), slug: z.string(), title: z.string(), lead: z.string(), publishedAt: timestampSchema }),
    z.object({ type: z.literal('page'), kind: pageKindSchema, slug: z.string(), title: z.string(), lead: z.string() }),
  ])
  .openapi('ArticleHit');

export const searchResultsSchema = z
  .object({
    query: z.string(),
    products: numberedPageOf(productSummarySchema).describe('Produkty, stronami; najpierw dokładny numer lub EAN.'),
    productSets: z.array(productSetSummarySchema),
    articles: z.array(articleHitSchema),
    didYouMean: z.array(z.string()).describe('Poprawione zapytania, które coś znajdują, gdy to nie znalazło nic („Czy chodziło Ci o”).'),
  })
  .openapi('SearchResults');

export const searchSuggestionSchema = z
  .union([
    // What tells products of alike names apart in the list: number, content, colour, sales unit.
    productSchema.pick({ slug: true, name: true, number: true, color: true, content: true, salesUnit: true }).extend({
      type: z.literal('product'),
      price: z.object({ nettoPrice: grosze, grossPrice: grosze }),
      image: imageSchema,
    }),
    z.object({ type: z.literal('productSet'), slug: z.string(), name: z.string() }),
    articleHitSchema,
  ])
  .openapi('SearchSuggestion');

export const searchSuggestionsSchema = z
  .object({ query: z.string(), items: z.array(searchSuggestionSchema), didYouMean: z.array(z.string()) })
  .openapi('SearchSuggestions');

/**
 * The query text: any words up to the length a search path may carry; they are folded and quoted
 * before they reach FTS5 (match-expression.ts), so hostile input gets results or a Polish 400.
 */
const queryText = z
  .string()
  .refine((value) => value.trim().length > 0, 'Wpisz, czego szukasz.')
  .refine((value) => [...value].length <= MAX_SEARCH_QUERY_LENGTH, `Wpisz najwyżej ${MAX_SEARCH_QUERY_LENGTH} znaków.`)
  .refine((value) => !/\p{Cc}/u.test(value), 'Zapytanie zawiera niedozwolone znaki sterujące.')
  .refine((value) => !value.includes('\uFFFD'), 'Zapytanie nie jest poprawnym tekstem UTF-8.')
  .transform((value) => value.trim())
  .describe(`Szukany tekst: od 1 do ${MAX_SEARCH_QUERY_LENGTH} znaków (nie same spacje), bez znaków sterujących.`)
  .openapi({ example: 'ręcznik zz' });

const pageNumber = z
  .string()
  .regex(PAGE_NUMBER_PATTERN, 'Numer strony to liczba od 1 do 999999.')
  .transform(Number)
  .optional()
  .describe('Numer strony wyników od 1.');

export const searchQuery = z.strictObject({ q: queryText, page: pageNumber });
export const suggestionsQuery = z.strictObject({ q: queryText });
