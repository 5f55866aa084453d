/**
 * Writes a pull into site/content incrementally: only the files whose items changed since the
 * previous pull (content-diff.ts), the files of removed items deleted, and the new manifest of
 * hashes written last (a pull that stops half way leaves the old manifest, so the next pull
 * writes those files again). Unchanged files keep their bytes and timestamps.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTENT_HASHES_FILE,
  CONTENT_HASHES_VERSION,
  type ContentChanges,
  type ContentHashes,
  diffContent,
  type GroupHashes,
  parseContentHashes,
} from './content-diff.ts';

/** One JSON file of the content, with the hashes of the groups its bytes follow from. */
export interface ContentFile {
  file: string;
  data: unknown;
  groups: Record<string, GroupHashes>;
}

/** One JSON file per item (`products/{slug}.json`), keyed as the group's hashes are. */
export interface ContentCollection {
  dir: string;
  group: string;
  items: Map<string, unknown>;
  hashes: GroupHashes;
}

export interface ContentPull {
  files: ContentFile[];
  collections: ContentCollection[];
  /** Groups only diffed, never written: facts of items the page selection needs (e.g. listing keys). */
  hashOnly?: Record<string, GroupHashes>;
}

export interface StoreResult {
  changes: ContentChanges;
  /** Files written or deleted, relative to the content folder. */
  written: number;
  deleted: number;
  /** True when there was no usable previous pull: the folder was emptied and written whole. */
  fresh: boolean;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function writeJson(file: string, data: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(data));
}

export async function readContentHashes(contentDir: string): Promise<ContentHashes | undefined> {
  return parseContentHashes(await readFile(path.join(contentDir, CONTENT_HASHES_FILE), 'utf8').catch(() => null));
}

/** All the hashes of a pull, as its manifest holds them. */
export function hashesOf(pull: ContentPull): ContentHashes {
  const groups: Record<string, GroupHashes> = {};
  for (const file of pull.files) Object.assign(groups, file.groups);
  for (const collection of pull.collections) groups[collection.group] = collection.hashes;
  Object.assign(groups, pull.hashOnly ?? {});
  return { version: CONTENT_HASHES_VERSION, groups };
}

export async function storeContent(contentDir: string, pull: ContentPull): Promise<StoreResult> {
  const previous = await readContentHashes(contentDir);
  if (!previous) await rm(contentDir, { recursive: true, force: true });
  const next = hashesOf(pull);
  const changes = diffContent(previous, next);
  let written = 0;
  let deleted = 0;

  for (const { file, data, groups } of pull.files) {
    const target = path.join(contentDir, file);
    if (Object.keys(groups).some((group) => changes[group]) || !(await exists(target))) {
      await writeJson(target, data);
      written++;
    }
  }
  for (const { dir, group, items } of pull.collections) {
    const diff = changes[group];
    const due = new Set([...(diff?.added ?? []), ...(diff?.changed ?? [])]);
    for (const [key, data] of items) {
      const target = path.join(contentDir, dir, `${key}.json`);
      if (due.has(key) || !(await exists(target))) {
        await writeJson(target, data);
        written++;
      }
    }
    for (const key of diff?.removed ?? []) {
      await rm(path.join(contentDir, dir, `${key}.json`), { force: true });
      deleted++;
    }
  }
  await writeJson(path.join(contentDir, CONTENT_HASHES_FILE), next);
  return { changes, written, deleted, fresh: !previous };
}
