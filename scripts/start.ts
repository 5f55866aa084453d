/**
 * `npm start`: migrate the local D1 (seeding the demo catalogue when it is empty), build the
 * static site from it, and serve shop and API at http://127.0.0.1:8787 until Ctrl-C.
 */
import path from 'node:path';
import { ensureLocalDb } from './lib/local-db.ts';
import { startLocalWorker } from './lib/local-worker.ts';
import { repoRoot } from './lib/paths.ts';
import { runNode } from './lib/run.ts';

const PORT = Number(process.env.PORT ?? 8787);

async function main(): Promise<void> {
  await ensureLocalDb(300);
  await runNode(path.join(repoRoot, 'scripts', 'build', 'index.ts'), []);
  const worker = await startLocalWorker({ port: PORT });
  console.log(`\n  Sklep działa: ${worker.url}  (Ctrl-C zatrzymuje)`);
  console.log(`  Skrzynka nadawcza (e-maile): ${worker.outboxUrl}\n`);
  const stop = async () => {
    await worker.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
