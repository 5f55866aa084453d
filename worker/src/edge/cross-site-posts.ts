/**
 * The API's csrf check (Hono's `csrf()`: a form-like post from another origin, or from none, is
 * a 403), except on the calls whose declaration accepts cross-site posts: RFC 8058's one-click
 * unsubscribe is posted by the mail provider's servers, with no Origin, and the admin calls by
 * staff tools, authenticated by a header no form can send (contract.ts `acceptsCrossSitePost`).
 */
import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { declaredCallAt } from '../api/declared-calls.ts';

export function refuseCrossSitePosts(): MiddlewareHandler {
  const check = csrf();
  return (c, next) => (declaredCallAt(c.req.method, c.req.path)?.acceptsCrossSitePost ? next() : check(c, next));
}
