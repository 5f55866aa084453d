/**
 * The worker's own exceptions go to Sentry (issue 16) when SENTRY_DSN is set: one event per
 * exception, sent as an envelope over fetch (the protocol of @sentry/cloudflare, without its
 * per-request client and AsyncLocalStorage: the worker runs on every API call and shell page,
 * and this is all it needs), tagged with the request id the log line carries, scrubbed like the
 * browser's reports. Sending happens after the answer (`waitUntil`) and never throws.
 */

import type { Context } from 'hono';
import { parseDsn } from '#lib/error-reports/dsn.ts';
import { scrubEvent } from '#lib/error-reports/scrub.ts';
import { redactedErrorOf } from '#lib/redact.ts';
import { executionContextOf } from '../edge/http.ts';
import type { WorkerEnv } from '../env.ts';

export interface ErrorReportContext {
  requestId?: string;
  method?: string;
  url?: string;
  /** The route table's name of the request, or what ran (`scheduled`). */
  route?: string;
}

interface StackFrame {
  function?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

/** V8's stack lines as Sentry frames, oldest call first (Sentry's order). */
export function framesOf(stack: string | undefined): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!match) continue;
    const [, fn, filename, lineno, colno] = match;
    frames.push({ ...(fn ? { function: fn } : {}), filename, lineno: Number(lineno), colno: Number(colno), in_app: true });
  }
  return frames.reverse();
}

/** The event of an exception, scrubbed. */
export function errorEventOf(
  error: unknown,
  context: ErrorReportContext,
  env: Pick<WorkerEnv, 'SENTRY_ENVIRONMENT' | 'SENTRY_RELEASE'>,
  now = new Date(),
) {
  // The message may quote what the request sent: its query's words are filtered like its URL.
  const { name, message, stack } = redactedErrorOf(error, context.url);
  const frames = framesOf(stack);
  return scrubEvent({
    event_id: crypto.randomUUID().replaceAll('-', ''),
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'worker',
    environment: env.SENTRY_ENVIRONMENT || 'production',
    ...(env.SENTRY_RELEASE ? { release: env.SENTRY_RELEASE } : {}),
    tags: {
      runtime: 'cloudflare-workers',
      ...(context.requestId ? { requestId: context.requestId } : {}),
      ...(context.route ? { route: context.route } : {}),
    },
    exception: { values: [{ type: name, value: message, ...(frames.length > 0 ? { stacktrace: { frames } } : {}) }] },
    ...(context.url ? { request: { url: context.url, ...(context.method ? { method: context.method } : {}) } } : {}),
  });
}

/** Sends the exception's event; resolves whether Sentry took it. Without SENTRY_DSN, does nothing. */
export async function sendErrorReport(env: WorkerEnv, error: unknown, context: ErrorReportContext, now = new Date()): Promise<boolean> {
  const dsn = parseDsn(env.SENTRY_DSN);
  if (!dsn) return false;
  const event = errorEventOf(error, context, env, now);
  const envelope = [
    JSON.stringify({ event_id: event.event_id, sent_at: now.toISOString(), dsn: env.SENTRY_DSN }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
  try {
    const answer = await fetch(dsn.envelopeUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-sentry-envelope',
        'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=sklep-worker/1.0`,
      },
      body: `${envelope}\n`,
    });
    return answer.ok;
  } catch (sendError) {
    console.error(
      JSON.stringify({
        level: 'error',
        time: new Date().toISOString(),
        event: 'error-report-failed',
        requestId: context.requestId,
        message: String(sendError),
      }),
    );
    return false;
  }
}

/**
 * Reports a request's unexpected error after the answer has gone (`waitUntil`; in the background
 * where the runtime gives no execution context), with the request id of the log line.
 */
export function reportRequestError(
  c: Pick<Context, 'executionCtx' | 'req'> & { env: WorkerEnv },
  error: unknown,
  context: Pick<ErrorReportContext, 'requestId' | 'route'>,
): void {
  if (!c.env.SENTRY_DSN) return;
  const sending = sendErrorReport(c.env, error, { method: c.req.method, url: c.req.url, ...context });
  executionContextOf(c)?.waitUntil(sending);
}

/** The scheduled handler with its failures reported (and still thrown, so the run shows as failed). */
export function withErrorReports(handler: ExportedHandlerScheduledHandler<WorkerEnv>): ExportedHandlerScheduledHandler<WorkerEnv> {
  return async (controller, env, context) => {
    try {
      await handler(controller, env, context);
    } catch (error) {
      await sendErrorReport(env, error, { route: `scheduled ${controller.cron}` });
      throw error;
    }
  };
}
