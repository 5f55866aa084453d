/**
 * Categories: the tree (spec §7: fills the navigation), and per category the facets and one page
 * of a filtered, sorted listing (issue 5). `filters` is the path segment of
 * `/kategoria/{slug}/{filters}` (site/src/lib/category-filters.ts), absent or empty for none.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CategoryFacetsResponse, CategoryListingResponse, CategoryNode, ListResponse } from '#lib/api-types.ts';
import { emptyFilters, parseCategoryFilters } from '#lib/category-filters.ts';
import type { AppEnv } from '#worker/env.ts';
import { currentTime } from '../clock.ts';
import { notFound } from '../errors.ts';
import { slugSchema, validate } from '../validation.ts';
import { getCategoryFacets, getCategoryListing } from './listing.ts';
import { getCategoryTree } from './queries.ts';

const listingQuery = z.strictObject({
  filters: z
    .string()
    .max(400)
    .optional()
    .transform((segment, context) => {
      const filters = segment ? parseCategoryFilters(segment) : emptyFilters();
      if (!filters) {
        context.addIssue({ code: 'custom', message: 'Nieprawidłowe filtry: nieznany klucz, zła wartość lub powtórzony filtr.' });
        return z.NEVER;
      }
      return filters;
    }),
});

const categoryParam = validate('param', z.object({ slug: slugSchema }));
const missingCategory = () => notFound('Nie znaleziono kategorii.');

export const categoryRoutes = new Hono<AppEnv>()
  .get('/tree/hierarchy', async (c) => {
    return c.json<ListResponse<CategoryNode>>({ items: await getCategoryTree(c.env.DB, currentTime()) });
  })
  .get('/slug/:slug/facets', categoryParam, validate('query', listingQuery), async (c) => {
    const facets = await getCategoryFacets(c.env.DB, currentTime(), c.req.valid('param').slug, c.req.valid('query').filters);
    if (!facets) throw missingCategory();
    return c.json<CategoryFacetsResponse>(facets);
  })
  .get('/slug/:slug/listing', categoryParam, validate('query', listingQuery), async (c) => {
    const listing = await getCategoryListing(c.env.DB, currentTime(), c.req.valid('param').slug, c.req.valid('query').filters);
    if (!listing) throw missingCategory();
    return c.json<CategoryListingResponse>(listing);
  });
