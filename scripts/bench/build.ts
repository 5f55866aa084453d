/**
 * Build benchmark (issue 18's targets): seeds the local D1 with N products, then
 *   1. a full build (pull through the API + next build + post-steps) right after the seed (every
 *      media file fetched, every social image rendered), then a second one with those cached (what
 *      `npm run build` costs an editor), each with its time per page (target ≤ 12 ms per page on
 *      the 2-core machine); each build prints the time of its steps;
 *   2. one product's price changed in D1, then `npm run rebuild` until the export shows it
 *      (target < 30 s, timed from the D1 change to the export updated);
 *   3. the export's file count and size.
 * Restores the default 300-product demo catalogue afterwards (and rebuilds for it).
 *
 *   node scripts/bench/build.ts [--products 10000] [--keep]   (--keep: leave the N-product catalogue)
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ProductSummary } from '#lib/api-types.ts';
import { formatPrice } from '#lib/money.ts';
import { describeMeasure, limitProblems, measureExport } from '../build/platform-limits.ts';
import { migrateLocalDb, seedLocalDb } from '../lib/local-db.ts';
import { contentDir, outDir, repoRoot, siteDir } from '../lib/paths.ts';
import { cli, runNode, toolEnv } from '../lib/run.ts';

const buildScript = path.join(repoRoot, 'scripts', 'build', 'index.ts');
const exportState = path.join(siteDir, '.generated', 'export-state.json');

async function timed(step: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await step();
  return (performance.now() - started) / 1000;
}

async function measureDir(dir: string): Promise<{ files: number; bytes: number; pages: number }> {
  let files = 0;
  let bytes = 0;
  let pages = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    if (entry.name.endsWith('.html')) pages++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes, pages };
}

function sql(command: string): Promise<void> {
  return runNode(cli.wrangler, ['d1', 'execute', 'DB', '--local', '--command', command], {
    env: toolEnv({ CI: 'true' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const { values } = parseArgs({ options: { products: { type: 'string', default: '3000' }, keep: { type: 'boolean', default: false } } });
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error('usage: node scripts/bench/build.ts [--products N] [--keep]');
  process.exit(2);
}

await migrateLocalDb();
const seed = await timed(() => seedLocalDb(products));
// The full build: `npm run build` always builds everything.
const full = await timed(() => runNode(buildScript, []));
const warm = await timed(() => runNode(buildScript, []));
const afterFull = await measureDir(outDir);

// One product's price in D1, then the rebuild, timed from the change to the export showing the new price.
const summaries = JSON.parse(await readFile(path.join(contentDir, 'products.json'), 'utf8')) as ProductSummary[];
const changed = summaries[Math.floor(summaries.length / 2)];
if (!changed) throw new Error('The catalogue has no products');
const page = path.join(outDir, 'produkt', `${changed.slug}.html`);
const rebuild = await timed(async () => {
  await sql(`UPDATE products SET net_price = net_price + 1111 WHERE slug = '${changed.slug}'`);
  await runNode(buildScript, ['--incremental']);
});
const shown = JSON.parse(await readFile(path.join(contentDir, 'products', `${changed.slug}.json`), 'utf8')) as ProductSummary;
const live = (await readFile(page, 'utf8')).includes(formatPrice(shown.price.grossPrice));
const out = await measureDir(outDir);

console.log(`\nbuild benchmark, ${products} products`);
console.log(`  seed (generate + d1 execute): ${seed.toFixed(1)} s`);
const perPage = (seconds: number) => `${((seconds * 1000) / afterFull.pages).toFixed(1)} ms per page`;
console.log(`  full build after the seed (media, social images): ${full.toFixed(1)} s for ${afterFull.pages} pages: ${perPage(full)} (target ≤ 12)`);
console.log(`  full build again (media, social images cached):   ${warm.toFixed(1)} s: ${perPage(warm)} (target ≤ 12)`);
console.log(
  `  one product's price, D1 → export (npm run rebuild): ${rebuild.toFixed(1)} s (target < 30), new price ${formatPrice(shown.price.grossPrice)} on /produkt/${changed.slug}: ${live ? 'yes' : 'NO'}`,
);
console.log(`  site/out: ${out.files} files (${out.pages} pages), ${(out.bytes / 1024 / 1024).toFixed(1)} MB`);
const limits = await measureExport(outDir);
for (const plan of ['free', 'paid'] as const) {
  const problems = limitProblems(limits, plan);
  console.log(`  static assets limits, ${plan} plan: ${describeMeasure(limits, plan)}: ${problems.length === 0 ? 'fits' : problems.join(' ')}`);
}
console.log(
  `  files per folder: ${Object.entries(limits.byFolder)
    .sort(([, a], [, b]) => b - a)
    .map(([folder, count]) => `${folder} ${count}`)
    .join(', ')}`,
);

if (!values.keep) {
  console.log('\nRestoring the 300-product demo catalogue');
  await seedLocalDb(300);
  await rm(exportState, { force: true });
  await runNode(buildScript, []);
}
