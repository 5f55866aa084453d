/**
 * Serves a web-standard handler (`Request → Response`) over HTTP on 127.0.0.1 with node:http: the
 * bridge every local stand-in (mail, Przelewy24, VAT register) uses to be reachable from a
 * hand-started or `npm start`ed worker. Loopback only; a free port unless one is given.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedHandler {
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  close(): Promise<void>;
}

/** A node:http request as a web-standard Request, its body read whole. */
export async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
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

/**
 * Starts serving `handle` on 127.0.0.1 (`port` 0 picks a free one). `keepsProcessAlive: false`
 * lets the process end while it still listens (a test runner's config that never gets to close it).
 */
export async function serveHandler(
  handle: (request: Request) => Promise<Response>,
  { port = 0, keepsProcessAlive = true }: { port?: number; keepsProcessAlive?: boolean } = {},
): Promise<ServedHandler> {
  const server = createServer((message, out) => {
    const origin = `http://${message.headers.host ?? '127.0.0.1'}`;
    toRequest(message, origin)
      .then(async (request) => reply(await handle(request), out))
      .catch(() => {
        out.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  if (!keepsProcessAlive) server.unref();
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
