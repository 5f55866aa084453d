/**
 * `/karty-charakterystyki/*`: the safety data sheets (PDF) of chemicals, from the DOCUMENTS bucket
 * where the admin API puts them (worker/src/api/admin/product-safety.ts) and the seed puts the
 * demo ones. A sheet's name holds a digest that changes with its content (#lib/safety-data-sheets.ts), so a
 * name never shows other bytes: kept for a year, immutable.
 */
import type { Context } from 'hono';
import { safetyDataSheetKeyOf } from '#lib/safety-data-sheets.ts';
import type { AppEnv } from '../env.ts';
import { serveBucketObject } from './bucket-objects.ts';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function serveSafetyDataSheet(c: Context<AppEnv>): Promise<Response> {
  c.set('routeName', 'safety-data-sheet');
  return serveBucketObject(c, c.env.DOCUMENTS, safetyDataSheetKeyOf(new URL(c.req.url).pathname), CACHE_CONTROL);
}
