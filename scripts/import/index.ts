/**
 * `npm run import -- products.csv` and `npm run import -- posts/*.md` (docs/content.md "Content
 * administration and imports"): reads the files, checks every row or post with the admin API's
 * own schemas, then brings each to the shop through the admin API: the local worker (started here
 * on a free port of 127.0.0.1 and stopped after, with the local D1 of `npm start`) or a remote
 * shop (`--api https://… ` with ADMIN_API_TOKEN in the environment). `--dry-run` says what would
 * be created, updated or left unchanged and writes nothing. Every rejected row is printed with
 * its line and reason; the exit code is 1 when any was rejected, 2 for a usage error.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseCsv } from './csv.ts';
import { readPostFile } from './post-files.ts';
import { type ProductRow, type RowProblem, readHeader, readProductRows } from './product-rows.ts';
import { type ImportTarget, type ItemResult, importItems, type PostItem, postFamily, productFamily } from './run-import.ts';

const usage = `usage: npm run import -- [--dry-run] [--api https://shop] [--concurrency N] products.csv | posts/*.md
  Without --api a local worker is started on the local D1 (run \`node scripts/db.ts ensure && npm run build\` first).
  With --api, ADMIN_API_TOKEN must hold that shop's staff token.`;

class UsageError extends Error {}

interface Loaded {
  file: string;
  problems: RowProblem[];
  products: ProductRow[];
  posts: PostItem[];
}

async function load(files: readonly string[]): Promise<Loaded[]> {
  const csv = files.filter((file) => /\.csv$/i.test(file));
  const markdown = files.filter((file) => /\.md$/i.test(file));
  const other = files.filter((file) => !csv.includes(file) && !markdown.includes(file));
  if (other.length > 0) throw new UsageError(`not a .csv or .md file: ${other.join(', ')}`);
  if (csv.length > 0 && markdown.length > 0) throw new UsageError('import products (.csv) and posts (.md) in separate runs');
  const loaded: Loaded[] = [];
  for (const file of csv) {
    const [header, ...records] = parseCsv(await readFile(file, 'utf8'));
    const read = readHeader(header);
    if ('error' in read) throw new UsageError(`${file}: ${read.error}`);
    const { rows, problems } = readProductRows(read.columns, records);
    loaded.push({ file, problems, products: rows, posts: [] });
  }
  if (markdown.length > 0) {
    const posts: PostItem[] = [];
    const problems: RowProblem[] = [];
    for (const file of markdown) {
      const read = readPostFile(file, await readFile(file, 'utf8'));
      if ('problem' in read) problems.push({ ...read.problem, file });
      else posts.push({ line: 1, file, post: read.post });
    }
    loaded.push({ file: markdown.length === 1 ? (markdown[0] ?? '') : `${markdown.length} posts`, problems, products: [], posts });
  }
  return loaded;
}

function progressReporter(label: string): (done: number, total: number) => void {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return (done, total) => {
    if (tty) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastTenth || done === total) {
      lastTenth = tenth;
      console.error(`${label}: ${done}/${total}`);
    }
  };
}

function describeProblem(file: string, problem: RowProblem): string {
  const fields = Object.entries(problem.fields ?? {}).map(([field, reason]) => `\n    ${field}: ${reason}`);
  return `${file}:${problem.line} ${problem.slug ? `(${problem.slug}) ` : ''}${problem.message}${fields.join('')}`;
}

async function startTarget(api: string | undefined): Promise<{ target: ImportTarget; stop: () => Promise<void> }> {
  if (api) {
    const url = new URL(api);
    const isLocal = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    const { LOCAL_ADMIN_API_TOKEN } = await import('../lib/local-worker.ts');
    const token = process.env.ADMIN_API_TOKEN ?? (isLocal ? LOCAL_ADMIN_API_TOKEN : undefined);
    if (!token)
      throw new UsageError('set ADMIN_API_TOKEN to the secret of the shop’s import integration (wrangler secret ADMIN_API_TOKEN, `import:<secret>`)');
    return { target: { origin: url.origin, token }, stop: async () => undefined };
  }
  const { freePort, LOCAL_ADMIN_API_TOKEN, startLocalWorker } = await import('../lib/local-worker.ts');
  console.error('Starting a local worker on the local D1 …');
  const worker = await startLocalWorker({ port: await freePort(), quiet: true });
  return { target: { origin: worker.url, token: LOCAL_ADMIN_API_TOKEN }, stop: () => worker.stop() };
}

async function main(): Promise<number> {
  const { positionals: files, values } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      api: { type: 'string' },
      concurrency: { type: 'string', default: '6' },
    },
  });
  if (files.length === 0) throw new UsageError(usage);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) throw new UsageError('--concurrency takes a whole number from 1 to 32');
  const dryRun = values['dry-run'];
  const loaded = await load(files);
  const { target, stop } = await startTarget(values.api);
  let rejected = 0;
  try {
    for (const { file, problems, products, posts } of loaded) {
      const progress = progressReporter(file);
      const results: ItemResult[] =
        products.length > 0
          ? await importItems(productFamily, products, target, { dryRun, concurrency, onProgress: progress })
          : await importItems(postFamily, posts, target, { dryRun, concurrency, onProgress: progress });
      const postFiles = new Map(posts.map((item) => [item.post.slug, item.file]));
      const refused = [
        ...problems,
        ...results.flatMap((result) => (result.problem ? [{ ...result.problem, file: postFiles.get(result.slug) ?? file }] : [])),
      ].sort((a, b) => (a.file ?? file).localeCompare(b.file ?? file) || a.line - b.line);
      for (const result of results.filter((item) => item.outcome === 'would update' || item.outcome === 'updated'))
        console.log(`${postFiles.get(result.slug) ?? file}:${result.line} ${result.slug}: ${result.outcome} (${result.changed?.join(', ')})`);
      for (const problem of refused) console.log(`REJECTED ${describeProblem(problem.file ?? file, problem)}`);
      const count = (outcome: ItemResult['outcome']) => results.filter((result) => result.outcome === outcome).length;
      const summary = dryRun
        ? `would create ${count('would create')}, would update ${count('would update')}, unchanged ${count('unchanged')}`
        : `created ${count('created')}, updated ${count('updated')}, unchanged ${count('unchanged')}`;
      console.log(`${file}: ${summary}, rejected ${refused.length}${dryRun ? ' (dry run: nothing written)' : ''}`);
      rejected += refused.length;
    }
  } finally {
    await stop();
  }
  return rejected > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
    const isUsage =
      error instanceof UsageError || (error instanceof TypeError && String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'));
    process.exit(isUsage ? 2 : 1);
  },
);
