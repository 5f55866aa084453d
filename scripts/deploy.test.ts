import { describe, expect, it } from 'vitest';
import { catalogueReplacement, deployProblems, PLACEHOLDER_DATABASE_ID, REQUIRED_SECRETS } from './deploy.ts';
import { OPERATIONAL_TABLES, TABLES } from './seed/sql.ts';

const realToml = 'database_id = "6f1c2a9e-1b2c-4d3e-8f90-123456789abc"';

describe('npm run deploy', () => {
  it('stops before any change without an API token, with the placeholder database or a missing secret', () => {
    expect(deployProblems({ env: { CLOUDFLARE_API_TOKEN: 't' }, wranglerToml: realToml, secrets: [...REQUIRED_SECRETS] })).toEqual([]);
    const problems = deployProblems({ env: {}, wranglerToml: `database_id = "${PLACEHOLDER_DATABASE_ID}"`, secrets: ['AUTH_JWT_SECRET'] });
    expect(problems).toEqual([
      expect.stringContaining('CLOUDFLARE_API_TOKEN'),
      expect.stringContaining('database_id'),
      expect.stringContaining('ADMIN_API_TOKEN'),
      expect.stringContaining('CACHE_BYPASS_SECRET'),
      expect.stringContaining('STAFF_TOTP_KEY'),
    ]);
    // A dry run does not ask Cloudflare for the secrets.
    expect(deployProblems({ env: { CLOUDFLARE_API_TOKEN: 't' }, wranglerToml: realToml, secrets: null })).toEqual([]);
  });

  it('replaces only the catalogue: every catalogue table emptied children first, no operational table touched', () => {
    const sql = catalogueReplacement("INSERT INTO media VALUES ('a');");
    const deleted = [...sql.matchAll(/^DELETE FROM (\w+);$/gm)].map((match) => match[1]);
    expect(deleted).toEqual(TABLES.map(({ table }) => table).reverse());
    expect(deleted.filter((table) => OPERATIONAL_TABLES.includes(table ?? ''))).toEqual([]);
    expect(sql.startsWith('PRAGMA defer_foreign_keys = true;')).toBe(true);
    expect(sql.indexOf("INSERT INTO media VALUES ('a');")).toBeGreaterThan(sql.lastIndexOf('DELETE FROM'));
  });
});

describe('.dev.vars.example', () => {
  it('lists every variable and secret the worker reads (worker/src/env.ts)', async () => {
    const { readFile } = await import('node:fs/promises');
    const env = await readFile(new URL('../worker/src/env.ts', import.meta.url), 'utf8');
    const example = await readFile(new URL('../.dev.vars.example', import.meta.url), 'utf8');
    const read = [...env.matchAll(/^ {2}([A-Z][A-Z0-9_]+)\?: string;$/gm)].map((match) => match[1]);
    expect(read.length).toBeGreaterThan(30);
    expect(read.filter((name) => !new RegExp(`^# ${name}=`, 'm').test(example))).toEqual([]);
  });
});
