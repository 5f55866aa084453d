/**
 * Request bodies on /api are capped before anything reads them (issue 10: a 20 MB JSON body was
 * parsed before its 400). Every call takes at most `DEFAULT_BODY_LIMIT_BYTES` unless it declares
 * its own limit by putting `limitBody(maxBytes)` among its route's middleware; the edge
 * (`limitApiBodies`, first on /api in worker/src/index.ts) reads that declaration from the API
 * app's router, so a call may ask for less or for more than the default and the cap still holds
 * before the body is read. Too large a body is a 413 `payload_too_large` in the error shape.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { errorBodyOfStatus } from './errors.ts';

/** Bytes a request body may have when its call declares nothing: JSON of a form or a cart, with room. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** The limit each `limitBody` middleware declares, found again through the router. */
const declaredLimits = new WeakMap<object, number>();

/**
 * Hono's `bodyLimit` answering 413 in the API's error shape. Put it in a call's middleware to
 * declare the call's limit.
 * @example api.post('/media/upload', limitBody(5 * 1024 * 1024), validate('form', ...), handler)
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const middleware = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(errorBodyOfStatus(413), 413) });
  declaredLimits.set(middleware, maxBytes);
  return middleware;
}

// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its bindings, variables and schema.
export type AnyHono = Hono<any, any, any>;

/** The limit the call for a method and path declares with `limitBody`, if it declares one. */
export function declaredBodyLimitOf(app: AnyHono, method: string, path: string): number | undefined {
  for (const [[handler]] of app.router.match(method === 'HEAD' ? 'GET' : method, path)[0]) {
    // `route()` wraps the handlers of a sub-app that has its own error handler.
    for (let current: unknown = handler; typeof current === 'function'; current = (current as { [COMPOSED_HANDLER]?: unknown })[COMPOSED_HANDLER]) {
      const declared = declaredLimits.get(current);
      if (declared !== undefined) return declared;
    }
  }
  return undefined;
}

/** The edge's cap on bodies sent to `app`: the call's declared limit, else the default. */
export function limitApiBodies(app: AnyHono): MiddlewareHandler {
  const byLimit = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const maxBytes = declaredBodyLimitOf(app, c.req.method, c.req.path) ?? DEFAULT_BODY_LIMIT_BYTES;
    const middleware = byLimit.get(maxBytes) ?? limitBody(maxBytes);
    byLimit.set(maxBytes, middleware);
    return middleware(c, next);
  };
}
