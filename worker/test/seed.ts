/** Loads the deterministic demo catalogue (the same generator `npm start` uses) into a D1. */
import { type Catalogue, generateCatalogue } from '#scripts/seed/catalogue.ts';
import { catalogueToStatements } from '#scripts/seed/sql.ts';

export const testCatalogue: Catalogue = generateCatalogue({ products: 300 });

export async function seedDatabase(db: D1Database): Promise<void> {
  const statements = catalogueToStatements(testCatalogue).map(({ sql, params }) => db.prepare(sql).bind(...params));
  await db.batch(statements);
}
