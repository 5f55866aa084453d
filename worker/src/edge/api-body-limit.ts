/**
 * The edge's cap on API bodies (issue 10): the limit the request's declared call states
 * (contract.ts `maxBodyBytes`), else the API's default, enforced before anything reads the body.
 * The API enforces the same limit again per call (api/body-limit.ts), for requests that reach it
 * without this edge.
 */
import type { MiddlewareHandler } from 'hono';
import { DEFAULT_BODY_LIMIT_BYTES, limitBody } from '../api/body-limit.ts';
import { matchDeclaredCall } from '../api/declared-calls.ts';

/** The limit the declared call for a method and path states, if it states one. */
export function declaredBodyLimitOf(method: string, path: string): number | undefined {
  return matchDeclaredCall(method, path)?.call.maxBodyBytes;
}

/**
 * The edge's cap on API bodies: the call's declared limit, else the default. `limitOf` is how a
 * request's call and its limit are found (the contract's declarations unless told otherwise).
 */
export function limitApiBodies(limitOf: (method: string, path: string) => number | undefined = declaredBodyLimitOf): MiddlewareHandler {
  const byLimit = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const maxBytes = limitOf(c.req.method, c.req.path) ?? DEFAULT_BODY_LIMIT_BYTES;
    const middleware = byLimit.get(maxBytes) ?? limitBody(maxBytes);
    byLimit.set(maxBytes, middleware);
    return middleware(c, next);
  };
}
