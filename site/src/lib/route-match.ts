/**
 * Reading a request path against the route table: which route it is, with which parameters, and
 * whether they are well formed. The worker uses it for shells, guards, English aliases and its
 * logs; the build uses it to list the paths that need the worker (run_worker_first).
 */
import { parseCategoryFilters } from './category-filters.ts';
import { isPageNumber, isSearchQuery, isSlug, isToken, isUuid, ORDER_HASH_PATTERN } from './formats.ts';
import { NEXT_PAYLOAD_FILES } from './framework-internals.ts';
import { type CompiledRoute, englishTable, fitIn, polishTable, type RouteFit } from './route-shape.ts';
import { ACCOUNT_TABS, FIXED_REDIRECTS, fillPattern, type Guard, type RouteName, routes } from './routes.ts';

/**
 * The format of every route parameter of spec §3, by name. A path whose parameter fails its
 * check is malformed: the worker answers 404 for it.
 */
export const paramFormats: Readonly<Record<string, (value: string) => boolean>> = {
  slug: isSlug,
  category: isSlug,
  tag: isSlug,
  flag: isSlug,
  page: isPageNumber,
  pager: isPageNumber,
  uuid: isUuid,
  cartUuid: isUuid,
  transactionUuid: isUuid,
  notificationUuid: isUuid,
  recipientUuid: isUuid,
  token: isToken,
  confirmationToken: isToken,
  passwordResetToken: isToken,
  abandonmentToken: isToken,
  oneTimePass: isToken,
  hash: (value) => ORDER_HASH_PATTERN.test(value),
  termsHash: (value) => /^[0-9a-f]{64}$/.test(value),
  tab: (value) => Object.hasOwn(ACCOUNT_TABS, value),
  searchQuery: isSearchQuery,
  filters: (value) => parseCategoryFilters(value) !== null,
};

export interface RouteMatch extends RouteFit {
  /** Every parameter passed its format check. */
  readonly isWellFormed: boolean;
}

function matchIn(table: readonly CompiledRoute[], pathname: string): RouteMatch | null {
  const fit = fitIn(table, pathname);
  if (!fit) return null;
  const isWellFormed = Object.entries(fit.params).every(([param, value]) => paramFormats[param]?.(value) ?? false);
  return { ...fit, isWellFormed };
}

/**
 * The guard a matched path is under: `authUnlessHash` is `none` for a path that carries its
 * hash and `auth` for one that does not.
 * @example guardOfMatch(matchRoute('/zamowienie/<uuid>/podsumowanie')) // 'auth'
 */
export function guardOfMatch(match: Pick<RouteMatch, 'route' | 'params'>): Exclude<Guard, 'authUnlessHash'> {
  const { guard } = match.route;
  if (guard === 'authUnlessHash') return match.params.hash ? 'none' : 'auth';
  return guard;
}

/**
 * The route a Polish path belongs to. The first route whose fixed segments fit wins (the table
 * lists static routes first); the parameters are then checked.
 * @example matchRoute('/produkt/mydlo-5-l') // { name: 'product', params: { slug: 'mydlo-5-l' }, isWellFormed: true, ... }
 */
export function matchRoute(pathname: string): RouteMatch | null {
  return matchIn(polishTable, pathname);
}

/** The route a declared English alias path belongs to (English is switched off: it 301s). */
export function matchEnglishAlias(pathname: string): RouteMatch | null {
  return matchIn(englishTable, pathname);
}

/** The Polish path of a match (its canonical form). */
export function polishPathOf(match: Pick<RouteMatch, 'route' | 'params'>): string {
  return fillPattern(match.route.path, match.params);
}

/**
 * The path of a shell route's one exported HTML: every parameter, optional ones too, is the
 * placeholder `_` (the value of its `generateStaticParams`).
 * @example shellExportPath('order') // '/zamowienie/_'
 */
export function shellExportPath(name: RouteName): string {
  return routes[name].path.replace(/\{\w+\??\}/g, SHELL_PLACEHOLDER);
}

/** The parameter value every shell page is exported with. */
export const SHELL_PLACEHOLDER = '_';

/**
 * A shell page's `generateStaticParams`: its one export, with the placeholder in every parameter
 * of the route's pattern.
 * @example shellStaticParams('orderSummary') // [{ uuid: '_', hash: '_' }]
 */
export function shellStaticParams(name: RouteName): Record<string, string>[] {
  const names = [...routes[name].path.matchAll(/\{(\w+)\??\}/g)].map((match) => match[1] ?? '');
  return [Object.fromEntries(names.map((param) => [param, SHELL_PLACEHOLDER]))];
}

/** Paged routes whose first page is their base route: `/blog/strona/1` answers 301 `/blog`. */
export const FIRST_PAGE_ROUTES: Readonly<Partial<Record<RouteName, { base: RouteName; param: string }>>> = {
  blogPage: { base: 'blog', param: 'page' },
  blogCategoryPage: { base: 'blogCategory', param: 'page' },
  blogTagPage: { base: 'blogTag', param: 'page' },
  categoryPage: { base: 'category', param: 'pager' },
};

/**
 * The canonical path a well-formed match should be answered with a 301 to, or null when it is
 * canonical: page 1 of a paged list is its base route.
 */
export function firstPageRedirect(match: RouteMatch): string | null {
  const firstPage = FIRST_PAGE_ROUTES[match.name];
  if (!firstPage) return null;
  const page = match.params[firstPage.param];
  if (page !== undefined && page !== '1') return null;
  return fillPattern(routes[firstPage.base].path, match.params);
}

/** A run_worker_first glob of a pattern: each parameter is `*` (which also spans slashes). */
function toGlob(pattern: string): string {
  return pattern.replace(/\{\w+\??\}/g, '*');
}

/**
 * Globs of a pattern: an optional last parameter adds the path without it, and, for a shell,
 * that path's payload file (`<path>.txt`, which the client router asks for on navigation; with
 * the parameter, `*` already spans it).
 */
function globsOf(pattern: string, isShell = false): string[] {
  const withoutOptional = pattern.replace(/\/\{\w+\?\}$/, '');
  if (withoutOptional === pattern) return [toGlob(pattern)];
  return [toGlob(pattern), toGlob(withoutOptional), ...(isShell ? [`${toGlob(withoutOptional)}.txt`] : [])];
}

/**
 * Paths that only the worker answers, outside the route table, and that are no page for anyone
 * but the shop itself (robots.txt keeps crawlers off them): the developer pages (the mail
 * outbox, worker/src/mail/dev-outbox.ts), which exist only when DEV_TOOLS is `on` and are a 404
 * otherwise, and the tunnel of the browser's error reports (worker/src/error-reports/tunnel.ts).
 */
export const WORKER_ONLY_PATTERNS = ['/_dev/*', '/monitoring'] as const;

/**
 * Files that the worker answers in place of the assets layer, and that crawlers must reach like
 * any asset: the pictures from the media store (worker/src/edge/media.ts), their raster copies
 * for link previews (worker/src/edge/social-images.ts), the safety data sheets of chemicals
 * (worker/src/edge/documents.ts, #lib/safety-data-sheets.ts SAFETY_DATA_SHEET_DIR) and the shared
 * root-layout segments (worker/src/edge/shared-segments.ts).
 */
export const WORKER_SERVED_FILE_PATTERNS = ['/media/*', '/og/*', '/karty-charakterystyki/*', `/*/${NEXT_PAYLOAD_FILES.rootSegment}`] as const;

/**
 * Every path pattern that has edge work, for wrangler.toml's `run_worker_first`: the API (`/api`
 * itself too, so it answers the API's JSON 404 rather than the 404 page), slash and fixed
 * redirects, English aliases, guarded and guest routes, shells, error pages with their status,
 * first pages of paged lists, and Next payload files whose names hold `$` (the assets layer
 * answers those with a 307 to `%24`; the worker asks for `%24` itself), the developer pages.
 * Every other path is served straight by the assets layer.
 */
export function workerFirstPatterns(): string[] {
  const patterns = ['/api', '/api/*', ...WORKER_ONLY_PATTERNS, ...WORKER_SERVED_FILE_PATTERNS, '/*/', '/*$*', ...Object.keys(FIXED_REDIRECTS)];
  for (const { name, definition } of polishTable) {
    if (definition.en) patterns.push(...globsOf(definition.en));
    if (definition.render === 'shell' || definition.guard !== 'none' || name.startsWith('error')) {
      patterns.push(...globsOf(definition.path, definition.render === 'shell'));
    }
  }
  for (const [name, firstPage] of Object.entries(FIRST_PAGE_ROUTES)) {
    // The page parameter is the last segment: `…/1` answers 301, and so does `…` when it is optional.
    const pattern = routes[name as RouteName].path;
    const base = toGlob(pattern.replace(/\/\{\w+\??\}$/, ''));
    patterns.push(`${base}/1`);
    if (pattern.endsWith(`{${firstPage.param}?}`)) patterns.push(base);
  }
  return withoutSubsumed([...new Set(patterns)]);
}

/** Drops globs another glob already covers: `/order/*` covers every longer order alias. */
function withoutSubsumed(globs: readonly string[]): string[] {
  return globs.filter((glob) => !globs.some((other) => other !== glob && globMatches(other, glob)));
}

/** Whether a run_worker_first glob covers a path, the way the assets router reads it. */
export function globMatches(glob: string, pathname: string): boolean {
  return new RegExp(`^${glob.split('*').map(escapeRegExp).join('.*')}$`).test(pathname);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
