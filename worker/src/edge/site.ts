/**
 * The static export through the ASSETS binding, for the paths the worker runs first on: shells
 * (one exported HTML per shell route, served for every well-formed path of the route, with its
 * payload files; 404 for a malformed one, for filters a category's products do not have, and for
 * a mailed link whose token is unknown or expired; the search shell with the phrase in its
 * heading: search-heading.ts), error pages with their real status, and payload
 * files whose names hold `$` (asked for as `%24`, which the assets layer serves without a 307).
 */
import type { Context } from 'hono';
import { MAX_SEARCH_QUERY_LENGTH } from '#lib/formats.ts';
import { shellExportPath } from '#lib/route-match.ts';
import { href, type RouteName } from '#lib/routes.ts';
import { SEARCH_FORM_FIELD, searchHref } from '#lib/search-links.ts';
import { lookUpToken } from '../api/newsletter/queries.ts';
import { isDeadCustomerLink } from '../auth/customer-tokens.ts';
import { getApiOrigin } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { getForPage } from './api-gateway.ts';
import { withMutableHeaders } from './http.ts';
import { payloadPathOf } from './page-request.ts';
import { pageRouteOf } from './route-context.ts';
import { withSearchHeading } from './search-heading.ts';
import { isIndexSegmentPath, sharedIndexSegmentOr } from './shared-segments.ts';

/** Where the public API's calls live (worker/src/api/app.ts). */
const PUBLIC_API = '/api/public/v1';
/** Spec §2 error pages answer with the status they describe. */
const ERROR_PAGE_STATUS: Partial<Record<RouteName, number>> = { error403: 403, error404: 404, error500: 500, error503: 503 };
/** How long a client should wait before retrying while the shop is unavailable, in seconds. */
const RETRY_AFTER_SECONDS = 30;

/**
 * GET (or the request's method) of a path of the export, with the request's headers and query; a
 * page's root-layout segment that the export holds once per folder comes from that copy.
 */
export async function fetchAsset(c: Context<AppEnv>, path: string, init: { method?: string } = {}): Promise<Response> {
  const url = new URL(c.req.url);
  const target = `${url.origin}${path.replaceAll('$', '%24')}${url.search}`;
  const response = await c.env.ASSETS.fetch(new Request(target, { method: init.method ?? c.req.method, headers: c.req.raw.headers }));
  return response.status === 404 && isIndexSegmentPath(path) ? sharedIndexSegmentOr(c, path, response) : response;
}

/** The export's 404 page with status 404 (spec §2: unknown routes). */
export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  const page = await c.env.ASSETS.fetch(new Request(new URL('/404', c.req.url), { method: c.req.method === 'HEAD' ? 'HEAD' : 'GET' }));
  return withMutableHeaders(page, { status: 404 });
}

/**
 * Whether a shell's parameters name something that exists: a filtered category must be a category
 * of the export, and each value its filters name one its products have, as the listing the page
 * will ask for says (its 404; issue 36). The listing asked for here is in the API cache for the
 * page's own call; when the API cannot answer, the page is served and says so itself.
 */
async function shellTargetExists(c: Context<AppEnv>, name: RouteName, params: Readonly<Record<string, string>>): Promise<boolean> {
  if (name !== 'categoryFilters') return true;
  const slug = params.slug ?? '';
  const category = await fetchAsset(c, href('category', { slug }), { method: 'HEAD' });
  if (!category.ok) return false;
  const query = new URLSearchParams({ filters: params.filters ?? '' });
  const listing = await getForPage(c, `${PUBLIC_API}/categories/slug/${encodeURIComponent(slug)}/listing?${query}`);
  await listing.body?.cancel();
  return listing.status !== 404;
}

type DeadLinkCheck = (db: D1Database, token: string, now: Date) => Promise<boolean>;

async function isDeadNewsletterLink(db: D1Database, token: string, purpose: 'confirm' | 'unsubscribe', now: Date): Promise<boolean> {
  return (await lookUpToken(db, token, purpose, now)).state !== 'valid';
}

/**
 * The links whose token the edge can judge: which parameter holds it, and whether it is dead.
 * A registration link without a token is the "check your mailbox" page, never dead.
 */
const TOKEN_SHELLS: Partial<Record<RouteName, { param: string; isDead: DeadLinkCheck }>> = {
  newsletterConfirm: { param: 'confirmationToken', isDead: (db, token, now) => isDeadNewsletterLink(db, token, 'confirm', now) },
  newsletterCancel: { param: 'token', isDead: (db, token, now) => isDeadNewsletterLink(db, token, 'unsubscribe', now) },
  registrationConfirmation: { param: 'token', isDead: (db, token, now) => isDeadCustomerLink(db, token, 'registration', now) },
  passwordReset: { param: 'passwordResetToken', isDead: (db, token, now) => isDeadCustomerLink(db, token, 'password_reset', now) },
  remoteLogin: { param: 'oneTimePass', isDead: (db, token, now) => isDeadCustomerLink(db, token, 'remote_login', now) },
};

/**
 * Whether a mailed link's token is unknown or expired, so its page is served with status 404 (the
 * page itself still explains, once its script has asked the API). Only with the embedded API: a
 * remote one keeps its tokens to itself.
 */
async function isDeadLink(c: Context<AppEnv>, name: RouteName, params: Readonly<Record<string, string>>): Promise<boolean> {
  const shell = TOKEN_SHELLS[name];
  const token = shell ? params[shell.param] : undefined;
  if (!(shell && token) || getApiOrigin(c.env)) return false;
  return shell.isDead(c.env.DB, token, new Date());
}

export async function serveSite(c: Context<AppEnv>): Promise<Response> {
  // Pages are read, never sent to: a form posted to its own page where no script took it (script
  // off or blocked) comes back to the page, its fields read by nobody (the build lets no form send
  // with GET: scripts/build/secure-pages.ts).
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const { pathname, search } = new URL(c.req.url);
    return c.redirect(`${pathname}${search}`, 303);
  }
  const { request, match } = pageRouteOf(c);
  // The search box sent without its script (a tap before the page's script ran, or none at all).
  const typed = match?.name === 'search' && request.payloadFile === null ? new URL(c.req.url).searchParams.get(SEARCH_FORM_FIELD) : null;
  if (typed !== null) return c.redirect(searchHref([...typed].slice(0, MAX_SEARCH_QUERY_LENGTH).join('')), 303);
  if (match?.route.render === 'shell') {
    if (!match.isWellFormed || !(await shellTargetExists(c, match.name, match.params))) return notFoundPage(c);
    const shell = await fetchAsset(c, payloadPathOf(shellExportPath(match.name), request.payloadFile));
    if (request.payloadFile === null && shell.ok && (await isDeadLink(c, match.name, match.params))) {
      return withMutableHeaders(shell, { status: 404 });
    }
    const phrase = match.name === 'search' && request.payloadFile === null ? match.params.searchQuery : undefined;
    return phrase ? withSearchHeading(shell, phrase) : shell;
  }
  const response = await fetchAsset(c, new URL(c.req.url).pathname);
  const status = match && request.payloadFile === null ? ERROR_PAGE_STATUS[match.name] : undefined;
  if (!status || !response.ok) return response;
  const errorPage = withMutableHeaders(response, { status });
  errorPage.headers.set('Cache-Control', 'no-store');
  if (status === 503) errorPage.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return errorPage;
}
