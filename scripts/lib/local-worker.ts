/**
 * Serves the built site and the API through `wrangler dev` on 127.0.0.1, the way `npm start` and
 * the browser tests do. The process is started in its own group and stopped by its PID (with the
 * workerd it spawned), never by name.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { repoRoot } from './paths.ts';
import { cli, toolEnv } from './run.ts';

export interface LocalWorker {
  url: string;
  pid: number;
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

function stopGroup(child: ChildProcess): Promise<void> {
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
  /** The access tokens' key; a fresh random one when not given (sessions end with the server). */
  authSecret?: string;
}

export async function startLocalWorker({
  port,
  quiet = false,
  authSecret = randomBytes(32).toString('base64url'),
}: LocalWorkerOptions): Promise<LocalWorker> {
  const child = spawn(
    process.execPath,
    [
      cli.wrangler,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--show-interactive-dev-session=false',
      '--log-level',
      quiet ? 'warn' : 'log',
      '--var',
      `AUTH_JWT_SECRET:${authSecret}`,
    ],
    { cwd: repoRoot, env: toolEnv(), stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'], detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  if (child.pid === undefined) throw new Error('could not start wrangler dev');
  const pid = child.pid;
  try {
    await waitUntilUp(url, child, 60_000);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return { url, pid, stop: () => stopGroup(child) };
}
