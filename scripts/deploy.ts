/**
 * `npm run deploy` (docs/operations.md "Deploy"): the shop to Cloudflare in one command, in this order:
 *
 *   1. checks: CLOUDFLARE_API_TOKEN, a real D1 database_id in wrangler.toml, the worker secrets
 *      the shop cannot run without (`wrangler secret list`);
 *   2. `wrangler d1 migrations apply DB --remote` (migrations only add: the old worker keeps
 *      working on the new schema until step 5);
 *   3. the rows of the catalogue tables only (no orders, customers or carts leave Cloudflare),
 *      read as a backup reads them (scripts/lib/d1-backup.ts), loaded into the local D1 in place
 *      of its catalogue (the operational tables stay);
 *   4. the build (`scripts/build/index.ts`) from that copy through the local worker, so the pages
 *      are rendered by this commit's API and the live catalogue, checked against the static
 *      assets limits of WORKERS_PLAN (scripts/build/platform-limits.ts);
 *   5. the social images the build rendered into the SOCIAL_IMAGES R2 bucket, only those that
 *      changed (scripts/build/social-image-bucket.ts), before the pages that link them go live;
 *   6. `wrangler deploy` of the worker and the export together, with BUILD_VERSION (the commit)
 *      and BUILT_AT as variables, which GET /api/health reports.
 *
 *   node scripts/deploy.ts             deploy
 *   node scripts/deploy.ts --dry-run   print the plan, run the checks that need no account, and
 *                                      `wrangler deploy --dry-run` (builds the worker, uploads nothing)
 *
 * docs/decisions/025-deploy-and-operations.md says why it builds from an export.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeMeasure, limitProblems, measureExport, planOf } from './build/platform-limits.ts';
import { readRenderedList, syncSocialImageBucket } from './build/social-image-bucket.ts';
import { readDatabaseRows } from './lib/d1-backup.ts';
import { OPTIMIZE_SEARCH_INDEXES } from './lib/derived-tables.ts';
import { migrateLocalDb } from './lib/local-db.ts';
import { repoRoot, wranglerStateDir } from './lib/paths.ts';
import { cli, runNode, toolEnv } from './lib/run.ts';
import { TABLES } from './seed/sql.ts';

/** The secrets without which the shop does not run (logins, the staff's calls, the build's cache bypass). */
export const REQUIRED_SECRETS = ['AUTH_JWT_SECRET', 'ADMIN_API_TOKEN', 'CACHE_BYPASS_SECRET', 'STAFF_TOTP_KEY'] as const;
/** The database_id wrangler.toml carries for local work; a deploy needs the real one. */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-4000-8000-000000000000';

/** The SQL that replaces the local catalogue with an exported one: children deleted first, keys checked at the end. */
export function catalogueReplacement(exported: string): string {
  const deletes = [...TABLES].reverse().map(({ table }) => `DELETE FROM ${table};`);
  return ['PRAGMA defer_foreign_keys = true;', ...deletes, exported.trim(), ...OPTIMIZE_SEARCH_INDEXES].join('\n');
}

/** What stands in the way of a deploy, in Polish, one line each; empty when nothing does. */
export function deployProblems({
  env,
  wranglerToml,
  secrets,
}: {
  env: Readonly<Record<string, string | undefined>>;
  wranglerToml: string;
  /** The names `wrangler secret list` gave, or null when it was not asked. */
  secrets: readonly string[] | null;
}): string[] {
  const problems: string[] = [];
  if (!env.CLOUDFLARE_API_TOKEN) {
    problems.push('Brak CLOUDFLARE_API_TOKEN: utwórz token w panelu Cloudflare (Workers, D1: edycja) i ustaw zmienną środowiskową.');
  }
  if (wranglerToml.includes(PLACEHOLDER_DATABASE_ID)) {
    problems.push(
      'wrangler.toml ma zastępczy database_id bazy D1: utwórz bazę (`npx wrangler d1 create sklep`) i wpisz jej identyfikator w [[d1_databases]].',
    );
  }
  if (secrets) {
    for (const name of REQUIRED_SECRETS) {
      if (!secrets.includes(name)) problems.push(`Brak sekretu ${name} w workerze: \`npx wrangler secret put ${name}\` (co najmniej 32 znaki).`);
    }
  }
  return problems;
}

function wrangler(args: readonly string[]): Promise<void> {
  return runNode(cli.wrangler, args, { env: toolEnv({ CI: 'true' }) });
}

function remoteSecretNames(): string[] {
  const output = execFileSync(process.execPath, [cli.wrangler, 'secret', 'list', '--format', 'json'], {
    cwd: repoRoot,
    env: toolEnv({ CI: 'true' }),
    encoding: 'utf8',
  });
  return (JSON.parse(output) as { name: string }[]).map((secret) => secret.name);
}

function currentCommit(): string {
  return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
  const dryRun = values['dry-run'];
  const wranglerToml = await readFile(path.join(repoRoot, 'wrangler.toml'), 'utf8');
  const version = currentCommit();
  const builtAt = new Date().toISOString();

  console.log(`Wdrożenie sklepu, wersja ${version}${dryRun ? ' (próba: nic nie zostanie wysłane)' : ''}`);
  console.log('  1. kontrola konta, bazy i sekretów');
  console.log('  2. migracje D1 na bazie zdalnej');
  console.log('  3. kopia katalogu z bazy zdalnej do lokalnej');
  console.log('  4. budowa strony z tej kopii');
  console.log('  5. obrazy podglądu linków (/og/*) do zasobnika R2');
  console.log('  6. wrangler deploy (worker i strona razem)');

  const problems = deployProblems({ env: process.env, wranglerToml, secrets: dryRun ? null : remoteSecretNames() });
  if (dryRun) {
    for (const problem of problems) console.log(`  (przy wdrożeniu) ${problem}`);
    await wrangler(['deploy', '--dry-run', '--outdir', '.wrangler/dry-run']);
    return;
  }
  if (problems.length > 0) {
    console.error(`Wdrożenie przerwane przed jakąkolwiek zmianą:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }

  await wrangler(['d1', 'migrations', 'apply', 'DB', '--remote']);

  const dir = path.join(wranglerStateDir, 'deploy');
  await mkdir(dir, { recursive: true });
  // Read through d1-backup.ts, not `wrangler d1 export`: that refuses a database with FTS5 tables and changes texts holding a backslash-n.
  const catalogue = await readDatabaseRows({ from: 'remote', only: TABLES.map(({ table }) => table) });
  const replacement = path.join(dir, 'catalogue-replace.sql');
  await writeFile(replacement, catalogueReplacement(catalogue.inserts.join('\n')));
  await migrateLocalDb();
  await runNode(cli.wrangler, ['d1', 'execute', 'DB', '--local', '--file', replacement, '--yes'], {
    env: toolEnv({ CI: 'true' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  await runNode(path.join(repoRoot, 'scripts', 'build', 'index.ts'), [], { env: toolEnv({ NEXT_PUBLIC_RELEASE: version }) });
  const plan = planOf(process.env.WORKERS_PLAN);
  const measure = await measureExport();
  console.log(`Eksport: ${describeMeasure(measure, plan)}`);
  const limits = limitProblems(measure, plan);
  if (limits.length > 0) {
    console.error(`Eksport przekracza limity Cloudflare (nic nie wdrożono poza migracjami):\n${limits.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
  const images = await syncSocialImageBucket(await readRenderedList(), 'remote');
  console.log(`Obrazy podglądu linków w R2: ${images.put.length} wysłanych, ${images.remove.length} usuniętych, ${images.kept} bez zmian`);
  await wrangler(['deploy', '--var', `BUILD_VERSION:${version}`, '--var', `BUILT_AT:${builtAt}`, '--message', `Wdrożenie ${version}`]);
  console.log(`Wdrożono ${version}. Sprawdź: curl https://<twoja-domena>/api/health`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
