/**
 * Fitting a path to the route table's patterns: which route's segments it has, with which
 * parameter values, before any parameter is checked. route-match.ts adds the checks (the worker's
 * 404s, the shells); the browser's frame asks only which route it is on (the data layer's page
 * type, the search box's query), without the checks' code (the category filters' parser).
 */
import { type RouteDefinition, type RouteName, routes } from './routes.ts';

interface Segment {
  /** A fixed segment, or the parameter's name. */
  readonly text: string;
  readonly isParam: boolean;
  readonly isOptional: boolean;
}

export interface CompiledRoute {
  readonly name: RouteName;
  readonly definition: RouteDefinition;
  readonly segments: readonly Segment[];
}

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(\w+)(\??)\}$/.exec(part);
      return param ? { text: param[1] ?? '', isParam: true, isOptional: param[2] === '?' } : { text: part, isParam: false, isOptional: false };
    });
}

const entries = Object.entries(routes) as [RouteName, RouteDefinition][];
export const polishTable: CompiledRoute[] = entries.map(([name, definition]) => ({ name, definition, segments: compile(definition.path) }));
export const englishTable: CompiledRoute[] = entries.flatMap(([name, definition]) =>
  definition.en ? [{ name, definition, segments: compile(definition.en) }] : [],
);

/** A path fitted to a route: its name, its definition and the decoded parameter values. */
export interface RouteFit {
  readonly name: RouteName;
  readonly route: RouteDefinition;
  /** Decoded parameter values; an omitted optional parameter is absent. */
  readonly params: Readonly<Record<string, string>>;
}

/** Decoded path segments, or null when the path cannot be decoded (a malformed `%` escape). */
function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

/** The first route of `table` whose fixed segments fit the path (the table lists static routes first). */
export function fitIn(table: readonly CompiledRoute[], pathname: string): RouteFit | null {
  const parts = decodeSegments(pathname);
  if (!parts || (pathname !== '/' && pathname.endsWith('/'))) return null;
  for (const { name, definition, segments } of table) {
    const required = segments.filter((segment) => !segment.isOptional).length;
    if (parts.length < required || parts.length > segments.length) continue;
    const params: Record<string, string> = {};
    let fits = true;
    for (const [index, segment] of segments.entries()) {
      const part = parts[index];
      if (part === undefined) break;
      if (!segment.isParam && part !== segment.text) {
        fits = false;
        break;
      }
      if (segment.isParam) params[segment.text] = part;
    }
    if (!fits) continue;
    return { name, route: definition, params };
  }
  return null;
}

/**
 * The route a Polish path's segments fit, its parameters unchecked (matchRoute checks them).
 * @example routeOfPath('/produkt/mydlo-5-l') // { name: 'product', params: { slug: 'mydlo-5-l' }, ... }
 */
export function routeOfPath(pathname: string): RouteFit | null {
  return fitIn(polishTable, pathname);
}
