/** Branches (/oddzialy): head office, logistics centre, production plants, sales offices. */
import { createRouter, declareCall } from '../contract.ts';
import { notFound } from '../errors.ts';
import { listOf, noQuery, slugParams } from '../schemas.ts';
import { findPublishedBranch, listPublishedBranches } from './queries.ts';
import { branchSchema } from './schemas.ts';

const tags = ['Oddziały'];

const branchesCall = declareCall({
  operationId: 'listBranches',
  method: 'get',
  path: '/',
  tags,
  summary: 'Wszystkie oddziały z adresem, położeniem i godzinami otwarcia.',
  request: { query: noQuery },
  success: { schema: listOf(branchSchema), description: 'Oddziały.' },
  cacheSeconds: 300,
});

const branchBySlugCall = declareCall({
  operationId: 'getBranch',
  method: 'get',
  path: '/slug/{slug}',
  tags,
  summary: 'Jeden oddział po slugu.',
  request: { params: slugParams, query: noQuery },
  success: { schema: branchSchema, description: 'Oddział.' },
  errors: { 404: 'Nie ma oddziału o tym slugu.' },
  cacheSeconds: 300,
});

export const branchRoutes = createRouter()
  .openapi(branchesCall, async (c) => c.json({ items: await listPublishedBranches(c.env.DB) }, 200))
  .openapi(branchBySlugCall, async (c) => {
    const branch = await findPublishedBranch(c.env.DB, c.req.valid('param').slug);
    if (!branch) throw notFound('Nie znaleziono oddziału.');
    return c.json(branch, 200);
  });
