/**
 * The shop's Worker in Miniflare itself, without `wrangler dev`: requests go straight to workerd
 * through `dispatchFetch`, not through wrangler's local proxy, which queues concurrent requests
 * (TOOLCHAIN.md). For the concurrency benchmarks (issue 37), which print both figures.
 *
 * The Worker is bundled as a deploy bundles it (`wrangler deploy --dry-run`), and Miniflare gets
 * the bindings wrangler.toml declares (wrangler's own `unstable_getMiniflareWorkerOptions`), the
 * same variables as a local worker, and the same local D1 files `wrangler dev` uses
 * (`.wrangler/state/v3`), so both paths read the same catalogue. Miniflare is the one wrangler
 * depends on, so both paths run the same workerd.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Miniflare as MiniflareClass, MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { CACHE_BYPASS_HEADER } from '#worker/shared-names.ts';
import { localWorkerVars, readDeveloperVars } from './local-worker.ts';
import { repoRoot } from './paths.ts';
import { cli, toolEnv } from './run.ts';

const execFileAsync = promisify(execFile);

export interface MiniflareWorker {
  /** The origin requests are addressed to (nothing listens there: `fetch` dispatches in-process). */
  url: string;
  /** Sends a request to the Worker through Miniflare's `dispatchFetch`; the answer's body is read whole. */
  fetch(input: string, init?: RequestInit): Promise<{ status: number; text: string }>;
  /** Headers that read past the edge cache (as LocalWorker's). */
  pastCacheHeaders: Record<string, string>;
  /** Products in the D1 this Worker reads (its `DB` binding), to check it is the one `wrangler dev` reads. */
  countProducts(): Promise<number>;
  stop(): Promise<void>;
}

/** Bundles the Worker as `wrangler deploy` does into a fresh folder; answers the bundle's path and the folder. */
async function bundleWorker(): Promise<{ script: string; dir: string }> {
  // Inside the repository: workerd names the module by its path from the root and refuses one outside it.
  await mkdir(path.join(repoRoot, '.wrangler', 'tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(repoRoot, '.wrangler', 'tmp', 'bench-bundle-'));
  await execFileAsync(process.execPath, [cli.wrangler, 'deploy', '--dry-run', '--outdir', dir], {
    cwd: repoRoot,
    env: toolEnv({ CI: 'true' }),
    maxBuffer: 16 << 20,
  });
  return { script: path.join(dir, 'index.js'), dir };
}

export async function startMiniflareWorker({ origin = 'http://127.0.0.1:8787' }: { origin?: string } = {}): Promise<MiniflareWorker> {
  // Miniflare 5 takes a new shape of options; wrangler's helper still gives the v4 shape, which Miniflare converts.
  const { Miniflare, convertV4MiniflareOptions } = createRequire(import.meta.resolve('wrangler'))('miniflare') as {
    Miniflare: typeof MiniflareClass;
    convertV4MiniflareOptions(options: unknown): MiniflareOptions;
  };
  const bundle = await bundleWorker();
  const cacheBypassSecret = randomBytes(32).toString('base64url');
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(repoRoot, 'wrangler.toml'));
  const state = path.join(repoRoot, '.wrangler', 'state', 'v3');
  // What the shop's wrangler.toml declares and an API request needs; the rest (cron triggers, module
  // rules for a bundle that has only one module) Miniflare 5 would refuse to convert.
  const { compatibilityDate, compatibilityFlags, bindings, r2Buckets, d1Databases, assets } = workerOptions;
  const worker = {
    name: 'sklep',
    modules: true,
    scriptPath: bundle.script,
    compatibilityDate,
    compatibilityFlags,
    r2Buckets,
    d1Databases,
    assets,
    bindings: {
      ...(bindings as Record<string, unknown>),
      SITE_URL: origin,
      ...readDeveloperVars(),
      ...localWorkerVars({ authSecret: randomBytes(32).toString('base64url'), cacheBypassSecret }),
    },
  };
  const options = convertV4MiniflareOptions({
    workers: [worker],
    // No request for Cloudflare's `cf` object over the network: this machine reaches only npm.
    cf: false,
    // The Worker's request log (a line per request) would bury the figures; errors are still shown.
    handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
      if (level === 'error' || level === 'warn') console.error(message);
    },
    // Each resource under its plugin's folder (`d1/`, `r2/`, `cache/`), where `wrangler dev` keeps it.
    resourcePersistencePath: state,
  });
  const miniflare = new Miniflare(options);
  await miniflare.ready;
  return {
    url: origin,
    async fetch(input, init) {
      const response = await miniflare.dispatchFetch(input, init as Parameters<MiniflareClass['dispatchFetch']>[1]);
      return { status: response.status, text: await response.text() };
    },
    pastCacheHeaders: { [CACHE_BYPASS_HEADER]: cacheBypassSecret },
    async countProducts() {
      const db = await miniflare.getD1Database('DB');
      return (await db.prepare('SELECT COUNT(*) AS count FROM products').first<{ count: number }>())?.count ?? 0;
    },
    async stop() {
      await miniflare.dispose();
      await rm(bundle.dir, { recursive: true, force: true });
    },
  };
}
