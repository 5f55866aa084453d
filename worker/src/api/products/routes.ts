/**
 * Products: the paged list the build reads, one by slug, the spec's lookup by numbers, and the
 * live offers (price and stock) the browser refreshes prerendered pages with.
 */
import { toProductOffer } from '#lib/product-summary.ts';
import { catalogueViewOf } from '../catalogue-view.ts';
import { currentTime } from '../clock.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { notFound } from '../errors.ts';
import { listOf, nextCursorOf, noQuery, pagedListOf, pagingQuery, slugParams } from '../schemas.ts';
import { getProductBySlug, getProductsByNumbers, getProductsByUuids, listProducts } from './queries.ts';
import { numbersBody, offersQuery, productOfferSchema, productSchema } from './schemas.ts';

const tags = ['Produkty'];

const listProductsCall = declareCall({
  operationId: 'listProducts',
  method: 'get',
  path: '/',
  tags,
  summary: 'Wszystkie aktywne produkty, stronami (czyta je budowanie strony).',
  request: { query: pagingQuery },
  success: { schema: pagedListOf(productSchema), description: 'Strona listy produktów.' },
  cacheSeconds: 60,
});

const offersCall = declareCall({
  operationId: 'getProductOffers',
  method: 'get',
  path: '/offers',
  tags,
  summary: 'Aktualne ceny i stany magazynowe wskazanych produktów; nieznane i wycofane są pomijane.',
  request: { query: offersQuery },
  success: { schema: listOf(productOfferSchema), description: 'Oferty znalezionych produktów.' },
  // Live price and stock refresh prerendered pages: a minute old at most.
  cacheSeconds: 60,
});

const productBySlugCall = declareCall({
  operationId: 'getProduct',
  method: 'get',
  path: '/slug/{slug}',
  tags,
  summary: 'Jeden produkt po slugu.',
  request: { params: slugParams, query: noQuery },
  success: { schema: productSchema, description: 'Produkt.' },
  errors: { 404: 'Nie ma aktywnego produktu o tym slugu.' },
  cacheSeconds: 60,
});

const productsByNumbersCall = declareCall({
  operationId: 'getProductsByNumbers',
  method: 'post',
  path: '/numbers',
  tags,
  summary: 'Produkty po numerach (spec §7: polecane produkty); nieznane numery są pomijane.',
  request: { query: noQuery, body: jsonBody(numbersBody) },
  success: { schema: listOf(productSchema), description: 'Znalezione produkty.' },
  maxBodyBytes: 8 * 1024,
});

export const productRoutes = createRouter()
  .openapi(listProductsCall, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const { products, ids } = await listProducts(c.env.DB, currentTime(), Number(cursor ?? 0), limit, await catalogueViewOf(c));
    return c.json({ items: products, nextCursor: nextCursorOf(ids, limit) }, 200);
  })
  .openapi(offersCall, async (c) => {
    const products = await getProductsByUuids(c.env.DB, currentTime(), c.req.valid('query').uuids);
    return c.json({ items: products.map(toProductOffer) }, 200);
  })
  .openapi(productBySlugCall, async (c) => {
    const product = await getProductBySlug(c.env.DB, currentTime(), c.req.valid('param').slug);
    if (!product) throw notFound('Nie znaleziono produktu.');
    return c.json(product, 200);
  })
  .openapi(productsByNumbersCall, async (c) => {
    const products = await getProductsByNumbers(c.env.DB, currentTime(), c.req.valid('json').numbers);
    return c.json({ items: products }, 200);
  });
