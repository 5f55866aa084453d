import { readdirSync, readFileSync } from 'node:fs';
// Node 24 (the repository's engine) ships node:sqlite: without it this file fails to load, loudly.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openMigrated } from '../lib/d1-replay.ts';
import { generateCatalogue } from './catalogue.ts';
import {
  catalogueToStatements,
  DERIVED_TABLES,
  MAX_BOUND_PARAMETERS,
  MAX_STATEMENT_BYTES,
  OPERATIONAL_TABLES,
  sqlLiteral,
  statementsToSqlScript,
  TABLES,
} from './sql.ts';

const NOW = new Date('2026-11-22T00:00:00.000Z');
const catalogue = generateCatalogue({ now: NOW });
const statements = catalogueToStatements(catalogue);
const migrationsDir = new URL('../../worker/migrations/', import.meta.url);
/** Every migration in the order wrangler applies them, as one script. */
const migration = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(new URL(file, migrationsDir), 'utf8'))
  .join('\n');
/** A table rebuilt under a passing name (`carts_rebuilt`) has its final name after the rename. */
const finalNames = new Map([...migration.matchAll(/ALTER TABLE (\w+) RENAME TO (\w+)/g)].map((m) => [m[1] as string, m[2] as string]));
const finalName = (table: string) => finalNames.get(table) ?? table;

describe('sqlLiteral', () => {
  it('writes NULL, numbers and quoted strings', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(51.118)).toBe('51.118');
    expect(sqlLiteral("Kosz 'Eco'")).toBe("'Kosz ''Eco'''");
    expect(sqlLiteral('a\nb')).toBe("'a'||char(10)||'b'");
    expect(sqlLiteral('')).toBe("''");
    expect(() => sqlLiteral(Number.NaN)).toThrow(RangeError);
  });

  /** How deep SQLite's expression tree for a literal is: a chain of n terms joined by || is n − 1 deep. */
  function expressionDepth(literal: string): number {
    const tokens = literal.replace(/'(?:[^']|'')*'/g, 'S').match(/\(|\)|\|\||S|char\(1[03]\)/g) ?? [];
    let at = 0;
    const chain = (): number => {
      let terms = 0;
      let deepest = 0;
      do {
        if (tokens[at++] === '(') {
          deepest = Math.max(deepest, chain());
          at++; // its ')'
        }
        terms++;
      } while (tokens[at] === '||' && ++at);
      return terms - 1 + deepest;
    };
    return chain();
  }

  it('keeps a text of any number of lines within D1’s expression depth of 100, and reads back as it was written', () => {
    const db = new DatabaseSync(':memory:');
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('\n', '\r\n', "'")), { maxLength: 600, size: 'max' }), (pieces) => {
        const text = pieces.join('');
        const literal = sqlLiteral(text);
        expect(expressionDepth(literal)).toBeLessThan(100);
        expect((db.prepare(`SELECT ${literal} AS value`).get() as { value: string }).value).toBe(text);
      }),
      { numRuns: 300 },
    );
    db.close();
  });
});

describe('catalogueToStatements', () => {
  it('deletes every table, children before parents, before inserting parents before children', () => {
    const deletes = statements.filter((s) => s.sql.startsWith('DELETE FROM '));
    expect(deletes).toHaveLength(TABLES.length);
    expect(statements.slice(0, TABLES.length)).toEqual(deletes);
    const deleteOrder = deletes.map((s) => s.sql.slice('DELETE FROM '.length));
    const insertOrder = [...new Set(statements.filter((s) => s.sql.startsWith('INSERT')).map((s) => /^INSERT INTO (\w+)/.exec(s.sql)?.[1]))];
    expect(insertOrder).toEqual(
      TABLES.map((t) => t.table).filter((t) => (catalogue[TABLES.find((x) => x.table === t)?.key as keyof typeof catalogue] ?? []).length > 0),
    );
    // Every REFERENCES of the schema: the parent is inserted first and deleted last.
    for (const m of migration.matchAll(/CREATE TABLE (\w+) \(([\s\S]*?)\n\);/g)) {
      const child = finalName(m[1] as string);
      for (const ref of (m[2] as string).matchAll(/REFERENCES (\w+)[^,\n]*/g)) {
        const parent = finalName(ref[1] as string);
        if (parent === child) continue;
        if (OPERATIONAL_TABLES.includes(child)) {
          // The seed keeps operational rows (a cart line): one that points into the catalogue goes with the row it points at.
          if (!OPERATIONAL_TABLES.includes(parent)) expect(ref[0], `${child} → ${parent}`).toMatch(/ON DELETE CASCADE/);
          continue;
        }
        expect(deleteOrder.indexOf(child), `${child} → ${parent}`).toBeLessThan(deleteOrder.indexOf(parent));
        expect(TABLES.findIndex((t) => t.table === parent)).toBeLessThan(TABLES.findIndex((t) => t.table === child));
      }
    }
  });

  it('covers every table of the migrations but those the database derives itself and the operational ones', () => {
    // The tables the migrations leave, read from a migrated database (a rebuild's copy is gone),
    // without the full-text indexes and the tables SQLite keeps for them (the database derives those).
    const rows = openMigrated().prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
      sql: string;
    }[];
    const indexes = rows.filter((row) => row.sql.startsWith('CREATE VIRTUAL')).map((row) => row.name);
    const tables = rows.map((row) => row.name).filter((name) => !indexes.some((index) => name === index || name.startsWith(`${index}_`)));
    expect(tables).toEqual(expect.arrayContaining([...DERIVED_TABLES, ...OPERATIONAL_TABLES]));
    const notSeeded = [...DERIVED_TABLES, ...OPERATIONAL_TABLES];
    expect(TABLES.map((t) => t.table).sort()).toEqual(tables.filter((table) => !notSeeded.includes(table)).sort());
  });

  it('binds at most 100 parameters per statement, numbered ?1…?n', () => {
    for (const s of statements) {
      expect(s.params.length).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
      const placeholders = [...s.sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1]));
      expect(placeholders).toEqual(s.params.map((_, i) => i + 1));
    }
    // Multi-row inserts keep the statement count low.
    const rows = Object.values(catalogue).reduce((n, list) => n + (list as unknown[]).length, 0);
    expect(statements.length).toBeLessThan(rows / 3);
  });

  it('inserts every row exactly once', () => {
    for (const spec of TABLES) {
      const inserted = statements
        .filter((s) => s.sql.startsWith(`INSERT INTO ${spec.table} (`))
        .reduce((n, s) => n + s.params.length / spec.columns.length, 0);
      expect(inserted, spec.table).toBe((catalogue[spec.key] as unknown[]).length);
    }
  });
});

describe('statementsToSqlScript', () => {
  const script = statementsToSqlScript(statements);

  it('writes one statement per line, each ending in a semicolon and below the D1 size limit', () => {
    const lines = script.trimEnd().split('\n');
    expect(lines).toHaveLength(statements.length);
    for (const line of lines) {
      expect(line.endsWith(';')).toBe(true);
      expect(new TextEncoder().encode(line).length).toBeLessThan(MAX_STATEMENT_BYTES + 10_000);
    }
    expect(script).not.toMatch(/\?\d/);
  });

  it('applies to the schema in SQLite with foreign keys on, twice (re-seeding is clean)', () => {
    const db = openMigrated();
    for (let round = 0; round < 2; round++) {
      db.exec(script);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      for (const spec of TABLES) {
        const [row] = db.prepare(`SELECT COUNT(*) AS n FROM ${spec.table}`).all() as { n: number }[];
        expect(row?.n, spec.table).toBe((catalogue[spec.key] as unknown[]).length);
      }
      // The triggers rebuilt the stored lineage from the categories just loaded.
      const lineage = 'SELECT category_id, ancestor_id FROM category_lineage';
      const source = 'SELECT category_id, ancestor_id FROM category_lineage_source';
      expect(db.prepare(`${lineage} EXCEPT ${source}`).all()).toEqual([]);
      expect(db.prepare(`${source} EXCEPT ${lineage}`).all()).toEqual([]);
      expect(db.prepare(lineage).all().length).toBeGreaterThan(catalogue.categories.length);
    }
    const [product] = db.prepare('SELECT description FROM products WHERE id = 1').all() as { description: string }[];
    expect(product?.description).toBe(catalogue.products[0]?.description);
  });

  it('binds the same statements through prepared parameters', () => {
    const db = openMigrated();
    for (const s of statements) db.prepare(s.sql).run(...s.params);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    const first = catalogue.media[0];
    expect(first).toBeDefined();
    const [media] = db.prepare('SELECT body FROM media WHERE path = ?').all(first?.path ?? '') as { body: string }[];
    expect(media?.body).toBe(first?.body);
  });
});
