/**
 * A local stand-in for Sentry's ingestion, speaking its envelope protocol (develop.sentry.dev
 * "Envelopes"): `POST {path}/api/{projectId}/envelope/` with an envelope whose header names the
 * DSN (or an `X-Sentry-Auth` header with `sentry_key`). It keeps every envelope it accepts, item
 * by item, and answers 200 like Sentry; a wrong project or key is a 403, a body that is not an
 * envelope a 400. `GET /envelopes` lists what it received (the browser tests read it).
 *
 * Web-standard only (Request → Response), so worker tests can use it as a stubbed fetch;
 * sentry-stand-in-server.ts serves it over HTTP on 127.0.0.1 for `npm start` and the browser tests.
 */
import { envelopeHeaderOf, LOCAL_SENTRY_DSN, parseDsn } from '../../site/src/lib/error-reports/dsn.ts';

export interface ReceivedEnvelope {
  header: Record<string, unknown>;
  items: { header: Record<string, unknown>; payload: unknown }[];
  /** The raw text, to check that nothing personal is in it. */
  text: string;
}

export interface SentryStandIn {
  received: ReceivedEnvelope[];
  handle(request: Request): Promise<Response>;
}

/** The stand-in's public key and project: those of LOCAL_SENTRY_DSN. */
const LOCAL = parseDsn(LOCAL_SENTRY_DSN) ?? { publicKey: 'sklep_lokalnie', projectId: '1' };

/** The DSN that names a stand-in served at `origin`. */
export function standInDsn(origin: string): string {
  return `${origin.replace('://', `://${LOCAL.publicKey}@`)}/${LOCAL.projectId}`;
}

function itemsOf(text: string): ReceivedEnvelope['items'] {
  const lines = text.split('\n').slice(1);
  const items: ReceivedEnvelope['items'] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const header = envelopeHeaderOf(lines[index] ?? '');
    if (!header) break;
    let payload: unknown = lines[index + 1];
    try {
      payload = JSON.parse(lines[index + 1] ?? '');
    } catch {
      // A non-JSON payload (an attachment) is kept as text.
    }
    items.push({ header, payload });
  }
  return items;
}

export function createSentryStandIn(): SentryStandIn {
  const received: ReceivedEnvelope[] = [];
  return {
    received,
    async handle(request) {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname === '/envelopes') return Response.json(received);
      const project = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname)?.[1];
      if (request.method !== 'POST' || !project) return new Response('Not Found', { status: 404 });
      // Envelopes are UTF-8 text whatever their Content-Type (application/x-sentry-envelope).
      const text = new TextDecoder().decode(await request.arrayBuffer());
      const header = envelopeHeaderOf(text);
      if (!header) return Response.json({ detail: 'invalid envelope' }, { status: 400 });
      const auth = /sentry_key=([^,\s]+)/.exec(request.headers.get('X-Sentry-Auth') ?? '')?.[1];
      const key = auth ?? parseDsn(typeof header.dsn === 'string' ? header.dsn : null)?.publicKey;
      if (project !== LOCAL.projectId || key !== LOCAL.publicKey) return Response.json({ detail: 'invalid project or key' }, { status: 403 });
      received.push({ header, items: itemsOf(text), text });
      return Response.json({ id: typeof header.event_id === 'string' ? header.event_id : null });
    },
  };
}
