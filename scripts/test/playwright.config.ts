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

export default defineConfig({
  testDir: path.join(repoRoot, 'site', 'e2e'),
  // The rebuild spec rewrites the export the other specs and the worker tests read: it runs alone,
  // last (scripts/test/worker-and-browser.ts), with E2E_REBUILD=1; by name it runs as well.
  testIgnore:
    process.env.E2E_REBUILD === '1' || process.argv.some((arg) => arg.includes('incremental-rebuild')) ? [] : ['**/incremental-rebuild.spec.ts'],
  outputDir: path.join(repoRoot, 'test-results'),
  globalSetup: path.join(import.meta.dirname, 'e2e-server.ts'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
