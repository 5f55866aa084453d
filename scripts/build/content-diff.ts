/**
 * What changed between two pulls of the shop's content. Each pull keeps, beside the content it
 * wrote, a manifest of hashes (`site/content/content-hashes.json`): per group (products, product
 * sets, blog posts, category facets, and one entry per whole list), the SHA-256 of every item's
 * JSON by its key. The next pull hashes what the API answers, compares, writes only what differs
 * and hands the differences to the page selection (affected-pages.ts).
 */
import { createHash } from 'node:crypto';

/** Bump when the manifest's meaning changes: an unknown version counts as no previous pull. */
export const CONTENT_HASHES_VERSION = 1;
export const CONTENT_HASHES_FILE = 'content-hashes.json';

/** Item key → hash, per group. */
export type GroupHashes = Record<string, string>;

export interface ContentHashes {
  version: number;
  groups: Record<string, GroupHashes>;
}

export interface GroupChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

/** Only the groups in which something differs. */
export type ContentChanges = Record<string, GroupChanges>;

/** The hash of a JSON value as the pull writes it (the API's own key order). */
export function hashJson(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/** Hashes of a list by a key of its items. Two items with one key are a contract drift the pull must not hide. */
export function hashItems<T>(items: readonly T[], keyOf: (item: T) => string, hashOf: (item: T) => string = hashJson): GroupHashes {
  const hashes: GroupHashes = Object.create(null);
  for (const item of items) {
    const key = keyOf(item);
    if (Object.hasOwn(hashes, key)) throw new Error(`Two items share the key "${key}": the content cannot be diffed by it`);
    hashes[key] = hashOf(item);
  }
  return hashes;
}

/** Added, changed and removed keys of one group, each sorted. */
export function diffGroup(previous: GroupHashes | undefined, next: GroupHashes): GroupChanges {
  const before = previous ?? {};
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [key, hash] of Object.entries(next)) {
    if (!Object.hasOwn(before, key)) added.push(key);
    else if (before[key] !== hash) changed.push(key);
  }
  for (const key of Object.keys(before)) if (!Object.hasOwn(next, key)) removed.push(key);
  return { added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}

export function hasChanges({ added, changed, removed }: GroupChanges): boolean {
  return added.length + changed.length + removed.length > 0;
}

/** The differences of every group between two manifests (a group absent from `next` is all removed). */
export function diffContent(previous: ContentHashes | undefined, next: ContentHashes): ContentChanges {
  const changes: ContentChanges = {};
  const groups = new Set([...Object.keys(next.groups), ...Object.keys(previous?.groups ?? {})]);
  for (const group of [...groups].sort()) {
    const diff = diffGroup(previous?.groups[group], next.groups[group] ?? {});
    if (hasChanges(diff)) changes[group] = diff;
  }
  return changes;
}

/** A previous manifest, or undefined when it is missing, unreadable or of another version. */
export function parseContentHashes(text: string | null): ContentHashes | undefined {
  if (text === null) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<ContentHashes>;
    if (parsed.version !== CONTENT_HASHES_VERSION || typeof parsed.groups !== 'object' || parsed.groups === null) return undefined;
    return parsed as ContentHashes;
  } catch {
    return undefined;
  }
}

/** One line per changed group for the build's output, e.g. `products: 1 changed, 2 added`. */
export function describeChanges(changes: ContentChanges): string[] {
  return Object.entries(changes).map(([group, { added, changed, removed }]) => {
    const parts = [
      changed.length > 0 ? `${changed.length} changed` : '',
      added.length > 0 ? `${added.length} added` : '',
      removed.length > 0 ? `${removed.length} removed` : '',
    ].filter(Boolean);
    return `${group}: ${parts.join(', ')}`;
  });
}
