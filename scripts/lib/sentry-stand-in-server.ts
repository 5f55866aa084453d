/**
 * The Sentry stand-in (sentry-stand-in.ts) over HTTP on 127.0.0.1, for `npm start`, the browser
 * tests and by hand:
 *
 *   node scripts/lib/sentry-stand-in-server.ts --port 8027
 *
 * then, in .dev.vars, `SENTRY_DSN=http://sklep_lokalnie@127.0.0.1:8027/1`. It prints each report
 * it receives; `GET /envelopes` lists them. Ctrl-C stops it.
 */
import { parseArgs } from 'node:util';
import { createSentryStandIn, type SentryStandIn, standInDsn } from './sentry-stand-in.ts';
import { serveHandler } from './serve-handler.ts';

export interface SentryStandInServer {
  origin: string;
  /** For the worker's SENTRY_DSN. */
  dsn: string;
  standIn: SentryStandIn;
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given). */
export async function startSentryStandIn({
  port = 0,
  onReport,
}: {
  port?: number;
  onReport?: (summary: string) => void;
} = {}): Promise<SentryStandInServer> {
  const standIn = createSentryStandIn();
  const served = await serveHandler(
    async (request) => {
      const before = standIn.received.length;
      const response = await standIn.handle(request);
      for (const envelope of standIn.received.slice(before)) {
        for (const item of envelope.items) {
          const exception = (item.payload as { exception?: { values?: { type?: string; value?: string }[] } }).exception?.values?.[0];
          if (exception) onReport?.(`${exception.type}: ${exception.value}`);
        }
      }
      return response;
    },
    { port },
  );
  return { origin: served.origin, dsn: standInDsn(served.origin), standIn, close: served.close };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8027' } } });
  const server = await startSentryStandIn({ port: Number(values.port), onReport: (summary) => console.log(`Raport błędu: ${summary}`) });
  console.log(`Zastępczy Sentry: SENTRY_DSN=${server.dsn}  (Ctrl-C zatrzymuje)`);
  process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
}
