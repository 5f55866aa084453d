/**
 * What a time-travel restore drops, given back (issue 37): `npm run db:replay -- <backup at the
 * restore point> <backup taken just before the restore>` writes the SQL that brings the shop's own
 * records (orders, payments, invoices, customers, mail, everything that is not the catalogue) from
 * the first state to the second, while the catalogue stays as the restore left it. Both backups
 * are opened in memory on this checkout's migrations (node:sqlite); rows are compared by primary
 * key: added rows are inserted, changed ones updated, removed ones deleted. A row that points into
 * the catalogue at something the restore took away (a cart line of a product added after the
 * restore point) is left out and counted. Run the file with
 * `npx wrangler d1 execute DB --remote --file …` (docs/operations.md, "Backups and the restore drill").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { OPERATIONAL_TABLES, TABLES } from '../seed/sql.ts';
import { ident, literalColumns, rowLiterals, type TableColumns } from './d1-backup.ts';
import { repoRoot } from './paths.ts';

const migrationsDir = path.join(repoRoot, 'worker', 'migrations');
const CATALOGUE_TABLES = new Set(TABLES.map(({ table }) => table));

/** An in-memory SQLite on this checkout's migrations, foreign keys enforced. */
export function openMigrated(): DatabaseSync {
  const db = new DatabaseSync(':memory:', { enableForeignKeyConstraints: true });
  const migrations = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(path.join(migrationsDir, file), 'utf8'));
  db.exec(migrations.join('\n'));
  return db;
}

/** Runs a script as D1 runs a file: in one transaction, so that deferred foreign keys are checked at its end. */
export function execInTransaction(db: DatabaseSync, script: string): void {
  db.exec('BEGIN');
  try {
    db.exec(script);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** A backup file opened in memory on this checkout's migrations. */
export function openBackup(backupText: string): DatabaseSync {
  const db = openMigrated();
  execInTransaction(db, backupText);
  return db;
}

interface TableShape extends TableColumns {
  /** The primary key's columns, or every stored column for a table without one. */
  key: string[];
  /** Foreign keys into catalogue tables: a row whose parent is not there after the restore is left out. */
  catalogueParents: { column: string; table: string; parentColumn: string }[];
}

function tableShape(db: DatabaseSync, table: string): TableShape {
  const columns = db.prepare('SELECT name, pk, hidden FROM pragma_table_xinfo(?) ORDER BY cid').all(table) as {
    name: string;
    pk: number;
    hidden: number;
  }[];
  const stored = columns.filter((column) => column.hidden === 0);
  const primary = stored.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
  const parents = db.prepare('SELECT "from" AS column, "table" AS parent, "to" AS parentColumn FROM pragma_foreign_key_list(?)').all(table) as {
    column: string;
    parent: string;
    parentColumn: string | null;
  }[];
  return {
    table,
    columns: stored.map((column) => column.name),
    key: (primary.length > 0 ? primary : stored).map((column) => column.name),
    catalogueParents: parents
      .filter(({ parent }) => CATALOGUE_TABLES.has(parent))
      .map(({ column, parent, parentColumn }) => ({ column, table: parent, parentColumn: parentColumn ?? 'rowid' })),
  };
}

/** Every row of a table as its literals, keyed by the literals of its key. */
function literalRows(db: DatabaseSync, shape: TableShape): Map<string, string[]> {
  const rows = db.prepare(`SELECT ${literalColumns(shape.columns)} FROM ${ident(shape.table)}`).all() as Record<string, unknown>[];
  const keyAt = shape.key.map((column) => shape.columns.indexOf(column));
  return new Map(
    rows.map((row) => {
      const literals = rowLiterals(shape.columns, row);
      return [JSON.stringify(keyAt.map((i) => literals[i])), literals];
    }),
  );
}

export interface ReplayCount {
  table: string;
  added: number;
  changed: number;
  removed: number;
  /** Rows left out: their catalogue parent is not in the restored database. */
  orphaned: number;
}

export interface Replay {
  statements: string[];
  counts: ReplayCount[];
}

/** The statements that turn `restored`'s own records into `current`'s, with counts per table. */
export function replayStatements(restored: DatabaseSync, current: DatabaseSync): Replay {
  const tables = OPERATIONAL_TABLES.filter((table) => !CATALOGUE_TABLES.has(table)).map((table) => tableShape(current, table));
  const deletes: string[] = [];
  const inserts: string[] = [];
  const updates: string[] = [];
  const counts: ReplayCount[] = [];
  for (const shape of tables) {
    const before = literalRows(restored, shape);
    const after = literalRows(current, shape);
    const count: ReplayCount = { table: shape.table, added: 0, changed: 0, removed: 0, orphaned: 0 };
    const where = (literals: readonly string[]) =>
      shape.key.map((column) => `${ident(column)} IS ${literals[shape.columns.indexOf(column)]}`).join(' AND ');
    const parentMissing = (literals: readonly string[]) =>
      shape.catalogueParents.some(({ column, table, parentColumn }) => {
        const value = literals[shape.columns.indexOf(column)];
        return value !== 'NULL' && !restored.prepare(`SELECT 1 FROM ${ident(table)} WHERE ${ident(parentColumn)} = ${value}`).get();
      });
    for (const [key, literals] of after) {
      const old = before.get(key);
      if (!old) {
        if (parentMissing(literals)) {
          count.orphaned++;
          continue;
        }
        inserts.push(`INSERT INTO ${ident(shape.table)} (${shape.columns.map(ident).join(', ')}) VALUES (${literals.join(', ')});`);
        count.added++;
      } else if (old.some((value, i) => value !== literals[i])) {
        const sets = shape.columns.flatMap((column, i) => (old[i] === literals[i] ? [] : [`${ident(column)} = ${literals[i]}`]));
        updates.push(`UPDATE ${ident(shape.table)} SET ${sets.join(', ')} WHERE ${where(old)};`);
        count.changed++;
      }
    }
    for (const [key, literals] of before) {
      if (after.has(key)) continue;
      deletes.unshift(`DELETE FROM ${ident(shape.table)} WHERE ${where(literals)};`);
      count.removed++;
    }
    if (count.added + count.changed + count.removed + count.orphaned > 0) counts.push(count);
  }
  return { statements: ['PRAGMA defer_foreign_keys = true;', ...deletes, ...inserts, ...updates], counts };
}
