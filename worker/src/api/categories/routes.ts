/** The category tree (spec §7: fills the navigation). */
import { Hono } from 'hono';
import type { CategoryNode, ListResponse } from '../../../../site/src/lib/api-types.ts';
import type { AppEnv } from '../../env.ts';
import { currentTime } from '../clock.ts';
import { getCategoryTree } from './queries.ts';

export const categoryRoutes = new Hono<AppEnv>().get('/tree/hierarchy', async (c) => {
  return c.json<ListResponse<CategoryNode>>({ items: await getCategoryTree(c.env.DB, currentTime()) });
});
