/**
 * The KSeF stand-in (ksef-stand-in.ts) over HTTP on 127.0.0.1, for `npm start`, Node tests and by
 * hand:
 *
 *   node scripts/lib/ksef-stand-in-server.ts --port 8027
 *
 * then, in .dev.vars, `KSEF_BASE_URL=http://127.0.0.1:8027/v2` and `KSEF_TOKEN=` the stand-in's
 * token (DEV_KSEF below; --token changes it). The seller's NIP is the shop's (#lib/seller.ts).
 * Besides KSeF's calls it answers:
 * - `GET /zastepczy`: the invoices it received, as JSON (number, KSeF number or refusal);
 * - `POST /zastepczy/awaria?tryb=niedostepny|brak-polaczenia|koniec`: an outage (503 to every
 *   call, or every connection dropped) and its end, to try the sender's retries and offline24.
 * Ctrl-C stops it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { SELLER } from '../../site/src/lib/seller.ts';
import { createKsefStandIn, type KsefStandIn, type KsefStandInOutage } from './ksef-stand-in.ts';
import { toRequest } from './serve-handler.ts';

/** The stand-in's token when none is given: what .dev.vars.example names. */
export const DEV_KSEF = { token: 'lokalny-token-ksef-0123456789abcdef' } as const;

export interface KsefStandInServer {
  /** The API's base, for KSEF_BASE_URL. */
  baseUrl: string;
  origin: string;
  standIn: KsefStandIn;
  close(): Promise<void>;
}

const OUTAGES: Readonly<Record<string, KsefStandInOutage>> = { niedostepny: 'unavailable', 'brak-polaczenia': 'unreachable', koniec: null };

/** The stand-in's own calls, outside KSeF's protocol; null for everything else. */
function control(standIn: KsefStandIn, request: Request): Response | null {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/zastepczy') {
    return Response.json(
      standIn.invoices.map((invoice) => ({
        invoiceReference: invoice.invoiceReference,
        number: /<P_2>([^<]*)<\/P_2>/.exec(invoice.xml)?.[1] ?? null,
        ksefNumber: invoice.ksefNumber,
        status: invoice.status,
        offlineMode: invoice.offlineMode,
      })),
    );
  }
  if (request.method === 'POST' && url.pathname === '/zastepczy/awaria') {
    const mode = url.searchParams.get('tryb') ?? '';
    if (!(mode in OUTAGES)) return new Response('tryb: niedostepny, brak-polaczenia albo koniec\n', { status: 400 });
    standIn.setOutage(OUTAGES[mode] ?? null);
    return new Response(`Awaria KSeF (zastępczego): ${mode}\n`);
  }
  return null;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given). */
export async function startKsefStandIn({ port = 0, token = DEV_KSEF.token }: { port?: number; token?: string } = {}): Promise<KsefStandInServer> {
  const standIn = await createKsefStandIn({ token, nip: SELLER.nip });
  const server = createServer((message: IncomingMessage, out: ServerResponse) => {
    const origin = `http://${message.headers.host ?? '127.0.0.1'}`;
    toRequest(message, origin)
      .then(async (request) => {
        const response = control(standIn, request) ?? (await standIn.handle(request));
        out.writeHead(response.status, Object.fromEntries(response.headers));
        out.end(Buffer.from(await response.arrayBuffer()));
      })
      // An outage that refuses connections (the handler throws): the connection is dropped unanswered.
      .catch(() => message.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/v2`,
    origin,
    standIn,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8027' }, token: { type: 'string', default: DEV_KSEF.token } } });
  const server = await startKsefStandIn({ port: Number(values.port), token: values.token });
  console.log(`Zastępczy KSeF: KSEF_BASE_URL=${server.baseUrl} KSEF_TOKEN=${values.token}  (Ctrl-C zatrzymuje)`);
  console.log(`  ${server.origin}/zastepczy – faktury; POST ${server.origin}/zastepczy/awaria?tryb=niedostepny|brak-polaczenia|koniec`);
  process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
}
