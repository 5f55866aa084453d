/**
 * Migration 0030 rebuilds `media`, which products, sets, blog posts and slides reference. The
 * worker tests migrate an empty database, so this runs the migration's statements once more over
 * the seeded one (its copy reads only the columns 0001 had): every row comes back, and no
 * reference is left dangling or counted as broken when the batch commits.
 */
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';

it('rebuilds the media table under the rows that reference it', async () => {
  const migration = env.TEST_MIGRATIONS.find((candidate) => candidate.name.startsWith('0030_'));
  if (!migration) throw new Error('migration 0030 is missing');
  const count = (table: string) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<number>('n');
  const [media, covers] = [await count('media'), await count('products')];
  expect(covers).toBeGreaterThan(0);
  await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
  expect(await count('media')).toBe(media);
  expect((await env.DB.prepare('PRAGMA foreign_key_check').all()).results).toEqual([]);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM media WHERE storage = 'd1' AND body <> ''").first<number>('n')).toBe(media);
});
