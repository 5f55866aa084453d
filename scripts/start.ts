/**
 * `npm start`: migrate the local D1 (seeding the demo catalogue when it is empty), build the
 * static site from it, and serve shop and API at http://127.0.0.1:8787 until Ctrl-C, with local
 * stand-ins for Przelewy24 and the VAT register unless `.dev.vars` configures them. Prints the
 * local owner's panel login (scripts/lib/local-owner.ts).
 */
import path from 'node:path';
import { reportLivePages } from './build/publish-run.ts';
import { ensureLocalDb } from './lib/local-db.ts';
import { ensureLocalOwner } from './lib/local-owner.ts';
import { startLocalStandIns } from './lib/local-stand-ins.ts';
import { assertPortFree, LOCAL_ADMIN_API_TOKEN, readDeveloperVars, startLocalWorker } from './lib/local-worker.ts';
import { repoRoot } from './lib/paths.ts';
import { runNode } from './lib/run.ts';

const PORT = Number(process.env.PORT ?? 8787);

async function main(): Promise<void> {
  // At once, not after the build: the worker checks again when it starts.
  await assertPortFree(PORT);
  await ensureLocalDb(300);
  const owner = await ensureLocalOwner();
  await runNode(path.join(repoRoot, 'scripts', 'build', 'index.ts'), []);
  let shop: string | undefined;
  const standIns = await startLocalStandIns(readDeveloperVars(), { rebuildOnDispatch: true, publishTo: () => shop });
  const worker = await startLocalWorker({ port: PORT, vars: standIns.vars });
  shop = worker.url;
  // The export just built is the live one: the API's lists show its product pages (issue 35).
  await reportLivePages({ api: worker.url, token: LOCAL_ADMIN_API_TOKEN, request: null });
  console.log(`\n  Sklep działa: ${worker.url}  (Ctrl-C zatrzymuje)`);
  console.log(`  Skrzynka nadawcza (e-maile): ${worker.outboxUrl}`);
  console.log(`  Panel: ${worker.url}/panel  login ${owner.email}  hasło ${owner.password}`);
  console.log(`  Sekret TOTP właściciela: ${owner.totpSecret}  (aktualny kod: npm run staff:code -- --secret ${owner.totpSecret})`);
  for (const line of standIns.lines) console.log(`  ${line}`);
  console.log('');
  const stop = async () => {
    await worker.stop();
    await standIns.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
