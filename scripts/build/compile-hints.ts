/**
 * The chunks a page runs as it loads carry V8's explicit compile hint (issue 36): a first line
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other engines read a comment). V8 then
 * compiles every function of the file while the file streams in, on a background thread, instead
 * of on the main thread when each module's factory is first called. Without it, Turbopack's
 * runtime instantiating the page's modules was the largest part of the page's longest task
 * (docs/performance.md). Chunks a page loads later (`import()`) keep V8's lazy compilation: most of
 * their functions run only when the shopper gets there.
 *
 * A chunk's name stays its content hash from Next: the hint is added the same way every build, so
 * one name never serves two contents. It runs before the service worker's version is hashed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mapConcurrently } from '../lib/concurrency.ts';
import { listPageScripts } from './scripts-after-paint.ts';
import { listHtmlFiles } from './secure-pages.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CHUNK_PATH = /^\/_next\/static\/chunks\/[^/?#]+\.js$/;

/** The chunk with the hint as its first line; a chunk that has it already, as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** The framework chunks the pages load by themselves (their tags and the after-paint loader's list), each once. */
export function firstLoadChunks(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap((html) => listPageScripts(html)).filter((src) => CHUNK_PATH.test(src)))].sort();
}

/**
 * Gives the first-load chunks of every page of the export the hint. Returns how many chunks it
 * found; a chunk a page names that is not in the export is left to the page's own failure.
 */
export async function hintFirstLoadChunks(outDir: string): Promise<number> {
  const pages = await mapConcurrently(await listHtmlFiles(outDir), 8, (file) => readFile(file, 'utf8'));
  const chunks = firstLoadChunks(pages);
  const found = await mapConcurrently(chunks, 8, async (src) => {
    const file = path.join(outDir, src);
    const source = await readFile(file, 'utf8').catch(() => null);
    if (source === null) return false;
    const hinted = withCompileHint(source);
    if (hinted !== source) await writeFile(file, hinted);
    return true;
  });
  return found.filter(Boolean).length;
}
