/**
 * The calls of the editors' content screens (issue 35): the lists (every blog post, also
 * unpublished and future-dated, searched and paged; pages by kind; branches; sliders), the
 * milestones' list, create, change and delete, and optimistic locking on every kind an editor
 * saves: a write on an older read is a 409 that writes nothing.
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

async function count(sql: string): Promise<number> {
  return (await env.DB.prepare(sql).first<number>('n')) ?? 0;
}

/** The rows a refused write must leave as they were: the journal and the audit log. */
async function journalAndAudit(): Promise<number[]> {
  return [await count('SELECT count(*) AS n FROM content_changes'), await count('SELECT count(*) AS n FROM audit_log')];
}

/**
 * Two editors read `path` at once; the first saves `first`, the second `second` on the same read:
 * the second gets 409 changed_meanwhile and nothing is written; on a fresh read it saves.
 */
async function expectSecondEditorRefused(path: string, method: string, first: object, second: object): Promise<void> {
  const read = await json<{ updatedAt: string }>(await admin(path));
  expect(read.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect((await admin(path, method, { ...first, updatedAt: read.updatedAt })).status).toBe(200);
  const before = await journalAndAudit();
  const refused = await admin(path, method, { ...second, updatedAt: read.updatedAt });
  expect(refused.status).toBe(409);
  expect(await json(refused)).toMatchObject({
    error: { code: 'changed_meanwhile', fields: { updatedAt: expect.stringContaining('w międzyczasie') } },
  });
  expect(await journalAndAudit()).toEqual(before);
  const fresh = await json<{ updatedAt: string }>(await admin(path));
  expect((await admin(path, method, { ...second, updatedAt: fresh.updatedAt })).status).toBe(200);
}

async function blogPost(slug: string, changes: Record<string, unknown> = {}) {
  const [category, cover] = await Promise.all([
    env.DB.prepare('SELECT slug FROM blog_categories LIMIT 1').first<string>('slug'),
    env.DB.prepare('SELECT cover_image FROM blog_posts LIMIT 1').first<string>('cover_image'),
  ]);
  return {
    slug,
    title: `Wpis ${slug}`,
    lead: 'Zajawka.',
    body: '| Produkt | Cena |\n| --- | --- |\n| Mydło | 12 zł |',
    author: 'Ewa Redakcja',
    categorySlug: category,
    coverImage: cover,
    publishedAt: '2026-01-05T08:00:00Z',
    ...changes,
  };
}

describe('the lists of the content screens', () => {
  it('lists every blog post, also unpublished and future-dated, newest first, searched by title and paged', async () => {
    await admin(
      '/blog-posts',
      'POST',
      await blogPost('wpis-z-przyszlosci', { title: 'Przyszły poradnik mycia', publishedAt: '2099-01-01T00:00:00Z' }),
    );
    await admin('/blog-posts', 'POST', await blogPost('wpis-wycofany', { title: 'Wycofany poradnik mycia', published: false }));
    const all = await json<{ posts: { slug: string; published: boolean; updatedAt: string }[]; total: number; pageCount: number }>(
      await admin('/blog-posts'),
    );
    expect(all.posts[0]?.slug).toBe('wpis-z-przyszlosci');
    expect(all.total).toBe(await count('SELECT count(*) AS n FROM blog_posts'));
    expect(all.posts.length).toBe(Math.min(all.total, 25));
    const found = await json<{ posts: { slug: string; published: boolean }[] }>(await admin('/blog-posts?q=poradnik%20mycia'));
    expect(found.posts.map((post) => [post.slug, post.published])).toEqual([
      ['wpis-z-przyszlosci', true],
      ['wpis-wycofany', false],
    ]);
    // The search's wildcards are letters: `%` finds only a title with `%` in it.
    expect((await json<{ total: number }>(await admin('/blog-posts?q=%25%25'))).total).toBe(0);
    // A search longer than D1's 50-byte LIKE pattern, with a letter outside the BMP: found nothing, never a 500 (fuzz finding).
    const long = await admin(`/blog-posts?q=${'x'.repeat(62)}%F0%A0%80%80`);
    expect(long.status).toBe(200);
    expect((await json<{ total: number }>(long)).total).toBe(0);
    if (all.pageCount > 1) expect((await json<{ page: number }>(await admin('/blog-posts?page=2'))).page).toBe(2);
    expect((await admin('/blog-posts?page=0')).status).toBe(400);
  });

  it('lists pages by kind, branches and sliders, each with its updatedAt', async () => {
    const landing = await json<{ pages: { kind: string; updatedAt: string }[] }>(await admin('/pages?kind=landing'));
    expect(landing.pages.every((page) => page.kind === 'landing')).toBe(true);
    expect((await json<{ pages: unknown[] }>(await admin('/pages'))).pages.length).toBe(await count('SELECT count(*) AS n FROM pages'));
    const branches = await json<{ branches: { slug: string; updatedAt: string }[] }>(await admin('/branches'));
    expect(branches.branches.length).toBe(await count('SELECT count(*) AS n FROM branches'));
    expect(branches.branches[0]?.updatedAt).toMatch(/^\d{4}-/);
    const sliders = await json<{ sliders: { slug: string; slideCount: number }[] }>(await admin('/sliders'));
    expect(sliders.sliders.map((slider) => slider.slug)).toContain('strona-glowna');
  });
});

describe('optimistic locking on every content kind', () => {
  it('refuses the second of two editors on one blog post', async () => {
    await admin('/blog-posts', 'POST', await blogPost('wpis-dwoch-redaktorow'));
    await expectSecondEditorRefused('/blog-posts/wpis-dwoch-redaktorow', 'PATCH', { title: 'Pierwsza' }, { lead: 'Druga' });
  });

  it('refuses the second of two editors on one page', async () => {
    const page = await env.DB.prepare("SELECT kind, slug FROM pages WHERE kind = 'content' LIMIT 1").first<{ kind: string; slug: string }>();
    await expectSecondEditorRefused(`/pages/${page?.kind}/${page?.slug}`, 'PATCH', { lead: 'Pierwsza' }, { lead: 'Druga' });
  });

  it('refuses the second of two editors on one branch', async () => {
    const slug = await env.DB.prepare('SELECT slug FROM branches LIMIT 1').first<string>('slug');
    await expectSecondEditorRefused(`/branches/${slug}`, 'PATCH', { description: 'Pierwsza' }, { description: 'Druga' });
  });

  it("refuses the second of two editors on one slider, and a read's updatedAt for a slider that does not exist", async () => {
    const slider = await json<{ name: string; slides: unknown[] }>(await admin('/sliders/strona-glowna'));
    await expectSecondEditorRefused('/sliders/strona-glowna', 'PUT', { name: 'Pierwsza', slides: slider.slides }, { name: 'Druga', slides: [] });
    expect((await admin('/sliders/nowy-slider', 'PUT', { name: 'Nowy', slides: [], updatedAt: '2026-01-01T00:00:00.000Z' })).status).toBe(409);
    expect((await admin('/sliders/nowy-slider', 'PUT', { name: 'Nowy', slides: [] })).status).toBe(200);
  });

  it('refuses the second of two editors on one milestone, for a change and for a delete', async () => {
    const created = await json<{ id: number; updatedAt: string }>(
      await admin('/milestones', 'POST', { year: 2030, title: 'Nowy zakład', description: 'Otwarcie.', position: 99 }),
    );
    const stale = created.updatedAt;
    expect((await admin(`/milestones/${created.id}`, 'PATCH', { title: 'Pierwsza', updatedAt: stale })).status).toBe(200);
    const before = await journalAndAudit();
    expect((await admin(`/milestones/${created.id}`, 'PATCH', { title: 'Trzecia', updatedAt: stale })).status).toBe(409);
    expect((await admin(`/milestones/${created.id}?updatedAt=${encodeURIComponent(stale)}`, 'DELETE')).status).toBe(409);
    expect(await journalAndAudit()).toEqual(before);
    expect(await count(`SELECT count(*) AS n FROM milestones WHERE id = ${created.id}`)).toBe(1);
    const { milestones } = await json<{ milestones: { id: number; title: string; updatedAt: string }[] }>(await admin('/milestones'));
    const fresh = milestones.find((item) => item.id === created.id);
    expect(fresh?.title).toBe('Pierwsza');
    expect((await admin(`/milestones/${created.id}?updatedAt=${encodeURIComponent(fresh?.updatedAt ?? '')}`, 'DELETE')).status).toBe(200);
  });
});

describe('milestones', () => {
  it('adds, changes and deletes a milestone: the public history shows it, the journal names the page that renders it', async () => {
    const image = await env.DB.prepare('SELECT path FROM media LIMIT 1').first<string>('path');
    const history = () =>
      SELF.fetch(`${ORIGIN}/api/public/v1/milestones`).then((response) =>
        json<{ items: { title: string; image: { src: string; alt: string; width: number; height: number } | null }[] }>(response),
      );
    const journalBefore = await count("SELECT count(*) AS n FROM content_changes WHERE kind = 'page' AND slug = 'kamienie-milowe'");
    const added = await admin('/milestones', 'POST', { year: 2027, title: 'Sto oddziałów', description: 'Setny oddział.', image, position: 50 });
    expect(added.status).toBe(200);
    const milestone = await json<{ id: number; image: string; updatedAt: string }>(added);
    expect(milestone.image).toBe(image);
    // The public history shows the picture, with its size for the page's layout and the stage as its description.
    const shown = (await history()).items.find((item) => item.title === 'Sto oddziałów');
    const size = await env.DB.prepare('SELECT width, height FROM media WHERE path = ?').bind(image).first<{ width: number; height: number }>();
    expect(shown?.image).toEqual({ src: `/media/${image}`, alt: 'Sto oddziałów', width: size?.width, height: size?.height });
    const listed = await json<{ milestones: { id: number; updatedAt: string }[] }>(await admin('/milestones'));
    const read = listed.milestones.find((item) => item.id === milestone.id);
    expect(read?.updatedAt).toBe(milestone.updatedAt);
    const changed = await admin(`/milestones/${milestone.id}`, 'PATCH', { title: 'Sto dziesięć oddziałów', image: null, updatedAt: read?.updatedAt });
    expect(await json(changed)).toMatchObject({ title: 'Sto dziesięć oddziałów', image: null });
    expect((await history()).items.find((item) => item.title === 'Sto dziesięć oddziałów')?.image).toBeNull();
    expect((await admin('/milestones', 'POST', { year: 2027, title: 'X', description: 'Y', image: 'nie/ma.svg' })).status).toBe(422);
    expect((await admin(`/milestones/${milestone.id}`, 'DELETE')).status).toBe(200);
    expect((await admin(`/milestones/${milestone.id}`, 'DELETE')).status).toBe(404);
    expect((await history()).items.map((item) => item.title)).not.toContain('Sto dziesięć oddziałów');
    expect(await count("SELECT count(*) AS n FROM content_changes WHERE kind = 'page' AND slug = 'kamienie-milowe'")).toBe(journalBefore + 3);
  });

  test.prop(
    [
      fc.record(
        {
          year: fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.string(), fc.constant(null)),
          title: fc.oneof(fc.string({ maxLength: 250 }), fc.integer()),
          description: fc.oneof(fc.string({ maxLength: 30 }), fc.constant(null)),
          image: fc.oneof(fc.constant(undefined), fc.constant('../x.svg'), fc.string({ maxLength: 20 })),
          extra: fc.oneof(fc.constant(undefined), fc.string()),
        },
        { requiredKeys: [] },
      ),
    ],
    { numRuns: 25 },
  )('refuses a malformed milestone with a 4xx and writes nothing', async (body) => {
    const valid =
      typeof body.year === 'number' &&
      body.year >= 1800 &&
      body.year <= 2200 &&
      typeof body.title === 'string' &&
      body.title.trim().length > 0 &&
      body.title.trim().length <= 200 &&
      typeof body.description === 'string' &&
      body.description.trim().length > 0 &&
      body.image === undefined &&
      body.extra === undefined;
    fc.pre(!valid);
    const before = [await count('SELECT count(*) AS n FROM milestones'), ...(await journalAndAudit())];
    const response = await admin('/milestones', 'POST', body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect([await count('SELECT count(*) AS n FROM milestones'), ...(await journalAndAudit())]).toEqual(before);
  });
});
