/**
 * Which pages the service worker may keep a copy of, from the route table: the prerendered routes
 * without a guard. Shells (accounts, orders, invoices, mailed tokens) and guarded routes never
 * match, whatever their parameters. The build writes these patterns into site/out/sw.js.
 */
import { routes } from './routes.ts';

/**
 * Anchored patterns on a raw (still encoded) path; a parameter is one segment, as in route-match.ts.
 * @example publicPagePatterns().some((pattern) => pattern.test('/produkt/mydlo-5-l')) // true
 */
export function publicPagePatterns(): RegExp[] {
  return Object.values(routes)
    .filter((route) => route.render === 'prerendered' && route.guard === 'none')
    .map((route) => patternOf(route.path));
}

function patternOf(routePath: string): RegExp {
  if (routePath === '/') return /^\/$/;
  const source = routePath
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^\{\w+(\??)\}$/.exec(part);
      if (!param) return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return param[1] === '?' ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source}$`);
}
