/** Browse flags (/przegladaj/{flag}): nowości, bestsellery, ... */
import { createRouter, declareCall } from '../contract.ts';
import { listOf, noQuery } from '../schemas.ts';
import { listFlags } from './queries.ts';
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
  return c.json({ items: await listFlags(c.env.DB) }, 200);
});
