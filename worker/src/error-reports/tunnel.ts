/**
 * The browser's error reports come here, to `/monitoring` on the shop's own origin (Sentry's
 * `tunnel` option; site/src/lib/error-reports/report.ts), and the worker forwards them to the
 * project of its SENTRY_DSN: the page policy names no third-party origin, blockers do not drop
 * reports, Sentry never sees a visitor's IP address, and the edge scrubs each event again
 * (envelope.ts). Only envelopes addressed to that project (same public key and project id) are
 * forwarded, so the tunnel relays nothing else. Without SENTRY_DSN the path is the shop's 404.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { parseDsn } from '#lib/error-reports/dsn.ts';
import type { AppEnv } from '../env.ts';
import { parseEnvelope, serializeEnvelope } from './envelope.ts';

/** Bytes an envelope of a page may have (Sentry's browser events are a few KiB). */
export const TUNNEL_BODY_LIMIT_BYTES = 200 * 1024;

const refuse = (c: Context<AppEnv>, status: 400 | 413, message: string) => c.text(message, status, { 'Cache-Control': 'no-store' });

export const limitTunnelBody = bodyLimit({
  maxSize: TUNNEL_BODY_LIMIT_BYTES,
  onError: (c) => refuse(c as Context<AppEnv>, 413, 'Raport błędu jest za duży.'),
});

export async function forwardErrorReport(c: Context<AppEnv>, notFound: () => Promise<Response> | Response): Promise<Response> {
  const project = parseDsn(c.env.SENTRY_DSN);
  if (!project) return notFound();
  const envelope = parseEnvelope(await c.req.text());
  if ('refused' in envelope) return refuse(c, 400, `Nieprawidłowy raport błędu: ${envelope.refused}.`);
  const addressed = parseDsn(typeof envelope.header.dsn === 'string' ? envelope.header.dsn : null);
  if (!addressed || addressed.publicKey !== project.publicKey || addressed.projectId !== project.projectId) {
    return refuse(c, 400, 'Raport błędu jest zaadresowany do innego projektu.');
  }
  const body = serializeEnvelope({ header: { ...envelope.header, dsn: c.env.SENTRY_DSN }, items: envelope.items });
  try {
    const upstream = await fetch(project.envelopeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body,
    });
    // Sentry's answer (its rate-limit headers tell the SDK to back off) goes back to the page.
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const name of ['X-Sentry-Rate-Limits', 'Retry-After']) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(null, { status: upstream.ok ? 200 : upstream.status === 429 ? 429 : 502, headers });
  } catch {
    return new Response(null, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
}
