/**
 * The local database: `node scripts/db.ts migrate`, `seed [--products N]` (replaces the catalogue
 * with the deterministic demo one), `ensure` (migrate, and seed only when the catalogue is empty).
 */
import { parseArgs } from 'node:util';
import { ensureLocalDb, migrateLocalDb, seedLocalDb } from './lib/local-db.ts';

const usage = 'usage: node scripts/db.ts migrate | seed [--products N] | ensure [--products N]';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { products: { type: 'string', default: '300' } } });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 100_000) throw new UsageError('--products takes a whole number from 1 to 100000');
  switch (positionals[0]) {
    case 'migrate':
      return migrateLocalDb();
    case 'seed':
      await migrateLocalDb();
      return seedLocalDb(products);
    case 'ensure':
      return ensureLocalDb(products);
    default:
      throw new UsageError(usage);
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // parseArgs throws ERR_PARSE_ARGS_* for unknown or malformed options.
  const isUsage =
    error instanceof UsageError || (error instanceof TypeError && String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'));
  process.exit(isUsage ? 2 : 1);
});
