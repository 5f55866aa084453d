/**
 * Spec §6 guard at the edge: an unauthenticated request for an `auth` route (or an order page
 * without its hash: `authUnlessHash`) gets 302 to `/logowanie?redirect=<path>`, a logged-in one on a `guest` route 302 to `/`. Logged in means
 * an access token cookie whose signature, issuer and expiry check out, renewed by the edge when
 * due (auth-session.ts). On guest
 * routes an unsafe `redirect` parameter is dropped (302 to the same path without it), and a safe
 * one is replaced by the path it resolves to, so the login page only ever receives a safe local
 * path (spec §5, site/src/lib/safe-redirect.ts). The back office's pages are guarded by the staff
 * login instead (staff-session.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { guardOfMatch } from '#lib/route-match.ts';
import { href } from '#lib/routes.ts';
import { safeRedirectPath } from '#lib/safe-redirect.ts';
import { getAuthSecret } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { isLoggedIn } from './auth-session.ts';
import { redirectTo } from './http.ts';
import { pageRouteOf } from './route-context.ts';
import { guardPanel } from './staff-session.ts';

/** The login page's parameter naming where to go after logging in. */
export const REDIRECT_PARAM = 'redirect';

export const authGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { request, match } = pageRouteOf(c);
  const guard = match?.isWellFormed ? guardOfMatch(match) : 'none';
  if (guard === 'none') return next();
  if (guard === 'staff' || guard === 'staffGuest') return (await guardPanel(c, guard, request.page)) ?? next();
  // A worker that cannot verify a token must fail loudly on a guarded page, cookie or not.
  getAuthSecret(c.env);
  const url = new URL(c.req.url);
  const loggedIn = isLoggedIn(c);
  if (guard === 'auth' && !loggedIn) {
    const login = `${href('login')}?${new URLSearchParams({ [REDIRECT_PARAM]: `${request.page}${url.search}` })}`;
    return redirectTo(login, 302);
  }
  if (guard === 'guest') {
    if (loggedIn) return redirectTo(href('home'), 302);
    const target = url.searchParams.get(REDIRECT_PARAM);
    const safeTarget = safeRedirectPath(target);
    // The login page receives exactly the value that was checked: an unsafe target is dropped,
    // a safe one that resolves to another spelling (`/konto/./dane`) is replaced by it.
    if (target !== null && safeTarget !== target) {
      if (safeTarget === null) url.searchParams.delete(REDIRECT_PARAM);
      else url.searchParams.set(REDIRECT_PARAM, safeTarget);
      return redirectTo(`${url.pathname}${url.search}`, 302);
    }
  }
  return next();
};
