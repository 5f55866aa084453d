/**
 * Categories: the tree (spec §7: fills the navigation), and per category the facets and one page
 * of a filtered, sorted listing (issue 5); an unknown category, or a filter value none of its
 * products has, is a 404 (issue 36).
 */
import { catalogueViewOf } from '../catalogue-view.ts';
import { currentTime } from '../clock.ts';
import { createRouter, declareCall } from '../contract.ts';
import { listOf, noQuery, slugParams } from '../schemas.ts';
import { getCategoryFacets, getCategoryListing } from './listing.ts';
import { getCategoryTree } from './queries.ts';
import { categoryFacetsResponseSchema, categoryListingResponseSchema, categoryNodeSchema, listingQuery } from './schemas.ts';

const tags = ['Kategorie'];

const treeCall = declareCall({
  operationId: 'getCategoryTree',
  method: 'get',
  path: '/tree/hierarchy',
  tags,
  summary: 'Drzewo kategorii z liczbą produktów (nawigacja).',
  request: { query: noQuery },
  success: { schema: listOf(categoryNodeSchema), description: 'Kategorie najwyższego poziomu z podkategoriami.' },
  cacheSeconds: 300,
});

const facetsCall = declareCall({
  operationId: 'getCategoryFacets',
  method: 'get',
  path: '/slug/{slug}/facets',
  tags,
  summary: 'Filtry kategorii z liczbą produktów dla każdej wartości.',
  request: { params: slugParams, query: listingQuery },
  success: { schema: categoryFacetsResponseSchema, description: 'Filtry kategorii.' },
  errors: { 404: 'Nie ma takiej kategorii albo wartości filtra wśród jej produktów.' },
  cacheSeconds: 300,
});

const listingCall = declareCall({
  operationId: 'getCategoryListing',
  method: 'get',
  path: '/slug/{slug}/listing',
  tags,
  summary: 'Jedna strona przefiltrowanej, posortowanej listy produktów kategorii, z filtrami.',
  request: { params: slugParams, query: listingQuery },
  success: { schema: categoryListingResponseSchema, description: 'Strona listy z filtrami.' },
  errors: { 404: 'Nie ma takiej kategorii albo wartości filtra wśród jej produktów.' },
  cacheSeconds: 60,
});

export const categoryRoutes = createRouter()
  .openapi(treeCall, async (c) => c.json({ items: await getCategoryTree(c.env.DB, currentTime(), await catalogueViewOf(c)) }, 200))
  .openapi(facetsCall, async (c) => {
    const { slug } = c.req.valid('param');
    return c.json(await getCategoryFacets(c.env.DB, currentTime(), slug, c.req.valid('query').filters, await catalogueViewOf(c)), 200);
  })
  .openapi(listingCall, async (c) => {
    const { slug } = c.req.valid('param');
    return c.json(await getCategoryListing(c.env.DB, currentTime(), slug, c.req.valid('query').filters, await catalogueViewOf(c)), 200);
  });
