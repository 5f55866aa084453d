/**
 * How files leave an export that may be served while it changes (decision 044).
 *
 * The local worker (`wrangler dev`, under `npm start` and the browser tests) reloads a moment
 * (100 ms) after any change in site/out and then lists the folder and stats every file it listed;
 * a file deleted between the two stops it with ENOENT. So nothing is deleted from site/out out of
 * the blue. A path that has to go is first listed in `site/out/.assetsignore`, which that reload
 * reads between its listing and its stats and which skips the path without a stat (the deployed
 * assets layer honours the same file: an ignored path is never uploaded):
 *
 * - `beginExportUpdate`, the first thing an update of the export does, while nothing has changed
 *   in site/out for a while (the render happens beside it): lists what goes now, then deletes its
 *   files, with whatever earlier steps retired. A reload that starts even in the middle of the
 *   deletions reads a list that names all of them. Folders stay, empty.
 * - `retireFromExport`, for steps after files were moved in (a reload may be running): lists the
 *   paths and leaves them on disk, where they no longer count; the next update deletes them.
 * - `settleExport`, after files were moved in: unlists them (and the folders above them), as a
 *   page that comes back must be served again.
 *
 * A name stays listed until the update after its deletion, when no reload can hold it any more.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ASSETS_IGNORE_FILE = '.assetsignore';
const HEADER = '# Written by the build (scripts/build/export-removals.ts): paths on their way out of the export.';

/** The export-relative paths (files or folders, `/`-separated) the list names. */
export async function listedRemovals(outDir: string): Promise<string[]> {
  const text = await readFile(path.join(outDir, ASSETS_IGNORE_FILE), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => line.slice(1).replace(/\\(.)/g, '$1'));
}

/**
 * A gitignore pattern (the assets layer's syntax) that matches exactly this path and what is under
 * it: anchored by its leading `/`, with `*`, `[`, `]`, `\\`, `!` and `#` escaped. A `?` stays a
 * wildcard (the assets layer's matcher takes no escaped one); no exported file has one in its name,
 * as none can be a URL path.
 */
export function literalPattern(relative: string): string {
  return `/${relative.replace(/[*[\]\\!#]/g, '\\$&')}`;
}

/** Rewrites the list in one step: written beside the export and renamed in, so a reload never reads half of it. */
async function writeList(outDir: string, paths: Iterable<string>): Promise<void> {
  const unique = [...new Set(paths)].sort();
  const target = path.join(outDir, ASSETS_IGNORE_FILE);
  if (unique.length === 0 && !existsSync(target)) return;
  const staging = path.join(path.dirname(outDir), '.generated');
  await mkdir(staging, { recursive: true });
  const temporary = path.join(staging, `assetsignore-${process.pid}-${Date.now()}`);
  await writeFile(temporary, `${[HEADER, ...unique.map(literalPattern)].join('\n')}\n`);
  await rename(temporary, target);
}

const toPosix = (relative: string) => relative.split(path.sep).join('/');

/** The files at `relative`: itself, or every file under it when it is a folder. */
async function filesAt(outDir: string, relative: string): Promise<string[]> {
  const target = path.join(outDir, relative);
  const stats = await stat(target).catch(() => null);
  if (!stats) return [];
  if (!stats.isDirectory()) return [target];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Lists `paths` and deletes the files at them, with what was retired before. Call it before
 * anything else of an update touches the export. Folders stay, emptied: a folder deleted while the
 * reload walks the tree stops it too (`scandir`), and the list cannot prevent that; an empty folder
 * serves nothing, and the next full build starts from an empty export.
 */
export async function beginExportUpdate(outDir: string, paths: readonly string[] = []): Promise<{ deleted: number }> {
  // Names whose files went in an earlier update drop off: no reload started before then is still running.
  const listed = await listedRemovals(outDir);
  const held = await Promise.all(listed.map(async (relative) => (await filesAt(outDir, relative)).length > 0));
  const going = [...new Set([...listed.filter((_, index) => held[index]), ...paths.map(toPosix)])];
  await writeList(outDir, going);
  const files = (await Promise.all(going.map((relative) => filesAt(outDir, relative)))).flat();
  await Promise.all(files.map((file) => rm(file, { force: true })));
  return { deleted: files.length };
}

/** Lists `paths` as gone and leaves them where they are, to be deleted by the next update. */
export async function retireFromExport(outDir: string, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await writeList(outDir, [...(await listedRemovals(outDir)), ...paths.map(toPosix)]);
}

/** Unlists the paths just written into the export, and the folders that hold them. */
export async function settleExport(outDir: string, written: readonly string[]): Promise<void> {
  const listed = await listedRemovals(outDir);
  if (listed.length === 0) return;
  const back = new Set<string>();
  for (const relative of written.map(toPosix)) {
    const parts = relative.split('/');
    for (let depth = 1; depth <= parts.length; depth++) back.add(parts.slice(0, depth).join('/'));
  }
  const kept = listed.filter((relative) => !back.has(relative));
  if (kept.length !== listed.length) await writeList(outDir, kept);
}

/** Whether the export serves `relative`: it is there and not on its way out. */
export async function isServed(outDir: string, relative: string): Promise<boolean> {
  if (!existsSync(path.join(outDir, relative))) return false;
  const parts = toPosix(relative).split('/');
  const listed = new Set(await listedRemovals(outDir));
  return !parts.some((_, index) => listed.has(parts.slice(0, index + 1).join('/')));
}
