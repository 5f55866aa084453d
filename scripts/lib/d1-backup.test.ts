import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// Node 24 (the repository's engine) ships node:sqlite: without it this file fails to load, loudly.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../seed/catalogue.ts';
import { catalogueToStatements, statementsToSqlScript } from '../seed/sql.ts';
import { generatedOrder, tableRows, writeMoneyRows } from '../test/fixtures/money-rows.ts';
import {
  backupD1,
  backupFileName,
  backupHeader,
  backupTables,
  type D1Place,
  insertOf,
  pageQuery,
  parseBackupHeader,
  restoreLocalD1,
  restoreProblems,
} from './d1-backup.ts';
import { repoRoot } from './paths.ts';

describe('backupTables', () => {
  it('keeps base tables and leaves out virtual tables, their shadow tables, derived tables and SQLite’s own', () => {
    const tables = [
      { name: 'products', sql: 'CREATE TABLE products (id INTEGER PRIMARY KEY)' },
      { name: 'product_search', sql: "CREATE VIRTUAL TABLE product_search USING fts5 (name, tokenize = 'unicode61')" },
      ...['_data', '_idx', '_content', '_docsize', '_config'].map((suffix) => ({ name: `product_search${suffix}`, sql: 'CREATE TABLE x (k)' })),
      { name: 'product_search_terms', sql: "CREATE VIRTUAL TABLE product_search_terms USING fts5vocab (product_search, 'col')" },
      { name: 'category_lineage', sql: 'CREATE TABLE category_lineage (category_id, ancestor_id)' },
      { name: 'd1_migrations', sql: 'CREATE TABLE d1_migrations (id, name)' },
      { name: 'sqlite_sequence', sql: 'CREATE TABLE sqlite_sequence(name,seq)' },
      { name: '_cf_KV', sql: 'CREATE TABLE _cf_KV (key, value)' },
      { name: 'orders', sql: 'CREATE TABLE orders (id INTEGER PRIMARY KEY)' },
    ];
    expect(backupTables(tables)).toEqual(['products', 'orders']);
  });
});

describe('the backup header', () => {
  const header = { from: 'remote' as const, takenAt: '2026-11-28T20:15:00.000Z', migrations: ['0001_a.sql', '0002_b.sql'], tables: ['products'] };

  it('reads back what it wrote', () => {
    expect(parseBackupHeader(`${backupHeader(header)}INSERT INTO products VALUES (1);`)).toEqual(header);
  });

  it('is refused when missing, and when the backup has migrations this checkout lacks', () => {
    expect(parseBackupHeader('PRAGMA defer_foreign_keys=TRUE;')).toBeNull();
    expect(restoreProblems(null, ['0001_a.sql'])).toHaveLength(1);
    expect(restoreProblems(header, ['0001_a.sql', '0002_b.sql', '0003_c.sql'])).toEqual([]);
    expect(restoreProblems(header, ['0001_a.sql'])[0]).toContain('0002_b.sql');
  });

  it('names files by origin and time, without colons', () => {
    expect(backupFileName('local', new Date('2026-11-28T20:15:07.123Z'))).toBe('sklep-local-2026-11-28T20-15-07Z.sql');
  });
});

describe('the rows a backup writes', () => {
  const cell = fc.oneof(
    fc.constant(null),
    fc.string({ unit: fc.constantFrom('\\', 'n', 'r', '\n', '\r', "'", '"', '||', 'char(10)', '😀', 'ż', ' ') }),
    fc.string(),
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.uint8Array({ maxLength: 16 }),
  );

  it('come back exactly: texts with backslashes and line breaks, integers, reals, blobs and nulls (generated)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { maxLength: 20 }), (rows) => {
        const db = new DatabaseSync(':memory:');
        db.exec('CREATE TABLE t (a ANY, "b c" ANY); CREATE TABLE u (a ANY, "b c" ANY)');
        for (const [a, b] of rows) db.prepare('INSERT INTO t VALUES (?, ?)').run(a, b);
        const spec = { table: 't', columns: ['a', 'b c'] };
        const inserts = db
          .prepare(pageQuery(spec, 0))
          .all()
          .map((row) => insertOf({ ...spec, table: 'u' }, row));
        db.exec(inserts.join('\n'));
        const read = (table: string) => {
          const statement = db.prepare(`SELECT a, typeof(a) AS ta, "b c", typeof("b c") AS tb FROM ${table} ORDER BY rowid`);
          statement.setReadBigInts(true);
          return statement.all();
        };
        expect(read('u')).toEqual(read('t'));
        db.close();
      }),
    );
  });
});

/** A folder with a wrangler.toml of its own: its local D1 lives in its own `.wrangler/`, apart from the repository's. */
async function scratchPlace(): Promise<D1Place> {
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'sklep-backup-'));
  const toml = await readFile(path.join(repoRoot, 'wrangler.toml'), 'utf8');
  const database = /\[\[d1_databases\]\][^[]*/.exec(toml)?.[0];
  if (!database) throw new Error('wrangler.toml has no [[d1_databases]]');
  await writeFile(
    path.join(cwd, 'wrangler.toml'),
    [
      'name = "sklep-backup-drill"',
      'compatibility_date = "2026-01-01"',
      database.replace(/migrations_dir\s*=\s*"([^"]+)"/, (_, dir: string) => `migrations_dir = ${JSON.stringify(path.join(repoRoot, dir))}`),
    ].join('\n'),
  );
  return { cwd };
}

async function localSqliteFile(place: D1Place): Promise<string> {
  const dir = path.join(place.cwd, '.wrangler', 'state', 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = (await readdir(dir)).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no local D1 in ${dir}`);
  return path.join(dir, file);
}

function searchHits(db: DatabaseSync, index: 'product_search' | 'content_search', term: string): unknown[] {
  const columns = index === 'product_search' ? 'rowid' : 'kind, ref_id';
  return db.prepare(`SELECT ${columns} FROM ${index} WHERE ${index} MATCH ? ORDER BY ${columns}`).all(term);
}

describe('a backup round trip (wrangler d1 export, then a fresh local D1)', { timeout: 180_000 }, () => {
  const places: D1Place[] = [];
  let source: D1Place;
  let restored: D1Place;
  let file: string;
  const seed = Date.now() % 1_000_000;
  const orders = fc.sample(generatedOrder, { numRuns: 25, seed });

  beforeAll(async () => {
    source = await scratchPlace();
    restored = await scratchPlace();
    places.push(source, restored);
    // An empty database on this checkout's migrations, then the demo catalogue and money rows written straight into its file.
    await restoreLocalD1({ file: await emptyBackup(source), place: source });
    const db = new DatabaseSync(await localSqliteFile(source), { enableForeignKeyConstraints: true });
    db.exec(statementsToSqlScript(catalogueToStatements(generateCatalogue({ products: 24, now: new Date('2026-11-22T00:00:00Z') }))));
    writeMoneyRows(db, orders);
    db.close();
    file = await backupD1({ from: 'local', outDir: path.join(source.cwd, 'backups'), place: source });
    await restoreLocalD1({ file, place: restored });
  }, 600_000);

  afterAll(async () => {
    await Promise.all(places.map((place) => rm(place.cwd, { recursive: true, force: true })));
  });

  it(`gives back every table row for row (generated texts, seed ${seed})`, async () => {
    const before = new DatabaseSync(await localSqliteFile(source), { readOnly: true });
    const after = new DatabaseSync(await localSqliteFile(restored), { readOnly: true });
    const header = parseBackupHeader(await readFile(file, 'utf8'));
    expect(header?.tables).toEqual(expect.arrayContaining(['customers', 'orders', 'order_lines', 'invoices', 'invoice_lines', 'products', 'media']));
    for (const table of [...(header?.tables ?? []), 'category_lineage']) {
      expect(tableRows(after, table), table).toEqual(tableRows(before, table));
    }
    expect(tableRows(after, 'orders')).toHaveLength(orders.length);
    expect(tableRows(after, 'invoices')).toHaveLength(orders.length);
    for (const term of ['ręczniki', 'mydło', 'tork', 'czysciwo']) {
      expect(searchHits(after, 'product_search', term), term).toEqual(searchHits(before, 'product_search', term));
    }
    expect(searchHits(after, 'content_search', 'higiena')).toEqual(searchHits(before, 'content_search', 'higiena'));
    before.close();
    after.close();
  });

  it('moves the database it replaces aside instead of deleting it', async () => {
    const { movedAside } = await restoreLocalD1({ file, place: restored });
    expect(movedAside).toMatch(/d1-before-restore-/);
  });
});

/** A backup of nothing: the header alone, which a restore turns into an empty, migrated database. */
async function emptyBackup(place: D1Place): Promise<string> {
  const file = path.join(place.cwd, 'empty.sql');
  const migrations = (await readdir(path.join(repoRoot, 'worker', 'migrations'))).filter((name) => name.endsWith('.sql'));
  await writeFile(file, `${backupHeader({ from: 'local', takenAt: new Date().toISOString(), migrations, tables: [] })}SELECT 1;\n`);
  return file;
}
