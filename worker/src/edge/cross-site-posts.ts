/**
 * The API's CSRF defence for every state-changing call: Hono's `csrf()` (a form-like post from
 * another origin, or from none, is a 403), and beyond it an origin check whatever the body's
 * type: a POST, PUT, PATCH or DELETE whose `Origin` names another site (or `null`), or that the
 * browser marks `Sec-Fetch-Site: cross-site`, is a 403 too. Calls from servers and scripts send
 * no Origin and pass (the cart and order calls still need the Cart-Session-Id header, which no
 * other site can know). The calls whose declaration accepts cross-site posts skip both: RFC
 * 8058's one-click unsubscribe is posted by the mail provider's servers, and the admin calls by
 * staff tools, authenticated by a header no form can send (contract.ts `acceptsCrossSitePost`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { declaredCallAt } from '../api/declared-calls.ts';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

function isCrossSite(c: Context): boolean {
  if (SAFE_METHODS.includes(c.req.method)) return false;
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return true;
  return c.req.header('Sec-Fetch-Site') === 'cross-site';
}

export function refuseCrossSitePosts(): MiddlewareHandler {
  const check = csrf();
  return (c, next) => {
    if (declaredCallAt(c.req.method, c.req.path)?.acceptsCrossSitePost) return next();
    if (isCrossSite(c)) throw new HTTPException(403, { message: 'Forbidden' });
    return check(c, next);
  };
}
