/**
 * The API's one error shape, `{ "error": { "code", "message", "fields"? } }`, with messages in
 * Polish for people. Routes throw `ApiError`; `handleApiError` answers every thrown value, and
 * nothing but a known error ever reaches the client.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '#lib/api-types.ts';
import { redactedErrorOf, redactPath } from '#lib/redact.ts';
import { reportRequestError } from '../error-reports/report.ts';
import { REQUEST_ID_HEADER } from '../shared-names.ts';

export class ApiError extends HTTPException {
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Data beside `error` in the body, for a client to act on (a 409's new totals); none by default. */
  readonly details: Readonly<Record<string, unknown>> | undefined = undefined;

  constructor(status: ContentfulStatusCode, code: string, message: string, fields?: Record<string, string>, headers?: Record<string, string>) {
    super(status, { message, ...(headers ? { res: new Response(null, { headers }) } : {}) });
    this.code = code;
    this.fields = fields;
  }
}

/** Polish messages for errors Hono raises itself (malformed JSON, body too large, ...). */
const messagesByStatus: Partial<Record<number, [code: string, message: string]>> = {
  400: ['bad_request', 'Nieprawidłowe żądanie.'],
  401: ['unauthorized', 'Wymagane jest zalogowanie.'],
  403: ['forbidden', 'Brak dostępu.'],
  404: ['not_found', 'Nie znaleziono.'],
  405: ['method_not_allowed', 'Ta metoda nie jest obsługiwana pod tym adresem.'],
  413: ['payload_too_large', 'Przesłane dane są zbyt duże.'],
  415: ['unsupported_media_type', 'Nieobsługiwany format danych.'],
  429: ['too_many_requests', 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.'],
};

export function notFound(message: string): ApiError {
  return new ApiError(404, 'not_found', message);
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The error body of a status Hono or the edge answers by itself (405, 413, ...), in Polish. */
export function errorBodyOfStatus(status: number): ApiErrorBody {
  const [code, message] = messagesByStatus[status] ?? ['bad_request', 'Nieprawidłowe żądanie.'];
  return errorBody(code, message);
}

/**
 * The answer to a known error, keeping its status: an `ApiError`, or an `HTTPException` below 500
 * (Hono's csrf 403, malformed JSON 400, ...); null for anything else.
 */
export function knownErrorResponse(error: unknown): Response | null {
  if (error instanceof ApiError) {
    // Headers the error names (Retry-After of a 429) go with it.
    return Response.json(
      { ...error.details, ...errorBody(error.code, error.message, error.fields) },
      { status: error.status, headers: error.res?.headers },
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    const response = Response.json(errorBodyOfStatus(error.status), { status: error.status });
    // Headers the exception's own answer carries (`WWW-Authenticate`, `Allow`) stay; its body does not.
    for (const [name, value] of error.res?.headers ?? []) {
      if (!/^content-(type|length)$/i.test(name)) response.headers.append(name, value);
    }
    return response;
  }
  return null;
}

/** `app.onError` of the API: known errors keep their status; anything else is a logged 500. */
export function handleApiError(error: Error, c: Context): Response {
  const known = knownErrorResponse(error);
  if (known) return known;
  const requestId = c.req.header(REQUEST_ID_HEADER);
  // The query is never logged, nor quoted by a message or a stack.
  const { message, stack } = redactedErrorOf(error, c.req.url);
  console.error(JSON.stringify({ level: 'error', requestId, message, stack, path: redactPath(c.req.path) }));
  reportRequestError(c, error, { requestId, route: 'api' });
  return c.json(errorBody('internal_error', 'Wystąpił błąd serwera. Spróbuj ponownie później.'), 500);
}

/**
 * The columns of the UNIQUE constraint a failed D1 statement or batch broke (`customers.email`,
 * `pages.kind, pages.slug`), or null for any other failure. D1 names it in the message or its cause.
 */
export function brokenUniqueColumnsOf(error: unknown): string | null {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  return /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/.exec(message)?.[1] ?? null;
}

/** Whether a failed statement or batch broke the UNIQUE constraint of exactly these columns. */
export function isUniqueViolation(error: unknown, columns: string): boolean {
  return brokenUniqueColumnsOf(error) === columns;
}
