/**
 * The raster copies for link previews live in the SOCIAL_IMAGES R2 bucket, not in the export
 * (docs/decisions/028-social-images-in-r2.md): the worker answers /og/* from it. This module makes
 * the bucket hold exactly the copies a build rendered, sending only what changed: to the remote
 * bucket through wrangler's R2 commands (`r2 bulk put`, `r2 object delete`) with the deploy's
 * account; to the local one, which `wrangler dev` and `npm start` read in .wrangler/state,
 * in-process through wrangler's platform proxy on the same state.
 *
 * What the bucket holds is noted in a manifest in the bucket itself (MANIFEST_KEY, key → SHA-256
 * of the render; no /og/ path can name it), so wiping .wrangler/state wipes both.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { R2Bucket } from '@cloudflare/workers-types';
import { mapConcurrently } from '../lib/concurrency.ts';
import { repoRoot, wranglerStateDir } from '../lib/paths.ts';
import { cli, runNode, toolEnv } from '../lib/run.ts';

const execFileAsync = promisify(execFile);

/** wrangler.toml's `[[r2_buckets]]` SOCIAL_IMAGES. */
export const SOCIAL_IMAGE_BUCKET = 'sklep-social-images';
export const MANIFEST_KEY = '_manifest.json';
/** Where `wrangler dev` keeps local state (its default `--persist-to`). */
const LOCAL_STATE_DIR = path.join(wranglerStateDir, 'state');
/** Beside the local bucket's state: the digest of the manifest it last took. */
const SYNCED_NOTE = 'social-images-synced.sha256';
/** The copies the last build rendered, for the deploy to send to the remote bucket. */
const RENDERED_LIST_FILE = path.join(repoRoot, 'site', '.generated', 'social-images.json');
const LOCAL_PUT_CONCURRENCY = 16;
/** R2's `delete` takes at most 1,000 keys a call. */
const R2_DELETE_BATCH = 1000;
/** wrangler deletes one object a call; deletions are rare (a picture replaced, a product gone). */
const REMOTE_DELETE_CONCURRENCY = 6;

/** The remote bucket, or a local one in `persistTo` (default: the one `wrangler dev` reads). */
export type BucketLocation = 'remote' | { local: true; persistTo?: string };

export const LOCAL_BUCKET: BucketLocation = { local: true };

export interface BucketObject {
  /** The object's key, e.g. media/products/a-1.jpg (site/src/lib/social-images.ts socialImageKeyOf). */
  key: string;
  /** The rendered JPEG on disk. */
  file: string;
  /** SHA-256 of what went into the render: the same hash, the same bytes. */
  hash: string;
}

interface Manifest {
  version: 1;
  objects: Record<string, string>;
}

export interface BucketSyncPlan {
  put: BucketObject[];
  remove: string[];
  kept: number;
}

/** What to put and delete so that a bucket holding `published` (key → hash) holds exactly `wanted`. */
export function planBucketSync(published: Readonly<Record<string, string>>, wanted: readonly BucketObject[]): BucketSyncPlan {
  const wantedKeys = new Set(wanted.map((object) => object.key));
  const put = wanted.filter((object) => published[object.key] !== object.hash);
  return {
    put,
    remove: Object.keys(published).filter((key) => !wantedKeys.has(key)),
    kept: wanted.length - put.length,
  };
}

/** Notes the copies a build rendered (scripts/build/index.ts), so a deploy can send them. */
export async function writeRenderedList(objects: readonly BucketObject[]): Promise<void> {
  await writeFile(RENDERED_LIST_FILE, JSON.stringify(objects));
}

/** The copies the last build rendered; fails when no build ran. */
export async function readRenderedList(): Promise<BucketObject[]> {
  return JSON.parse(await readFile(RENDERED_LIST_FILE, 'utf8')) as BucketObject[];
}

/** What the sync needs of a bucket, local or remote. */
interface BucketClient {
  readText(key: string): Promise<string | null>;
  putFiles(objects: readonly BucketObject[]): Promise<void>;
  putText(key: string, text: string, contentType: string): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The local bucket, in-process through wrangler's platform proxy (the Miniflare that `wrangler dev`
 * runs, on the same state): puts and batched deletes without a process per object, so a catalogue
 * that shrinks by thousands of products is cleaned up in a second.
 */
async function localBucket(persistTo: string): Promise<BucketClient> {
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ SOCIAL_IMAGES: R2Bucket }>({
    configPath: path.join(repoRoot, 'wrangler.toml'),
    // wrangler's `--persist-to DIR` keeps its state in DIR/v3.
    persist: { path: path.join(persistTo, 'v3') },
  });
  const bucket = proxy.env.SOCIAL_IMAGES;
  return {
    readText: async (key) => (await bucket.get(key))?.text() ?? null,
    putFiles: async (objects) => {
      await mapConcurrently(objects, LOCAL_PUT_CONCURRENCY, async (object) => {
        await bucket.put(object.key, await readFile(object.file), { httpMetadata: { contentType: 'image/jpeg' } });
      });
    },
    putText: async (key, text, contentType) => {
      await bucket.put(key, text, { httpMetadata: { contentType } });
    },
    delete: async (keys) => {
      for (let start = 0; start < keys.length; start += R2_DELETE_BATCH) await bucket.delete(keys.slice(start, start + R2_DELETE_BATCH));
    },
    close: () => proxy.dispose(),
  };
}

function runWrangler(args: readonly string[]): Promise<void> {
  return runNode(cli.wrangler, ['r2', ...args, '--remote'], { env: toolEnv({ CI: 'true' }), stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The remote bucket through wrangler's R2 commands, with the deploy's account (CLOUDFLARE_API_TOKEN). */
function remoteBucket(workDir: string): BucketClient {
  return {
    readText: async (key) => {
      try {
        const args = [cli.wrangler, 'r2', 'object', 'get', `${SOCIAL_IMAGE_BUCKET}/${key}`, '--pipe', '--remote'];
        return (await execFileAsync(process.execPath, args, { cwd: repoRoot, env: toolEnv({ CI: 'true' }), maxBuffer: 64 << 20 })).stdout;
      } catch (error) {
        // Not there yet (the first deploy): the bucket holds nothing this module put there.
        if (/does not exist|not found|NoSuchKey/i.test(String((error as { stderr?: string }).stderr ?? error))) return null;
        throw error;
      }
    },
    putFiles: async (objects) => {
      const list = path.join(workDir, 'put.json');
      await writeFile(list, JSON.stringify(objects.map(({ key, file }) => ({ key, file }))));
      await runWrangler(['bulk', 'put', SOCIAL_IMAGE_BUCKET, '--filename', list, '--content-type', 'image/jpeg']);
    },
    putText: async (key, text, contentType) => {
      const file = path.join(workDir, 'text-object');
      await writeFile(file, text);
      await runWrangler(['object', 'put', `${SOCIAL_IMAGE_BUCKET}/${key}`, '--file', file, '--content-type', contentType]);
    },
    // wrangler deletes one object a call: a few calls at a time.
    delete: async (keys) => {
      await mapConcurrently(keys, REMOTE_DELETE_CONCURRENCY, (key) => runWrangler(['object', 'delete', `${SOCIAL_IMAGE_BUCKET}/${key}`]));
    },
    close: async () => {},
  };
}

function parseManifest(text: string | null): Record<string, string> {
  if (!text) return {};
  const parsed = JSON.parse(text) as Partial<Manifest>;
  return parsed.version === 1 && parsed.objects ? parsed.objects : {};
}

/**
 * Makes the bucket at `location` hold exactly `wanted`: new and changed copies put, gone ones
 * deleted, then the manifest. A run that stops half way leaves the old manifest, so the next run
 * sends again what this one may not have.
 */
export async function syncSocialImageBucket(wanted: readonly BucketObject[], location: BucketLocation): Promise<BucketSyncPlan> {
  const manifest: Manifest = { version: 1, objects: Object.fromEntries(wanted.map((object) => [object.key, object.hash])) };
  const manifestText = JSON.stringify(manifest);
  // The local bucket notes, beside its own state, the manifest it last took: a rebuild whose
  // pictures did not change need not start the platform proxy (about 3 s at 10,000 products).
  const note = location === 'remote' ? null : path.join(location.persistTo ?? LOCAL_STATE_DIR, SYNCED_NOTE);
  const digest = createHash('sha256').update(manifestText).digest('hex');
  if (note && (await readFile(note, 'utf8').catch(() => '')) === digest) return { put: [], remove: [], kept: wanted.length };

  const workDir = await mkdtemp(path.join(tmpdir(), 'social-image-sync-'));
  const bucket = location === 'remote' ? remoteBucket(workDir) : await localBucket(location.persistTo ?? LOCAL_STATE_DIR);
  try {
    const plan = planBucketSync(parseManifest(await bucket.readText(MANIFEST_KEY)), wanted);
    if (plan.put.length > 0) await bucket.putFiles(plan.put);
    if (plan.remove.length > 0) await bucket.delete(plan.remove);
    if (plan.put.length > 0 || plan.remove.length > 0) await bucket.putText(MANIFEST_KEY, manifestText, 'application/json');
    if (note) await writeFile(note, digest);
    return plan;
  } finally {
    await bucket.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
