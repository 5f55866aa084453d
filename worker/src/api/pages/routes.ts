/** Content, landing and special pages, and the milestones of the company's history. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ListResponse, Milestone, Page } from '#lib/api-types.ts';
import type { AppEnv } from '#worker/env.ts';
import { notFound } from '../errors.ts';
import { slugSchema, validate } from '../validation.ts';

const pageSelect = 'SELECT uuid, slug, kind, title, meta_description AS metaDescription, lead, body, updated_at AS updatedAt FROM pages';

export const pageRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { results } = await c.env.DB.prepare(`${pageSelect} ORDER BY kind, slug`).all<Page>();
    return c.json<ListResponse<Page>>({ items: results });
  })
  .get(
    '/slug/:slug',
    validate('param', z.object({ slug: slugSchema })),
    validate('query', z.strictObject({ kind: z.enum(['content', 'landing', 'special']).default('content') })),
    async (c) => {
      const page = await c.env.DB.prepare(`${pageSelect} WHERE kind = ?1 AND slug = ?2`)
        .bind(c.req.valid('query').kind, c.req.valid('param').slug)
        .first<Page>();
      if (!page) throw notFound('Nie znaleziono strony.');
      return c.json<Page>(page);
    },
  );

export const milestoneRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT year, title, description FROM milestones ORDER BY position, year').all<Milestone>();
  return c.json<ListResponse<Milestone>>({ items: results });
});
