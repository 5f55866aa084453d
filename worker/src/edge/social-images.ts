/**
 * `/og/*`: the raster copies of the shop's pictures that link previews and search engines get
 * (og:image, the JSON-LD `image`; site/src/lib/social-images.ts names the paths). The build renders
 * them and puts them into the SOCIAL_IMAGES bucket (scripts/build/social-image-bucket.ts), not
 * into the export, so they cost no static asset files however large the catalogue
 * (docs/decisions/028-social-images-in-r2.md). A copy is replaced in place when its picture
 * changes, so it is cached for a day and revalidated by its ETag, not kept forever.
 */
import type { Context } from 'hono';
import { SOCIAL_IMAGE_DIR, socialImageKeyOf } from '#lib/social-images.ts';
import type { AppEnv } from '../env.ts';
import { notFoundPage } from './site.ts';

export const SOCIAL_IMAGE_PREFIX = `${SOCIAL_IMAGE_DIR}/`;
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** The request's validators (If-None-Match, If-Modified-Since): the only preconditions answered with a 304. */
function validatorsOf(request: Request): Headers {
  const validators = new Headers();
  for (const name of ['If-None-Match', 'If-Modified-Since']) {
    const value = request.headers.get(name);
    if (value) validators.set(name, value);
  }
  return validators;
}

function hasBody(object: R2Object | R2ObjectBody): object is R2ObjectBody {
  return 'body' in object;
}

export async function serveSocialImage(c: Context<AppEnv>): Promise<Response> {
  c.set('routeName', 'social-image');
  const key = socialImageKeyOf(new URL(c.req.url).pathname);
  if (!key) return notFoundPage(c);
  const bucket = c.env.SOCIAL_IMAGES;
  // With validators that match, `get` gives the object's metadata without its body.
  const object = c.req.method === 'HEAD' ? await bucket.head(key) : await bucket.get(key, { onlyIf: validatorsOf(c.req.raw) });
  if (!object) return notFoundPage(c);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', CACHE_CONTROL);
  headers.set('Last-Modified', object.uploaded.toUTCString());
  const body = hasBody(object) ? object.body : null;
  if (c.req.method === 'GET' && !body) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(body, { headers });
}
