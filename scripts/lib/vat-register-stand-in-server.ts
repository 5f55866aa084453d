/**
 * The VAT register stand-in (vat-register-stand-in.ts) over HTTP on 127.0.0.1, for `npm start`,
 * Node tests and by hand:
 *
 *   node scripts/lib/vat-register-stand-in-server.ts --port 8026
 *
 * then, in .dev.vars, `VAT_CHECKER=mf` (or `vies`) and `VAT_CHECKER_URL=http://127.0.0.1:8026`.
 * It prints the seeded NIPs and what each answers. Ctrl-C stops it.
 */
import { parseArgs } from 'node:util';
import { serveHandler } from './serve-handler.ts';
import { createVatRegisterStandIn, SEEDED_VAT_PAYERS, type VatRegisterStandIn } from './vat-register-stand-in.ts';

export interface VatRegisterStandInServer {
  /** For VAT_CHECKER_URL. */
  origin: string;
  standIn: VatRegisterStandIn;
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given). */
export async function startVatRegisterStandIn({ port = 0 }: { port?: number } = {}): Promise<VatRegisterStandInServer> {
  const standIn = createVatRegisterStandIn();
  const served = await serveHandler((request) => standIn.handle(request), { port });
  return { origin: served.origin, standIn, close: served.close };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8026' } } });
  const server = await startVatRegisterStandIn({ port: Number(values.port) });
  console.log(`Zastępczy rejestr VAT: VAT_CHECKER_URL=${server.origin}  (Ctrl-C zatrzymuje)`);
  for (const payer of SEEDED_VAT_PAYERS) console.log(`  ${payer.nip}  ${payer.statusVat}${payer.inVies ? ', VIES' : ''}  ${payer.name}`);
  process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
}
