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
import { serveBucketObject } from './bucket-objects.ts';

export const SOCIAL_IMAGE_PREFIX = `${SOCIAL_IMAGE_DIR}/`;
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export function serveSocialImage(c: Context<AppEnv>): Promise<Response> {
  c.set('routeName', 'social-image');
  return serveBucketObject(c, c.env.SOCIAL_IMAGES, socialImageKeyOf(new URL(c.req.url).pathname), CACHE_CONTROL);
}
