/**
 * Which catalogue a request reads (docs/decisions/043-live-pages.md): the build, known by the edge
 * cache's bypass secret (`X-Cache-Bypass`, CACHE_BYPASS_SECRET; the edge passes it on only after
 * checking it), reads the `next` catalogue it renders; everyone else the `live` one, whose
 * products have their page in the export the shop serves.
 */
import type { Context } from 'hono';
import { isSameSecret } from '../auth/same-secret.ts';
import { getCacheBypassSecret } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { CACHE_BYPASS_HEADER } from '../shared-names.ts';
import type { CatalogueView } from './categories/membership.ts';

export async function catalogueViewOf(c: Context<AppEnv>): Promise<CatalogueView> {
  const sent = c.req.header(CACHE_BYPASS_HEADER);
  const secret = getCacheBypassSecret(c.env);
  return sent !== undefined && secret !== undefined && (await isSameSecret(sent, secret)) ? 'next' : 'live';
}
