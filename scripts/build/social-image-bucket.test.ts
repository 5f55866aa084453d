/**
 * The social images' bucket holds exactly what the last build rendered: the plan from any bucket
 * to any build (generated), and a real round trip through `wrangler r2` into a local bucket.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, toolEnv } from '../lib/run.ts';
import { type BucketObject, planBucketSync, SOCIAL_IMAGE_BUCKET, syncSocialImageBucket } from './social-image-bucket.ts';

const execFileAsync = promisify(execFile);

const key = fc.constantFrom('merida.jpg', 'media/products/a-1.jpg', 'media/products/b-2.jpg', 'media/sets/c.jpg', 'media/blog/d.jpg');
const hash = fc.constantFrom<string>('h1', 'h2', 'h3');
const bucket = fc.dictionary(key, hash);
const build = fc.uniqueArray(fc.record({ key, hash, file: fc.constant('/x.jpg') }), { selector: (object) => object.key });

describe('planBucketSync', () => {
  test.prop([bucket, build])('applied to any bucket, leaves exactly the build, sending only new or changed copies', (published, wanted) => {
    const plan = planBucketSync(published, wanted);
    const after = { ...published };
    for (const removed of plan.remove) delete after[removed];
    for (const object of plan.put) after[object.key] = object.hash;
    expect(after).toEqual(Object.fromEntries(wanted.map((object) => [object.key, object.hash])));
    for (const object of plan.put) expect(published[object.key]).not.toBe(object.hash);
    expect(plan.kept + plan.put.length).toBe(wanted.length);
    // Once applied, nothing is left to do.
    expect(planBucketSync(after, wanted)).toEqual({ put: [], remove: [], kept: wanted.length });
  });
});

let workDir: string | undefined;
afterEach(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
  workDir = undefined;
});

describe('syncSocialImageBucket through wrangler r2 (local bucket)', () => {
  it('puts new and changed copies, deletes gone ones, and sends nothing when nothing changed', async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'social-bucket-'));
    const location = { local: true, persistTo: path.join(workDir, 'state') } as const;
    const object = async (objectKey: string, body: string): Promise<BucketObject> => {
      const file = path.join(workDir ?? '', `${body}.jpg`);
      await writeFile(file, body);
      return { key: objectKey, file, hash: body };
    };
    const read = async (objectKey: string): Promise<string | null> => {
      try {
        const args = ['r2', 'object', 'get', `${SOCIAL_IMAGE_BUCKET}/${objectKey}`, '--pipe', '--local', '--persist-to', location.persistTo];
        return (await execFileAsync(process.execPath, [cli.wrangler, ...args], { env: toolEnv({ CI: 'true' }) })).stdout;
      } catch {
        return null;
      }
    };

    const a1 = await object('media/products/a-1.jpg', 'a-one');
    const b = await object('media/sets/b.jpg', 'b-one');
    expect(await syncSocialImageBucket([a1, b], location)).toMatchObject({ put: [a1, b], remove: [], kept: 0 });
    expect(await syncSocialImageBucket([a1, b], location)).toEqual({ put: [], remove: [], kept: 2 });

    const a2 = await object('media/products/a-1.jpg', 'a-two');
    expect(await syncSocialImageBucket([a2], location)).toMatchObject({ put: [a2], remove: ['media/sets/b.jpg'], kept: 0 });
    expect(await read('media/products/a-1.jpg')).toBe('a-two');
    expect(await read('media/sets/b.jpg')).toBeNull();

    // A catalogue that shrinks by more than one delete call takes (the bench's 10,000 → 300 products).
    const file = path.join(workDir, 'many.jpg');
    await writeFile(file, 'many');
    const many = Array.from({ length: 1_250 }, (_, index) => ({ key: `media/products/p-${index}.jpg`, file, hash: 'many' }));
    expect((await syncSocialImageBucket([a2, ...many], location)).put).toHaveLength(1_250);
    expect(await syncSocialImageBucket([a2], location)).toMatchObject({ put: [], remove: many.map((object) => object.key), kept: 1 });
    expect(await read('media/products/p-1249.jpg')).toBeNull();
    expect(await read('media/products/a-1.jpg')).toBe('a-two');
  }, 60_000);
});
