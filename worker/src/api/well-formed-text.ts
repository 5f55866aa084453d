/**
 * Text in a JSON body is made well formed before any schema reads it (issue 29): JSON may spell a
 * lone surrogate (`"\ud800"`), which is no character at all. Written to D1 it came back as three
 * U+FFFD, so a name the schema took at 200 units was 202 when read, and the answer broke its own
 * schema. Every string of such a body (at any depth) has its lone surrogates replaced by U+FFFD,
 * as `String.prototype.toWellFormed` does, so what is validated is what is stored and read back.
 * Query strings and paths cannot carry one (their percent-escapes must be UTF-8: request-url.ts).
 */
import type { MiddlewareHandler } from 'hono';

/** A JSON escape of a surrogate half, the only way a JSON text spells a lone one. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;
const JSON_TYPE = /^application\/(?:[a-z.-]+\+)?json\b/i;

export const wellFormedJsonBodies: MiddlewareHandler = async (c, next) => {
  if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '') || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  // Read once and kept by Hono's request, so the validator parses the same text without reading again.
  const text = await c.req.text();
  if (!SURROGATE_ESCAPE.test(text)) return next();
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, inner: unknown) => (typeof inner === 'string' ? inner.toWellFormed() : inner));
  } catch {
    // Not JSON: the call's validator answers that 400 itself.
    return next();
  }
  // The validator then reads the well-formed text: a new body, and Hono's cache of the old one dropped.
  c.req.raw = new Request(c.req.raw, { body: JSON.stringify(value) });
  c.req.bodyCache = {};
  return next();
};
