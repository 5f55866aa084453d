/**
 * An error report as it may leave the shop (issue 16: "no personal data"): every string in the
 * event is passed through the shop's redaction (lib/redact.ts: e-mail and IP addresses, bearer
 * and JWT tokens, secret route parameters, query values), and what names a person or a session
 * (`user`, cookies, request headers but the user agent) is dropped. The browser's Sentry
 * `beforeSend`/`beforeBreadcrumb` and the worker's own reports both use it. DOM-free.
 */
import { redactText, redactUrl } from '../redact.ts';

/** Keys whose string values are URLs (so that a query is filtered even without a secret path). */
const URL_KEYS = new Set(['url', 'from', 'to', 'referer', 'Referer', 'abs_path', 'filename']);

/** The deepest level scrubbed; anything deeper is dropped (an event is shallow; a cycle is not). */
const MAX_DEPTH = 12;

/** A copy of any JSON-like value with every string redacted. */
export function scrubValue(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) ? redactUrl(value) : redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, '', depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) copy[redactText(name)] = scrubValue(item, name, depth + 1);
  return copy;
}

interface ReportedRequest {
  url?: string;
  method?: string;
  headers?: Record<string, string>;
}

/** The event without personal data; the same object type as given (Sentry's `Event`, a breadcrumb). */
export function scrubEvent<Event extends object>(event: Event): Event {
  const { user: _user, request, ...rest } = event as { user?: unknown; request?: ReportedRequest };
  const scrubbed = scrubValue(rest) as Record<string, unknown>;
  if (request) {
    const userAgent = request.headers?.['User-Agent'] ?? request.headers?.['user-agent'];
    scrubbed.request = {
      ...(request.url ? { url: redactUrl(request.url) } : {}),
      ...(request.method ? { method: request.method } : {}),
      ...(userAgent ? { headers: { 'User-Agent': redactText(userAgent) } } : {}),
    };
  }
  return scrubbed as Event;
}
