/**
 * Browser tests: Debian's Chromium (installed by scripts/test/ensure-chromium.ts) driven by
 * Playwright against the built site served by the local Worker (global setup starts it on
 * 127.0.0.1 and stops it by PID).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
/**
 * The specs that rewrite the export the other specs and the worker tests read (a rebuild, a
 * publish): they run alone, last (scripts/test/worker-and-browser.ts), with E2E_REBUILD=1; by name
 * they run as well.
 */
export const SPECS_ALONE = ['incremental-rebuild.spec.ts', 'panel-publishing.spec.ts'];

export default defineConfig({
  testDir: path.join(repoRoot, 'site', 'e2e'),
  testIgnore:
    process.env.E2E_REBUILD === '1' || process.argv.some((arg) => SPECS_ALONE.some((spec) => arg.includes(spec.replace('.spec.ts', ''))))
      ? []
      : SPECS_ALONE.map((spec) => `**/${spec}`),
  outputDir: path.join(repoRoot, 'test-results'),
  globalSetup: path.join(import.meta.dirname, 'e2e-server.ts'),
  fullyParallel: false,
  workers: 1,
  // One more try for a test that failed on a loaded machine; `npm test` names every test that needed
  // it at its end (scripts/test/failure-summary.ts), so a flaky test stays visible rather than hidden.
  retries: 1,
  // Generous for a slow hour: the same fresh clone's run took 37 minutes once and over an hour
  // another time (the 2-core machine itself more than 2× slower), and tests that pass in 5 s met
  // Playwright's 30 s and 5 s limits while waiting on navigations. A real failure only fails later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // E2E_JSON_REPORT (set by `npm test`): a JSON report beside the list, whose failures are printed again last.
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
