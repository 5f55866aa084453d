/**
 * Backups of the shop's D1 database that restore (issue 37): `npm run db:backup [-- --remote]`
 * writes a dated SQL file; `npm run db:restore -- <file>` loads it into a fresh local D1.
 *
 * Why not `wrangler d1 export`: it refuses a database with FTS5 tables as a whole ("cannot export
 * databases with Virtual Tables (fts5)", workers-sdk#6305), and its text literals are ambiguous: a
 * line break and the two characters `\n` both come out as `\n` inside `replace(…, '\n', char(10))`,
 * so a text holding a backslash before an n or an r comes back changed (this file's round-trip
 * test found it). So the backup reads every base table itself through `wrangler d1 execute --json`
 * (local or remote alike), page by page, with SQLite's own `quote()` for numbers and blobs and our
 * literal for texts (line breaks as char(10)). The search indexes and the category lineage are
 * derived, left out and rebuilt at the end of the file. The file is data only: a restore applies
 * this checkout's migrations to an empty database first, then runs the file, which is also what a
 * restore into a new remote database does (docs/operations.md, "Backups and the restore drill").
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { DERIVED_TABLES, sqlLiteral } from '../seed/sql.ts';
import { OPTIMIZE_SEARCH_INDEXES, REBUILD_DERIVED_TABLES } from './derived-tables.ts';
import { repoRoot } from './paths.ts';
import { cli, toolEnv } from './run.ts';

const execFileAsync = promisify(execFile);

export type D1Location = 'local' | 'remote';

/** Tables a backup leaves out: derived ones (rebuilt on restore) and wrangler's migration log (the restore's migrations write it). */
const LEFT_OUT_TABLES = new Set([...DERIVED_TABLES, 'd1_migrations']);

/** FTS5 keeps an index in these tables beside the virtual one (sqlite.org/fts5.html, "shadow tables"). */
const FTS_SHADOW_SUFFIXES = ['_data', '_idx', '_content', '_docsize', '_config'] as const;

export interface SchemaTable {
  name: string;
  sql: string | null;
}

/**
 * The tables a backup exports, in the database's order: base tables that are not SQLite's or
 * Cloudflare's own, not virtual, not an FTS index's shadow table and not derived.
 */
export function backupTables(tables: readonly SchemaTable[]): string[] {
  const virtual = tables.filter((table) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(table.sql ?? '')).map((table) => table.name);
  const shadows = new Set(virtual.flatMap((name) => FTS_SHADOW_SUFFIXES.map((suffix) => `${name}${suffix}`)));
  return tables
    .filter(({ name }) => !virtual.includes(name) && !shadows.has(name) && !LEFT_OUT_TABLES.has(name))
    .filter(({ name }) => !/^(sqlite_|_cf_)/i.test(name))
    .map(({ name }) => name);
}

export interface BackupHeader {
  from: D1Location;
  takenAt: string;
  migrations: string[];
  tables: string[];
}

const HEADER_FIRST_LINE = '-- sklep D1 backup';

/** The comment lines a backup starts with: what it is, when, from where, on which migrations. */
export function backupHeader(header: BackupHeader): string {
  return [
    HEADER_FIRST_LINE,
    `-- from: ${header.from}`,
    `-- taken-at: ${header.takenAt}`,
    `-- migrations: ${header.migrations.join(' ')}`,
    `-- tables: ${header.tables.join(' ')}`,
    '',
  ].join('\n');
}

/** The header of a backup file, or null when the text is not one of ours. */
export function parseBackupHeader(text: string): BackupHeader | null {
  const lines = text.slice(0, 64 * 1024).split('\n');
  if (lines[0] !== HEADER_FIRST_LINE) return null;
  const field = (name: string) => lines.find((line) => line.startsWith(`-- ${name}: `))?.slice(name.length + 5);
  const from = field('from');
  const takenAt = field('taken-at');
  const migrations = field('migrations');
  const tables = field('tables');
  if ((from !== 'local' && from !== 'remote') || !takenAt || migrations === undefined || tables === undefined) return null;
  const words = (value: string) => value.split(' ').filter(Boolean);
  return { from, takenAt, migrations: words(migrations), tables: words(tables) };
}

/** A backup's file name: where it came from and when, sortable, with no characters a shell or Windows minds. */
export function backupFileName(from: D1Location, takenAt: Date): string {
  return `sklep-${from}-${takenAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.sql`;
}

/**
 * The whole backup file: the header; the tables it holds emptied first, as the migrations of a
 * fresh database fill some of them (the delivery methods, the seller) and the backup is the whole
 * truth of each; the rows, foreign keys checked at the end; the derived tables rebuilt.
 * A table that refuses deletes (issued invoices, the audit log) makes the load fail rather than
 * overwrite it, so a backup goes into an empty database only.
 */
export function backupFile(header: BackupHeader, rows: string): string {
  return [
    backupHeader(header),
    'PRAGMA defer_foreign_keys = true;',
    ...[...header.tables].reverse().map((table) => `DELETE FROM "${table}";`),
    rows.trim(),
    '',
    ...REBUILD_DERIVED_TABLES,
    ...OPTIMIZE_SEARCH_INDEXES,
    '',
  ].join('\n');
}

/**
 * What stops a restore of this backup on this checkout, in Polish (empty when nothing): a backup
 * taken on migrations this checkout does not have would lose columns or tables.
 */
export function restoreProblems(header: BackupHeader | null, checkoutMigrations: readonly string[]): string[] {
  if (!header) return ['To nie jest kopia zapasowa sklepu (brak nagłówka „-- sklep D1 backup”).'];
  const known = new Set(checkoutMigrations);
  const unknown = header.migrations.filter((name) => !known.has(name));
  return unknown.length === 0
    ? []
    : [`Kopia pochodzi z nowszej wersji bazy: w tym checkoutcie brakuje migracji ${unknown.join(', ')}. Przywróć ją z kodem, który je zawiera.`];
}

/** Where wrangler runs: the repository (its wrangler.toml and .wrangler/), or another folder with its own (tests, drills). */
export interface D1Place {
  cwd: string;
}

export const repoD1: D1Place = { cwd: repoRoot };

async function wrangler(place: D1Place, args: readonly string[]): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, [cli.wrangler, ...args], {
    cwd: place.cwd,
    env: toolEnv({ CI: 'true' }),
    maxBuffer: 256 << 20,
  });
  return stdout;
}

/** Runs read-only statements on the database; one result list per statement, in order. */
export async function queryD1(place: D1Place, from: D1Location, sql: string): Promise<unknown[][]> {
  const stdout = await wrangler(place, ['d1', 'execute', 'DB', `--${from}`, '--json', '--command', sql]);
  return (JSON.parse(stdout) as { results: unknown[] }[]).map((statement) => statement.results);
}

/** The migrations folder named in a place's wrangler.toml (`migrations_dir`), as wrangler reads it. */
async function migrationsDir(place: D1Place): Promise<string> {
  const toml = await readFile(path.join(place.cwd, 'wrangler.toml'), 'utf8');
  const dir = /^\s*migrations_dir\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? 'migrations';
  return path.resolve(place.cwd, dir);
}

/** Rows per table and wrangler call: D1's answers stay a few megabytes. */
const PAGE_ROWS = 1000;

export interface TableColumns {
  table: string;
  /** Stored columns only: generated ones are computed again on insert. */
  columns: string[];
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Per column SQLite's `quote()` (exact for integers, reals and blobs) as q<i>, and the text itself when it is one as t<i>. */
export function literalColumns(columns: readonly string[]): string {
  return columns
    .flatMap((column, i) => [`quote(${ident(column)}) AS q${i}`, `CASE WHEN typeof(${ident(column)}) = 'text' THEN ${ident(column)} END AS t${i}`])
    .join(', ');
}

/**
 * The SELECT of a table's next page: per column SQLite's `quote()` (exact for integers, reals and
 * blobs) and the text itself when it is one, keyed by rowid (no table of ours is WITHOUT ROWID).
 */
export function pageQuery({ table, columns }: TableColumns, afterRowid: number): string {
  return `SELECT rowid AS r, ${literalColumns(columns)} FROM ${ident(table)} WHERE rowid > ${afterRowid} ORDER BY rowid LIMIT ${PAGE_ROWS}`;
}

/** A row's values as SQL literals, from the `q`/`t` pair pageQuery selects per column: texts through our literal, the rest as quote() wrote it. */
export function rowLiterals(columns: readonly string[], row: Record<string, unknown>): string[] {
  return columns.map((_, i) => {
    const text = row[`t${i}`];
    return typeof text === 'string' ? sqlLiteral(text) : String(row[`q${i}`]);
  });
}

/** One row of a page as an INSERT with literals. */
export function insertOf({ table, columns }: TableColumns, row: Record<string, unknown>): string {
  return `INSERT INTO ${ident(table)} (${columns.map(ident).join(', ')}) VALUES (${rowLiterals(columns, row).join(', ')});`;
}

/** Reads every row of the tables, a page per table and call, all tables' pages in one call while they last. */
async function readRows(place: D1Place, from: D1Location, tables: readonly TableColumns[]): Promise<string[]> {
  const lines = new Map<string, string[]>(tables.map(({ table }) => [table, []]));
  let open = tables.map((spec) => ({ spec, after: 0 }));
  while (open.length > 0) {
    const pages = await queryD1(place, from, open.map(({ spec, after }) => `${pageQuery(spec, after)};`).join('\n'));
    open = open.flatMap((cursor, i) => {
      const rows = (pages[i] ?? []) as Record<string, unknown>[];
      lines.get(cursor.spec.table)?.push(...rows.map((row) => insertOf(cursor.spec, row)));
      const last = rows.at(-1);
      return rows.length === PAGE_ROWS && last ? [{ spec: cursor.spec, after: Number(last.r) }] : [];
    });
  }
  return tables.flatMap(({ table }) => lines.get(table) ?? []);
}

export interface DatabaseRows {
  /** The tables read, in the database's order. */
  tables: string[];
  /** The migrations the database is on. */
  migrations: string[];
  /** One INSERT per row, table after table. */
  inserts: string[];
}

/**
 * Reads a database's rows as INSERT statements: every table a backup holds, or only `only` (the
 * deploy's catalogue tables). Exact where `wrangler d1 export` is not (see the top of this file).
 */
export async function readDatabaseRows({
  from,
  place = repoD1,
  only,
}: {
  from: D1Location;
  place?: D1Place;
  only?: readonly string[];
}): Promise<DatabaseRows> {
  // One wrangler call for the schema (each call costs seconds): the tables, their stored columns, the migrations.
  const [schema = [], columns = [], applied = []] = await queryD1(
    place,
    from,
    [
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY rowid;",
      // hidden: 0 an ordinary column, 1 a virtual table's hidden one, 2 and 3 generated (sqlite.org/pragma.html#pragma_table_xinfo).
      "SELECT m.name AS tableName, c.name AS columnName FROM sqlite_master AS m, pragma_table_xinfo(m.name) AS c WHERE m.type = 'table' AND c.hidden = 0 ORDER BY m.rowid, c.cid;",
      'SELECT name FROM d1_migrations ORDER BY id;',
    ].join('\n'),
  );
  const present = backupTables(schema as SchemaTable[]);
  const missing = (only ?? []).filter((table) => !present.includes(table));
  if (missing.length > 0) throw new Error(`Baza nie ma tabel ${missing.join(', ')}: zastosuj najpierw migracje.`);
  const tables = only ? present.filter((table) => only.includes(table)) : present;
  const stored = columns as { tableName: string; columnName: string }[];
  const specs = tables.map((table) => ({ table, columns: stored.filter((c) => c.tableName === table).map((c) => c.columnName) }));
  const migrations = (applied as { name: string }[]).map((row) => row.name);
  return { tables, migrations, inserts: await readRows(place, from, specs) };
}

/** Exports the database's data into `outDir`, named by where it came from and when; returns the file's path. */
export async function backupD1({ from, outDir, place = repoD1 }: { from: D1Location; outDir: string; place?: D1Place }): Promise<string> {
  const takenAt = new Date();
  const { tables, migrations, inserts } = await readDatabaseRows({ from, place });
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, backupFileName(from, takenAt));
  const partial = `${file}.part`;
  await writeFile(partial, backupFile({ from, takenAt: takenAt.toISOString(), migrations, tables }, inserts.join('\n')));
  await rename(partial, file);
  return file;
}

/** The local D1's state folder of a place (wrangler dev's default persistence). */
const localD1State = (place: D1Place) => path.join(place.cwd, '.wrangler', 'state', 'v3', 'd1');

/**
 * Loads a backup into a fresh local D1: the current local database is moved aside (its folder is
 * returned, or null when there was none), this checkout's migrations make an empty database, and
 * the backup's data goes in with its derived tables rebuilt.
 */
export async function restoreLocalD1({ file, place = repoD1 }: { file: string; place?: D1Place }): Promise<{ movedAside: string | null }> {
  const text = await readFile(file, 'utf8');
  const checkoutMigrations = (await readdir(await migrationsDir(place))).filter((name) => name.endsWith('.sql'));
  const problems = restoreProblems(parseBackupHeader(text), checkoutMigrations);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const state = localD1State(place);
  let movedAside: string | null = null;
  if (await stat(state).catch(() => null)) {
    movedAside = `${state}-before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    await rename(state, movedAside);
  }
  await wrangler(place, ['d1', 'migrations', 'apply', 'DB', '--local']);
  await wrangler(place, ['d1', 'execute', 'DB', '--local', '--yes', '--file', file]);
  return { movedAside };
}
