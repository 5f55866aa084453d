/**
 * The worker tests' per-file setup (worker/test/apply-migrations.ts) applies the migrations in one
 * batch (`applyMigrations`): the database it leaves must be the one the pool's own
 * `applyD1Migrations` (a batch per migration) leaves, schema, migration record and rows alike.
 */
import { applyD1Migrations, env } from 'cloudflare:test';
import { afterAll, expect, it } from 'vitest';
import { applyMigrations, resetDatabase } from '../test/isolation.ts';
import { seedDatabase } from '../test/seed.ts';

/** Everything a migrated database holds: each object's SQL, the migrations' names in order, every table's rows. */
async function snapshot(db: D1Database) {
  const { results: objects } = await db
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY type, name")
    .all<{ type: string; name: string; tbl_name: string; sql: string | null }>();
  const tables = objects.filter((object) => object.type === 'table').map((object) => object.name);
  const rows = await db.batch(
    tables.map((table) =>
      db.prepare(table === 'd1_migrations' ? 'SELECT id, name FROM "d1_migrations" ORDER BY id' : `SELECT * FROM "${table.replaceAll('"', '""')}"`),
    ),
  );
  return { objects, rows: Object.fromEntries(tables.map((table, index) => [table, rows[index]?.results])) };
}

afterAll(async () => {
  // As the setup left it, for whatever runs after in this workerd's file.
  await resetDatabase(env.DB);
  await applyMigrations(env.DB, env.TEST_MIGRATIONS);
  await seedDatabase(env.DB);
});

it('the migrations in one batch leave the database that one batch per migration leaves', async () => {
  await resetDatabase(env.DB);
  await applyMigrations(env.DB, env.TEST_MIGRATIONS);
  const inOneBatch = await snapshot(env.DB);

  await resetDatabase(env.DB);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const perMigration = await snapshot(env.DB);

  expect(inOneBatch.objects.length).toBeGreaterThan(30);
  expect(inOneBatch.rows.d1_migrations).toHaveLength(env.TEST_MIGRATIONS.length);
  expect(inOneBatch).toEqual(perMigration);
});
