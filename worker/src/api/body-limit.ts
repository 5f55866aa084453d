/**
 * Request bodies on /api are capped before anything reads them (issue 10: a 20 MB JSON body was
 * parsed before its 400). Every call takes at most `DEFAULT_BODY_LIMIT_BYTES` unless it declares
 * `maxBodyBytes` (contract.ts), which puts `limitBody(maxBytes)` among its route's middleware and
 * states the limit in the document; the edge (`limitApiBodies`) reads the same declaration and
 * enforces it first, so a call may ask for less or for more than the default and the cap still
 * holds before the body is read. Too large a body is a 413 `payload_too_large` in the error shape.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchDeclaredCall } from './declared-calls.ts';
import { errorBodyOfStatus } from './errors.ts';

/** Bytes a request body may have when its call declares nothing: JSON of a form or a cart, with room. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Hono's `bodyLimit` answering 413 in the API's error shape.
 * @example router.post('/upload', limitBody(5 * 1024 * 1024), handler)
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(errorBodyOfStatus(413), 413) });
}

// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its bindings, variables and schema.
export type AnyHono = Hono<any, any, any>;

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
