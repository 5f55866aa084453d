/**
 * Reads the request's page and route once (route-match.ts over the route table) for the guard,
 * the site and the log line.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchRoute, type RouteMatch } from '#lib/route-match.ts';
import type { AppEnv } from '../env.ts';
import { type PageRequest, readPageRequest } from './page-request.ts';

export interface PageRoute {
  request: PageRequest;
  match: RouteMatch | null;
}

const pageRoutes = new WeakMap<Request, PageRoute>();

/** The page and route of the current request. */
export function pageRouteOf(c: Context<AppEnv>): PageRoute {
  const known = pageRoutes.get(c.req.raw);
  if (known) return known;
  const request = readPageRequest(new URL(c.req.url).pathname, c.req.raw.headers);
  const route = { request, match: matchRoute(request.page) };
  pageRoutes.set(c.req.raw, route);
  return route;
}

export const routeContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { match } = pageRouteOf(c);
  if (match) c.set('routeName', match.name);
  await next();
};
