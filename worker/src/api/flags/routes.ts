/** Browse flags (/przegladaj/{flag}): nowości, bestsellery, ... */
import { Hono } from 'hono';
import type { Flag, ListResponse } from '#lib/api-types.ts';
import type { AppEnv } from '#worker/env.ts';

export const flagRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT code, slug, name FROM flags ORDER BY position, code').all<Flag>();
  return c.json<ListResponse<Flag>>({ items: results });
});
