/** Browse flags (/przegladaj/{flag}): nowości, bestsellery, ... */
import type { Flag } from '#lib/api-types.ts';
import { createRouter, declareCall } from '../contract.ts';
import { listOf, noQuery } from '../schemas.ts';
import { flagSchema } from './schemas.ts';

const flagsCall = declareCall({
  operationId: 'listFlags',
  method: 'get',
  path: '/',
  tags: ['Katalog'],
  summary: 'Flagi produktów, którymi można przeglądać katalog (nowości, bestsellery, ...).',
  request: { query: noQuery },
  success: { schema: listOf(flagSchema), description: 'Flagi.' },
  cacheSeconds: 300,
});

export const flagRoutes = createRouter().openapi(flagsCall, async (c) => {
  const { results } = await c.env.DB.prepare('SELECT code, slug, name FROM flags ORDER BY position, code').all<Flag>();
  return c.json({ items: results }, 200);
});
