/**
 * The mail stand-in (mail-stand-in.ts) over HTTP on 127.0.0.1, for Node tests and by hand:
 *
 *   node scripts/lib/mail-stand-in-server.ts --port 8025
 *
 * then, in .dev.vars, `MAIL_PROVIDER_URL=http://127.0.0.1:8025/emails`, `RESEND_API_KEY=dev` and
 * `MAIL_FROM=sklep@localhost`: the local worker's scheduled runs deliver to it, and it prints
 * each mail it accepts. Ctrl-C stops it.
 */
import { parseArgs } from 'node:util';
import { createMailStandIn, type MailStandIn } from './mail-stand-in.ts';
import { serveHandler } from './serve-handler.ts';

export interface MailStandInServer {
  /** The send endpoint, for MAIL_PROVIDER_URL. */
  url: string;
  standIn: MailStandIn;
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given). */
export async function startMailStandIn({
  port = 0,
  apiKey,
  onDelivered,
}: {
  port?: number;
  apiKey?: string;
  onDelivered?: (subject: string, to: string[]) => void;
} = {}): Promise<MailStandInServer> {
  const standIn = createMailStandIn({ apiKey });
  const served = await serveHandler(
    async (request) => {
      const before = standIn.delivered.length;
      const response = await standIn.handle(request);
      for (const mail of standIn.delivered.slice(before)) onDelivered?.(mail.subject, mail.to);
      return response;
    },
    { port },
  );
  return { url: `${served.origin}/emails`, standIn, close: served.close };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8025' } } });
  const server = await startMailStandIn({
    port: Number(values.port),
    onDelivered: (subject, to) => console.log(`przyjęto: ${to.join(', ')} – ${subject}`),
  });
  console.log(`Zastępczy dostawca poczty: ${server.url}  (Ctrl-C zatrzymuje)`);
  process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
}
