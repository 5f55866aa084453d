import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { NEXT_PAYLOAD_FILES } from '#lib/framework-internals.ts';
import { pruneUnusedPayloads } from './prune-payloads.ts';

let outDir: string | undefined;
afterEach(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

it('removes only the full-payload copies, keeping the payload the client router fetches and the segments', async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'prune-payloads-'));
  const page = path.join(outDir, 'produkt', 'a');
  await mkdir(page, { recursive: true });
  await writeFile(`${page}.txt`, 'full');
  await writeFile(`${page}.html`, '<html></html>');
  for (const name of ['__next._full.txt', NEXT_PAYLOAD_FILES.rootSegment, '__next._tree.txt', '__next.!KHNob3Ap.produkt.$d$slug.__PAGE__.txt'])
    await writeFile(path.join(page, name), 'full');
  expect(await pruneUnusedPayloads(outDir)).toEqual({ files: 1, bytes: 4 });
  expect((await readdir(page)).sort()).toEqual(
    [NEXT_PAYLOAD_FILES.rootSegment, '__next._tree.txt', '__next.!KHNob3Ap.produkt.$d$slug.__PAGE__.txt'].sort(),
  );
  expect((await readdir(path.join(outDir, 'produkt'))).sort()).toEqual(['a', 'a.html', 'a.txt']);
});
