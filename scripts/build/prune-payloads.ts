/**
 * After `next build`: removes each page's `__next._full.txt`. Next writes the whole RSC payload of
 * a page twice, as `{page}.txt` (what the client router fetches for a navigation it did not
 * prefetch) and as `{page}/__next._full.txt` (read only by `next start`'s resume of partially
 * prerendered pages, never by the client of a static export). The two are byte for byte the same;
 * dropping the copy takes a fifth of the export's files and a third of its payload bytes away,
 * which matters against the assets layer's file limit as the catalogue grows
 * (docs/decisions/015-the-frame-in-payload-files.md).
 */

import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { NEXT_PAYLOAD_FILES } from '#lib/framework-internals.ts';

export const UNUSED_PAYLOAD_FILE = NEXT_PAYLOAD_FILES.unusedFull;

/** Removes every unused full-payload copy under `outDir`; answers how many files and bytes went. */
export async function pruneUnusedPayloads(outDir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== UNUSED_PAYLOAD_FILE) continue;
    const file = path.join(entry.parentPath, entry.name);
    bytes += (await stat(file)).size;
    await rm(file);
    files++;
  }
  return { files, bytes };
}
