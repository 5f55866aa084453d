/**
 * What the worker answers when something it runs throws. On /api a known error keeps its status
 * in the API's error shape (Hono's csrf 403, a 400 or 413 raised by a middleware: never a 500),
 * anything else is a logged JSON 500. Elsewhere the exported 500 page with status 500, and if
 * even that cannot be read, spec §8's fallback: a short message with a link home.
 */
import type { Context } from 'hono';
import { ERROR_FALLBACK_TEXTS } from '#lib/i18n/pl-error-fallback.ts';
import { errorBody, knownErrorResponse } from '../api/errors.ts';
import type { AppEnv } from '../env.ts';
import { reportRequestError } from '../error-reports/report.ts';
import { isApiPath, withMutableHeaders } from './http.ts';
import { logError } from './request-log.ts';

const Fallback = ERROR_FALLBACK_TEXTS;
const FALLBACK_HTML = `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${Fallback.Title}</title></head><body><main><h1>${Fallback.Heading}</h1><p>${Fallback.Message}</p><p><a href="/">${Fallback.Link}</a></p></main></body></html>`;

/** An unexpected error goes to the log and, with SENTRY_DSN set, to the error reports. */
function logAndReport(c: Context<AppEnv>, error: unknown): void {
  logError(c, error);
  reportRequestError(c, error, { requestId: c.get('requestId'), route: c.get('routeName') });
}

export async function answerError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  if (isApiPath(new URL(c.req.url).pathname)) {
    const known = knownErrorResponse(error);
    if (known) return known;
    logAndReport(c, error);
    return c.json(errorBody('internal_error', 'Wystąpił błąd serwera. Spróbuj ponownie później.'), 500);
  }
  logAndReport(c, error);
  try {
    const page = await c.env.ASSETS.fetch(new Request(new URL('/error-500', c.req.url)));
    if (!page.ok) throw new Error(`The 500 page answered ${page.status}`);
    const response = withMutableHeaders(page, { status: 500 });
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch (pageError) {
    logError(c, pageError);
    return new Response(FALLBACK_HTML, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}
