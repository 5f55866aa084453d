/**
 * Serves the built site and the API through `wrangler dev` on 127.0.0.1, the way `npm start` and
 * the browser tests do, with the developer pages on (DEV_TOOLS=on: the mail outbox). The process is started in its own group and stopped by its PID (with the
 * workerd it spawned), never by name.
 *
 * Secrets never go on wrangler's command line, which every local user can read with `ps`: they
 * are written to a dotenv file readable by this user only (0600, in a fresh 0700 directory),
 * passed with `--env-file`, and removed when the worker stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { CACHE_BYPASS_HEADER } from '#worker/shared-names.ts';
import { repoRoot } from './paths.ts';
import { cli, toolEnv } from './run.ts';
import { LOCAL_STAFF_TOTP_KEY } from './staff-accounts.ts';

export interface LocalWorker {
  url: string;
  /** The developer's view of the mail outbox (DEV_TOOLS is on for a local worker). */
  outboxUrl: string;
  pid: number;
  /** The port of the worker's debugger (Chrome DevTools Protocol): its JavaScript heap can be read there. */
  inspectorPort: number;
  /** Headers that read past the edge cache, as the build does (benchmarks of the API itself). */
  pastCacheHeaders: Record<string, string>;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/public/v1/flags`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Stops a child started with `detached: true` and everything it started (its process group), by PID. */
export function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

export interface LocalWorkerOptions {
  port: number;
  quiet?: boolean;
  /**
   * How long wrangler dev may take to answer: it lists and hashes every file of the export first,
   * minutes at 10,000 products on a busy machine (one that exits is reported at once).
   */
  startTimeoutMs?: number;
  /** The access tokens' key; a fresh random one when not given (sessions end with the server). */
  authSecret?: string;
  /** More variables for this run (the local stand-ins' settings, local-stand-ins.ts); they win over `.dev.vars`. */
  vars?: Readonly<Record<string, string>>;
}

/** A dotenv file of secrets for one run of the worker, and how to remove it. */
export interface SecretsFile {
  path: string;
  remove(): Promise<void>;
}

/** Values written unquoted: dotenv would cut at `#` or whitespace, and expand `$NAME`. */
const PLAIN_VALUE = /^[\w.~+/=:@-]+$/;

/** Writes variables to a dotenv file only this user can read (0600, in a fresh 0700 directory). */
export async function writeSecretsFile(vars: Readonly<Record<string, string>>): Promise<SecretsFile> {
  for (const [name, value] of Object.entries(vars)) {
    if (!PLAIN_VALUE.test(value)) throw new Error(`${name} may hold only letters, digits and . ~ + / = : @ _ -`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'sklep-worker-'));
  const file = path.join(dir, 'worker.env');
  const text = Object.entries(vars)
    .map(([name, value]) => `${name}=${value}\n`)
    .join('');
  await writeFile(file, text, { mode: 0o600, flag: 'wx' });
  // Also when this process ends without stopping the worker (an uncaught error, process.exit).
  const removeNow = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', removeNow);
  return {
    path: file,
    remove: async () => {
      process.off('exit', removeNow);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The variables files wrangler reads besides the secrets: with `--env-file` it no longer finds
 * the developer's `.dev.vars` (or `.env`) by itself, so they are named first and the secrets
 * file, named last, wins.
 */
function developerEnvFiles(): string[] {
  const devVars = path.join(repoRoot, '.dev.vars');
  if (existsSync(devVars)) return [devVars];
  return ['.env', '.env.local'].map((name) => path.join(repoRoot, name)).filter((file) => existsSync(file));
}

/** The variables the developer's own files (`.dev.vars`, else `.env`) give the worker. */
export function readDeveloperVars(): Record<string, string> {
  return Object.assign({}, ...developerEnvFiles().map((file) => parseEnv(readFileSync(file, 'utf8'))));
}

/** Listens on 127.0.0.1:`port` (0: any free port) and lets go again; answers the port it got. */
function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/** A port of 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return listenOnce(0);
}

/**
 * Throws when something already listens on 127.0.0.1:`port`. Otherwise wrangler would report it
 * and exit, but the readiness check would get its answer from whatever holds the port (a worker
 * an interrupted run left behind, with another build and other secrets), and the run would go on
 * against it.
 */
export async function assertPortFree(port: number): Promise<void> {
  try {
    await listenOnce(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `127.0.0.1:${port} is already in use: a local worker or server is still running there (\`ss -ltnp\` names its PID); stop it and try again`,
    );
  }
}

/** `wrangler dev`'s arguments: where to listen, how much to log, and the variables files. */
export function wranglerDevArgs({
  port,
  quiet,
  envFiles,
  inspectorPort,
}: {
  port: number;
  quiet: boolean;
  envFiles: readonly string[];
  /** The debugger's port; wrangler's default (9229) is taken when two local workers run at once. */
  inspectorPort?: number;
}): string[] {
  return [
    cli.wrangler,
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
    '--show-interactive-dev-session=false',
    '--log-level',
    quiet ? 'warn' : 'log',
    // The scheduled handler (outbox, abandoned-cart reminders) can be run at once: GET /cdn-cgi/handler/scheduled.
    '--test-scheduled',
    ...envFiles.flatMap((file) => ['--env-file', file]),
  ];
}

/**
 * The admin calls' key of a local worker (`npm start`, the browser tests): known, so staff tools
 * can be tried locally (docs/customers.md "Remote login"); a local worker listens on 127.0.0.1 only.
 * Production sets its own secret.
 */
export const LOCAL_ADMIN_API_TOKEN = 'local-admin-api-token-for-127-0-0-1-only';

/**
 * The variables of one local run: its own keys, and DEV_TOOLS=on, which turns on the developer
 * pages (the mail outbox at /_dev/outbox); production never sets it (wrangler.toml has no DEV_TOOLS).
 */
export function localWorkerVars({ authSecret, cacheBypassSecret }: { authSecret: string; cacheBypassSecret: string }): Record<string, string> {
  return {
    AUTH_JWT_SECRET: authSecret,
    AUTH_CLIENT_ID: 'sklep-local',
    AUTH_CLIENT_SECRET: randomBytes(32).toString('base64url'),
    CACHE_BYPASS_SECRET: cacheBypassSecret,
    ADMIN_API_TOKEN: LOCAL_ADMIN_API_TOKEN,
    STAFF_TOTP_KEY: LOCAL_STAFF_TOTP_KEY,
    DEV_TOOLS: 'on',
  };
}

export async function startLocalWorker({
  port,
  quiet = false,
  authSecret = randomBytes(32).toString('base64url'),
  vars: extraVars = {},
  startTimeoutMs = 5 * 60_000,
}: LocalWorkerOptions): Promise<LocalWorker> {
  await assertPortFree(port);
  // The links in mails the scheduled run writes (abandoned carts) lead to this worker unless the developer named an origin.
  const vars: Record<string, string> = { ...(readDeveloperVars().SITE_URL ? {} : { SITE_URL: `http://127.0.0.1:${port}` }), ...extraVars };
  // A key of this run's own that lets benchmarks past the edge cache, as the build's does.
  const cacheBypassSecret = randomBytes(32).toString('base64url');
  const secrets = await writeSecretsFile({ ...vars, ...localWorkerVars({ authSecret, cacheBypassSecret }) });
  const inspectorPort = await freePort();
  const child = spawn(process.execPath, wranglerDevArgs({ port, quiet, envFiles: [...developerEnvFiles(), secrets.path], inspectorPort }), {
    cwd: repoRoot,
    env: toolEnv(),
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    await stopGroup(child);
    await secrets.remove();
  };
  const url = `http://127.0.0.1:${port}`;
  if (child.pid === undefined) {
    await secrets.remove();
    throw new Error('could not start wrangler dev');
  }
  const pid = child.pid;
  try {
    await waitUntilUp(url, child, startTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, outboxUrl: `${url}/_dev/outbox`, pid, inspectorPort, pastCacheHeaders: { [CACHE_BYPASS_HEADER]: cacheBypassSecret }, stop };
}
