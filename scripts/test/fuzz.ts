/**
 * `npm run fuzz`: the contract fuzz test (worker/src/api/fuzz.test.ts) alone, with many runs per
 * operation (FUZZ_RUNS, 500 unless set) and a seed printed before and after, so any run can be
 * replayed with FUZZ_SEED. Needs a built site, as every worker test does.
 *
 *   npm run fuzz                               # 500 runs, a new seed
 *   FUZZ_RUNS=2000 npm run fuzz                # longer
 *   FUZZ_SEED=-1665310942 FUZZ_RUNS=500 npm run fuzz   # the same requests again
 */
import path from 'node:path';
import { repoRoot } from '../lib/paths.ts';
import { runNode, toolEnv } from '../lib/run.ts';
import { fuzzSettingsFrom } from './fuzz-settings.ts';

const FUZZ_RUNS = 500;

function randomSeed(): number {
  return crypto.getRandomValues(new Int32Array(1))[0] ?? 0;
}

async function main(): Promise<void> {
  // Validated here too, so a typo stops before the test run starts.
  const settings = fuzzSettingsFrom({ FUZZ_RUNS: process.env.FUZZ_RUNS || String(FUZZ_RUNS), FUZZ_SEED: process.env.FUZZ_SEED });
  const seed = settings.seed ?? randomSeed();
  const replay = `FUZZ_SEED=${seed} FUZZ_RUNS=${settings.runs} npm run fuzz`;
  console.log(`Fuzzing every API operation: ${settings.runs} runs per property, seed ${seed}`);
  const started = performance.now();
  let failed = false;
  try {
    await runNode(
      path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'),
      ['run', '--config', 'scripts/test/vitest.config.ts', '--project', 'worker', 'worker/src/api/fuzz.test.ts'],
      { env: toolEnv({ FUZZ_RUNS: String(settings.runs), FUZZ_SEED: String(seed) }) },
    );
  } catch {
    failed = true;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nFuzzing ${failed ? 'FAILED' : 'passed'} in ${seconds} s with seed ${seed}. Replay: ${replay}`);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
