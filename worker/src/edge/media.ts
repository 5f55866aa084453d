/**
 * `/media/*` (product pictures, blog covers, slides): served by the worker from the media store
 * through the API's own media call and its edge cache, not as static assets, so the export holds
 * no media files however large the catalogue (docs/decisions/026-platform-limits.md). The answer
 * is the API's: the file's type, the media policy for an SVG opened on its own, a day's caching.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { REQUEST_ID_HEADER } from '../shared-names.ts';
import { withApiCache } from './api-cache.ts';
import { askApi } from './auth-session.ts';

export const MEDIA_PREFIX = '/media/';
/** The API call that holds the files (worker/src/api/media/routes.ts). */
const MEDIA_FILE_CALL = '/api/public/v1/media/file/';

export async function serveMedia(c: Context<AppEnv>): Promise<Response> {
  c.set('routeName', 'media');
  const url = new URL(c.req.url);
  // The path stays as the browser encoded it: the API's own path check judges it.
  const request = new Request(new URL(`${MEDIA_FILE_CALL}${url.pathname.slice(MEDIA_PREFIX.length)}`, url.origin), {
    method: c.req.method === 'HEAD' ? 'HEAD' : 'GET',
    headers: { 'Language-Code': c.get('language'), [REQUEST_ID_HEADER]: c.get('requestId') },
  });
  return withApiCache(c, request, (prepared) => askApi(c, prepared));
}
