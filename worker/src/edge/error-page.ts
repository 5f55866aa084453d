/**
 * What the worker answers when something it runs fails: on /api a JSON 500 (or, for an edge
 * check's own refusal such as csrf()'s 403, that 4xx in the API's error shape), elsewhere the
 * exported 500 page with status 500, and if even that cannot be read, spec §8's fallback: a
 * short message with a link home.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { pl } from '#lib/i18n/pl.ts';
import { errorBody, handleApiError } from '../api/errors.ts';
import type { AppEnv } from '../env.ts';
import { withMutableHeaders } from './http.ts';
import { logError } from './request-log.ts';

const { Fallback, Title } = pl.Error;
const FALLBACK_HTML = `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${Title[500]}</title></head><body><main><h1>${Fallback.Heading}</h1><p>${Fallback.Message}</p><p><a href="/">${Fallback.Link}</a></p></main></body></html>`;

export async function answerError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const isApi = new URL(c.req.url).pathname.startsWith('/api/');
  // A refusal is the client's mistake, not the server's: a cross-site form post is a 403, not a 500.
  if (isApi && error instanceof HTTPException && error.status < 500) return handleApiError(error, c);
  logError(c, error);
  if (isApi) {
    return c.json(errorBody('internal_error', 'Wystąpił błąd serwera. Spróbuj ponownie później.'), 500);
  }
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
