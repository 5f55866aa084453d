/**
 * Sentry's DSN and envelope protocol, as far as the shop needs them (docs: develop.sentry.dev
 * "Envelopes", "Authentication"): a DSN `{scheme}://{publicKey}@{host}{path}/{projectId}` names
 * the envelope endpoint `{scheme}://{host}{path}/api/{projectId}/envelope/`; an envelope is
 * newline-separated JSON whose first line is its header. DOM-free: the worker's tunnel and its
 * own reports, the build and the local stand-in read it.
 */

/** The same-origin path the browser sends its envelopes to (Sentry's `tunnel` option). */
export const ERROR_REPORT_TUNNEL_PATH = '/monitoring';

/**
 * The DSN of local builds and of the local Sentry stand-in (scripts/lib/sentry-stand-in.ts): the
 * tunnel compares the public key and the project, never the host, so the stand-in's port may vary.
 */
export const LOCAL_SENTRY_DSN = 'http://sklep_lokalnie@127.0.0.1/1';

export interface Dsn {
  publicKey: string;
  projectId: string;
  /** Where envelopes go: `{origin}{path}/api/{projectId}/envelope/`. */
  envelopeUrl: string;
}

/** A DSN's parts, or null when the text is not one. */
export function parseDsn(text: string | undefined | null): Dsn | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!match || !url.username || !['http:', 'https:'].includes(url.protocol)) return null;
  const [, path = '', projectId = ''] = match;
  return { publicKey: decodeURIComponent(url.username), projectId, envelopeUrl: `${url.origin}${path}/api/${projectId}/envelope/` };
}

/** The header (first line) of an envelope, or null when it is not a JSON object. */
export function envelopeHeaderOf(envelope: string): Record<string, unknown> | null {
  const end = envelope.indexOf('\n');
  try {
    const header: unknown = JSON.parse(end === -1 ? envelope : envelope.slice(0, end));
    return header && typeof header === 'object' && !Array.isArray(header) ? (header as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
