/**
 * Which media files a pull fetches: those new or changed since the previous pull (by the media
 * list's `updatedAt`) or missing on disk; files the list no longer names are removed. The record
 * of the previous pull (path → updatedAt) is kept beside the content, not among the media, so it
 * never reaches the export.
 */
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaListing {
  path: string;
  updatedAt: string;
}

/** The previous pull's media, path → updatedAt; empty when there is none. */
export async function readPulledMedia(stateFile: string): Promise<Map<string, string>> {
  try {
    const record = JSON.parse(await readFile(stateFile, 'utf8')) as Record<string, string>;
    return new Map(Object.entries(record));
  } catch {
    return new Map();
  }
}

/** Entries to fetch: new, changed (another updatedAt) or missing from `mediaDir`. */
export async function mediaToFetch<T extends MediaListing>(
  entries: readonly T[],
  previous: ReadonlyMap<string, string>,
  mediaDir: string,
): Promise<T[]> {
  const due: T[] = [];
  for (const entry of entries) {
    const present =
      previous.get(entry.path) === entry.updatedAt &&
      (await stat(path.join(mediaDir, entry.path)).then(
        () => true,
        () => false,
      ));
    if (!present) due.push(entry);
  }
  return due;
}

/** Removes the files of media the list no longer names, then records this pull. Answers how many went. */
export async function recordPulledMedia(
  entries: readonly MediaListing[],
  previous: ReadonlyMap<string, string>,
  mediaDir: string,
  stateFile: string,
): Promise<number> {
  const current = new Set(entries.map((entry) => entry.path));
  const gone = [...previous.keys()].filter((file) => !current.has(file));
  for (const file of gone) {
    // Only a path inside the media folder: the record is ours, but a hand-edited one must not reach further.
    const target = path.resolve(mediaDir, file);
    if (target.startsWith(path.resolve(mediaDir) + path.sep)) await rm(target, { force: true });
  }
  await writeFile(stateFile, JSON.stringify(Object.fromEntries(entries.map((entry) => [entry.path, entry.updatedAt]))));
  return gone.length;
}
