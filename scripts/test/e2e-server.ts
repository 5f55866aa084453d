/** Playwright global setup: serve the built site through the local Worker, with the Przelewy24,
 * VAT register, Sentry, deploy hook, KSeF and InPost points API stand-ins always (the hook's runs the rebuild an editor publishes) (a browser test never reaches a real payment or register,
 * whatever `.dev.vars` says), and the local owner in the local D1 (the panel's tests log in as
 * them); the returned teardown stops them, the worker by PID. */
import { ensureLocalOwner } from '../lib/local-owner.ts';
import { startLocalStandIns } from '../lib/local-stand-ins.ts';
import { startLocalWorker } from '../lib/local-worker.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const owner = await ensureLocalOwner();
  process.env.E2E_OWNER = JSON.stringify(owner);
  // An editor's publish runs the real rebuild and reports to this worker (site/e2e/panel-publishing.spec.ts).
  let shop: string | undefined;
  const standIns = await startLocalStandIns({}, { rebuildOnDispatch: true, publishTo: () => shop });
  // The tests read what the Sentry stand-in received (site/e2e/error-reports.spec.ts).
  process.env.E2E_SENTRY_ORIGIN = standIns.sentryOrigin ?? '';
  const worker = await startLocalWorker({ port: Number(process.env.E2E_PORT ?? 8799), quiet: true, vars: standIns.vars }).catch(
    async (error: unknown) => {
      await standIns.stop();
      throw error;
    },
  );
  shop = worker.url;
  return async () => {
    await worker.stop();
    await standIns.stop();
  };
}
