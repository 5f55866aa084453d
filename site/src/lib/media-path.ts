/**
 * A media file's path in the media store (`products/cz-10306-1.svg`): lowercase segments, no
 * `..`, no leading slash. One rule for the media calls' parameter (worker/src/api/media/schemas.ts)
 * and the raster copies' keys (social-images.ts).
 */
export const MEDIA_PATH_MAX_LENGTH = 300;
export const MEDIA_PATH_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Whether `path` is a well-formed media path. */
export function isMediaPath(path: string): boolean {
  return path.length <= MEDIA_PATH_MAX_LENGTH && MEDIA_PATH_PATTERN.test(path) && !path.includes('..');
}
