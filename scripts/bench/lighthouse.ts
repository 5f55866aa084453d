/**
 * Page speed benchmark (issue 17): Lighthouse (mobile preset: a mid-range phone on slow 4G,
 * simulated throttling) on Debian's Chromium, for our home, category, product, article and cart
 * pages and, in the same run, a bare Next 16 product page this script builds itself (plain HTML,
 * no fonts, no state libraries, the same product picture). Both exports are served by the same
 * small static server (node:http, gzip like a CDN); ours also proxies `/api/*` to the local
 * worker, so the calls our pages make after loading answer as they do in production.
 *
 * Runs in rounds (every page once, the bare page among them, `--runs` times), so that a host's
 * load drifting over the run weighs on all alike. Prints, per page, the median of the runs:
 * performance score, LCP, total blocking time, CLS, bytes transferred, JavaScript transferred (the
 * scripts the HTML names, and every script loaded while Lighthouse watched, lazy chunks included),
 * and the LCP element; then issue 17's targets against the bare page, and issue 36's (TBT ≤ 1.5 ×,
 * performance within 3 points) read round by round. Needs a built site (npm run build). Not part
 * of `npm test`.
 *
 *   npm run bench:lighthouse [-- --runs 3 --port 8846 --reports tmp/lighthouse --pages product,home]
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import type { BlogPost, ProductSummary } from '#lib/api-types.ts';
import { robotsPatternMatches } from '#lib/robots.ts';
import { WORKER_SERVED_FILE_PATTERNS } from '#lib/route-match.ts';
import { listPageScripts } from '../build/scripts-after-paint.ts';
import { startLocalWorker } from '../lib/local-worker.ts';
import { contentDir, mediaDir, outDir, repoRoot } from '../lib/paths.ts';
import { cli, runNode, toolEnv } from '../lib/run.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    /** Ours on this port, the bare page on the next, the local worker on the one after. */
    port: { type: 'string', default: '8846' },
    /** Keep each page's last Lighthouse report (JSON) in this folder. */
    reports: { type: 'string' },
    /** Only these of our pages (comma-separated labels, e.g. `product,home`); the bare page always runs. */
    pages: { type: 'string' },
  },
});
const runs = Number(values.runs);
const basePort = Number(values.port);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/x-component',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.txt', '.js', '.css', '.json', '.svg', '.xml']);

/** The file a static host answers for a path: the exact file, `{path}.html` or `{path}/index.html`. */
async function readExported(root: string, pathname: string): Promise<{ file: string; body: Buffer } | null> {
  const relative = decodeURIComponent(pathname).replace(/\/+$/, '') || '/index';
  for (const candidate of [relative, `${relative}.html`, `${relative}/index.html`]) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return null;
    const body = await readFile(file).catch(() => null);
    if (body) return { file, body };
  }
  return null;
}

/**
 * What production routes to the worker and not the assets layer, beside the API: the pictures,
 * their raster copies and a page's root-layout segment that its folder shares (decision 026).
 * `run_worker_first` globs, matched as robots patterns are (a `*` spans slashes).
 */
const goesToWorker = (pathname: string) =>
  pathname.startsWith('/api/') || WORKER_SERVED_FILE_PATTERNS.some((pattern) => robotsPatternMatches(`${pattern}$`, pathname));

/**
 * A static server over `root` with gzip for text, as a CDN serves an export; the worker's paths
 * (`goesToWorker`) go to `apiOrigin` when given.
 */
function serveExport(root: string, port: number, apiOrigin?: string): Promise<Server> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://bench');
      if (goesToWorker(url.pathname) && apiOrigin && !(await readExported(root, url.pathname))) {
        const upstream = await fetch(`${apiOrigin}${url.pathname}${url.search}`, {
          method: request.method,
          headers: Object.fromEntries(Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '') && body.length > 0;
        response.writeHead(upstream.status, {
          'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
          ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
        });
        response.end(gzip ? gzipSync(body) : body);
        return;
      }
      const found = (await readExported(root, url.pathname)) ?? (await readExported(root, '/404'));
      if (!found) {
        response.writeHead(404).end();
        return;
      }
      const extension = path.extname(found.file);
      const status = found.file.endsWith(`${path.sep}404.html`) && url.pathname !== '/404' ? 404 : 200;
      const headers: Record<string, string> = { 'Content-Type': TYPES[extension] ?? 'application/octet-stream' };
      if (url.pathname.startsWith('/_next/static/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
      let body = found.body;
      if (COMPRESSIBLE.has(extension) && /gzip/.test(request.headers['accept-encoding'] ?? '')) {
        body = gzipped.get(found.file) ?? gzipSync(found.body, { level: 6 });
        gzipped.set(found.file, body);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
    })().catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A product page as bare as Next makes one: no CSS framework, no fonts, no client components. */
async function buildBareNextPage(product: ProductSummary): Promise<{ dir: string; out: string }> {
  // Inside the repository (its /tmp is ignored), so Next and React resolve from its node_modules.
  await mkdir(path.join(repoRoot, 'tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(repoRoot, 'tmp', 'bare-next-'));
  // The build's own copy of the pulled media (the export has none: the worker serves /media/*).
  const picture = await readFile(path.join(path.dirname(mediaDir), product.coverImage.src));
  const files: Record<string, string | Buffer> = {
    'next.config.mjs': `export default { output: 'export', images: { unoptimized: true }, turbopack: { root: ${JSON.stringify(repoRoot)} } };\n`,
    'app/layout.jsx': `export const metadata = { title: ${JSON.stringify(product.name)} };
export default function RootLayout({ children }) {
  return <html lang="pl"><body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>{children}</body></html>;
}\n`,
    'app/page.jsx': `export default function ProductPage() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <p><a href="/">Strona główna</a> / <a href="/kategoria">Kategoria</a></p>
      <img src="/cover.svg" alt=${JSON.stringify(product.coverImage.alt)} width="600" height="600" style={{ maxWidth: '100%', height: 'auto' }} fetchPriority="high" />
      <h1>${product.name.replace(/[<>{}]/g, '')}</h1>
      <p>Numer: ${product.number} · EAN: ${product.eanCode} · Producent: ${product.producer.replace(/[<>{}]/g, '')}</p>
      <p><strong>${(product.price.grossPrice / 100).toFixed(2).replace('.', ',')} zł</strong> brutto</p>
      <button type="button">Dodaj do koszyka</button>
    </main>
  );
}\n`,
    'public/cover.svg': picture,
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  console.log('Building the bare Next page (next build, output: export)');
  await runNode(cli.next, ['build'], { cwd: dir, env: toolEnv(), stdio: ['ignore', 'ignore', 'inherit'] });
  return { dir, out: path.join(dir, 'out') };
}

interface Measure {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /** Scripts the HTML names (Next's "first load JS"), as transferred (gzip). */
  firstLoadScriptKiB: number;
  /** Every script transferred while Lighthouse watched, lazy chunks included. */
  scriptKiB: number;
  lcpElement: string;
}

/** The scripts a current browser runs from the page's HTML (`noModule` ones it skips), those started after the first paint among them. */
async function scriptsOfPage(url: string): Promise<Set<string>> {
  const html = await (await fetch(url)).text();
  return new Set(listPageScripts(html).map((src) => new URL(src, url).href));
}

function measureOf(result: Result, firstLoadScripts: Set<string>): Measure {
  const audit = (id: string) => result.audits[id];
  const requests =
    (audit('network-requests')?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const kib = (items: typeof scripts) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  // Lighthouse 13 names the LCP element in its LCP breakdown insight.
  const insight = (audit('lcp-breakdown-insight')?.details as { items?: { type: string; selector?: string; nodeLabel?: string }[] } | undefined)
    ?.items;
  const node = insight?.find((item) => item.type === 'node');
  return {
    performance: Math.round((result.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    transferKiB: (audit('total-byte-weight')?.numericValue ?? Number.NaN) / 1024,
    firstLoadScriptKiB: kib(scripts.filter((item) => firstLoadScripts.has(item.url))),
    scriptKiB: kib(scripts),
    lcpElement: (node?.selector ?? node?.nodeLabel ?? '?').slice(-50),
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function medianOf(measures: Measure[]): Measure {
  const of = (key: keyof Omit<Measure, 'lcpElement'>) => median(measures.map((measure) => measure[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferKiB: of('transferKiB'),
    firstLoadScriptKiB: of('firstLoadScriptKiB'),
    scriptKiB: of('scriptKiB'),
    lcpElement: measures[0]?.lcpElement ?? '?',
  };
}

async function main(): Promise<void> {
  const products = JSON.parse(await readFile(path.join(contentDir, 'products.json'), 'utf8')) as ProductSummary[];
  const posts = JSON.parse(await readFile(path.join(contentDir, 'blog-posts.json'), 'utf8')) as BlogPost[];
  const product = products[0];
  const post = posts[0];
  if (!product || !post) throw new Error('site/content has no product or article: run npm run build first');
  const pages: [label: string, path: string][] = [
    ['home', '/'],
    ['category', '/kategoria/dozowniki'],
    ['product', `/produkt/${product.slug}`],
    ['article', `/blog/${post.slug}`],
    ['cart', '/koszyk'],
  ];

  const bare = await buildBareNextPage(product);
  const worker = await startLocalWorker({ port: basePort + 2, quiet: true });
  const servers = [await serveExport(outDir, basePort, worker.url), await serveExport(bare.out, basePort + 1)];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // Lighthouse wants the new headless mode by name; the other flags are the tests' own.
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
    });
    const targets: [label: string, url: string][] = [
      ...pages
        .filter(([label]) => !values.pages || values.pages.split(',').includes(label))
        .map(([label, page]): [string, string] => [label, `http://127.0.0.1:${basePort}${page}`]),
      ['bare Next product', `http://127.0.0.1:${basePort + 1}/`],
    ];
    // Rounds: each page once, the bare page among them, then again. A machine whose host's load
    // drifts over the run then weighs on every page alike, and each round's TBT is read against the
    // bare page's in the same round.
    const firstLoadScripts = new Map<string, Set<string>>();
    for (const [label, url] of targets) firstLoadScripts.set(label, await scriptsOfPage(url));
    const measures = new Map<string, Measure[]>(targets.map(([label]) => [label, []]));
    for (let run = 0; run < runs; run++) {
      for (const [label, url] of targets) {
        const answer = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
        if (answer.lhr.runtimeError) throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
        measures.get(label)?.push(measureOf(answer.lhr, firstLoadScripts.get(label) ?? new Set()));
        if (values.reports && run === runs - 1) {
          await mkdir(values.reports, { recursive: true });
          await writeFile(path.join(values.reports, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(answer.lhr));
        }
      }
      process.stdout.write(`  round ${run + 1} of ${runs} measured\n`);
    }
    printTable(measures, runs);
  } finally {
    chrome?.kill();
    for (const server of servers) server.close();
    await worker.stop();
    await rm(bare.dir, { recursive: true, force: true });
  }
}

const BARE = 'bare Next product';

function printTable(measures: Map<string, Measure[]>, runCount: number): void {
  const results = new Map([...measures].map(([label, list]) => [label, medianOf(list)]));
  const bare = results.get(BARE);
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile preset, Chromium at ${CHROMIUM_PATH}, median of ${runCount} runs in rounds, gzip static server\n`,
  );
  console.log('page                perf   LCP s   TBT ms   CLS     transferred KiB   first-load JS KiB   all JS KiB   LCP element');
  for (const [label, m] of results) {
    console.log(
      `${label.padEnd(19)} ${String(m.performance).padStart(4)}   ${(m.lcpMs / 1000).toFixed(2).padStart(5)}   ${String(Math.round(m.tbtMs)).padStart(6)}   ${m.cls.toFixed(3)}   ${m.transferKiB.toFixed(1).padStart(15)}   ${m.firstLoadScriptKiB.toFixed(1).padStart(17)}   ${m.scriptKiB.toFixed(1).padStart(10)}   ${m.lcpElement}`,
    );
  }
  if (!bare) return;
  console.log('\ntargets (issue 17) against the bare page:');
  for (const [label, measure] of results) {
    if (measure === bare) continue;
    const checks = [
      [`perf ≥ ${bare.performance - 2}`, measure.performance >= bare.performance - 2],
      [`LCP ≤ ${((bare.lcpMs * 1.15) / 1000).toFixed(2)} s`, measure.lcpMs <= bare.lcpMs * 1.15],
      ['CLS < 0.02', measure.cls < 0.02],
      [
        `first-load JS ≤ ${(bare.firstLoadScriptKiB + 35 / 1.024).toFixed(1)} KiB`,
        measure.firstLoadScriptKiB <= bare.firstLoadScriptKiB + 35 / 1.024,
      ],
      ...(label === 'product' ? [['≤ 250 KiB', measure.transferKiB <= 250] as const] : []),
    ] as const;
    console.log(`  ${label.padEnd(10)} ${checks.map(([name, ok]) => `${ok ? 'ok ' : 'NO '}${name}`).join(' · ')}`);
  }
  printRoundTargets(measures);
}

/**
 * Issue 36's targets, read round by round against the bare page measured in the same round:
 * TBT ≤ 1.5 × the bare page's and performance within 3 points, as medians of the rounds' ratios
 * and differences, with each round's figure beside them.
 */
function printRoundTargets(measures: Map<string, Measure[]>): void {
  const bareRuns = measures.get(BARE) ?? [];
  console.log('\ntargets (issue 36) against the bare page, round by round:');
  console.log('page        TBT ÷ bare (median; rounds)          perf − bare (median; rounds)');
  for (const [label, runs] of measures) {
    if (label === BARE) continue;
    const ratios = runs.map((measure, index) => measure.tbtMs / Math.max(1, bareRuns[index]?.tbtMs ?? Number.NaN));
    const gaps = runs.map((measure, index) => measure.performance - (bareRuns[index]?.performance ?? Number.NaN));
    const ratio = median(ratios);
    const gap = median(gaps);
    console.log(
      `  ${label.padEnd(10)} ${ratio <= 1.5 ? 'ok' : 'NO'} ${ratio.toFixed(2)}; ${ratios.map((value) => value.toFixed(2)).join(' ')}`.padEnd(48) +
        `${gap >= -3 ? 'ok' : 'NO'} ${gap}; ${gaps.join(' ')}`,
    );
  }
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
