// What one worker test file could leave in a workerd that the next file runs in, and how the
// setup (apply-migrations.ts) puts it back: the D1's whole schema and the edge cache's entries;
// and the guard that stops a test still running after its file ended (a timed-out one).

/** Objects of SQLite's and of D1's own (`_cf_…`): never dropped, D1 refuses to touch them. */
const INTERNAL_OBJECT = /^(?:sqlite_|_cf_)/;

interface SchemaObject {
  type: 'table' | 'view' | 'trigger' | 'index';
  name: string;
  sql: string | null;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The tables in an order that drops every table before those it references (a table's drop
 * deletes its rows, and SQLite then looks up the parents of each row's foreign keys).
 */
async function childrenFirst(db: D1Database, tables: readonly string[]): Promise<string[]> {
  const lists = await db.batch<{ table: string }>(tables.map((name) => db.prepare('SELECT "table" FROM pragma_foreign_key_list(?1)').bind(name)));
  const parents = new Map(
    tables.map((name, index) => [name, new Set(lists[index]?.results.map(({ table }) => table).filter((parent) => parent !== name))]),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  // A table goes once no table left to place references it.
  while (ordered.length < tables.length) {
    const free = tables.filter((name) => !placed.has(name) && ![...parents].some(([child, of]) => !placed.has(child) && of.has(name)));
    // A cycle of references (none in this schema): the rest in any order, checked at the end of the batch.
    const next = free.length > 0 ? free : tables.filter((name) => !placed.has(name));
    for (const name of next) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/**
 * Drops every trigger, view and table (with their indexes and the FTS tables' shadow tables), the
 * migrations' own record included, in one batch, children before parents: afterwards the database
 * is as empty as a new one, and the migrations apply from the first.
 */
export async function resetDatabase(db: D1Database): Promise<void> {
  const { results } = await db.prepare("SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger')").all<SchemaObject>();
  const objects = results.filter((object) => !INTERNAL_OBJECT.test(object.name));
  if (objects.length === 0) return;
  const ofType = (type: SchemaObject['type']) => objects.filter((object) => object.type === type).map(({ name }) => name);
  const tables = objects.filter((object) => object.type === 'table');
  // Virtual tables first: dropping one drops its shadow tables, which then need no drop of their own.
  const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? '')).map(({ name }) => name);
  const plain = await childrenFirst(
    db,
    tables.filter((table) => !virtual.includes(table.name)).map(({ name }) => name),
  );
  const drops = [
    ...ofType('trigger').map((name) => `DROP TRIGGER IF EXISTS ${quoted(name)}`),
    ...ofType('view').map((name) => `DROP VIEW IF EXISTS ${quoted(name)}`),
    ...[...virtual, ...plain].map((name) => `DROP TABLE IF EXISTS ${quoted(name)}`),
  ];
  await db.batch([db.prepare('PRAGMA defer_foreign_keys = ON'), ...drops.map((sql) => db.prepare(sql))]);
  const left = await db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view', 'trigger')").all<{ name: string }>();
  const kept = left.results.map(({ name }) => name).filter((name) => !INTERNAL_OBJECT.test(name));
  if (kept.length > 0) throw new Error(`the test database still holds ${kept.join(', ')} after the reset`);
}

/** A migration as `readD1Migrations` reads it (the pool's `D1Migration`). */
interface Migration {
  name: string;
  queries: string[];
}

/**
 * Applies the migrations to an empty database as the pool's `applyD1Migrations` does (the same
 * `d1_migrations` table and rows, every query in order) but in one batch, not one per migration:
 * the database ends the same, and a file's setup makes one round trip to D1 instead of one per
 * migration (about a third of the per-file setup).
 */
export async function applyMigrations(db: D1Database, migrations: readonly Migration[]): Promise<void> {
  const record = db.prepare('INSERT INTO "d1_migrations" (name) VALUES (?);');
  await db.batch([
    db.prepare(
      'CREATE TABLE IF NOT EXISTS "d1_migrations" (\n\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,\n\t\tname       TEXT UNIQUE,\n\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL\n\t);',
    ),
    ...migrations.flatMap((migration) => [...migration.queries.map((query) => db.prepare(query)), record.bind(migration.name)]),
  ]);
}

interface StoredEntry {
  cache: Cache;
  key: string;
}

const RECORDER = Symbol.for('sklep.worker-tests.edge-cache-entries');
type RecordingGlobal = typeof globalThis & { [RECORDER]?: StoredEntry[] };

/**
 * The entries the Cache API stored in this workerd since the last call: `Cache.prototype.put` is
 * wrapped, once per workerd, to note each key; every call deletes the noted entries.
 */
export async function resetEdgeCache(): Promise<void> {
  const global = globalThis as RecordingGlobal;
  let stored = global[RECORDER];
  if (stored === undefined) {
    const entries: StoredEntry[] = [];
    stored = entries;
    global[RECORDER] = entries;
    // The class behind every cache of this workerd (`caches.default` and `caches.open`'s).
    const prototype = Object.getPrototypeOf(caches.default) as Cache;
    const put = prototype.put;
    prototype.put = function recordingPut(this: Cache, request: RequestInfo | URL, response: Response): Promise<void> {
      const key = request instanceof Request ? request.url : String(request);
      entries.push({ cache: this, key });
      return put.call(this, request, response);
    };
    return;
  }
  const entries = stored.splice(0);
  await Promise.all(entries.map(({ cache, key }) => cache.delete(key)));
}

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}

/** What vitest keeps per worker: its registry of evaluated modules (vitest 4's `__vitest_worker__`). */
type VitestWorkerGlobal = typeof globalThis & {
  __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } };
};

/** vitest's own modules, which its `resetModules` never resets either. */
const VITEST_MODULE = /\/vitest\/dist\/|vitest-virtual-\w+\/dist|@vitest\/dist/;

/**
 * Marks every module of this repository (the Worker, the site's modules it imports, the test
 * helpers) as not evaluated, so the next file evaluates them anew and their module-level state
 * (caches, counters) starts empty, as in a new workerd. Packages (`node_modules`: hono, zod,
 * fast-check) stay evaluated: evaluating them again for every file costs more than the rest of
 * the setup and kept every file's copy alive (the workerd grew past 1.5 GB), and the tests keep
 * no state in them. This is what vitest's `vi.resetModules()` does, minus the packages; when
 * vitest's registry is not where vitest 4 keeps it, the whole registry is reset with it instead.
 */
export function resetRepositoryModules(resetAll: () => void): void {
  const modules = (globalThis as VitestWorkerGlobal).__vitest_worker__?.evaluatedModules?.idToModuleMap;
  if (!(modules instanceof Map)) {
    resetAll();
    return;
  }
  modules.forEach((node, id) => {
    if (id.includes('/node_modules/') || VITEST_MODULE.test(id)) return;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  });
}

const FILE_RUN = Symbol.for('sklep.worker-tests.file-run');
type FileRunGlobal = typeof globalThis & { [FILE_RUN]?: number };

/** Notes that a new test file starts in this workerd (the setup calls it before anything else). */
export function beginFileRun(): void {
  const global = globalThis as FileRunGlobal;
  global[FILE_RUN] = (global[FILE_RUN] ?? 0) + 1;
}

/**
 * A check for the test helpers that send requests or write rows, made when their module is
 * evaluated, i.e. once per test file (the setup evaluates the repository's modules anew for each):
 * it throws once a later file has started. vitest cannot stop a test that timed out: it reports
 * the timeout and runs the next file in the same workerd while the test's promise goes on. A
 * property test that timed out went on sending logins and writing customers into the next files'
 * fresh databases, whose own tests then saw rows they never wrote (a whole-database snapshot
 * changed, a count of confirmed customers grew). With the check, such a test stops at its next
 * helper call; requests it already sent still end (they are in the Worker already).
 * @example const stillThisFile = fileRunGuard(); … stillThisFile(); await SELF.fetch(…);
 */
export function fileRunGuard(): () => void {
  const run = (globalThis as FileRunGlobal)[FILE_RUN];
  return () => {
    if ((globalThis as FileRunGlobal)[FILE_RUN] !== run) {
      throw new Error('a test of a test file that has ended (it timed out) is still running: stopped before it touches the next file');
    }
  };
}
