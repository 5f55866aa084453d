/**
 * Request bodies on /api are capped before anything reads them (issue 10: a 20 MB JSON body was
 * parsed before its 400). Every call with a body takes at most `DEFAULT_BODY_LIMIT_BYTES` unless it
 * declares `maxBodyBytes` (contract.ts puts `limitBody(maxBytes)` first among its route's
 * middleware and states the limit in the document); the edge (edge/api-body-limit.ts) reads the
 * same declaration and enforces it first, so the cap holds before the body is read whichever
 * receives the request. Too large a body is a 413 `payload_too_large` in the error shape.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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
