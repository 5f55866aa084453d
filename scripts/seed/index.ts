// CLI: node scripts/seed/index.ts [--products N] [--seed N] [--out FILE]
// Generates the demo catalogue and writes it as an SQL script (for `wrangler d1 execute --file`),
// and beside it, in FILE.sheets.json, the safety data sheets its products link (DemoSheet[]), for
// scripts/lib/local-db.ts to render into the local DOCUMENTS bucket. It does not run wrangler itself.

import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSeller } from '#lib/seller-schema.ts';
import { DEFAULT_PRODUCTS, generateCatalogue, MAX_PRODUCTS } from './catalogue.ts';
import { demoSheetsOf, sheetListFileOf } from './safety-data-sheets.ts';
import { catalogueToStatements, statementToSqlLine } from './sql.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_OUT = resolve(REPO_ROOT, '.wrangler', 'seed.sql');

const USAGE = `Usage: node scripts/seed/index.ts [--products N] [--seed N] [--out FILE]

  --products N   number of products, 1–${MAX_PRODUCTS} (default ${DEFAULT_PRODUCTS})
  --seed N       seed of the generator, a non-negative integer (default 1)
  --out FILE     where to write the SQL script (default .wrangler/seed.sql in the repository);
                 the list of safety data sheets goes to FILE.sheets.json
  --help         show this message

Dates are relative to today 00:00 UTC, so the output is identical for the same day and options.`;

class UsageError extends Error {}

interface Args {
  products: number;
  seed: number;
  out: string;
}

function parseArgs(argv: string[]): Args | 'help' {
  const args: Args = { products: DEFAULT_PRODUCTS, seed: 1, out: DEFAULT_OUT };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    const match = /^--(products|seed|out)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`unknown argument "${arg}"`);
    const name = match[1] as 'products' | 'seed' | 'out';
    if (seen.has(name)) throw new UsageError(`--${name} given twice`);
    seen.add(name);
    let value = match[2];
    if (value === undefined) {
      value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    }
    if (name === 'out') {
      if (value.trim() === '') throw new UsageError('--out needs a file name');
      args.out = resolve(value);
      continue;
    }
    if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
    const n = Number(value);
    if (name === 'products' && (n < 1 || n > MAX_PRODUCTS)) {
      throw new UsageError(`--products must be between 1 and ${MAX_PRODUCTS}, got ${n}`);
    }
    if (name === 'seed' && n > 0xffffffff) throw new UsageError(`--seed must be at most ${0xffffffff}`);
    args[name] = n;
  }
  return args;
}

function main(argv: string[]): number {
  // The seller the pages and terms are written with must hold its check digits (issue 33).
  checkSeller();
  let args: Args | 'help';
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`seed: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
  if (args === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const started = performance.now();
  const catalogue = generateCatalogue({ products: args.products, seed: args.seed });
  const statements = catalogueToStatements(catalogue);
  mkdirSync(dirname(args.out), { recursive: true });
  // Same text as statementsToSqlScript(statements), written in pieces to keep memory low.
  let bytes = 0;
  const fd = openSync(args.out, 'w');
  try {
    let chunk: string[] = [];
    let chunkLength = 0;
    const flush = () => {
      if (chunk.length === 0) return;
      bytes += writeSync(fd, chunk.join(''));
      chunk = [];
      chunkLength = 0;
    };
    for (const statement of statements) {
      const line = `${statementToSqlLine(statement)}\n`;
      chunk.push(line);
      chunkLength += line.length;
      if (chunkLength > 1_000_000) flush();
    }
    flush();
  } finally {
    closeSync(fd);
  }
  const sheets = demoSheetsOf(catalogue);
  writeFileSync(sheetListFileOf(args.out), JSON.stringify(sheets));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (bytes / 1_048_576).toFixed(1);
  const counts = Object.entries(catalogue)
    .map(([table, rows]) => `${table} ${(rows as unknown[]).length}`)
    .join(', ');
  const shown = relative(process.cwd(), args.out) || args.out;
  process.stdout.write(
    `seed: ${shown} (${megabytes} MB, ${statements.length} statements, ${seconds} s): ${counts}; ${sheets.length} safety data sheets\n`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
