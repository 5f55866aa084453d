/**
 * Loads the deterministic demo catalogue (the same generator `npm start` uses) into a D1.
 *
 * The catalogue and its statements are made once per workerd, not once per test file (this module
 * is evaluated anew for every file: apply-migrations.ts): they are the same for every file, and
 * generating them was about a fifth of a file's setup. Frozen, so no test can change what the
 * next file's setup seeds.
 */
import { type Catalogue, generateCatalogue } from '#scripts/seed/catalogue.ts';
import { catalogueToStatements, type SqlStatement } from '#scripts/seed/sql.ts';

interface Seed {
  catalogue: Catalogue;
  statements: readonly SqlStatement[];
}

const SEED = Symbol.for('sklep.worker-tests.seed');
type SeedGlobal = typeof globalThis & { [SEED]?: Seed };

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const property of Object.values(value)) deepFreeze(property);
  }
  return value;
}

function seedOfThisWorkerd(): Seed {
  const global = globalThis as SeedGlobal;
  if (!global[SEED]) {
    const catalogue = generateCatalogue({ products: 300 });
    global[SEED] = deepFreeze({ catalogue, statements: catalogueToStatements(catalogue) });
  }
  return global[SEED];
}

export const testCatalogue: Catalogue = seedOfThisWorkerd().catalogue;

export async function seedDatabase(db: D1Database): Promise<void> {
  await db.batch(seedOfThisWorkerd().statements.map(({ sql, params }) => db.prepare(sql).bind(...params)));
}
