/** Playwright global setup: serve the built site through the local Worker; the returned
 * teardown stops it by PID. */
import { startLocalWorker } from '../lib/local-worker.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const worker = await startLocalWorker({ port: Number(process.env.E2E_PORT ?? 8799), quiet: true });
  return () => worker.stop();
}
