import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { wranglerTomlPath } from '../worker-routes.ts';
import { assertPortFree, freePort, localWorkerVars, wranglerDevArgs, writeSecretsFile } from './local-worker.ts';

const secret = fc.stringMatching(/^[A-Za-z0-9_-]{32,86}$/);

describe('the local worker keeps its secret off the command line (issue 10, finding 8)', () => {
  prop.prop([secret], { numRuns: 20 })('wrangler dev is started with a file name, never the secret', async (authSecret) => {
    const secrets = await writeSecretsFile({ AUTH_JWT_SECRET: authSecret });
    try {
      const args = wranglerDevArgs({ port: 8811, quiet: true, envFiles: [secrets.path] });
      expect(args.join(' ')).not.toContain(authSecret);
      expect(args.join(' ')).not.toContain('AUTH_JWT_SECRET');
      expect(args.slice(-2)).toEqual(['--env-file', secrets.path]);
      // What wrangler reads back from the file is the secret itself.
      expect(parseEnv(await readFile(secrets.path, 'utf8'))).toEqual({ AUTH_JWT_SECRET: authSecret });
    } finally {
      await secrets.remove();
    }
  });

  it('writes the file for this user only and removes it on stop', async () => {
    const secrets = await writeSecretsFile({ AUTH_JWT_SECRET: 'a'.repeat(43) });
    expect(statSync(secrets.path).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(secrets.path)).mode & 0o777).toBe(0o700);
    await secrets.remove();
    expect(existsSync(secrets.path)).toBe(false);
    expect(existsSync(path.dirname(secrets.path))).toBe(false);
  });

  it.each(['with space', 'dollar$HOME', 'hash#comment', 'quote"', 'line\nbreak', ''])('refuses a value dotenv would change: %j', async (value) => {
    await expect(writeSecretsFile({ AUTH_JWT_SECRET: value })).rejects.toThrow('AUTH_JWT_SECRET');
  });
});

describe('the developer pages (DEV_TOOLS)', () => {
  it('are on for the local worker (npm start, browser tests)', () => {
    expect(localWorkerVars({ authSecret: 'a'.repeat(43), cacheBypassSecret: 'b'.repeat(43) })).toMatchObject({ DEV_TOOLS: 'on' });
  });

  it('are never switched on by wrangler.toml, which production deploys', async () => {
    expect(await readFile(wranglerTomlPath, 'utf8')).not.toContain('DEV_TOOLS');
  });
});

describe('a local worker needs its port to itself', () => {
  it('refuses a port something already listens on, and takes one nothing holds', async () => {
    const port = await freePort();
    await expect(assertPortFree(port)).resolves.toBeUndefined();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      await expect(assertPortFree(port)).rejects.toThrow(`127.0.0.1:${port} is already in use`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
