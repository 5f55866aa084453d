/**
 * `robots.txt`, read from the route table: every route that is not indexable (shells, account,
 * cart, order, token, guest-only and error pages) is disallowed, as are the API and the
 * developer pages. Crawlers match rules as prefixes with `*` wildcards and obey the longest
 * matching rule (RFC 9309 §2.2.2), so where a disallowed pattern would also cover an indexable
 * route (`/kategoria/*\/*` covers `/kategoria/x/p/2`), that route gets a longer `Allow`.
 */
import { WORKER_ONLY_PATTERNS } from './route-match.ts';
import { type RouteDefinition, routes } from './routes.ts';

export interface RobotsRule {
  readonly allow: boolean;
  readonly pattern: string;
}

/** The API's paths: answers for the shop's own scripts, not pages. */
const API_PATTERN = '/api/';

/** A route's path as a robots pattern: each parameter `*`, an optional last one dropped. */
export function robotsPatternOf(path: string): string {
  return path.replace(/\/\{\w+\?\}$/, '').replace(/\{\w+\}/g, '*');
}

/** Whether a robots pattern covers a path: a prefix match, `*` any text, `$` the end. */
export function robotsPatternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}${anchored ? '$' : ''}`).test(path);
}

/** Whether the rules let a crawler fetch a path: the longest matching rule wins, `Allow` on a tie. */
export function isAllowedByRobots(rules: readonly RobotsRule[], path: string): boolean {
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!robotsPatternMatches(rule.pattern, path)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}

/** A path a route's pattern stands for, each parameter a plain word (for checking rules against). */
function samplePathOf(route: RouteDefinition): string {
  return route.path.replace(/\{\w+\??\}/g, 'x');
}

/** The rules for every crawler, derived from the route table. */
export function robotsRules(): RobotsRule[] {
  const definitions: RouteDefinition[] = Object.values(routes);
  const disallowed = [
    ...new Set([
      API_PATTERN,
      ...WORKER_ONLY_PATTERNS,
      ...definitions.filter((route) => !route.indexable).map((route) => robotsPatternOf(route.path)),
    ]),
  ];
  // A pattern that another one already covers as a prefix says nothing more.
  const rules: RobotsRule[] = disallowed
    .filter((pattern) => !disallowed.some((other) => other !== pattern && robotsPatternMatches(other, pattern)))
    .map((pattern) => ({ allow: false, pattern }));
  for (const route of definitions.filter((definition) => definition.indexable)) {
    const sample = samplePathOf(route);
    if (isAllowedByRobots(rules, sample)) continue;
    // Every parameter kept, so the Allow is longer than the Disallow that covers it.
    rules.push({ allow: true, pattern: route.path.replace(/\{\w+\??\}/g, '*') });
    if (!isAllowedByRobots(rules, sample)) throw new Error(`robots.txt: no rule can allow ${route.path} past the routes that are not indexable`);
  }
  return rules;
}

/** The file: one group for every crawler, then the sitemap index. */
export function robotsTxt(siteUrl: string, rules: readonly RobotsRule[] = robotsRules()): string {
  return [
    'User-agent: *',
    ...rules.map((rule) => `${rule.allow ? 'Allow' : 'Disallow'}: ${rule.pattern}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
