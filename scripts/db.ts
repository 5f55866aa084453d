/**
 * The local database: `node scripts/db.ts migrate`, `seed [--products N]` (replaces the catalogue
 * with the deterministic demo one), `ensure` (migrate, and seed only when the catalogue is empty),
 * `backup [--remote] [--out DIR]` (a dated SQL file of every table, scripts/lib/d1-backup.ts) and
 * `restore FILE` (that file into a fresh local D1; the one it replaces is moved aside) and
 * `replay AT LATER [--out FILE]` (the SQL that gives back the shop's own records a time-travel
 * restore to AT's moment dropped, scripts/lib/d1-replay.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupD1, restoreLocalD1 } from './lib/d1-backup.ts';
import { openBackup, replayStatements } from './lib/d1-replay.ts';
import { ensureLocalDb, migrateLocalDb, seedLocalDb } from './lib/local-db.ts';
import { repoRoot } from './lib/paths.ts';

const usage =
  'usage: node scripts/db.ts migrate | seed [--products N] | ensure [--products N] | backup [--remote] [--out DIR] | restore FILE | replay AT LATER [--out FILE]';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      products: { type: 'string', default: '300' },
      remote: { type: 'boolean', default: false },
      out: { type: 'string' },
    },
  });
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
    case 'backup': {
      const file = await backupD1({ from: values.remote ? 'remote' : 'local', outDir: path.resolve(values.out ?? path.join(repoRoot, 'backups')) });
      console.log(`Kopia zapasowa: ${path.relative(process.cwd(), file)}`);
      return;
    }
    case 'restore': {
      const file = positionals[1];
      if (!file || positionals.length > 2) throw new UsageError(usage);
      const { movedAside } = await restoreLocalD1({ file: path.resolve(file) });
      console.log(`Przywrócono ${file} do lokalnej bazy D1.`);
      if (movedAside) console.log(`Poprzednia lokalna baza: ${path.relative(process.cwd(), movedAside)} (usuń ją, gdy nie będzie potrzebna).`);
      return;
    }
    case 'replay': {
      const [, atPoint, later] = positionals;
      if (!atPoint || !later || positionals.length > 3) throw new UsageError(usage);
      const { statements, counts } = replayStatements(openBackup(await readFile(atPoint, 'utf8')), openBackup(await readFile(later, 'utf8')));
      const out = path.resolve(values.out ?? path.join(repoRoot, 'backups', `replay-${new Date().toISOString().replaceAll(':', '-')}.sql`));
      await writeFile(out, `-- sklep replay: ${path.basename(atPoint)} -> ${path.basename(later)}\n${statements.join('\n')}\n`);
      if (counts.length === 0) console.log('Brak różnic w danych sklepu poza katalogiem: nic do odtworzenia.');
      for (const { table, added, changed, removed, orphaned } of counts) {
        console.log(
          `${table}: ${added} dodanych, ${changed} zmienionych, ${removed} usuniętych${orphaned ? `, ${orphaned} pominiętych (brak produktu po przywróceniu)` : ''}`,
        );
      }
      console.log(`Zapisano ${path.relative(process.cwd(), out)}: uruchom go na przywróconej bazie (npx wrangler d1 execute DB --remote --file …).`);
      return;
    }
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
