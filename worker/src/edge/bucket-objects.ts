/**
 * An R2 object as a site file: its stored headers, its ETag and upload time as validators (a
 * matching If-None-Match or If-Modified-Since gets a 304 without the body), HEAD without the
 * body, and the shop's 404 page when the bucket does not have it. Shared by the social images
 * (/og/*) and the documents (/karty-charakterystyki/*).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { notFoundPage } from './site.ts';

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

/** Answers the object `key` of `bucket` (null key: none), kept by caches for `cacheControl`. */
export async function serveBucketObject(c: Context<AppEnv>, bucket: R2Bucket, key: string | null, cacheControl: string): Promise<Response> {
  if (!key) return notFoundPage(c);
  // With validators that match, `get` gives the object's metadata without its body.
  const object = c.req.method === 'HEAD' ? await bucket.head(key) : await bucket.get(key, { onlyIf: validatorsOf(c.req.raw) });
  if (!object) return notFoundPage(c);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', cacheControl);
  headers.set('Last-Modified', object.uploaded.toUTCString());
  headers.set('X-Content-Type-Options', 'nosniff');
  const body = hasBody(object) ? object.body : null;
  if (c.req.method === 'GET' && !body) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(body, { headers });
}
