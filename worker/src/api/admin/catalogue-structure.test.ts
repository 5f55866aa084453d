/**
 * The editors' catalogue structure calls (issue 35): the category tree as editors see it, one
 * parent's children reordered in one write (every child exactly once, journalled per child), a
 * move never making a cycle, the product-set list, the browse flags' list, create and update (the
 * derived promotion flag not editable), and the 409 of a write on an older read for each (a reorder's
 * too: the order the editor saw, sent as `before`).
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { staffHeaders } from '#worker-test/account-links.ts';
import { ORIGIN } from '#worker-test/requests.ts';

function admin(path: string, method = 'GET', body?: unknown) {
  return SELF.fetch(`${ORIGIN}/api/admin/v1${path}`, {
    method,
    headers: { ...staffHeaders(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

interface TreeEntry {
  slug: string;
  parentSlug: string | null;
  position: number;
  kind: string;
  productCount: number;
  holdsChemicals: boolean;
  updatedAt: string;
}

async function tree(): Promise<TreeEntry[]> {
  return (await json<{ items: TreeEntry[] }>(await admin('/categories'))).items;
}

let sequence = 0;
/** A parent with `count` children of its own, created through the API; their slugs in creation order. */
async function family(count: number): Promise<{ parent: string; children: string[] }> {
  sequence += 1;
  const parent = `rodzina-${sequence}-${Date.now()}`;
  expect((await admin('/categories', 'POST', { slug: parent, name: `Rodzina ${sequence}` })).status).toBe(200);
  const children: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const slug = `${parent}-dziecko-${index}`;
    expect((await admin('/categories', 'POST', { slug, name: `Dziecko ${index}`, parentSlug: parent, position: index })).status).toBe(200);
    children.push(slug);
  }
  return { parent, children };
}

function childrenOf(entries: readonly TreeEntry[], parent: string | null): string[] {
  return entries.filter((entry) => entry.parentSlug === parent).map((entry) => entry.slug);
}

async function journalCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM content_changes').first<number>('n')) ?? 0;
}

describe('the category tree', () => {
  it('lists every category, parents before children, siblings in order, with its listing count', async () => {
    const entries = await tree();
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM categories').first<number>('n');
    expect(entries).toHaveLength(stored ?? 0);
    const seen = new Set<string>();
    for (const entry of entries) {
      if (entry.parentSlug) expect(seen.has(entry.parentSlug)).toBe(true);
      seen.add(entry.slug);
    }
    expect(entries.some((entry) => entry.kind === 'promotions' && entry.parentSlug === null)).toBe(true);
    expect(entries.some((entry) => entry.productCount > 0)).toBe(true);
  });

  test.prop(
    [
      fc
        .integer({ min: 2, max: 5 })
        .chain((count) => fc.tuple(fc.constant(count), fc.shuffledSubarray([...Array(count).keys()], { minLength: count, maxLength: count }))),
    ],
    {
      numRuns: 4,
    },
  )('a reorder keeps every child exactly once, in the order given, in one journalled write', async ([count, order]) => {
    const { parent, children } = await family(count);
    const slugs = order.map((index) => children[index] ?? '');
    const parentRead = (await tree()).find((entry) => entry.slug === parent);
    const journalBefore = await journalCount();
    const response = await admin(`/categories/${parent}/children-order`, 'PUT', { slugs, updatedAt: parentRead?.updatedAt });
    expect(response.status).toBe(200);
    const after = (await json<{ items: TreeEntry[] }>(response)).items;
    expect(childrenOf(after, parent)).toEqual(slugs);
    expect(after.filter((entry) => entry.parentSlug === parent).map((entry) => entry.position)).toEqual([...slugs.keys()]);
    expect((await journalCount()) - journalBefore).toBe(count);
  });

  test.prop([fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 })], { numRuns: 4 })(
    'refuses an order that leaves out, repeats or adds a child, and writes nothing',
    async (drop, mistake) => {
      const { parent, children } = await family(3);
      const wrong = [children.filter((_, index) => index !== drop % 3), [...children, children[0]], [...children, 'obca-kategoria']][mistake] ?? [];
      const journalBefore = await journalCount();
      const response = await admin(`/categories/${parent}/children-order`, 'PUT', { slugs: wrong });
      expect([400, 422]).toContain(response.status);
      expect(childrenOf(await tree(), parent)).toEqual(children);
      expect(await journalCount()).toBe(journalBefore);
    },
  );

  it('reorders the root in one write, the promotions category with the rest', async () => {
    const root = childrenOf(await tree(), null);
    const reversed = [...root].reverse();
    const response = await admin('/categories-root/children-order', 'PUT', { slugs: reversed });
    expect(response.status).toBe(200);
    expect(childrenOf((await json<{ items: TreeEntry[] }>(response)).items, null)).toEqual(reversed);
    expect((await admin('/categories-root/children-order', 'PUT', { slugs: reversed.slice(1) })).status).toBe(422);
    expect((await admin('/categories-root/children-order', 'PUT', { slugs: root })).status).toBe(200);
  });

  it('gives a reorder on an older read of the parent a 409 and writes nothing', async () => {
    const { parent, children } = await family(2);
    const read = (await tree()).find((entry) => entry.slug === parent);
    expect((await admin(`/categories/${parent}`, 'PATCH', { name: 'Rodzina przemianowana', updatedAt: read?.updatedAt })).status).toBe(200);
    const response = await admin(`/categories/${parent}/children-order`, 'PUT', { slugs: [...children].reverse(), updatedAt: read?.updatedAt });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ error: { code: 'changed_meanwhile' } });
    expect(childrenOf(await tree(), parent)).toEqual(children);
  });

  test.prop(
    [
      fc.boolean(),
      fc
        .integer({ min: 2, max: 5 })
        .chain((count) =>
          fc.tuple(
            fc.constant(count),
            fc.shuffledSubarray([...Array(count).keys()], { minLength: count, maxLength: count }),
            fc.shuffledSubarray([...Array(count).keys()], { minLength: count, maxLength: count }),
          ),
        ),
    ],
    { numRuns: 5 },
  )(
    'of two editors who reordered the same siblings from one read, the second gets a 409 and writes nothing',
    async (atRoot, [count, first, second]) => {
      const { parent, children } = atRoot ? { parent: null, children: childrenOf(await tree(), null).slice(0, count) } : await family(count);
      const path = parent === null ? '/categories-root/children-order' : `/categories/${parent}/children-order`;
      const seen = childrenOf(await tree(), parent);
      const reorder = (order: readonly number[]) => {
        const moved = order.map((index) => children[index] ?? '');
        // At the root only the first `count` move; the rest keep their places.
        return [...moved, ...seen.filter((slug) => !moved.includes(slug))];
      };
      const firstOrder = reorder(first);
      expect((await admin(path, 'PUT', { slugs: firstOrder, before: seen })).status).toBe(200);
      const journalBefore = await journalCount();
      const response = await admin(path, 'PUT', { slugs: reorder(second), before: seen });
      if (firstOrder.join() === seen.join()) {
        // The first save changed nothing: the second editor's read is still the stored order.
        expect(response.status).toBe(200);
        return;
      }
      expect(response.status).toBe(409);
      expect(await json(response)).toMatchObject({ error: { code: 'changed_meanwhile' } });
      expect(childrenOf(await tree(), parent)).toEqual(firstOrder);
      expect(await journalCount()).toBe(journalBefore);
    },
  );

  test.prop([fc.nat({ max: 100 }), fc.nat({ max: 100 })], { numRuns: 6 })('a move never makes a cycle', async (from, to) => {
    const { parent, children } = await family(2);
    const grandchild = `${children[0]}-wnuk`;
    await admin('/categories', 'POST', { slug: grandchild, name: 'Wnuk', parentSlug: children[0] });
    const chain = [parent, children[0] ?? '', grandchild];
    const mover = chain[from % 3] ?? parent;
    const target = chain[to % 3] ?? parent;
    const response = await admin(`/categories/${mover}`, 'PATCH', { parentSlug: target });
    // A category may only go under one that is not itself nor below it.
    const below = chain.indexOf(target) >= chain.indexOf(mover);
    expect(response.status).toBe(below ? 422 : 200);
    const cycles = await env.DB.prepare(
      `WITH RECURSIVE up (start, id, steps) AS (SELECT id, parent_id, 1 FROM categories WHERE parent_id IS NOT NULL
         UNION ALL SELECT up.start, c.parent_id, steps + 1 FROM up JOIN categories c ON c.id = up.id WHERE c.parent_id IS NOT NULL AND steps < 100)
       SELECT count(*) AS n FROM up WHERE start = id`,
    ).first<number>('n');
    expect(cycles).toBe(0);
  });

  it('moves a category under another parent and gives a move on an older read a 409', async () => {
    const first = await family(1);
    const second = await family(0);
    const child = first.children[0] ?? '';
    const read = await json<{ updatedAt: string }>(await admin(`/categories/${child}`));
    const moved = await admin(`/categories/${child}`, 'PATCH', { parentSlug: second.parent, updatedAt: read.updatedAt });
    expect(await json(moved)).toMatchObject({ parentSlug: second.parent });
    const stale = await admin(`/categories/${child}`, 'PATCH', { parentSlug: first.parent, updatedAt: read.updatedAt });
    expect(stale.status).toBe(409);
    expect(await json(await admin(`/categories/${child}`))).toMatchObject({ parentSlug: second.parent });
  });
});

describe('product sets', () => {
  it('lists every set with its item count, and gives a save on an older read a 409 that writes nothing', async () => {
    const { items } = await json<{ items: { slug: string; itemCount: number; published: boolean; updatedAt: string }[] }>(
      await admin('/product-sets'),
    );
    expect(items.length).toBeGreaterThan(0);
    const first = items[0];
    expect(first?.itemCount).toBeGreaterThanOrEqual(2);
    const saved = await admin(`/product-sets/${first?.slug}`, 'PATCH', { name: 'Zestaw po zmianie', updatedAt: first?.updatedAt });
    expect(saved.status).toBe(200);
    const stale = await admin(`/product-sets/${first?.slug}`, 'PATCH', { name: 'Zestaw drugiego redaktora', updatedAt: first?.updatedAt });
    expect(stale.status).toBe(409);
    expect(await json(await admin(`/product-sets/${first?.slug}`))).toMatchObject({ name: 'Zestaw po zmianie' });
  });
});

describe('browse flags', () => {
  it('lists the flags with the derived promotion flag marked', async () => {
    const { items } = await json<{ items: { code: string; derived: boolean }[] }>(await admin('/flags'));
    expect(items.find((flag) => flag.code === 'promotion')?.derived).toBe(true);
    expect(items.filter((flag) => flag.derived)).toHaveLength(1);
  });

  it('creates and updates a flag, journals it, refuses a taken slug, and answers a save on an older read 409', async () => {
    sequence += 1;
    const code = `test${String.fromCharCode(97 + (sequence % 26))}${'x'.repeat(sequence % 5)}`;
    const slug = `flaga-${sequence}-${Date.now()}`;
    const created = await admin('/flags', 'POST', { code, slug, name: 'Flaga testowa', position: 7 });
    expect(created.status).toBe(200);
    const flag = await json<{ updatedAt: string; productCount: number }>(created);
    expect(flag).toMatchObject({ code, slug, name: 'Flaga testowa', position: 7, derived: false, productCount: 0 });
    expect((await admin('/flags', 'POST', { code, slug: `${slug}-b`, name: 'Druga' })).status).toBe(409);
    const taken = await admin(`/flags/${code}`, 'PATCH', { slug: 'nowosci', updatedAt: flag.updatedAt });
    expect(taken.status).toBe(409);
    const renamed = await admin(`/flags/${code}`, 'PATCH', { name: 'Flaga po zmianie', updatedAt: flag.updatedAt });
    expect(await json(renamed)).toMatchObject({ name: 'Flaga po zmianie' });
    const stale = await admin(`/flags/${code}`, 'PATCH', { name: 'Drugi redaktor', updatedAt: flag.updatedAt });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ error: { code: 'changed_meanwhile' } });
    const { results } = await env.DB.prepare("SELECT action FROM content_changes WHERE kind = 'flag' AND slug = ?1 ORDER BY id").bind(slug).all();
    expect(results).toEqual([{ action: 'created' }, { action: 'updated' }]);
  });

  it('refuses to change the derived promotion flag', async () => {
    const response = await admin('/flags/promotion', 'PATCH', { name: 'Wyprzedaż' });
    expect(response.status).toBe(422);
  });

  test.prop(
    [
      fc.record(
        {
          code: fc.oneof(fc.string(), fc.constant('Zła Flaga')),
          slug: fc.oneof(fc.string(), fc.constant('Źle--')),
          name: fc.oneof(fc.constant(''), fc.string({ minLength: 61, maxLength: 80 })),
          position: fc.oneof(fc.constant(-1), fc.double()),
        },
        { requiredKeys: ['name'] },
      ),
    ],
    { numRuns: 12 },
  )('answers a malformed flag 400 and writes nothing', async (body) => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM flags').first<number>('n');
    expect((await admin('/flags', 'POST', body)).status).toBe(400);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM flags').first<number>('n')).toBe(before);
  });
});
