/**
 * The mail stand-in (mail-stand-in.ts) over HTTP on 127.0.0.1, for Node tests and by hand:
 *
 *   node scripts/lib/mail-stand-in-server.ts --port 8025
 *
 * then, in .dev.vars, `MAIL_PROVIDER_URL=http://127.0.0.1:8025/emails`, `RESEND_API_KEY=dev` and
 * `MAIL_FROM=sklep@localhost`: the local worker's scheduled runs deliver to it, and it prints
 * each mail it accepts. Ctrl-C stops it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createMailStandIn, type MailStandIn } from './mail-stand-in.ts';

export interface MailStandInServer {
  /** The send endpoint, for MAIL_PROVIDER_URL. */
  url: string;
  standIn: MailStandIn;
  close(): Promise<void>;
}

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = message.method !== 'GET' && message.method !== 'HEAD';
  return new Request(new URL(message.url ?? '/', origin), { method: message.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

async function reply(response: Response, out: ServerResponse): Promise<void> {
  out.writeHead(response.status, Object.fromEntries(response.headers));
  out.end(Buffer.from(await response.arrayBuffer()));
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
  const server = createServer((message, out) => {
    const origin = `http://${message.headers.host ?? '127.0.0.1'}`;
    toRequest(message, origin)
      .then(async (request) => {
        const before = standIn.delivered.length;
        await reply(await standIn.handle(request), out);
        for (const mail of standIn.delivered.slice(before)) onDelivered?.(mail.subject, mail.to);
      })
      .catch(() => {
        out.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/emails`,
    standIn,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
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
