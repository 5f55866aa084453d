import { type FSWatcher, watch } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fc, test } from '@fast-check/vitest';
// The local worker's own walk of the assets folder: what it lists, ignores and stats.
import { buildAssetManifest } from 'miniflare';
import { afterEach, describe, expect, it } from 'vitest';
import { beginExportUpdate, isServed, listedRemovals, retireFromExport, settleExport } from './export-removals.ts';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function exportDir(files: readonly string[]): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), 'export-removals-'));
  const out = path.join(root, 'out');
  for (const file of files) await put(out, file);
  await mkdir(out, { recursive: true });
  return out;
}

async function put(out: string, file: string, text = file): Promise<void> {
  await mkdir(path.dirname(path.join(out, file)), { recursive: true });
  await writeFile(path.join(out, file), text);
}

/** The files the local worker serves from `out`, as its reload lists them. */
async function served(out: string): Promise<string[]> {
  const { assetsReverseMap } = await buildAssetManifest(out);
  return Object.values(assetsReverseMap)
    .map((asset) => asset.filePath)
    .sort();
}

describe('paths on their way out of a served export (decision 044)', () => {
  it('deletes what goes, with what was retired, and the worker never counts either', async () => {
    const out = await exportDir(['produkt/a.html', 'produkt/a/__next._tree.txt', 'produkt/b.html', 'produkt/b/__next._index.txt', 'x.txt']);
    await retireFromExport(out, ['produkt/b/__next._index.txt']);
    expect(await served(out)).toEqual(['produkt/a.html', 'produkt/a/__next._tree.txt', 'produkt/b.html', 'x.txt']);
    expect(await isServed(out, 'produkt/b/__next._index.txt')).toBe(false);
    expect(await beginExportUpdate(out, ['produkt/a.html', 'produkt/a'])).toEqual({ deleted: 3 });
    expect(await readdir(path.join(out, 'produkt', 'a'))).toEqual([]);
    expect(await served(out)).toEqual(['produkt/b.html', 'x.txt']);
    // Listed until the next update, which drops the names of what is gone.
    expect((await listedRemovals(out)).sort()).toEqual(['produkt/a', 'produkt/a.html', 'produkt/b/__next._index.txt']);
    await beginExportUpdate(out);
    expect(await listedRemovals(out)).toEqual([]);
  });

  it('serves a page again once it is written back, folder and all', async () => {
    const out = await exportDir(['produkt/a.html', 'produkt/a/__next._tree.txt']);
    await beginExportUpdate(out, ['produkt/a.html', 'produkt/a']);
    await put(out, 'produkt/a.html');
    await put(out, 'produkt/a/__next._tree.txt');
    await settleExport(out, ['produkt/a.html', 'produkt/a/__next._tree.txt']);
    expect(await served(out)).toEqual(['produkt/a.html', 'produkt/a/__next._tree.txt']);
  });

  test.prop([fc.array(fc.stringMatching(/^[a-zA-Z0-9!#*[\]()._~ -]{1,12}$/), { minLength: 1, maxLength: 8 })], { numRuns: 30 })(
    'matches a listed name literally, whatever Next or a slug puts in it',
    async (names) => {
      const files = [...new Set(names.map((name) => `d/${name.trim() || 'x'}.txt`))];
      const out = await exportDir(files);
      await retireFromExport(out, files.slice(1));
      expect(await served(out)).toEqual([files[0]]);
      await rm(root, { recursive: true, force: true });
    },
  );
});

/**
 * The local worker's reload, as wrangler dev does it: a watcher on the folder and, `debounceMs`
 * after the last change, a walk that lists, reads `.assetsignore` and stats. Collects what went wrong.
 */
function reloadingWorker(out: string, debounceMs: number): { errors: unknown[]; settled(): Promise<void>; stop(): void } {
  const errors: unknown[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const watcher: FSWatcher = watch(out, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(() =>
        buildAssetManifest(out).then(
          () => undefined,
          (error: unknown) => void errors.push(error),
        ),
      );
    }, debounceMs);
  });
  return {
    errors,
    settled: async () => {
      await new Promise((resolve) => setTimeout(resolve, debounceMs + 20));
      await running;
    },
    stop: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}

const PAGES = Array.from({ length: 60 }, (_, index) => `p${index}`);
const pageFiles = (page: string) => [
  `produkt/${page}.html`,
  `produkt/${page}.txt`,
  `produkt/${page}/__next._tree.txt`,
  `produkt/${page}/__next._index.txt`,
];

describe('a reloading local worker while the export changes', () => {
  test.prop([fc.array(fc.subarray(PAGES, { minLength: 1 }), { minLength: 2, maxLength: 4 })], { numRuns: 4 })(
    'never stats a file that is gone, whatever pages each update keeps',
    async (updates) => {
      const out = await exportDir(PAGES.flatMap(pageFiles));
      const worker = reloadingWorker(out, 1);
      try {
        let current = new Set(PAGES);
        for (const pages of updates) {
          const fresh = path.join(root, 'fresh');
          for (const page of pages) for (const file of pageFiles(page)) await put(fresh, file, `${file} ${updates.indexOf(pages)}`);
          const gone = [...current].filter((page) => !pages.includes(page));
          await beginExportUpdate(
            out,
            gone.flatMap((page) => [`produkt/${page}.html`, `produkt/${page}.txt`, `produkt/${page}`]),
          );
          const moved = pages.flatMap(pageFiles);
          for (const file of moved) {
            await mkdir(path.dirname(path.join(out, file)), { recursive: true });
            await rename(path.join(fresh, file), path.join(out, file));
          }
          await settleExport(out, moved);
          // A step after the merge folds the pages' own segment copies away.
          await retireFromExport(
            out,
            pages.map((page) => `produkt/${page}/__next._index.txt`),
          );
          await rm(fresh, { recursive: true, force: true });
          current = new Set(pages);
          await worker.settled();
        }
        expect(worker.errors.map(String)).toEqual([]);
        expect(await served(out)).toEqual(
          [...current]
            .flatMap(pageFiles)
            .filter((file) => !file.endsWith('_index.txt'))
            .sort(),
        );
      } finally {
        worker.stop();
      }
      await rm(root, { recursive: true, force: true });
    },
    120_000,
  );

  it('is a test that catches it: deleting in place under the same worker trips it', async () => {
    let tripped = false;
    for (let attempt = 0; attempt < 5 && !tripped; attempt++) {
      const out = await exportDir(PAGES.flatMap(pageFiles));
      const worker = reloadingWorker(out, 1);
      for (const page of PAGES) for (const file of pageFiles(page)) await rm(path.join(out, file), { force: true });
      await worker.settled();
      worker.stop();
      tripped = worker.errors.some((error) => (error as NodeJS.ErrnoException).code === 'ENOENT');
      await rm(root, { recursive: true, force: true });
    }
    expect(tripped).toBe(true);
  });
});
