/** Turns a media row reference into the site URL of the file the build writes. */
import type { Image } from '#lib/api-types.ts';

/** Where the build puts media files in the static site. */
export const MEDIA_URL_PREFIX = '/media/';

export interface ImageRow {
  path: string;
  alt: string;
  width: number;
  height: number;
}

export function toImage(row: ImageRow): Image {
  return { src: `${MEDIA_URL_PREFIX}${row.path}`, alt: row.alt, width: row.width, height: row.height };
}
