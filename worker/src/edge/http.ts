/** Small helpers the edge middlewares share. */
import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';

/**
 * A redirect to a path of this site, as a relative `Location` (`/path?query`). Never built from
 * the request's URL: its host comes from the client's Host header (`Host: 127.0.0.1@evil.example`
 * made the origin evil.example), and a relative Location needs no host at all. The path is made
 * to start with exactly one slash, so it cannot be read as `//host` either.
 * @example redirectTo('/kontakt?a=1', 301) // Location: /kontakt?a=1
 */
export function redirectTo(path: string, status: 301 | 302): Response {
  // Browsers drop tabs and line breaks from a URL before parsing it: `/\t/host` would be `//host`.
  const location = `/${path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`;
  return new Response(null, { status, headers: { Location: location, 'Cache-Control': status === 301 ? 'public, max-age=3600' : 'no-store' } });
}

/** Whether a path belongs to the API: `/api` itself and everything under `/api/`. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Whether the request came over TLS (cookies get `Secure`); plain http only happens locally. */
export function isSecureRequest(requestUrl: string): boolean {
  return new URL(requestUrl).protocol === 'https:';
}

/** A copy of a response whose headers can be changed (fetched responses have immutable ones). */
export function withMutableHeaders(response: Response, init: ResponseInit = {}): Response {
  return new Response(response.body, {
    status: init.status ?? response.status,
    statusText: init.status ? '' : response.statusText,
    headers: new Headers(response.headers),
  });
}

/**
 * Queues a cookie (path `/`, SameSite=Lax, Secure over https; readable by page scripts unless
 * `httpOnly`) for the final response; response-headers.ts writes the queue, whatever handler
 * made the response. Max age 0 deletes it. The staff's cookies take their own `path` and
 * `sameSite` (edge/staff-session.ts).
 */
export function queueCookie(
  c: Context<AppEnv>,
  name: string,
  value: string,
  maxAgeSeconds: number,
  { httpOnly = false, path = '/', sameSite = 'Lax' }: { httpOnly?: boolean; path?: string; sameSite?: 'Lax' | 'Strict' } = {},
): void {
  const cookie = generateCookie(name, value, { path, maxAge: maxAgeSeconds, sameSite, secure: isSecureRequest(c.req.url), httpOnly });
  c.set('cookies', [...(c.get('cookies') ?? []), cookie]);
}

/** The request's ExecutionContext, when it has one (a test calling `app.request` has none). */
export function executionContextOf(c: Pick<Context, 'executionCtx'>): Context['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** Lets work finish after the response is sent, or waits for it where there is no context to hold it. */
export async function runAfterResponse(c: Context<AppEnv>, work: Promise<unknown>): Promise<void> {
  const context = executionContextOf(c);
  if (context) context.waitUntil(work);
  else await work;
}
