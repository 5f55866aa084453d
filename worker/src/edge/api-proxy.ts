/**
 * With API_ORIGIN set, /api/* goes to that shop API instead of the embedded one: same path and
 * query, same method and body, the headers the edge prepared (Language-Code, Cart-Session-Id,
 * ...) and never the browser's cookies (tokens reach an API only as the bearer header).
 */
import { proxy } from 'hono/proxy';

export function fetchFromApiOrigin(origin: string, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = Object.fromEntries(request.headers);
  return proxy(`${origin}${url.pathname}${url.search}`, { raw: request, headers: { ...headers, host: undefined, cookie: undefined } });
}
