import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_HASHES_VERSION, diffContent, diffGroup, hashItems, hashJson, parseContentHashes } from './content-diff.ts';
import { type ContentPull, storeContent } from './content-store.ts';

const hashes = fc.dictionary(fc.stringMatching(/^[a-z0-9-]{1,8}$/), fc.stringMatching(/^[a-f0-9]{4}$/));

describe('diffGroup', () => {
  test.prop([hashes, hashes])('splits the keys of two pulls into added, changed and removed, and nothing else', (before, after) => {
    const { added, changed, removed } = diffGroup(before, after);
    for (const key of added) expect(Object.hasOwn(before, key) || !Object.hasOwn(after, key)).toBe(false);
    for (const key of removed) expect(Object.hasOwn(before, key) && !Object.hasOwn(after, key)).toBe(true);
    for (const key of changed) expect(before[key]).not.toBe(after[key]);
    // Every key whose hash differs, appears or goes is reported exactly once.
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    const differing = [...keys].filter((key) => before[key] !== after[key]).sort();
    expect([...added, ...changed, ...removed].sort()).toEqual(differing);
  });

  test.prop([hashes])('finds nothing between a pull and itself', (same) => {
    expect(diffGroup(same, { ...same })).toEqual({ added: [], changed: [], removed: [] });
  });

  it('treats every item as added when there was no previous pull', () => {
    expect(diffGroup(undefined, { b: '1', a: '2' })).toEqual({ added: ['a', 'b'], changed: [], removed: [] });
  });

  it('does not take keys from the object prototype for items', () => {
    expect(diffGroup({}, { constructor: '1', toString: '2' }).added).toEqual(['constructor', 'toString']);
  });
});

describe('hashItems', () => {
  test.prop([fc.array(fc.record({ slug: fc.uuid(), price: fc.integer() }), { maxLength: 20 })])(
    'changes the hash of exactly the item that changed',
    (items) => {
      const unique = [...new Map(items.map((item) => [item.slug, item])).values()];
      fc.pre(unique.length > 0);
      const before = hashItems(unique, (item) => item.slug);
      const [first, ...rest] = unique;
      if (!first) return;
      const after = hashItems([{ ...first, price: first.price + 1 }, ...rest], (item) => item.slug);
      expect(diffGroup(before, after)).toEqual({ added: [], changed: [first.slug], removed: [] });
    },
  );

  it('refuses two items with one key', () => {
    expect(() => hashItems([{ slug: 'a' }, { slug: 'a' }], (item) => item.slug)).toThrow(/share the key "a"/);
  });
});

describe('diffContent', () => {
  it('reports only groups that differ, and a whole group removed', () => {
    const before = { version: CONTENT_HASHES_VERSION, groups: { products: { a: '1' }, slider: { '*': 'x' }, flags: { '*': 'f' } } };
    const after = { version: CONTENT_HASHES_VERSION, groups: { products: { a: '2' }, slider: { '*': 'x' } } };
    expect(diffContent(before, after)).toEqual({
      flags: { added: [], changed: [], removed: ['*'] },
      products: { added: [], changed: ['a'], removed: [] },
    });
  });

  it('reads an unusable manifest as no previous pull', () => {
    expect(parseContentHashes(null)).toBeUndefined();
    expect(parseContentHashes('{')).toBeUndefined();
    expect(parseContentHashes(JSON.stringify({ version: CONTENT_HASHES_VERSION + 1, groups: {} }))).toBeUndefined();
  });
});

describe('storeContent', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  function pullOf(products: { slug: string; price: number }[], slider = 'a'): ContentPull {
    return {
      files: [
        { file: 'products.json', data: products, groups: { products: hashItems(products, (product) => product.slug) } },
        { file: 'slider.json', data: { slider }, groups: { slider: { '*': hashJson({ slider }) } } },
      ],
      collections: [
        {
          dir: 'products',
          group: 'products',
          items: new Map(products.map((product) => [product.slug, product])),
          hashes: hashItems(products, (product) => product.slug),
        },
      ],
    };
  }

  it('writes only what changed, removes what is gone, and reports it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-store-'));
    const first = await storeContent(
      dir,
      pullOf([
        { slug: 'a', price: 1 },
        { slug: 'b', price: 2 },
        { slug: 'c', price: 3 },
      ]),
    );
    expect(first.fresh).toBe(true);
    const untouched = (await stat(path.join(dir, 'products', 'a.json'))).mtimeMs;
    const sliderTime = (await stat(path.join(dir, 'slider.json'))).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));

    const second = await storeContent(
      dir,
      pullOf([
        { slug: 'a', price: 1 },
        { slug: 'b', price: 5 },
        { slug: 'd', price: 4 },
      ]),
    );
    expect(second.fresh).toBe(false);
    expect(second.changes).toEqual({ products: { added: ['d'], changed: ['b'], removed: ['c'] } });
    expect(await readdir(path.join(dir, 'products'))).toEqual(['a.json', 'b.json', 'd.json']);
    expect(JSON.parse(await readFile(path.join(dir, 'products', 'b.json'), 'utf8'))).toEqual({ slug: 'b', price: 5 });
    expect((await stat(path.join(dir, 'products', 'a.json'))).mtimeMs).toBe(untouched);
    expect((await stat(path.join(dir, 'slider.json'))).mtimeMs).toBe(sliderTime);
    expect(second.written).toBe(3);

    const third = await storeContent(
      dir,
      pullOf(
        [
          { slug: 'a', price: 1 },
          { slug: 'b', price: 5 },
          { slug: 'd', price: 4 },
        ],
        'b',
      ),
    );
    expect(third.changes).toEqual({ slider: { added: [], changed: ['*'], removed: [] } });
    expect(JSON.parse(await readFile(path.join(dir, 'slider.json'), 'utf8'))).toEqual({ slider: 'b' });
  });

  it('writes a file again when it went missing though its hash did not change', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-store-'));
    await storeContent(dir, pullOf([{ slug: 'a', price: 1 }]));
    await rm(path.join(dir, 'products', 'a.json'));
    const again = await storeContent(dir, pullOf([{ slug: 'a', price: 1 }]));
    expect(again.changes).toEqual({});
    expect(JSON.parse(await readFile(path.join(dir, 'products', 'a.json'), 'utf8'))).toEqual({ slug: 'a', price: 1 });
  });
});
