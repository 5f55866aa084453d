/**
 * The raster copies for link previews live in the SOCIAL_IMAGES R2 bucket, not in the export
 * (docs/decisions/028-social-images-in-r2.md): the worker answers /og/* from it. This module makes
 * the bucket hold exactly the copies a build rendered, sending only what changed, through wrangler
 * (`r2 bulk put`, `r2 object delete`), which speaks R2's API with the deploy's account, or, with
 * `--local`, writes the bucket that `wrangler dev` and `npm start` read in .wrangler/state.
 *
 * What the bucket holds is noted in a manifest (key → SHA-256 of the render): for the remote
 * bucket an object in the bucket itself (MANIFEST_KEY, outside the keys /og/* can name); for the
 * local one a file beside the bucket's own state, so wiping .wrangler/state wipes both.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, wranglerStateDir } from '../lib/paths.ts';
import { cli, runNode, toolEnv } from '../lib/run.ts';

const execFileAsync = promisify(execFile);

/** wrangler.toml's `[[r2_buckets]]` SOCIAL_IMAGES. */
export const SOCIAL_IMAGE_BUCKET = 'sklep-social-images';
export const MANIFEST_KEY = '_manifest.json';
/** Where `wrangler dev` keeps local state (its default `--persist-to`). */
const LOCAL_STATE_DIR = path.join(wranglerStateDir, 'state');
const LOCAL_MANIFEST_NAME = 'social-images-manifest.json';
/** The copies the last build rendered, for the deploy to send to the remote bucket. */
const RENDERED_LIST_FILE = path.join(repoRoot, 'site', '.generated', 'social-images.json');
/** Deletions are rare (a picture replaced by a raster one, a product gone): a few at a time. */
const DELETE_CONCURRENCY = 6;

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

function wranglerArgs(location: BucketLocation, args: readonly string[]): string[] {
  return ['r2', ...args, ...(location === 'remote' ? ['--remote'] : ['--local', '--persist-to', location.persistTo ?? LOCAL_STATE_DIR])];
}

function localManifestFile(location: Exclude<BucketLocation, 'remote'>): string {
  return path.join(location.persistTo ?? LOCAL_STATE_DIR, LOCAL_MANIFEST_NAME);
}

function runWrangler(location: BucketLocation, args: readonly string[]): Promise<void> {
  return runNode(cli.wrangler, wranglerArgs(location, args), { env: toolEnv({ CI: 'true' }), stdio: ['ignore', 'ignore', 'inherit'] });
}

function parseManifest(text: string): Record<string, string> {
  const parsed = JSON.parse(text) as Partial<Manifest>;
  return parsed.version === 1 && parsed.objects ? parsed.objects : {};
}

async function readManifest(location: BucketLocation): Promise<Record<string, string>> {
  if (location !== 'remote') return readFile(localManifestFile(location), 'utf8').then(parseManifest, () => ({}));
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      [cli.wrangler, ...wranglerArgs(location, ['object', 'get', `${SOCIAL_IMAGE_BUCKET}/${MANIFEST_KEY}`, '--pipe'])],
      {
        cwd: repoRoot,
        env: toolEnv({ CI: 'true' }),
        maxBuffer: 64 << 20,
      },
    );
    return parseManifest(stdout);
  } catch (error) {
    // A bucket without a manifest yet (the first deploy) holds nothing this module put there.
    if (/does not exist|not found|NoSuchKey/i.test(String((error as { stderr?: string }).stderr ?? error))) return {};
    throw error;
  }
}

async function writeManifest(location: BucketLocation, objects: Record<string, string>, workDir: string): Promise<void> {
  const text = JSON.stringify({ version: 1, objects } satisfies Manifest);
  if (location !== 'remote') {
    await mkdir(path.dirname(localManifestFile(location)), { recursive: true });
    await writeFile(localManifestFile(location), text);
    return;
  }
  const file = path.join(workDir, MANIFEST_KEY);
  await writeFile(file, text);
  await runWrangler(location, ['object', 'put', `${SOCIAL_IMAGE_BUCKET}/${MANIFEST_KEY}`, '--file', file, '--content-type', 'application/json']);
}

/**
 * Makes the bucket at `location` hold exactly `wanted`: new and changed copies in one bulk put,
 * gone ones deleted, then the manifest. A run that stops half way leaves the old manifest, so the
 * next run sends again what this one may not have.
 */
export async function syncSocialImageBucket(wanted: readonly BucketObject[], location: BucketLocation): Promise<BucketSyncPlan> {
  const published = await readManifest(location);
  const plan = planBucketSync(published, wanted);
  if (plan.put.length === 0 && plan.remove.length === 0) return plan;

  const workDir = await mkdtemp(path.join(tmpdir(), 'social-image-sync-'));
  try {
    if (plan.put.length > 0) {
      const list = path.join(workDir, 'put.json');
      await writeFile(list, JSON.stringify(plan.put.map(({ key, file }) => ({ key, file }))));
      await runWrangler(location, ['bulk', 'put', SOCIAL_IMAGE_BUCKET, '--filename', list, '--content-type', 'image/jpeg']);
    }
    const queue = [...plan.remove];
    const deleteNext = async () => {
      for (let key = queue.shift(); key; key = queue.shift()) await runWrangler(location, ['object', 'delete', `${SOCIAL_IMAGE_BUCKET}/${key}`]);
    };
    await Promise.all(Array.from({ length: DELETE_CONCURRENCY }, deleteNext));
    await writeManifest(location, Object.fromEntries(wanted.map((object) => [object.key, object.hash])), workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return plan;
}
