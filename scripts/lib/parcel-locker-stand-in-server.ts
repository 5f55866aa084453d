/**
 * The parcel locker stand-in (parcel-locker-stand-in.ts) over HTTP on 127.0.0.1, for `npm start`,
 * the worker tests and by hand:
 *
 *   node scripts/lib/parcel-locker-stand-in-server.ts --port 8029
 *
 * then, in .dev.vars, `PARCEL_LOCKER_SEARCH=inpost` and `PARCEL_LOCKER_SEARCH_URL=http://127.0.0.1:8029`.
 * It prints the seeded lockers. Ctrl-C stops it.
 */
import { parseArgs } from 'node:util';
import { createParcelLockerStandIn, type ParcelLockerStandIn, SEEDED_PARCEL_LOCKERS } from './parcel-locker-stand-in.ts';
import { serveHandler } from './serve-handler.ts';

export interface ParcelLockerStandInServer {
  /** For PARCEL_LOCKER_SEARCH_URL. */
  origin: string;
  standIn: ParcelLockerStandIn;
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given; serveHandler says what `keepsProcessAlive` does). */
export async function startParcelLockerStandIn({
  port = 0,
  keepsProcessAlive = true,
}: {
  port?: number;
  keepsProcessAlive?: boolean;
} = {}): Promise<ParcelLockerStandInServer> {
  const standIn = createParcelLockerStandIn();
  const served = await serveHandler((request) => standIn.handle(request), { port, keepsProcessAlive });
  return { origin: served.origin, standIn, close: served.close };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8029' } } });
  const server = await startParcelLockerStandIn({ port: Number(values.port) });
  console.log(`Zastępcze API Paczkomatów InPost: PARCEL_LOCKER_SEARCH_URL=${server.origin}  (Ctrl-C zatrzymuje)`);
  for (const seeded of SEEDED_PARCEL_LOCKERS) {
    console.log(
      `  ${seeded.name.padEnd(8)} ${seeded.street} ${seeded.buildingNumber}, ${seeded.postcode} ${seeded.city}${seeded.status === 'Operating' ? '' : ' (nieczynny)'}`,
    );
  }
  process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
}
