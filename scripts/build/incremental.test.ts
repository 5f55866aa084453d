import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type BuildFacts,
  type ExportState,
  hashCode,
  isRenderedFile,
  listRenderedFiles,
  mergeExport,
  missingRenderedPages,
  planBuild,
  replaceExport,
  routesToExport,
} from './incremental.ts';

const state: ExportState = { version: 1, codeHash: 'abc', content: { version: 1, groups: {} }, builtAt: '2026-11-24T00:00:00.000Z', mode: 'full' };
const facts: BuildFacts = { incremental: true, state, codeHash: 'abc', hasExport: true, hasCompiledSite: true, contentChanged: true };

describe('planBuild', () => {
  it('renders incrementally only when an export of the same code is there and content changed', () => {
    expect(planBuild(facts).mode).toBe('incremental');
    expect(planBuild({ ...facts, contentChanged: false }).mode).toBe('up-to-date');
  });

  it.each([
    [{ incremental: false }, 'always builds everything'],
    [{ state: undefined }, 'no record'],
    [{ hasExport: false }, 'missing'],
    [{ hasCompiledSite: false }, 'missing'],
    [{ codeHash: 'def' }, 'code changed'],
  ] as [Partial<BuildFacts>, string][])('builds everything when %o, saying why', (change, reason) => {
    const plan = planBuild({ ...facts, ...change });
    expect(plan.mode).toBe('full');
    expect(plan.reason).toContain(reason);
  });
});

describe('isRenderedFile', () => {
  const routes = new Set(['/', '/produkt/a', '/kategoria/k', '/_not-found']);
  it.each([
    ['index.html', true],
    ['index.txt', true],
    ['__next._tree.txt', true],
    ['produkt/a.html', true],
    ['produkt/a.txt', true],
    ['produkt/a/__next.!KHNob3Ap.produkt.$d$slug.__PAGE__.txt', true],
    ['produkt/a/__next._full.txt', false],
    ['produkt/b.html', false],
    ['produkt/b/__next._tree.txt', false],
    ['kategoria/k/__next.!KHNob3Ap.txt', true],
    ['kategoria/k/p/2.html', false],
    ['kategoria/k/p/2/__next._tree.txt', false],
    ['404.html', true],
    ['_next/static/chunks/x.js', true],
    ['media/products/a.svg', false],
    ['sitemap.xml', false],
  ])('%s: %s', (file, expected) => {
    expect(isRenderedFile(file, routes)).toBe(expected);
  });
});

describe('the export merge and the code hash', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function put(file: string, text: string): Promise<void> {
    await mkdir(path.dirname(path.join(dir as string, file)), { recursive: true });
    await writeFile(path.join(dir as string, file), text);
  }

  it('moves only the rendered pages into the previous export and keeps the rest of it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'merge-export-'));
    await put('previous/produkt/a.html', 'old a');
    await put('previous/produkt/b.html', 'old b');
    await put('fresh/produkt/a.html', 'new a');
    await put('fresh/produkt/b.html', 'b copied by Next from an older render');
    const fresh = path.join(dir, 'fresh');
    const files = await listRenderedFiles(fresh, new Set(['/produkt/a']));
    expect(files).toEqual(['produkt/a.html']);
    await mergeExport(fresh, path.join(dir, 'previous'), files);
    expect(await readFile(path.join(dir, 'previous/produkt/a.html'), 'utf8')).toBe('new a');
    expect(await readFile(path.join(dir, 'previous/produkt/b.html'), 'utf8')).toBe('old b');
  });

  it('changes with any code input and ignores pulled media and tests', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'code-hash-'));
    const inputs = ['site/src', 'site/public', 'package-lock.json'];
    await put('site/src/page.tsx', 'one');
    await put('site/public/media/a.svg', 'media');
    await put('package-lock.json', '{}');
    const first = await hashCode(dir, inputs);
    await put('site/public/media/a.svg', 'other media');
    await put('site/src/page.test.ts', 'a test');
    expect(await hashCode(dir, inputs)).toBe(first);
    await put('site/src/page.tsx', 'two');
    expect(await hashCode(dir, inputs)).not.toBe(first);
    await put('site/src/page.tsx', 'one');
    await put('package-lock.json', '{"lockfileVersion":3}');
    expect(await hashCode(dir, inputs)).not.toBe(first);
  });
});

describe('routesToExport: what a selected render’s export copies (Next copies the manifest on disk before it renders)', () => {
  const slug = fc.constantFrom('a', 'b', 'c', 'd');
  /** A full build's routes: static pages, shells and pages of narrowed routes. */
  const fullBuild = fc.record({
    products: fc.uniqueArray(slug, { minLength: 1 }),
    categories: fc.uniqueArray(slug, { minLength: 1 }),
  });
  const selectionOf = fc.record({
    routes: fc.subarray(['category', 'blogPost'] as const),
    items: fc.record({ product: fc.uniqueArray(slug), category: fc.uniqueArray(slug) }, { requiredKeys: [] }),
  });
  const routesOf = ({ products, categories }: { products: string[]; categories: string[] }) => ({
    '/': { srcRoute: '/' },
    '/koszyk': { srcRoute: '/koszyk' },
    '/konto/_': { srcRoute: '/konto/[tab]' },
    ...Object.fromEntries(products.map((product) => [`/produkt/${product}`, { srcRoute: '/produkt/[slug]' }])),
    ...Object.fromEntries(categories.map((category) => [`/kategoria/${category}`, { srcRoute: '/kategoria/[slug]' }])),
    ...Object.fromEntries(categories.map((category) => [`/kategoria/${category}/p/2`, { srcRoute: '/kategoria/[slug]/p/[pager]' }])),
  });

  test.prop([fullBuild, selectionOf])(
    'lists every page the render makes from a selected item, every page of a route rendered whole, every page no selection narrows; no other',
    (build, selection) => {
      const all = routesOf(build);
      const { listed, narrowable, known } = routesToExport(all, selection);
      expect(known).toEqual(new Set(Object.keys(all)));
      for (const route of ['/', '/koszyk', '/konto/_']) expect(listed.has(route), route).toBe(true);
      for (const product of build.products) {
        expect(listed.has(`/produkt/${product}`)).toBe((selection.items.product ?? []).includes(product));
      }
      for (const category of build.categories) {
        const whole = selection.routes.includes('category');
        expect(listed.has(`/kategoria/${category}`)).toBe(whole || (selection.items.category ?? []).includes(category));
        // categoryPage is narrowed by its own items, which this selection never names.
        expect(listed.has(`/kategoria/${category}/p/2`)).toBe(false);
      }
      expect([...narrowable].every((route) => route.startsWith('/produkt/') || route.startsWith('/kategoria/'))).toBe(true);
    },
  );

  it('finds a rendered page its export lacks: one the full build did not have, or one listed that was not copied', () => {
    const routes = routesToExport(routesOf({ products: ['a', 'b'], categories: ['k'] }), { routes: [], items: { product: ['a'] } });
    const rendered = new Set(['/', '/produkt/a', '/produkt/b', '/kategoria/k']);
    // /produkt/b and /kategoria/k: the first item of a route with nothing selected, left out on purpose.
    expect(missingRenderedPages(rendered, new Set(['index.html', 'produkt/a.html']), routes)).toEqual([]);
    expect(missingRenderedPages(rendered, new Set(['index.html']), routes)).toEqual(['/produkt/a']);
    expect(missingRenderedPages(new Set(['/produkt/new']), new Set(['produkt/new.html']), routes)).toEqual(['/produkt/new']);
  });
});

describe('replaceExport (issue 35)', () => {
  it('deletes only the pages the fresh export no longer has, with their payloads and segments, and moves it in', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'replace-export-'));
    const [fresh, served] = [path.join(root, 'fresh'), path.join(root, 'out')];
    const put = async (dir: string, file: string, text: string) => {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    };
    for (const file of [
      'produkt/a.html',
      'produkt/a.txt',
      'produkt/a/__next._tree.txt',
      'produkt/gone.html',
      'produkt/gone.txt',
      'produkt/gone/__next._tree.txt',
      'build-info.json',
      'robots.txt',
    ]) {
      await put(served, file, 'old');
    }
    for (const file of ['produkt/a.html', 'produkt/a.txt', 'produkt/new.html']) await put(fresh, file, 'new');
    expect(await replaceExport(fresh, served)).toEqual({ moved: 3, removed: 1 });
    expect(await readFile(path.join(served, 'produkt/a.html'), 'utf8')).toBe('new');
    // The gone page's folder stays, emptied (a folder deleted under a reloading local worker stops it).
    expect((await readdir(path.join(served, 'produkt'))).sort()).toEqual(['a', 'a.html', 'a.txt', 'gone', 'new.html']);
    expect(await readdir(path.join(served, 'produkt', 'gone'))).toEqual([]);
    expect(await readFile(path.join(served, 'build-info.json'), 'utf8')).toBe('old');
    expect(await readFile(path.join(served, 'robots.txt'), 'utf8')).toBe('old');
  });
});
