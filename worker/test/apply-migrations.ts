// Every worker test file starts from the migrated schema and the default demo catalogue.
import { applyD1Migrations, env } from 'cloudflare:test';
import { seedDatabase } from './seed.ts';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedDatabase(env.DB);
