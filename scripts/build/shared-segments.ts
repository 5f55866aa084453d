/**
 * One root-layout segment file per route instead of one per page (docs/decisions/026-platform-limits.md).
 * Every exported page has a `__next._index.txt` (the root layout's segment, the frame), and the
 * pages of one route folder (`produkt/*`, `kategoria/dozowniki/*`, …) have byte-identical ones.
 * Where all pages of a folder agree, the build keeps one copy, `_next/segments/index-{hash}.txt`,
 * names it in `_next/segments/index.json` (folder → hash), and retires the pages' copies (listed
 * as gone at once, deleted by the next update: export-removals.ts): one file fewer per page against
 * the assets layer's file limit. The worker answers a page's
 * `__next._index.txt` from its own file when there is one, else from the folder's shared copy
 * (worker/src/edge/shared-segments.ts). Idempotent: a rebuild that brings back some pages' own
 * copies is folded in again.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NEXT_PAYLOAD_FILES } from '#lib/framework-internals.ts';
import { SHARED_INDEX_DIR, SHARED_INDEX_FILE, SHARED_INDEX_MANIFEST } from '#worker/shared-names.ts';
import { listedRemovals, retireFromExport, settleExport } from './export-removals.ts';

const TREE_FILE = NEXT_PAYLOAD_FILES.tree;

type Manifest = Record<string, string>;

async function readManifest(outDir: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(outDir, SHARED_INDEX_MANIFEST), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The page folders under `outDir` (each holds the `_tree` of one page), grouped by their parent folder. */
async function pagesByFolder(outDir: string): Promise<Map<string, string[]>> {
  const folders = new Map<string, string[]>();
  for (const entry of await readdir(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== TREE_FILE) continue;
    const page = path.relative(outDir, entry.parentPath).split(path.sep).join('/');
    if (page === '' || page.startsWith('_next')) continue;
    const parent = page.includes('/') ? page.slice(0, page.lastIndexOf('/')) : '';
    folders.set(parent, [...(folders.get(parent) ?? []), page]);
  }
  return folders;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

export interface SharedSegments {
  /** Folders whose pages share one copy. */
  folders: number;
  /** Per-page copies removed by this run. */
  removed: number;
}

export async function shareIndexSegments(outDir: string): Promise<SharedSegments> {
  const previous = await readManifest(outDir);
  const manifest: Manifest = {};
  const sharedDir = path.join(outDir, SHARED_INDEX_DIR);
  await mkdir(sharedDir, { recursive: true });
  const sharedBytes = async (hash: string) => readFile(path.join(sharedDir, `index-${hash}.txt`)).catch(() => null);
  // A page's copy folded before stays on disk until the next update deletes it, but no longer counts.
  const retired = new Set(await listedRemovals(outDir));
  const ownCopy = (page: string) => `${page}/${SHARED_INDEX_FILE}`;
  const going: string[] = [];
  const written: string[] = [];
  for (const [folder, pages] of await pagesByFolder(outDir)) {
    // Only folders of two pages or more gain anything; the root page keeps its own.
    if (pages.length < 2 || folder === '') continue;
    const known = previous[folder] ? await sharedBytes(previous[folder]) : null;
    const contents = await Promise.all(pages.map((page) => readFile(path.join(outDir, ownCopy(page))).catch(() => known)));
    const first = contents[0];
    if (!first || contents.some((content) => content === null || !content.equals(first))) {
      // Not all alike (or a page lost its copy): every page keeps its own.
      await Promise.all(
        pages.map(async (page, index) => {
          const content = contents[index];
          if (!content) return;
          await writeFile(path.join(outDir, ownCopy(page)), content);
          written.push(ownCopy(page));
        }),
      );
      continue;
    }
    const hash = hashOf(first);
    await writeFile(path.join(sharedDir, `index-${hash}.txt`), first);
    written.push(`${SHARED_INDEX_DIR}/index-${hash}.txt`);
    manifest[folder] = hash;
    for (const page of pages) if (!retired.has(ownCopy(page)) && existsSync(path.join(outDir, ownCopy(page)))) going.push(ownCopy(page));
  }
  await writeFile(path.join(outDir, SHARED_INDEX_MANIFEST), JSON.stringify(manifest));
  // What was written counts again, were it retired before (a copy given back, a shared copy used again).
  await settleExport(outDir, written);
  // Not deleted here: a serving local worker may be reloading after the merge (export-removals.ts).
  const used = new Set(Object.values(manifest).map((hash) => `index-${hash}.txt`));
  const unused = (await readdir(sharedDir))
    .filter((name) => name.startsWith('index-') && name !== 'index.json' && !used.has(name))
    .map((name) => `${SHARED_INDEX_DIR}/${name}`)
    .filter((relative) => !retired.has(relative));
  await retireFromExport(outDir, [...going, ...unused]);
  return { folders: Object.keys(manifest).length, removed: going.length };
}

/**
 * The rebuilt pages' own root-layout segments (relative paths in `files`, rendered in `freshDir`)
 * that equal their folder's shared copy in `outDir`: a rebuild leaves them out of the merge, as
 * `shareIndexSegments` would retire them right after it.
 */
export async function alreadySharedSegments(outDir: string, freshDir: string, files: readonly string[]): Promise<Set<string>> {
  const manifest = await readManifest(outDir);
  const shared = new Set<string>();
  for (const relative of files) {
    if (path.posix.basename(relative) !== SHARED_INDEX_FILE) continue;
    const page = path.posix.dirname(relative);
    const folder = page.includes('/') ? page.slice(0, page.lastIndexOf('/')) : '';
    const hash = manifest[folder];
    if (!hash) continue;
    if (hashOf(await readFile(path.join(freshDir, relative))) === hash) shared.add(relative);
  }
  return shared;
}
