import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaToFetch, readPulledMedia, recordPulledMedia } from './media-changes.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the incremental media pull', () => {
  it('fetches new, changed and missing files only, and removes the ones no longer listed', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-changes-'));
    const mediaDir = path.join(dir, 'media');
    const stateFile = path.join(dir, 'media-pulled.json');
    await mkdir(path.join(mediaDir, 'products'), { recursive: true });
    for (const name of ['a.svg', 'b.svg', 'gone.svg']) await writeFile(path.join(mediaDir, 'products', name), name);
    const first = [
      { path: 'products/a.svg', updatedAt: '1' },
      { path: 'products/b.svg', updatedAt: '1' },
      { path: 'products/gone.svg', updatedAt: '1' },
      { path: 'products/lost.svg', updatedAt: '1' },
    ];
    expect(await mediaToFetch(first, await readPulledMedia(stateFile), mediaDir)).toEqual(first);
    await recordPulledMedia(first, await readPulledMedia(stateFile), mediaDir, stateFile);

    const second = [
      { path: 'products/a.svg', updatedAt: '1' },
      { path: 'products/b.svg', updatedAt: '2' },
      { path: 'products/lost.svg', updatedAt: '1' },
      { path: 'products/new.svg', updatedAt: '1' },
    ];
    const previous = await readPulledMedia(stateFile);
    expect((await mediaToFetch(second, previous, mediaDir)).map((entry) => entry.path)).toEqual([
      'products/b.svg',
      'products/lost.svg',
      'products/new.svg',
    ]);
    expect(await recordPulledMedia(second, previous, mediaDir, stateFile)).toBe(1);
    expect((await readdir(path.join(mediaDir, 'products'))).sort()).toEqual(['a.svg', 'b.svg']);
  });

  it('never removes a file outside the media folder, whatever the record says', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-changes-'));
    const mediaDir = path.join(dir, 'media');
    await mkdir(mediaDir);
    await writeFile(path.join(dir, 'keep.txt'), 'x');
    await recordPulledMedia([], new Map([['../keep.txt', '1']]), mediaDir, path.join(dir, 'state.json'));
    expect(await readdir(dir)).toContain('keep.txt');
  });
});
