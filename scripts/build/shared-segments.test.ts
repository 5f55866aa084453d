import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NEXT_PAYLOAD_FILES } from '#lib/framework-internals.ts';
import { isServed, settleExport } from './export-removals.ts';
import { alreadySharedSegments, shareIndexSegments } from './shared-segments.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A page as a rebuild's merge leaves it: written, and served again were it retired before. */
async function page(folder: string, index: string | null): Promise<void> {
  await mkdir(path.join(dir, folder), { recursive: true });
  await writeFile(path.join(dir, folder, '__next._tree.txt'), 'tree');
  if (index === null) return;
  await writeFile(path.join(dir, folder, NEXT_PAYLOAD_FILES.rootSegment), index);
  await settleExport(dir, [`${folder}/${NEXT_PAYLOAD_FILES.rootSegment}`]);
}

/** A page's own copy, as the export serves it (a retired copy stays on disk until the next update, unserved). */
const own = async (folder: string) => {
  const relative = `${folder}/${NEXT_PAYLOAD_FILES.rootSegment}`;
  return (await isServed(dir, relative)) ? readFile(path.join(dir, relative), 'utf8') : null;
};

describe('the shared root-layout segment', () => {
  it('keeps one copy for a folder whose pages agree, and every page its own where they do not', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'segments-'));
    await page('produkt/a', 'frame');
    await page('produkt/b', 'frame');
    await page('blog/x', 'one');
    await page('blog/y', 'other');
    expect(await shareIndexSegments(dir)).toEqual({ folders: 1, removed: 2 });
    const manifest = JSON.parse(await readFile(path.join(dir, '_next/segments/index.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest)).toEqual(['produkt']);
    expect(await readFile(path.join(dir, `_next/segments/index-${manifest.produkt}.txt`), 'utf8')).toBe('frame');
    expect([await own('produkt/a'), await own('blog/x'), await own('blog/y')]).toEqual([null, 'one', 'other']);
  });

  it('folds a rebuild in again, and gives pages their own copies back when the folder stops agreeing', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'segments-'));
    await page('produkt/a', 'frame');
    await page('produkt/b', 'frame');
    await shareIndexSegments(dir);
    // A rebuild rendered b again (its own copy is back) and added c.
    await page('produkt/b', 'frame');
    await page('produkt/c', 'frame');
    expect(await shareIndexSegments(dir)).toEqual({ folders: 1, removed: 2 });
    // A code change gave c another frame: a and b get the shared copy back as their own.
    await page('produkt/c', 'new frame');
    expect(await shareIndexSegments(dir)).toEqual({ folders: 0, removed: 0 });
    expect([await own('produkt/a'), await own('produkt/b'), await own('produkt/c')]).toEqual(['frame', 'frame', 'new frame']);
  });

  it('keeps out of a rebuild’s merge the pages’ copies their folder already shares, and only those', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'segments-'));
    await page('produkt/a', 'frame');
    await page('produkt/b', 'frame');
    await shareIndexSegments(dir);
    const fresh = path.join(dir, 'fresh');
    const rendered = async (folder: string, index: string) => {
      await mkdir(path.join(fresh, folder), { recursive: true });
      await writeFile(path.join(fresh, folder, NEXT_PAYLOAD_FILES.rootSegment), index);
      return `${folder}/${NEXT_PAYLOAD_FILES.rootSegment}`;
    };
    const same = await rendered('produkt/b', 'frame');
    const changed = await rendered('produkt/c', 'another frame');
    const unshared = await rendered('blog/x', 'frame');
    const shared = await alreadySharedSegments(dir, fresh, [same, changed, unshared, 'produkt/b.html']);
    expect([...shared]).toEqual([same]);
  });
});
