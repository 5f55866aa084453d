/** Product sets (/zestaw/{slug}, /w-zestawie/{slug}). */
import { currentTime } from '../clock.ts';
import { createRouter, declareCall } from '../contract.ts';
import { notFound } from '../errors.ts';
import { listOf, noQuery, slugParams } from '../schemas.ts';
import { getProductSetBySlug, listProductSets } from './queries.ts';
import { productSetSchema } from './schemas.ts';

const tags = ['Zestawy'];

const setsCall = declareCall({
  operationId: 'listProductSets',
  method: 'get',
  path: '/',
  tags,
  summary: 'Aktywne zestawy produktów z pozycjami i cenami.',
  request: { query: noQuery },
  success: { schema: listOf(productSetSchema), description: 'Zestawy.' },
  cacheSeconds: 60,
});

const setBySlugCall = declareCall({
  operationId: 'getProductSet',
  method: 'get',
  path: '/slug/{slug}',
  tags,
  summary: 'Jeden aktywny zestaw po slugu.',
  request: { params: slugParams, query: noQuery },
  success: { schema: productSetSchema, description: 'Zestaw.' },
  errors: { 404: 'Nie ma aktywnego zestawu o tym slugu.' },
  cacheSeconds: 60,
});

export const productSetRoutes = createRouter()
  .openapi(setsCall, async (c) => c.json({ items: await listProductSets(c.env.DB, currentTime()) }, 200))
  .openapi(setBySlugCall, async (c) => {
    const set = await getProductSetBySlug(c.env.DB, currentTime(), c.req.valid('param').slug);
    if (!set) throw notFound('Nie znaleziono zestawu.');
    return c.json(set, 200);
  });
