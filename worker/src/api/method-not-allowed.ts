/**
 * What the API answers when no route takes a request: 404 for a path it does not have, 405 with
 * `Allow` for a method the path does not support, and 204 with `Allow` for OPTIONS. The methods
 * are read from the app's own router, so every route the app declares counts (a Hono app or a
 * subclass such as OpenAPIHono) and no path is listed by hand. The edge answers a wrong method
 * the same way before its csrf check (`answerUnsupportedMethods`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AnyHono } from './body-limit.ts';
import { errorBody, errorBodyOfStatus } from './errors.ts';

/** Methods a route can be declared with; HEAD follows GET (Hono answers HEAD with the GET route). */
const ROUTABLE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'QUERY'] as const;

/**
 * The methods an app answers on a path, in `Allow` order: the methods its routes declare there
 * (not `use` middleware, which is registered for every method), HEAD with GET, and OPTIONS.
 * Empty when no route has the path.
 * @example allowedMethodsOf(api, '/api/public/v1/flags') // ['GET', 'HEAD', 'OPTIONS']
 */
export function allowedMethodsOf(app: AnyHono, path: string): string[] {
  const declared = ROUTABLE_METHODS.filter((method) => app.router.match(method, path)[0].some(([[, route]]) => route.method === method));
  if (declared.length === 0) return [];
  return [...declared.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])), 'OPTIONS'];
}

/** The app's `notFound` handler: 404, 405 or (OPTIONS) 204, the last two with `Allow`. */
export function answerUnmatchedRequest(c: Context, app: AnyHono): Response {
  const allowed = allowedMethodsOf(app, c.req.path);
  if (allowed.length === 0) return c.json(errorBody('not_found', 'Nie ma takiego adresu API.'), 404);
  const headers = { Allow: allowed.join(', ') };
  if (c.req.method === 'OPTIONS') return c.body(null, 204, headers);
  return c.json(errorBodyOfStatus(405), 405, headers);
}

/**
 * At the edge, before csrf: a method the path does not support is answered 405 (OPTIONS 204) by
 * the app's rule, from any origin. The csrf check guards handlers, and there is none to reach
 * here; so `curl -X DELETE /api/public/v1/flags` learns what the path allows instead of a 403.
 * Paths the app does not have go on, to the API (or API_ORIGIN), which answers them.
 */
export function answerUnsupportedMethods(app: AnyHono): MiddlewareHandler {
  return async (c, next) => {
    const allowed = allowedMethodsOf(app, c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return next();
    return answerUnmatchedRequest(c, app);
  };
}
