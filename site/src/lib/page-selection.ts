/**
 * Which prerendered-per-item pages a build renders. A full build renders all of them; an
 * incremental rebuild (scripts/build/incremental.ts, docs/decisions/024-incremental-builds.md)
 * names, in a JSON file whose path is in PAGE_SELECTION_FILE, the routes to render whole and the
 * items of the others whose content changed, and merges what it renders into the previous export.
 * Each route's `generateStaticParams` passes its list through `selectStaticParams`.
 */
import { readFileSync } from 'node:fs';
import type { RouteName } from './routes.ts';

export const PAGE_SELECTION_ENV = 'PAGE_SELECTION_FILE';

/**
 * The routes whose pages a selection narrows to the items it names (each passes its list through
 * `selectStaticParams`); every other route renders all its pages in every build.
 */
export const SELECTABLE_ROUTES = [
  'product',
  'productSet',
  'inProductSet',
  'category',
  'categoryPage',
  'browseFlag',
  'blogPost',
  'blogPage',
  'blogCategory',
  'blogCategoryPage',
  'blogTag',
  'blogTagPage',
  'branch',
  'contentPage',
  'landingPage',
] as const satisfies readonly RouteName[];

export type SelectableRoute = (typeof SELECTABLE_ROUTES)[number];

export interface PageSelection {
  /** Routes rendered whole. */
  routes: RouteName[];
  /** Per route, the values of its item parameter (a product's slug, a category's slug…) to render. */
  items: Partial<Record<RouteName, string[]>>;
}

let selection: PageSelection | null | undefined;

function readSelection(): PageSelection | null {
  if (selection === undefined) {
    const file = process.env[PAGE_SELECTION_ENV];
    selection = file ? (JSON.parse(readFileSync(file, 'utf8')) as PageSelection) : null;
  }
  return selection;
}

/**
 * The params of `route` this build renders: all of them in a full build; in an incremental one,
 * those whose `key` parameter the selection names. A static export refuses a route with no params,
 * so a route with nothing selected renders its first item again, from unchanged content: the same
 * page the previous export holds.
 * @example selectStaticParams('product', 'slug', [{ slug: 'a' }, { slug: 'b' }]) // [{ slug: 'b' }] when only b changed
 */
export function selectStaticParams<Params extends Record<string, string>>(
  route: SelectableRoute,
  key: keyof Params & string,
  params: Params[],
  chosen: PageSelection | null = readSelection(),
): Params[] {
  if (!chosen || chosen.routes.includes(route)) return params;
  const wanted = new Set(chosen.items[route] ?? []);
  const selected = params.filter((param) => wanted.has(param[key] as string));
  return selected.length > 0 ? selected : params.slice(0, 1);
}
