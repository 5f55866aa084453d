/** Content, landing and special pages, and the milestones of the company's history. */
import { z } from '@hono/zod-openapi';
import type { Milestone, Page } from '#lib/api-types.ts';
import { createRouter, declareCall } from '../contract.ts';
import { notFound } from '../errors.ts';
import { listOf, noQuery, slugParams } from '../schemas.ts';
import { milestoneSchema, pageKindSchema, pageSchema } from './schemas.ts';

const pageSelect = 'SELECT uuid, slug, kind, title, meta_description AS metaDescription, lead, body, updated_at AS updatedAt FROM pages';

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
    const { results } = await c.env.DB.prepare(`${pageSelect} WHERE is_published = 1 ORDER BY kind, slug`).all<Page>();
    return c.json({ items: results }, 200);
  })
  .openapi(pageBySlugCall, async (c) => {
    const page = await c.env.DB.prepare(`${pageSelect} WHERE is_published = 1 AND kind = ?1 AND slug = ?2`)
      .bind(c.req.valid('query').kind, c.req.valid('param').slug)
      .first<Page>();
    if (!page) throw notFound('Nie znaleziono strony.');
    return c.json(page, 200);
  });

export const milestoneRoutes = createRouter().openapi(milestonesCall, async (c) => {
  const { results } = await c.env.DB.prepare('SELECT year, title, description FROM milestones ORDER BY position, year').all<Milestone>();
  return c.json({ items: results }, 200);
});
