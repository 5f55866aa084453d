/**
 * Child processes for the scripts. Every tool runs on the Node this script runs on (Node 24 from
 * the npm `node` package, TOOLCHAIN.md), never on /usr/bin/node.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import path from 'node:path';
import { binDir, repoRoot } from './paths.ts';

/** Environment for tools: local binaries first on PATH, no telemetry, nothing leaves loopback. */
export function toolEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [path.dirname(process.execPath), binDir, process.env.PATH].join(path.delimiter),
    NEXT_TELEMETRY_DISABLED: '1',
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    ...extra,
  };
}

/** The JavaScript entry of a package's CLI, run with this Node. */
export const cli = {
  wrangler: path.join(repoRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
  next: path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next'),
} as const;

/** Starts `node <script> ...args` with inherited output; the caller owns the process. */
function startNode(script: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, [script, ...args], { cwd: repoRoot, stdio: 'inherit', env: toolEnv(), ...options });
}

/** Runs `node <script> ...args` to the end; rejects with the exit code on failure. */
export function runNode(script: string, args: readonly string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = startNode(script, args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(script)} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
