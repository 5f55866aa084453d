// Every worker test file starts from the migrated schema and the default demo catalogue, in a
// fresh module graph and an empty edge cache, as if it had a workerd of its own.
//
// The worker project runs with `isolate: false` (scripts/test/vitest.config.ts): each vitest
// worker keeps ONE workerd for all the files it runs, instead of starting a new one per file (most
// of what a worker test file used to cost). What a file could leave behind for the next one is put
// back here, before the file is imported (docs/decisions/022-test-speed.md):
// - the D1: every table, view and trigger is dropped, then the migrations (in one batch) and the
//   seed are applied again, so the file sees exactly the database a fresh workerd gave it;
// - the edge cache (Cache API): every entry stored since the previous file is deleted;
// - modules: the repository's modules (the Worker, the helpers) are evaluated anew, so their
//   module-level caches start empty; packages stay evaluated (isolation.ts says why); vitest
//   itself restores every mock and spy after each file. The API's declarations are handed to
//   their readers as index.ts does (registerDeclaredCalls), for the files that read them directly;
// - a test of the previous file still running after its timeout: the helpers that send requests
//   and write rows refuse it from here on (isolation.ts, fileRunGuard).
import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import { applyMigrations, beginFileRun, resetDatabase, resetEdgeCache, resetRepositoryModules } from './isolation.ts';
import { seedDatabase } from './seed.ts';

// A test of the previous file that is still running (it timed out) stops at its next helper call.
beginFileRun();
resetRepositoryModules(() => vi.resetModules());
await resetEdgeCache();
await resetDatabase(env.DB);
await applyMigrations(env.DB, env.TEST_MIGRATIONS);
await seedDatabase(env.DB);
const [{ api }, { registerDeclaredCalls }] = await Promise.all([import('#worker/api/app.ts'), import('#worker/api/declared-calls.ts')]);
registerDeclaredCalls(api);
