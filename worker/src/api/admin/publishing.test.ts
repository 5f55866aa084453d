/**
 * Publishing (issue 35, docs/decisions/043-live-pages.md): the live API lists only products whose
 * page is in the live export, the build reads the catalogue it renders, and a rebuild request
 * follows its build's reports to live or failed.
 */
import { env } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, json, newProduct, seeded } from '#worker-test/admin-content.ts';
import { request } from '#worker-test/requests.ts';
import { purgeCachedAnswers } from '../../edge/api-cache.ts';
import { CACHE_BYPASS_HEADER } from '../../shared-names.ts';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** A word only this file's products carry, so search finds them and nothing else. */
const WORD = 'Publikowalny';

/** The paths whose answers list products, with the slugs each answer links to. */
async function listedSlugs(category: string, build = false): Promise<Set<string>> {
  const paths = [
    `/api/public/v1/search?q=${WORD}`,
    `/api/public/v1/search/suggestions?q=${WORD}`,
    `/api/public/v1/categories/slug/${category}/listing`,
  ];
  // The edge keeps these answers up to their cacheSeconds; the rule under test is the API's.
  await purgeCachedAnswers(paths);
  const headers: Record<string, string> = build ? { [CACHE_BYPASS_HEADER]: env.CACHE_BYPASS_SECRET } : {};
  const slugs = new Set<string>();
  for (const path of paths) {
    const answer = (await (await request(path, { headers })).json()) as {
      products?: { items: { slug: string }[] };
      items?: { slug: string; type?: string }[];
    };
    for (const item of answer.products?.items ?? []) slugs.add(item.slug);
    for (const item of answer.items ?? []) if (item.type === undefined || item.type === 'product') slugs.add(item.slug);
  }
  let cursor: string | null = '0';
  while (cursor !== null) {
    const page = (await (await request(`/api/public/v1/products?limit=500&cursor=${cursor}`, { headers })).json()) as {
      items: { slug: string }[];
      nextCursor: string | null;
    };
    for (const item of page.items) slugs.add(item.slug);
    cursor = page.nextCursor;
  }
  return slugs;
}

/** What a build exports: a page per active product. */
async function activeSlugs(): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT slug FROM products WHERE is_active = 1').all<{ slug: string }>();
  return results.map((row) => row.slug);
}

describe('the live API and the export agree', () => {
  test.prop(
    [
      fc.array(
        fc.oneof(
          fc.constant({ kind: 'create' as const }),
          fc.record({ kind: fc.constant('rename' as const), pick: fc.nat() }),
          fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }),
          fc.record({ kind: fc.constant('republish' as const), pick: fc.nat() }),
          fc.constant({ kind: 'publish' as const }),
        ),
        { minLength: 3, maxLength: 8 },
      ),
    ],
    { numRuns: 6 },
  )('no list links to a page the live export lacks, and a publish lists every page it holds', async (steps) => {
    const { categories } = await seeded();
    const category = categories[0] ?? '';
    let exported = new Set(await activeSlugs());
    const mine: string[] = [];
    for (const step of steps) {
      const target = mine.length > 0 && 'pick' in step ? mine[step.pick % mine.length] : undefined;
      if (step.kind === 'create') {
        const body = await newProduct({ name: `${WORD} płyn ${mine.length}`, mainCategorySlug: category });
        expect((await admin('/products', 'POST', body)).status).toBe(200);
        mine.push(body.slug);
      } else if (step.kind === 'rename' && target) {
        expect((await admin(`/products/${target}`, 'PATCH', { name: `${WORD} płyn nowy ${step.pick}` })).status).toBe(200);
      } else if (step.kind === 'withdraw' && target) {
        expect((await admin(`/products/${target}`, 'PATCH', { published: false })).status).toBe(200);
      } else if (step.kind === 'republish' && target) {
        expect((await admin(`/products/${target}`, 'PATCH', { published: true })).status).toBe(200);
      } else if (step.kind === 'publish') {
        const pages = await activeSlugs();
        expect((await admin('/live-pages', 'PUT', { products: pages })).status).toBe(200);
        exported = new Set(pages);
      }
      const listed = await listedSlugs(category);
      for (const slug of listed) expect(exported, `${slug} is listed without a page (after ${step.kind})`).toContain(slug);
      // The build reads every active product, whatever is live.
      const forBuild = await listedSlugs(category, true);
      const active = new Set(await activeSlugs());
      for (const slug of mine) if (active.has(slug)) expect(forBuild).toContain(slug);
    }
    // After a publish, every page of the export is listed again.
    const pages = await activeSlugs();
    await admin('/live-pages', 'PUT', { products: pages });
    const listed = await listedSlugs(category);
    for (const slug of mine) if (pages.includes(slug)) expect(listed).toContain(slug);
  });

  it('refuses an unknown product in the live pages with a 422 and changes nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM products WHERE page_live = 1').first<{ n: number }>();
    const answer = await admin('/live-pages', 'PUT', { products: ['nie-ma-takiego-produktu'] });
    expect(answer.status).toBe(422);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products WHERE page_live = 1').first<{ n: number }>()).toEqual(before);
  });
});

describe("a rebuild request follows its build's reports", () => {
  async function newRequest(): Promise<{ id: number; state: string }> {
    return (await json<{ request: { id: number; state: string } }>(await admin('/rebuilds', 'POST'))).request;
  }

  it('is queued, then building with the steps in order, then live with the export it reported', async () => {
    const request = await newRequest();
    expect(request.state).toBe('queued');
    for (const step of ['pull content', 'next build: render the selected pages']) {
      expect((await admin(`/rebuilds/${request.id}/progress`, 'POST', { state: 'building', step })).status).toBe(200);
    }
    const done = await json<{ request: { state: string; steps: { step: string }[]; finishedAt: string } }>(
      await admin('/live-pages', 'PUT', { rebuild: request.id, products: await activeSlugs() }),
    );
    expect(done.request).toMatchObject({ state: 'live', finishedAt: expect.any(String) });
    expect(done.request.steps.map((entry) => entry.step)).toEqual(['pull content', 'next build: render the selected pages']);
    // A finished request takes no more reports.
    expect((await admin(`/rebuilds/${request.id}/progress`, 'POST', { state: 'building', step: 'x' })).status).toBe(409);
  });

  it('fails a request whose build has been silent for 30 minutes, so the page is never held as running', async () => {
    const request = await newRequest();
    await admin(`/rebuilds/${request.id}/progress`, 'POST', { state: 'building', step: 'next build: render every page' });
    const quiet = new Date(Date.now() - 31 * 60_000).toISOString();
    await env.DB.prepare("UPDATE rebuild_requests SET requested_at = ?2, steps = json_array(json_object('at', ?2, 'step', 'x')) WHERE id = ?1")
      .bind(request.id, quiet)
      .run();
    const running = await newRequest();
    const { requests } = await json<{ requests: { id: number; state: string; message: string | null }[] }>(await admin('/rebuilds'));
    expect(requests.find((row) => row.id === request.id)).toMatchObject({ state: 'failed', message: expect.stringContaining('30 minut') });
    expect(requests.find((row) => row.id === running.id)?.state).toBe('queued');
  });

  it('fails with the build message, and a later live build does not turn it live', async () => {
    const failed = await newRequest();
    const answer = await json<{ state: string; message: string }>(
      await admin(`/rebuilds/${failed.id}/progress`, 'POST', { state: 'failed', message: 'next build: błąd w stronie produktu' }),
    );
    expect(answer).toMatchObject({ state: 'failed', message: 'next build: błąd w stronie produktu' });
    const later = await newRequest();
    await admin('/live-pages', 'PUT', { rebuild: later.id, products: await activeSlugs() });
    const { requests } = await json<{ requests: { id: number; state: string }[] }>(await admin('/rebuilds'));
    expect(requests.find((row) => row.id === failed.id)?.state).toBe('failed');
    expect(requests.find((row) => row.id === later.id)?.state).toBe('live');
  });

  it('says what is waiting in words: the name and each changed field before and after', async () => {
    const body = await newProduct();
    await admin('/products', 'POST', body);
    await admin('/rebuilds', 'POST');
    await admin(`/products/${body.slug}/price`, 'PUT', { nettoPrice: body.nettoPrice + 100 });
    const { stale } = await json<{ stale: { slug: string; name: string; fields: { field: string; before: unknown; after: unknown }[] }[] }>(
      await admin('/rebuilds'),
    );
    expect(stale.find((change) => change.slug === body.slug)).toMatchObject({
      name: body.name,
      fields: [{ field: 'nettoPrice', before: body.nettoPrice, after: body.nettoPrice + 100 }],
    });
  });

  test.prop([fc.string({ maxLength: 300 }), fc.string({ maxLength: 20 })], { numRuns: 15 })(
    'bad reports are 4xx and change nothing',
    async (step, state) => {
      const request = await newRequest();
      const answer = await admin(`/rebuilds/${request.id}/progress`, 'POST', { state, step });
      if (state === 'building' && step.trim().length > 0 && step.trim().length <= 200) expect(answer.status).toBe(200);
      else {
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
    },
  );
});
