/**
 * The staff login at the edge (issue 31, docs/decisions/033-back-office.md). Its secret lives in
 * an httpOnly cookie, `SameSite=Strict`, one copy scoped to `/panel` (the pages' guard) and one to
 * `/api/admin` (the calls), so a shop page never sends it and a customer's cookies never mix with it:
 * - a staff login call's answer hands the secret over in the `Staff-Session` header (or `ended` at
 *   logout); the edge moves it into the cookies and drops the header (`takeStaffSessionHandover`);
 * - an admin call from a page of this origin gets the secret as `X-Staff-Session` (`addStaffSession`);
 *   a request another site starts gets nothing, whatever its cookies;
 * - a panel page (`staff` guard) asks the API who the login belongs to: none, or an ended one,
 *   is a 302 to the panel's login with the page to come back to; the login page (`staffGuest`) of
 *   a member still logged in is a 302 into the panel.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { href } from '#lib/routes.ts';
import { safeRedirectPath } from '#lib/safe-redirect.ts';
import { declaredCallAt } from '../api/declared-calls.ts';
import type { AppEnv } from '../env.ts';
import { STAFF_SESSION_HANDOVER_HEADER } from '../shared-names.ts';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_HEADER, STAFF_SESSION_HOURS } from '../staff/sessions.ts';
import { askApi } from './auth-session.ts';
import { queueCookie, redirectTo } from './http.ts';

/** The paths the staff cookie is sent to: the panel's pages and the admin calls. */
export const STAFF_COOKIE_PATHS = ['/panel', '/api/admin'] as const;
const ADMIN_PREFIX = '/api/admin/';
const ME_PATH = '/api/admin/v1/staff/sessions/current';
/** The panel login page's parameter naming the panel page to come back to. */
export const PANEL_NEXT_PARAM = 'next';
/** What a login's secret looks like (one-time-tokens.ts `newToken`): anything else is no login. */
const SECRET = /^[A-Za-z0-9_-]{16,512}$/;

function setStaffCookies(c: Context<AppEnv>, value: string, maxAgeSeconds: number): void {
  for (const path of STAFF_COOKIE_PATHS) queueCookie(c, STAFF_SESSION_COOKIE, value, maxAgeSeconds, { httpOnly: true, path, sameSite: 'Strict' });
}

function forgetStaffCookies(c: Context<AppEnv>): void {
  setStaffCookies(c, '', 0);
}

/** The staff login the browser sent, when it looks like one. */
function staffSecretOf(c: Context<AppEnv>): string | undefined {
  const secret = getCookie(c, STAFF_SESSION_COOKIE);
  return secret && SECRET.test(secret) ? secret : undefined;
}

/**
 * Whether a page of this origin sent the request: `Sec-Fetch-Site: same-origin`, or, from a
 * browser that does not send it, no `Origin` of another site. The cookie's SameSite=Strict keeps
 * it from other sites' requests already; this keeps it from same-site ones of other origins.
 */
function isSameOrigin(c: Context<AppEnv>): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('Origin');
  return origin === undefined || origin === new URL(c.req.url).origin;
}

/** The admin call's headers for the staff login: its secret from the cookie, for this origin's pages only. */
export function addStaffSession(c: Context<AppEnv>, pathname: string, headers: Headers): void {
  if (!pathname.startsWith(ADMIN_PREFIX) || headers.has(STAFF_SESSION_HEADER)) return;
  const secret = staffSecretOf(c);
  if (secret && isSameOrigin(c)) headers.set(STAFF_SESSION_HEADER, secret);
}

/** Moves a staff login call's `Staff-Session` header into the staff cookies (or deletes them at `ended`), never to the page. */
export function takeStaffSessionHandover(c: Context<AppEnv>, pathname: string, response: Response): Response {
  const handed = response.headers.get(STAFF_SESSION_HANDOVER_HEADER);
  if (handed === null) return response;
  if (declaredCallAt(c.req.method, pathname)?.handsOverStaffSession) {
    if (handed === 'ended') forgetStaffCookies(c);
    else if (SECRET.test(handed)) setStaffCookies(c, handed, STAFF_SESSION_HOURS * 3600);
  }
  const passed = new Response(response.body, response);
  passed.headers.delete(STAFF_SESSION_HANDOVER_HEADER);
  return passed;
}

/** Whether the API knows the request's staff login now: true, false (none or ended), or null when it could not say. */
async function isStaffLoggedIn(c: Context<AppEnv>, secret: string): Promise<boolean | null> {
  const request = new Request(new URL(ME_PATH, c.req.url), {
    headers: { [STAFF_SESSION_HEADER]: secret, Accept: 'application/json', 'X-Request-Id': c.get('requestId') },
  });
  try {
    const response = await askApi(c, request);
    await response.body?.cancel();
    if (response.ok) return true;
    return response.status === 401 || response.status === 403 ? false : null;
  } catch {
    return null;
  }
}

/** The panel page to come back to after the login: a safe local path under /panel, else the dashboard. */
export function panelReturnPath(value: string | null | undefined): string {
  const safe = safeRedirectPath(value ?? null);
  return safe && (safe === href('panel') || safe.startsWith(`${href('panel')}/`)) && !safe.startsWith(href('panelLogin')) ? safe : href('panel');
}

/**
 * The guard of the panel's pages: `staff` lets a logged-in member through, else 302 to the login
 * (the ended login's cookies deleted); `staffGuest` sends a logged-in member on into the panel.
 * An API that cannot answer lets the page through: its calls then say what is wrong.
 */
export async function guardPanel(c: Context<AppEnv>, guard: 'staff' | 'staffGuest', page: string): Promise<Response | null> {
  const secret = staffSecretOf(c);
  const loggedIn = secret ? await isStaffLoggedIn(c, secret) : false;
  if (loggedIn === false && secret) forgetStaffCookies(c);
  const url = new URL(c.req.url);
  if (guard === 'staff' && loggedIn === false) {
    return redirectTo(`${href('panelLogin')}?${new URLSearchParams({ [PANEL_NEXT_PARAM]: `${page}${url.search}` })}`, 302);
  }
  if (guard === 'staffGuest' && loggedIn === true) return redirectTo(panelReturnPath(url.searchParams.get(PANEL_NEXT_PARAM)), 302);
  return null;
}
