/**
 * Two test projects: `unit` (pure code, Node) and `worker` (the Worker in workerd through the
 * Cloudflare pool, with a real local D1 migrated and seeded per test file).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { Response } from 'miniflare';
import { defineConfig } from 'vitest/config';
import { startParcelLockerStandIn } from '../lib/parcel-locker-stand-in-server.ts';
import { validateFa3Documents } from './fa3-schema.ts';
import { fuzzSettingsFrom } from './fuzz-settings.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** The access-token key the worker tests sign with (worker/test/auth.ts reads the binding). */
const WORKER_TEST_AUTH_SECRET = 'worker-tests-only-secret-0123456789abcdef';
/** The admin calls' key in the worker tests (worker/test/admin.ts sends it). */
export const WORKER_TEST_ADMIN_API_TOKEN = 'worker-tests-only-admin-api-token-0123456789';
/** The secret with which the build reads past the edge cache (worker/src/edge/api-cache.ts). */
export const WORKER_TEST_CACHE_BYPASS_SECRET = 'worker-tests-only-cache-bypass-0123456789';

/**
 * The worker tests' FA3_SCHEMA binding (worker/test/fa3-schema.ts): FA(3) XML against the official
 * schema, here in Node. xmllint-wasm runs libxml2 in a Node worker thread and compiles its
 * WebAssembly at run time, neither of which workerd allows, so the tests post their documents (a
 * JSON array of strings) to this function.
 */
async function answerFa3Validation(request: { json(): Promise<unknown> }) {
  return Response.json(await validateFa3Documents((await request.json()) as string[]));
}

/**
 * InPost's points API for the worker tests: the stand-in on a loopback port, started once with
 * the worker project, so the parcel locker search (and its fuzzing) answers from it through the
 * Worker's own fetch, as under `npm start`. It does not keep the test run from ending.
 */
let parcelLockerStandIn: Promise<{ origin: string }> | undefined;
function parcelLockerStandInOrigin(): Promise<string> {
  parcelLockerStandIn ??= startParcelLockerStandIn({ keepsProcessAlive: false });
  return parcelLockerStandIn.then((server) => server.origin);
}

export default defineConfig({
  root: repoRoot,
  test: {
    projects: [
      {
        root: repoRoot,
        // The site's `@/` import alias (site/tsconfig.json), for tests of its components' modules.
        resolve: { alias: { '@': path.join(repoRoot, 'site', 'src') } },
        test: {
          name: 'unit',
          environment: 'node',
          // Every core: the unit tests run alone in `npm test` (vitest's default leaves one core
          // idle: 376 s with one worker on this 2-core machine, 248 s with two; docs/development.md).
          maxWorkers: availableParallelism(),
          // worker/test/ holds the worker tests' helpers; their own tests are pure and need no workerd or D1.
          include: ['site/src/**/*.test.ts', 'scripts/**/*.test.ts', 'worker/test/**/*.test.ts'],
        },
      },
      {
        root: repoRoot,
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: path.join(repoRoot, 'wrangler.toml') },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(path.join(repoRoot, 'worker', 'migrations')),
                AUTH_JWT_SECRET: WORKER_TEST_AUTH_SECRET,
                AUTH_CLIENT_ID: 'sklep-worker-tests',
                AUTH_CLIENT_SECRET: 'worker-tests-only-client-secret-0123456789',
                ADMIN_API_TOKEN: WORKER_TEST_ADMIN_API_TOKEN,
                STAFF_TOTP_KEY: 'worker-tests-only-staff-totp-key-0123456789',
                CACHE_BYPASS_SECRET: WORKER_TEST_CACHE_BYPASS_SECRET,
                // Przelewy24 on, as worker/test/fuzz-fixtures.ts TEST_P24 signs; its API is a closed
                // local port: tests that pay reach the stand-in through a stubbed fetch.
                P24_MERCHANT_ID: '100000',
                P24_API_KEY: 'worker-tests-p24-api-key',
                P24_CRC: 'worker-tests-p24-crc',
                P24_BASE_URL: 'http://127.0.0.1:9/api/v1',
                PARCEL_LOCKER_SEARCH: 'inpost',
                PARCEL_LOCKER_SEARCH_URL: await parcelLockerStandInOrigin(),
              },
              serviceBindings: { FA3_SCHEMA: answerFa3Validation },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          exclude: ['worker/test/**'],
          setupFiles: ['worker/test/apply-migrations.ts'],
          // One workerd per vitest worker for all its files, not one per file: the setup gives each
          // file a fresh database, edge cache and module graph (docs/decisions/022-test-speed.md).
          isolate: false,
          // Property tests here send their runs through workerd and D1, each with its own numRuns: on a
          // busy CI machine 40 runs took longer than vitest's default 5 s (issue 30). In `npm test`
          // these tests share the two cores with the browser tests, which slows them down about
          // threefold: beside them the login-limit property (up to 400 logins) took over 60 s and
          // the 1,000-product import 56 s (2026-11-29), against 20 s alone. So a test has three
          // minutes; one that hangs still fails, three minutes later.
          testTimeout: 180_000,
          // FUZZ_RUNS and FUZZ_SEED for worker/src/api/fuzz.test.ts (`npm run fuzz`, scripts/test/fuzz.ts).
          provide: { fuzz: fuzzSettingsFrom(process.env) },
        },
      },
    ],
  },
});
