/** Product sets (/zestaw/{slug}, /w-zestawie/{slug}). */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ListResponse, ProductSet } from '#lib/api-types.ts';
import type { AppEnv } from '#worker/env.ts';
import { currentTime } from '../clock.ts';
import { notFound } from '../errors.ts';
import { slugSchema, validate } from '../validation.ts';
import { getProductSetBySlug, listProductSets } from './queries.ts';

export const productSetRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json<ListResponse<ProductSet>>({ items: await listProductSets(c.env.DB, currentTime()) }))
  .get('/slug/:slug', validate('param', z.object({ slug: slugSchema })), async (c) => {
    const set = await getProductSetBySlug(c.env.DB, currentTime(), c.req.valid('param').slug);
    if (!set) throw notFound('Nie znaleziono zestawu.');
    return c.json<ProductSet>(set);
  });
