/**
 * Canonical paths (spec §2): a trailing-slash variant 301s to the path without it, /strona/rental
 * to the hand-dryer rental article, each declared English alias to its Polish path (English is
 * switched off), page 1 of a paged list to the list, and a category filter path to its one
 * canonical spelling. The query string is kept. A page's payload files (`<page>.txt` and the
 * prefetch segments, page-request.ts) follow their page's rule: the rule reads the page's path,
 * never the file's name as part of it, and the payload file moves to the canonical page.
 */
import type { MiddlewareHandler } from 'hono';
import { categoryListingHref, parseCategoryFilters } from '#lib/category-filters.ts';
import { firstPageRedirect, matchEnglishAlias, matchRoute, polishPathOf, type RouteMatch } from '#lib/route-match.ts';
import { FIXED_REDIRECTS } from '#lib/routes.ts';
import type { AppEnv } from '../env.ts';
import { redirectTo } from './http.ts';
import { payloadPathOf } from './page-request.ts';
import { pageRouteOf } from './route-context.ts';

/** The canonical path for a page's path (its route, when already matched), or null when it is canonical already. */
export function canonicalPathOf(pathname: string, match: RouteMatch | null = matchRoute(pathname)): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '');
    return trimmed === '' ? '/' : trimmed;
  }
  const fixed = FIXED_REDIRECTS[pathname];
  if (fixed) return fixed;
  const alias = matchEnglishAlias(pathname);
  if (alias) return polishPathOf(alias);
  if (!match?.isWellFormed) return null;
  const firstPage = firstPageRedirect(match);
  if (firstPage) return firstPage;
  if (match.name === 'categoryFilters') {
    const { slug = '', filters = '' } = match.params;
    const parsed = parseCategoryFilters(filters);
    const canonical = parsed && categoryListingHref(slug, parsed);
    if (canonical && canonical !== pathname) return canonical;
  }
  return null;
}

export const canonicalRedirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const { request, match } = pageRouteOf(c);
  const canonical = canonicalPathOf(request.page, match);
  if (canonical === null) return next();
  return redirectTo(`${payloadPathOf(canonical, request.payloadFile)}${new URL(c.req.url).search}`, 301);
};
