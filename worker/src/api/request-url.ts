/**
 * A request whose path or query is not valid percent-encoded UTF-8 (`q=mydlo%ff`) is a 400:
 * Hono would otherwise keep the undecodable text as it is and search for it literally. So is a
 * query parameter without a name (`&=1`), which Hono would silently drop while the edge cache,
 * reading the query as the URL standard does, would see another input.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from './errors.ts';

/** Whether every percent-escape of `text` decodes to UTF-8 (`+` in a query is a space, always fine). */
export function isWellEncoded(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

export const rejectMalformedUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (!isWellEncoded(url.pathname) || !isWellEncoded(url.search)) {
    throw new ApiError(400, 'malformed_url', 'Adres zawiera nieprawidłowo zakodowane znaki.');
  }
  if (url.searchParams.has('')) throw new ApiError(400, 'malformed_url', 'Adres zawiera parametr bez nazwy.');
  await next();
};
