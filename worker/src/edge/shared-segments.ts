/**
 * A page's `__next._index.txt` (the root layout's segment, which Next's client router fetches on
 * navigation): from the page's own file when the export has one, else from the copy all pages of
 * its folder share (scripts/build/shared-segments.ts, docs/decisions/026-platform-limits.md).
 * Every asset the site serves goes through it (site.ts `fetchAsset`), after the route's own
 * mapping: a shell's segment is its placeholder's, shared or not.
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

/**
 * The folder's shared copy of a page's segment, for an asset path (`/produkt/x/__next._index.txt`,
 * or a shell's placeholder `/konto/_/__next._index.txt`) whose own file the export does not hold;
 * `missing` (the assets layer's 404) when the folder has none either.
 */
export async function sharedIndexSegmentOr(c: Context<AppEnv>, assetPath: string, missing: Response): Promise<Response> {
  const url = new URL(c.req.url);
  const page = assetPath.slice(1, -`/${SHARED_INDEX_FILE}`.length);
  const folder = page.includes('/') ? page.slice(0, page.lastIndexOf('/')) : '';
  const hash = (await manifestOf(c, url.origin))[decodeURIComponent(folder)];
  if (!hash) return missing;
  await missing.body?.cancel();
  return c.env.ASSETS.fetch(new URL(`/${SHARED_INDEX_DIR}/index-${hash}.txt`, url.origin), { method: c.req.method });
}
