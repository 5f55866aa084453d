/**
 * One JSON line per request for operators (`wrangler tail`): time, request id, method, path,
 * route name, status, duration in ms and cache status. Secrets in paths (tokens, one-time
 * passes, order hashes) are logged as their parameter name; the query string is never logged.
 * Errors are logged with their stack by `logError`, never sent to the client.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { redactedErrorOf, redactPath } from '#lib/redact.ts';
import type { AppEnv } from '../env.ts';
import { REQUEST_ID_HEADER } from '../shared-names.ts';
import { pageRouteOf } from './route-context.ts';

/** The longest client-chosen `X-Request-Id` kept, in characters. */
export const MAX_REQUEST_ID_LENGTH = 64;

/**
 * The request id of the log line and the `X-Request-Id` answer header. A client's (or a proxy's)
 * `X-Request-Id` is kept only when it is well formed, 1 to 64 letters, digits, `_`, `-` or `=`
 * (Hono's character rule); anything else is replaced by a fresh UUID, so the log never holds
 * text a client chose beyond that.
 */
export const assignRequestId = requestId({ limitLength: MAX_REQUEST_ID_LENGTH, headerName: REQUEST_ID_HEADER });

/** The request's path as it may be logged. */
function loggedPathOf(c: Context<AppEnv>): string {
  const { request, match } = pageRouteOf(c);
  const pathname = new URL(c.req.url).pathname;
  return `${redactPath(request.page, match)}${pathname.slice(request.page.length)}`;
}

export interface RequestLogLine {
  time: string;
  requestId: string;
  method: string;
  path: string;
  route: string | null;
  status: number;
  durationMs: number;
  cache: string | null;
}

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const startedAt = new Date();
  const started = performance.now();
  await next();
  const line: RequestLogLine = {
    time: startedAt.toISOString(),
    requestId: c.get('requestId'),
    method: c.req.method,
    path: loggedPathOf(c),
    route: c.get('routeName') ?? null,
    status: c.res.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    cache: c.get('cacheStatus') ?? null,
  };
  console.log(JSON.stringify(line));
};

/** An error with its stack, for operators only. */
export function logError(c: Context<AppEnv>, error: unknown): void {
  // A message (and the stack's first line) may quote the request's query: filtered like the path.
  const { message, stack } = redactedErrorOf(error, c.req.url);
  console.error(
    JSON.stringify({ level: 'error', time: new Date().toISOString(), requestId: c.get('requestId'), path: loggedPathOf(c), message, stack }),
  );
}
