/**
 * A rebuild request's run (issue 35, docs/decisions/043-live-pages.md): runs the rebuild
 * (`scripts/build/index.ts --incremental`), reports each step its output announces and its end to
 * the shop API, and, once the export is the one served, the product pages it holds
 * (`PUT /api/admin/v1/live-pages`), which the live API's lists then show. The deploy workflow runs
 * it in production (after `wrangler deploy`, with `--no-build`); the deploy hook's stand-in runs it
 * under `npm start`, where site/out is what the local worker serves.
 *
 *   node scripts/build/publish-run.ts --api http://127.0.0.1:8787 --request 12 [--no-build]
 *   node scripts/build/publish-run.ts --api https://sklep.example --request 12 --run "npm run deploy"
 *
 * `--run` runs that command in place of the local rebuild (the deploy workflow's `npm run deploy`,
 * whose build announces its steps the same way); `--no-build` only reports the live pages.
 * The admin token is the `publish` (else the first) integration of ADMIN_API_TOKEN (the local
 * worker's when unset). A failed build
 * is reported with its last lines and leaves site/out as it was (index.ts renders into a
 * separate folder and merges only what succeeded).
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseAdminIntegrations } from '#worker/admin-integrations.ts';
import { requestWithRetries } from '../lib/http-retries.ts';
import { LOCAL_ADMIN_API_TOKEN } from '../lib/local-worker.ts';
import { outDir, repoRoot } from '../lib/paths.ts';

/** How the build's output announces a step (index.ts `step`): `  ▶ pull content`. */
export const STEP_MARK = '▶';
/** How many of the build's last lines a failure report carries. */
const FAILURE_LINES = 12;

export interface PublishTarget {
  api: string;
  token: string;
  request: number | null;
}

/** A report to the shop API, tried again as every script request is (a worker restarting, a network hiccup). */
function send(target: PublishTarget, method: string, apiPath: string, body: unknown): Promise<Response> {
  return requestWithRetries(
    () =>
      fetch(`${target.api}/api/admin/v1${apiPath}`, {
        method,
        headers: { Authorization: `Bearer ${target.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      }),
    `${method} ${apiPath}`,
  );
}

/**
 * The secret the runner sends: of ADMIN_API_TOKEN's integrations (`name:secret,…`, the worker's own
 * rule) the one named `publish`, else the first; the local worker's without it.
 */
export function publishingSecret(adminApiToken: string | undefined): string {
  const integrations = parseAdminIntegrations(adminApiToken);
  return (integrations.find((integration) => integration.name === 'publish') ?? integrations[0])?.secret ?? LOCAL_ADMIN_API_TOKEN;
}

/** Reports a step or a failure of the request; a report that cannot be sent is logged, never fatal. */
export async function reportProgress(target: PublishTarget, progress: { state: 'building'; step: string } | { state: 'failed'; message: string }) {
  if (target.request === null) return;
  await send(target, 'POST', `/rebuilds/${target.request}/progress`, progress).catch((error: unknown) =>
    console.warn(`  (raport postępu nie dotarł: ${String(error)})`),
  );
}

/** The slugs of the product pages an export holds (`produkt/<slug>.html`). */
export async function exportedProductSlugs(exportDir = outDir): Promise<string[]> {
  const files = await readdir(path.join(exportDir, 'produkt')).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -'.html'.length));
}

/** Tells the API which product pages are live now (and that the request, if any, is live). */
export async function reportLivePages(target: PublishTarget, exportDir = outDir): Promise<{ listed: number; delisted: number }> {
  const products = await exportedProductSlugs(exportDir);
  const answer = (await (
    await send(target, 'PUT', '/live-pages', { ...(target.request === null ? {} : { rebuild: target.request }), products })
  ).json()) as { listed: number; delisted: number };
  console.log(`Strona z ${products.length} stronami produktów jest na żywo: ${answer.listed} nowych na listach, ${answer.delisted} zdjętych.`);
  return answer;
}

/** Runs the rebuild (or `command`), reporting each step it announces; resolves with its exit code and last lines. */
function runRebuild(target: PublishTarget, command?: string): Promise<{ code: number; tail: string[] }> {
  return new Promise((resolve) => {
    const child = command
      ? spawn(command, { cwd: repoRoot, shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(process.execPath, [path.join(repoRoot, 'scripts', 'build', 'index.ts'), '--incremental'], {
          cwd: repoRoot,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
    const tail: string[] = [];
    let reports = Promise.resolve();
    const take = (chunk: Buffer, echo: NodeJS.WriteStream) => {
      echo.write(chunk);
      for (const line of chunk.toString('utf8').split('\n')) {
        const text = line.trim();
        if (!text) continue;
        tail.push(text);
        if (tail.length > FAILURE_LINES) tail.shift();
        if (text.startsWith(STEP_MARK)) {
          const step = text.slice(STEP_MARK.length).trim().slice(0, 200);
          reports = reports.then(() => reportProgress(target, { state: 'building', step }));
        }
      }
    };
    child.stdout.on('data', (chunk: Buffer) => take(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => take(chunk, process.stderr));
    child.on('close', (code) => void reports.then(() => resolve({ code: code ?? 1, tail })));
  });
}

/** The whole run: building, then live with the export's product pages, or failed with the build's last lines. */
export async function publishRun(target: PublishTarget, { build = true, command }: { build?: boolean; command?: string } = {}): Promise<boolean> {
  if (build) {
    await reportProgress(target, { state: 'building', step: 'start budowania' });
    const { code, tail } = await runRebuild(target, command);
    if (code !== 0) {
      await reportProgress(target, { state: 'failed', message: `Budowanie zakończone kodem ${code}.\n${tail.join('\n')}`.slice(0, 2000) });
      return false;
    }
  }
  await reportLivePages(target);
  return true;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { api: { type: 'string' }, request: { type: 'string' }, run: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
  });
  if (!values.api) throw new Error('Podaj --api <adres sklepu>');
  // An empty --request (a push's deploy, no editor's request) reports the live pages alone.
  const request = values.request ? Number(values.request) : null;
  if (request !== null && !Number.isSafeInteger(request)) throw new Error('--request: numer prośby o przebudowę');
  const ok = await publishRun(
    { api: values.api.replace(/\/$/, ''), token: publishingSecret(process.env.ADMIN_API_TOKEN), request },
    { build: !values['no-build'], ...(values.run ? { command: values.run } : {}) },
  );
  process.exit(ok ? 0 : 1);
}
