/**
 * Build scaling benchmark: seeds the local D1 with N products, runs the whole build (pull
 * through the API + next build) and prints the time of each step and the size of site/out.
 * Restores the default 300-product demo catalogue afterwards (and rebuilds for it).
 *
 *   node scripts/bench/build.ts [--products 3000]
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateLocalDb, seedLocalDb } from '../lib/local-db.ts';
import { outDir, repoRoot } from '../lib/paths.ts';
import { runNode } from '../lib/run.ts';

const buildScript = path.join(repoRoot, 'scripts', 'build', 'index.ts');

async function timed(step: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await step();
  return (performance.now() - started) / 1000;
}

async function measureDir(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

const { values } = parseArgs({ options: { products: { type: 'string', default: '3000' } } });
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error('usage: node scripts/bench/build.ts [--products N]');
  process.exit(2);
}

await migrateLocalDb();
const seed = await timed(() => seedLocalDb(products));
const pull = await timed(() => runNode(buildScript, ['--pull-only']));
const build = await timed(() => runNode(buildScript, []));
const out = await measureDir(outDir);

console.log(`\nbuild benchmark, ${products} products`);
console.log(`  seed (generate + d1 execute):   ${seed.toFixed(1)} s`);
console.log(`  pull content through the API:   ${pull.toFixed(1)} s`);
console.log(`  pull + next build (full build): ${build.toFixed(1)} s`);
console.log(`  site/out: ${out.files} files, ${(out.bytes / 1024 / 1024).toFixed(1)} MB`);

console.log('\nRestoring the 300-product demo catalogue');
await seedLocalDb(300);
await runNode(buildScript, []);
