/**
 * The login at the edge (spec §4 auth session, §9; issue 14). Page scripts never see a token:
 *
 * - Login, and every call declared `issuesTokens` (the staff-issued remote login): the browser
 *   posts its credentials (or the link's one-time pass); the edge adds the
 *   grant's client id and secret (worker secrets), and moves the answer's tokens into httpOnly
 *   `auth.` cookies, with a readable hint cookie beside them (#lib/session-hint.ts); the login's
 *   own cart session reaches the cart cookie by the answer's header (cart-session.ts
 *   `takeCartSessionHandover`). The browser reads `{ loggedIn: true }`.
 * - Every request that carries a login: the access token counts as expired 0.5 s early; one
 *   past half its life, or expired, is exchanged at the edge for a new pair with the refresh
 *   token, transparently, on pages and API calls alike (with both tokens living 1440 s, renewing
 *   only at expiry would end every login after 24 minutes; docs/decisions/013). When the refresh
 *   fails, the session is reset: the cookies are deleted and a secure call answers 401 with the
 *   spec's message (§8 "both tokens expired").
 * - Logout: the API ends the login, the edge deletes the cookies and gives the browser a new,
 *   empty cart session, so the next person at this computer does not see the customer's cart.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_HINT_COOKIE } from '#lib/session-hint.ts';
import { api } from '../api/app.ts';
import { SESSION_EXPIRED_MESSAGE } from '../api/auth/routes.ts';
import { declaredCallAt } from '../api/declared-calls.ts';
import { errorBody } from '../api/errors.ts';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_COOKIE, verifyAccessToken } from '../auth/access-token.ts';
import { getApiOrigin, getAuthClient, getAuthSecret } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { fetchFromApiOrigin } from './api-proxy.ts';
import { CART_COOKIE_MAX_AGE, CART_IDS } from './cart-session.ts';
import { executionContextOf, queueCookie } from './http.ts';
import { timeEdgeStage } from './server-timing.ts';

export const LOGIN_PATH = '/api/public/v1/oauths/tokens';
export const REFRESH_PATH = '/api/public/v1/oauths/refreshes/tokens';
export const REMOTE_LOGIN_PATH = '/api/public/v1/oauths/remote-logins';
export const LOGOUT_PATH = '/api/auth/logout';
/** The grant calls, to which the edge adds the grant's client id and secret. */
const CLIENT_CALL_PATHS: readonly string[] = [LOGIN_PATH, REFRESH_PATH, REMOTE_LOGIN_PATH];
/** Calls that act for a logged-in customer: the edge adds the bearer header to these only. */
const AUTHENTICATED_PREFIXES = ['/api/secure/', '/api/auth/'];
/** Public calls that act for the customer when one is logged in (an order joins their account). */
const CUSTOMER_AWARE_PREFIXES = ['/api/public/v1/orders'];

/** Asks the shop API (embedded, or API_ORIGIN) directly, past the edge cache. */
export function askApi(c: Context<AppEnv>, request: Request): Promise<Response> {
  const origin = getApiOrigin(c.env);
  return timeEdgeStage(c, 'api', () =>
    origin ? fetchFromApiOrigin(origin, request) : Promise.resolve(api.fetch(request, c.env, executionContextOf(c))),
  );
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
}

function isTokenAnswer(value: unknown): value is TokenAnswer {
  const answer = value as Partial<TokenAnswer> | null;
  return (
    typeof answer?.access_token === 'string' &&
    typeof answer.refresh_token === 'string' &&
    Number.isInteger(answer.expires_in) &&
    Number.isInteger(answer.refresh_expires_in)
  );
}

function storeTokens(c: Context<AppEnv>, answer: TokenAnswer): void {
  queueCookie(c, ACCESS_TOKEN_COOKIE, answer.access_token, answer.expires_in, { httpOnly: true });
  queueCookie(c, REFRESH_TOKEN_COOKIE, answer.refresh_token, answer.refresh_expires_in, { httpOnly: true });
  queueCookie(c, SESSION_HINT_COOKIE, '1', answer.refresh_expires_in);
  c.set('accessToken', answer.access_token);
}

/** Deletes the login's cookies (the session reset of spec §4). */
function forgetTokens(c: Context<AppEnv>): void {
  for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) queueCookie(c, name, '', 0, { httpOnly: true });
  queueCookie(c, SESSION_HINT_COOKIE, '', 0);
  c.set('accessToken', undefined);
}

/** Exchanges the refresh token for a new pair; false when the API refuses or cannot be reached. */
async function refresh(c: Context<AppEnv>, refreshToken: string): Promise<boolean> {
  const client = getAuthClient(c.env);
  const request = new Request(new URL(REFRESH_PATH, c.req.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken, client_id: client.id, client_secret: client.secret }),
  });
  try {
    const response = await askApi(c, request);
    const answer: unknown = response.ok ? await response.json() : null;
    if (!isTokenAnswer(answer)) return false;
    storeTokens(c, answer);
    return true;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: 'refresh at the edge failed', error: String(error) }));
    return false;
  }
}

/**
 * Resolves the request's login before anything reads it: `accessToken` is a valid token (renewed
 * here when due), or undefined; `sessionEnded` says a login was there and could not be kept.
 */
export const authSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const accessCookie = getCookie(c, ACCESS_TOKEN_COOKIE);
  const refreshCookie = getCookie(c, REFRESH_TOKEN_COOKIE);
  // Without a login there is nothing to verify (the build reads the API with no key at all); a
  // guarded page checks the key itself (auth-guard.ts).
  if (accessCookie === undefined && refreshCookie === undefined) return next();
  // The key is checked first: a worker that cannot verify a token must fail loudly.
  const claims = accessCookie ? await verifyAccessToken(accessCookie, getAuthSecret(c.env)) : null;
  const halfLifeLeft = claims !== null && claims.exp * 1000 - Date.now() > (ACCESS_TOKEN_LIFETIME_SECONDS * 1000) / 2;
  if (claims && (halfLifeLeft || !refreshCookie)) c.set('accessToken', accessCookie);
  else if (!(refreshCookie && (await refresh(c, refreshCookie)))) {
    // A valid access token whose renewal failed stays usable until it expires.
    if (claims) c.set('accessToken', accessCookie);
    else {
      forgetTokens(c);
      c.set('sessionEnded', true);
    }
  }
  return next();
};

/** Whether the request carries a valid login (after authSession). */
export function isLoggedIn(c: Context<AppEnv>): boolean {
  return c.get('accessToken') !== undefined;
}

/** The API request's headers for the login: the bearer on the calls that act for a customer. */
export function addBearer(c: Context<AppEnv>, pathname: string, headers: Headers): void {
  const token = c.get('accessToken');
  const acts = [...AUTHENTICATED_PREFIXES, ...CUSTOMER_AWARE_PREFIXES].some((prefix) => pathname.startsWith(prefix));
  if (token && acts && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
}

/** The answer to a secure call whose login just ended: 401 with the spec's message, nothing asked of the API. */
export function endedSessionAnswer(c: Context<AppEnv>, pathname: string): Response | null {
  if (!c.get('sessionEnded') || !AUTHENTICATED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === LOGOUT_PATH) return null;
  return c.json(errorBody('session_expired', SESSION_EXPIRED_MESSAGE), 401, { 'Cache-Control': 'no-store' });
}

/**
 * What the edge adds to a grant call's JSON body: the grant's client id and secret (and on login
 * the grant type, on refresh the refresh token from its cookie), each only where the body lacks
 * it, so the API judges what the browser sent as sent. Null for other calls and for bodies that
 * are not a JSON object. Pure, so the fuzz test's oracle expects exactly what the edge does.
 */
export function completedTokenBody(
  pathname: string,
  body: unknown,
  client: { id: string; secret: string },
  refreshCookie: string | undefined,
): Record<string, unknown> | null {
  if (!CLIENT_CALL_PATHS.includes(pathname) || typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const added: Record<string, string> = { client_id: client.id, client_secret: client.secret };
  if (pathname === LOGIN_PATH) added.grant_type = 'password';
  if (pathname === REFRESH_PATH && refreshCookie) added.refresh_token = refreshCookie;
  return { ...added, ...body };
}

/** The request the API receives for a token call: its JSON body completed (completedTokenBody). */
export async function withClientCredentials(c: Context<AppEnv>, pathname: string, request: Request): Promise<Request> {
  if (request.method !== 'POST' || !CLIENT_CALL_PATHS.includes(pathname)) return request;
  // Only a JSON body is completed; anything else reaches the API as sent, for it to refuse (415).
  if (!/^application\/json\s*(?:;|$)/i.test(request.headers.get('Content-Type') ?? '')) return request;
  const text = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Request(request, { body: text });
  }
  const completed = completedTokenBody(pathname, body, getAuthClient(c.env), getCookie(c, REFRESH_TOKEN_COOKIE));
  return new Request(request, { body: completed ? JSON.stringify(completed) : text });
}

/**
 * The browser's answer to a token call or a logout: tokens become cookies and never reach the
 * page; a logout deletes them whatever the API said about the login, and starts a new cart.
 */
export async function finishAuthAnswer(c: Context<AppEnv>, pathname: string, response: Response): Promise<Response> {
  // Only the calls themselves: a HEAD, an OPTIONS or a 405 of another method passes as it is.
  if (c.req.method !== 'POST') return response;
  // The edge's own answer keeps what the cache said of the call (X-Cache: BYPASS, never stored).
  const headers = { 'Cache-Control': 'no-store', 'X-Cache': response.headers.get('X-Cache') ?? 'BYPASS' };
  if (pathname === LOGOUT_PATH && (response.ok || response.status === 401)) {
    forgetTokens(c);
    queueCookie(c, CART_IDS[0].cookie, crypto.randomUUID(), CART_COOKIE_MAX_AGE);
    return c.json({ loggedOut: true as const }, 200, headers);
  }
  if (!declaredCallAt('POST', pathname)?.issuesTokens || response.status !== 200) return response;
  const answer: unknown = await response.json();
  if (!isTokenAnswer(answer)) throw new Error(`${pathname} answered 200 without a token pair`);
  storeTokens(c, answer);
  return c.json({ loggedIn: true as const }, 200, headers);
}
