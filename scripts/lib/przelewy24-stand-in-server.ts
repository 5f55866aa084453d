/**
 * The Przelewy24 stand-in (przelewy24-stand-in.ts) over HTTP on 127.0.0.1, for `npm start`,
 * Node tests and by hand:
 *
 *   node scripts/lib/przelewy24-stand-in-server.ts --port 8024
 *
 * then, in .dev.vars, `P24_BASE_URL=http://127.0.0.1:8024/api/v1`, `P24_MERCHANT_ID=100000`,
 * `P24_API_KEY=dev-p24-api-key` and `P24_CRC=dev-p24-crc` (the stand-in's defaults; change them
 * with --merchant-id, --api-key, --crc). Shoppers land on its "Zapłać / Odrzuć" page; paying posts
 * the signed notification to the shop's urlStatus. Ctrl-C stops it.
 */
import { parseArgs } from 'node:util';
import { createPrzelewy24StandIn, type Przelewy24StandIn } from './przelewy24-stand-in.ts';
import { serveHandler } from './serve-handler.ts';

/** The stand-in's credentials when none are given: what .dev.vars.example names. */
export const DEV_P24 = { merchantId: 100_000, apiKey: 'dev-p24-api-key', crc: 'dev-p24-crc' } as const;

export interface Przelewy24StandInServer {
  /** The REST API's base, for P24_BASE_URL. */
  baseUrl: string;
  standIn: Przelewy24StandIn;
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given). */
export async function startPrzelewy24StandIn({
  port = 0,
  merchantId = DEV_P24.merchantId,
  apiKey = DEV_P24.apiKey,
  crc = DEV_P24.crc,
}: {
  port?: number;
  merchantId?: number;
  apiKey?: string;
  crc?: string;
} = {}): Promise<Przelewy24StandInServer> {
  const standIn = createPrzelewy24StandIn({ merchantId, apiKey, crc });
  const served = await serveHandler((request) => standIn.handle(request), { port });
  return { baseUrl: `${served.origin}/api/v1`, standIn, close: served.close };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8024' },
      'merchant-id': { type: 'string', default: String(DEV_P24.merchantId) },
      'api-key': { type: 'string', default: DEV_P24.apiKey },
      crc: { type: 'string', default: DEV_P24.crc },
    },
  });
  const server = await startPrzelewy24StandIn({
    port: Number(values.port),
    merchantId: Number(values['merchant-id']),
    apiKey: values['api-key'],
    crc: values.crc,
  });
  console.log(`Zastępcze Przelewy24: P24_BASE_URL=${server.baseUrl}  (Ctrl-C zatrzymuje)`);
  process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
}
