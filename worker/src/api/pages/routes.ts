/** Content, landing and special pages, and the milestones of the company's history. */
import { z } from '@hono/zod-openapi';
import { createRouter, declareCall } from '../contract.ts';
import { notFound } from '../errors.ts';
import { listOf, noQuery, slugParams } from '../schemas.ts';
import { readAcceptedTerms } from './accepted-terms.ts';
import { findPublishedPage, listMilestones, listPublishedPages } from './queries.ts';
import { acceptedTermsSchema, milestoneSchema, pageKindSchema, pageSchema } from './schemas.ts';

const pagesCall = declareCall({
  operationId: 'listPages',
  method: 'get',
  path: '/',
  tags: ['Strony'],
  summary: 'Wszystkie strony treści, landing pages i strony specjalne.',
  request: { query: noQuery },
  success: { schema: listOf(pageSchema), description: 'Strony.' },
  cacheSeconds: 300,
});

const pageBySlugCall = declareCall({
  operationId: 'getPage',
  method: 'get',
  path: '/slug/{slug}',
  tags: ['Strony'],
  summary: 'Jedna strona po slugu i rodzaju.',
  request: {
    params: slugParams,
    query: z.strictObject({ kind: pageKindSchema.default('content').describe('Rodzaj strony (domyślnie `content`).') }),
  },
  success: { schema: pageSchema, description: 'Strona.' },
  errors: { 404: 'Nie ma strony tego rodzaju o tym slugu.' },
  cacheSeconds: 300,
});

const acceptedTermsCall = declareCall({
  operationId: 'getAcceptedTerms',
  method: 'get',
  path: '/accepted/{hash}',
  tags: ['Strony'],
  summary:
    'Regulamin w brzmieniu zaakceptowanym przy zamówieniu (art. 21 ustawy o prawach konsumenta): niezmienna treść, do której prowadzi potwierdzenie zamówienia.',
  request: {
    params: z.strictObject({
      hash: z
        .string()
        .regex(/^[0-9a-f]{64}$/, { error: 'Identyfikator regulaminu to 64 znaki szesnastkowe.' })
        .describe('SHA-256 treści z potwierdzenia zamówienia.'),
    }),
    query: noQuery,
  },
  success: { schema: acceptedTermsSchema, description: 'Treść regulaminu.' },
  errors: { 404: 'Nie ma regulaminu o tym identyfikatorze.' },
  // A kept text never changes.
  cacheSeconds: 86_400,
});

const milestonesCall = declareCall({
  operationId: 'listMilestones',
  method: 'get',
  path: '/',
  tags: ['Strony'],
  summary: 'Kamienie milowe historii firmy.',
  request: { query: noQuery },
  success: { schema: listOf(milestoneSchema), description: 'Kamienie milowe.' },
  cacheSeconds: 300,
});

export const pageRoutes = createRouter()
  .openapi(pagesCall, async (c) => {
    return c.json({ items: await listPublishedPages(c.env.DB) }, 200);
  })
  .openapi(pageBySlugCall, async (c) => {
    const page = await findPublishedPage(c.env.DB, c.req.valid('query').kind, c.req.valid('param').slug);
    if (!page) throw notFound('Nie znaleziono strony.');
    return c.json(page, 200);
  })
  .openapi(acceptedTermsCall, async (c) => {
    const terms = await readAcceptedTerms(c.env.DB, c.req.valid('param').hash);
    if (!terms) throw notFound('Nie znaleziono regulaminu o tym identyfikatorze.');
    return c.json(terms, 200);
  });

export const milestoneRoutes = createRouter().openapi(milestonesCall, async (c) => {
  return c.json({ items: await listMilestones(c.env.DB) }, 200);
});
