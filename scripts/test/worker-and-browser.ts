/**
 * `npm test`'s last step: the worker tests and the browser tests at the same time. Neither needs
 * the other (the worker tests run on Miniflare's own in-memory D1, the browser tests on the local
 * worker's D1 in `.wrangler/`), and the browser tests leave most of the second core idle (they
 * wait on pages), so the step takes about as long as the browser tests alone.
 *
 * Then, alone, the specs that rebuild the site (SPECS_ALONE: they rewrite the export both read),
 * and last a 20-second soak run (scripts/bench/soak.ts: mixed shoppers, then D1's books checked). The browser tests print as they go; the worker tests' output is kept and printed whole when
 * they end, so the two never interleave. Exits non-zero when either failed. Ctrl-C stops both by
 * their PIDs (each in its own process group, with what it started).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/paths.ts';
import { toolEnv } from '../lib/run.ts';
import { playwrightFailures, playwrightFlaky, vitestFailures } from './failure-summary.ts';
import { SPECS_ALONE } from './playwright.config.ts';

interface Run {
  name: string;
  child: ChildProcess;
  done: Promise<number>;
  output: Buffer[];
}

function start(name: string, script: string, buffered: boolean, env: Record<string, string> = {}, args: string[] = []): Run {
  const child = spawn('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], {
    cwd: repoRoot,
    env: toolEnv(env),
    detached: true,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const done = new Promise<number>((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { name, child, done, output };
}

function stop(run: Run): void {
  if (run.child.pid === undefined || run.child.exitCode !== null) return;
  try {
    // As a Ctrl-C would: Playwright then runs its teardown, which stops the local worker by PID.
    process.kill(-run.child.pid, 'SIGINT');
  } catch {
    // already gone
  }
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
let rebuildRun: Run | undefined;
let soakRun: Run | undefined;
/** The browser runs' JSON reports (beside the list they print), read again at the end when they failed. */
const browserReport = path.join(repoRoot, 'test-results-browser.json');
const rebuildReport = path.join(repoRoot, 'test-results-rebuild.json');
for (const report of [browserReport, rebuildReport]) rmSync(report, { force: true });
const worker = start('worker tests', 'test:worker', true);
const browser = start('browser tests', 'test:browser', false, { E2E_JSON_REPORT: browserReport });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const run of [worker, browser, ...(rebuildRun ? [rebuildRun] : []), ...(soakRun ? [soakRun] : [])]) stop(run);
    process.exit(130);
  });
}

const workerCode = await worker.done;
console.log(`\n── worker tests (npm run test:worker), ended after ${seconds()} s with exit code ${workerCode} ──`);
process.stdout.write(Buffer.concat(worker.output));
console.log('── end of the worker tests ──\n');
const browserCode = await browser.done;
console.log(`Browser tests ended after ${seconds()} s with exit code ${browserCode}.`);

// Last and alone: the rebuild and publishing specs rewrite site/content and site/out, which both runs read.
const alone = SPECS_ALONE.map((spec) => `site/e2e/${spec}`);
console.log(`\n── the specs that rebuild the site (${alone.join(', ')}), alone ──`);
rebuildRun = start('the specs that rebuild the site', 'test:browser', false, { E2E_REBUILD: '1', E2E_JSON_REPORT: rebuildReport }, alone);
const rebuildCode = await rebuildRun.done;

console.log('\n── a 20-second soak run (npm run test:soak), alone ──');
soakRun = start('the soak run', 'test:soak', false);
const soakCode = await soakRun.done;

// A test that passed only when tried again is named, and why it failed the first time: flaky, not hidden.
const flaky = [...playwrightFlaky(browserReport), ...playwrightFlaky(rebuildReport)].filter((line) => !line.startsWith('(no JSON'));
if (flaky.length > 0) console.log(`\n── passed only on the second try (flaky: look into these) ──\n${flaky.join('\n')}`);

const failed = [
  workerCode !== 0 && worker.name,
  browserCode !== 0 && browser.name,
  rebuildCode !== 0 && rebuildRun.name,
  soakCode !== 0 && soakRun.name,
].filter(Boolean);
if (failed.length > 0) {
  // Repeated last, where a CI log's tail shows them: which tests failed and why, in short.
  if (workerCode !== 0)
    console.error(`\n── the worker tests' failures, again ──\n${vitestFailures(Buffer.concat(worker.output).toString('utf8')).join('\n')}`);
  if (browserCode !== 0) console.error(`\n── the browser tests' failures, again ──\n${playwrightFailures(browserReport).join('\n')}`);
  if (rebuildCode !== 0) console.error(`\n── the rebuilding specs' failures, again ──\n${playwrightFailures(rebuildReport).join('\n')}`);
  console.error(`Failed: ${failed.join(' and ')}.`);
  process.exit(1);
}
