/** The local D1 database that `wrangler dev` and the build use (state in .wrangler/). */
import { execFile } from 'node:child_process';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DemoSheet } from '../seed/safety-data-sheets.ts';
import { OPTIMIZE_SEARCH_INDEXES } from './derived-tables.ts';
import { repoRoot, wranglerStateDir } from './paths.ts';
import { cli, runNode, toolEnv } from './run.ts';

const execFileAsync = promisify(execFile);

export function migrateLocalDb(): Promise<void> {
  return runNode(cli.wrangler, ['d1', 'migrations', 'apply', 'DB', '--local'], { env: toolEnv({ CI: 'true' }) });
}

/**
 * Generates the demo catalogue and loads it into the local D1 (replacing what was there), and puts
 * the safety data sheets its products link into the local DOCUMENTS bucket.
 */
export async function seedLocalDb(products: number): Promise<void> {
  const file = path.join(wranglerStateDir, 'seed.sql');
  await runNode(path.join(repoRoot, 'scripts', 'seed', 'index.ts'), ['--products', String(products), '--out', file]);
  await appendFile(file, `${OPTIMIZE_SEARCH_INDEXES.join('\n')}\n`);
  // wrangler prints every statement's result as JSON; only its errors are worth showing.
  await runNode(cli.wrangler, ['d1', 'execute', 'DB', '--local', '--file', file, '--yes'], {
    env: toolEnv({ CI: 'true' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`Loaded ${path.relative(repoRoot, file)} into the local D1`);
  // Imported here: rendering PDFs needs pdf-lib and HarfBuzz, which migrating alone does not.
  const { putDemoSheetsLocally, sheetListFileOf } = await import('../seed/safety-data-sheets.ts');
  const sheets = JSON.parse(await readFile(sheetListFileOf(file), 'utf8')) as DemoSheet[];
  await putDemoSheetsLocally(sheets);
  console.log(`Put ${sheets.length} demo safety data sheets into the local DOCUMENTS bucket`);
}

/** Number of products in the local D1, or 0 when the table is missing. */
export async function countLocalProducts(): Promise<number> {
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      [cli.wrangler, 'd1', 'execute', 'DB', '--local', '--json', '--command', 'SELECT COUNT(*) AS count FROM products'],
      { cwd: repoRoot, env: toolEnv({ CI: 'true' }), maxBuffer: 1 << 20 },
    );
    const parsed = JSON.parse(stdout) as { results: { count: number }[] }[];
    return parsed[0]?.results[0]?.count ?? 0;
  } catch {
    return 0;
  }
}

/** Migrates, and seeds the demo catalogue only when the local database has no products. */
export async function ensureLocalDb(products: number): Promise<void> {
  await migrateLocalDb();
  const count = await countLocalProducts();
  if (count > 0) console.log(`Local database has ${count} products; keeping them (npm run db:seed replaces them).`);
  else await seedLocalDb(products);
}

/** The demo catalogue `npm start` and the tests expect. */
export const DEMO_PRODUCTS = 300;

/**
 * Runs a benchmark on a catalogue of `products` in the local D1 (migrated first): seeded before
 * and the demo catalogue put back after, also after a failure; with `keep`, on whatever the local
 * D1 holds, untouched. Passes the number of products loaded.
 */
export async function withBenchCatalogue<T>(
  { products, keep }: { products: number; keep: boolean },
  run: (loaded: number) => Promise<T>,
): Promise<T> {
  await migrateLocalDb();
  if (!keep) {
    console.log(`Seeding ${products} products`);
    await seedLocalDb(products);
  }
  try {
    return await run(await countLocalProducts());
  } finally {
    if (!keep) {
      console.log(`\nRestoring the ${DEMO_PRODUCTS}-product demo catalogue`);
      await seedLocalDb(DEMO_PRODUCTS);
    }
  }
}
