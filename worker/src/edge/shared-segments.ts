/**
 * A page's `__next._index.txt` (the root layout's segment, which Next's client router fetches on
 * navigation): from the page's own file when the export has one, else from the copy all pages of
 * its folder share (scripts/build/shared-segments.ts, docs/decisions/026-platform-limits.md).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { SHARED_INDEX_DIR, SHARED_INDEX_FILE, SHARED_INDEX_MANIFEST } from '../shared-names.ts';

/** The manifest per assets origin, read once per isolate (it changes only with a deploy). */
const manifests = new Map<string, Promise<Record<string, string>>>();

function manifestOf(c: Context<AppEnv>, origin: string): Promise<Record<string, string>> {
  let manifest = manifests.get(origin);
  if (!manifest) {
    manifest = c.env.ASSETS.fetch(new URL(`/${SHARED_INDEX_MANIFEST}`, origin))
      .then(async (response) => (response.ok ? ((await response.json()) as Record<string, string>) : {}))
      .catch(() => ({}));
    manifests.set(origin, manifest);
  }
  return manifest;
}

/** A page's `__next._index.txt` below the root (the root page's own is always in the export). */
export function isIndexSegmentPath(pathname: string): boolean {
  return pathname.endsWith(`/${SHARED_INDEX_FILE}`) && pathname.length > SHARED_INDEX_FILE.length + 1;
}

export async function serveIndexSegment(c: Context<AppEnv>): Promise<Response> {
  const own = await c.env.ASSETS.fetch(c.req.raw);
  if (own.status !== 404) return own;
  const url = new URL(c.req.url);
  const page = url.pathname.slice(1, -`/${SHARED_INDEX_FILE}`.length);
  const folder = page.includes('/') ? page.slice(0, page.lastIndexOf('/')) : '';
  const hash = (await manifestOf(c, url.origin))[decodeURIComponent(folder)];
  if (!hash) return own;
  await own.body?.cancel();
  return c.env.ASSETS.fetch(new URL(`/${SHARED_INDEX_DIR}/index-${hash}.txt`, url.origin), { method: c.req.method });
}
