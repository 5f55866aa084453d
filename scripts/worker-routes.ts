/**
 * wrangler.toml's `run_worker_first` list is generated from the route table (route-match.ts
 * `workerFirstPatterns`), so no edge rule is written twice. `npm run routes:sync` rewrites it;
 * a unit test fails when it is out of date.
 *
 *   node scripts/worker-routes.ts          rewrite wrangler.toml
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workerFirstPatterns } from '../site/src/lib/route-match.ts';
import { repoRoot } from './lib/paths.ts';

export const wranglerTomlPath = path.join(repoRoot, 'wrangler.toml');
const LIST = /^run_worker_first = \[[^\]]*\]$/m;

/** The `run_worker_first = [...]` block for a list of patterns. */
export function runWorkerFirstBlock(patterns: readonly string[]): string {
  return `run_worker_first = [\n${patterns.map((pattern) => `  ${JSON.stringify(pattern)},`).join('\n')}\n]`;
}

/** The patterns wrangler.toml lists now. */
export function readRunWorkerFirst(toml: string): string[] {
  const block = LIST.exec(toml)?.[0];
  if (!block) throw new Error('wrangler.toml has no run_worker_first list');
  return [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string);
}

/** wrangler.toml with its run_worker_first list replaced by the route table's. */
export function syncRunWorkerFirst(toml: string): string {
  if (!LIST.test(toml)) throw new Error('wrangler.toml has no run_worker_first list');
  return toml.replace(LIST, runWorkerFirstBlock(workerFirstPatterns()));
}

if (import.meta.main) {
  const toml = readFileSync(wranglerTomlPath, 'utf8');
  writeFileSync(wranglerTomlPath, syncRunWorkerFirst(toml));
  console.log(`run_worker_first: ${workerFirstPatterns().length} patterns written to wrangler.toml`);
}
