/**
 * Publishing (issue 35), end to end on the local worker and the real rebuild: products created,
 * renamed, repriced and withdrawn through the admin API are followed through every product link the
 * live answers give (search, suggestions, category listings, the product list), before and after a
 * publish, and no link is a 404 (a withdrawn product leaves the lists at once). The publish is clicked in /panel/publikacja, which shows the
 * waiting changes in words, the build's steps, "live" and the time from the click; then the pages
 * show the changes. axe on the page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { makeEan13, POLISH_GS1_PREFIX } from '#lib/ean.ts';
import { formatPrice, grossFromNet } from '#lib/money.ts';
import { LOCAL_ADMIN_API_TOKEN } from '#scripts/lib/local-worker.ts';
import { expect, test } from './fixtures.ts';
import { expectLoggedIn, localOwner, logInToPanel } from './support/panel.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ADMIN = { Authorization: `Bearer ${LOCAL_ADMIN_API_TOKEN}` };

interface AdminProduct {
  slug: string;
  name: string;
  nettoPrice: number;
  vatRate: number;
  updatedAt: string;
  mainCategorySlug: string;
  coverImage: string;
  producer: string;
  safety: unknown;
  hazard: unknown;
}

async function admin<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api/admin/v1${path}`, { method, headers: ADMIN, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

let round = 0;
/** A sort per round: a listing's first page in another order is another cached answer. */
const SORTS = ['popularnosc', 'cena-rosnaco', 'cena-malejaco', 'nazwa', 'nowosci'];

/**
 * Every product page the live answers link to, each fetched: none may be a 404. Answers the slugs.
 * Each round asks with its own page size, so it reads the API's answer of now rather than the edge
 * cache's copy of the round before (lists are kept up to 60 s; decision 043).
 */
async function followEveryProductLink(request: APIRequestContext, categories: readonly string[], words: readonly string[]): Promise<Set<string>> {
  round += 1;
  const limit = 500 - round;
  const slugs = new Set<string>();
  for (const word of words) {
    const found = (await (await request.get(`/api/public/v1/search?q=${encodeURIComponent(word)}`)).json()) as {
      products: { items: { slug: string }[] };
    };
    for (const item of found.products.items) slugs.add(item.slug);
    const hints = (await (await request.get(`/api/public/v1/search/suggestions?q=${encodeURIComponent(word)}`)).json()) as {
      items: { type: string; slug: string }[];
    };
    for (const item of hints.items) if (item.type === 'product') slugs.add(item.slug);
  }
  for (const category of categories) {
    const listing = (await (
      await request.get(`/api/public/v1/categories/slug/${category}/listing?filters=sortuj-${SORTS[round % SORTS.length]}`)
    ).json()) as {
      products: { items: { slug: string }[] };
    };
    for (const item of listing.products.items) slugs.add(item.slug);
  }
  let cursor: string | null = '0';
  while (cursor !== null) {
    const page = (await (await request.get(`/api/public/v1/products?limit=${limit}&cursor=${cursor}`)).json()) as {
      items: { slug: string }[];
      nextCursor: string | null;
    };
    for (const item of page.items) slugs.add(item.slug);
    cursor = page.nextCursor;
  }
  const missing: string[] = [];
  for (const slug of slugs) if ((await request.get(`/produkt/${slug}`, { maxRedirects: 0 })).status() === 404) missing.push(slug);
  expect(missing, 'product links of the live answers that are 404').toEqual([]);
  return slugs;
}

test('what the live API lists always has its page; a publish from the panel brings new, renamed, repriced and withdrawn products to the site', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const suffix = Date.now().toString(36);
  const { items } = (await (await request.get('/api/public/v1/products?limit=40')).json()) as { items: { slug: string; hazardLabel: unknown }[] };
  const plain = items.filter((item) => !item.hazardLabel);
  const [repriced, renamed, withdrawn] = await Promise.all(
    plain.slice(0, 3).map((item) => admin<AdminProduct>(request, 'GET', `/products/${item.slug}`)),
  );
  if (!repriced || !renamed || !withdrawn) throw new Error('the demo catalogue has too few products');

  // The editors' writes: a new product, a price, a name and a withdrawal.
  const created = {
    slug: `publikacja-${suffix}`,
    number: `PUB-${suffix}`.toUpperCase().slice(0, 20),
    name: `Wiadro publikacyjne ${suffix}`,
    eanCode: makeEan13(POLISH_GS1_PREFIX, Date.now() % 1e9),
    description: 'Wiadro dodane przez test publikacji.',
    producer: repriced.producer,
    nettoPrice: 2_345,
    vatRate: 23,
    stock: { quantity: 7, supplierDeliveryDays: null },
    mainCategorySlug: repriced.mainCategorySlug,
    coverImage: repriced.coverImage,
    safety: repriced.safety,
    hazard: repriced.hazard === null ? null : { classified: false },
  };
  await admin(request, 'POST', '/products', created);
  const newPrice = repriced.nettoPrice + 1_000;
  await admin(request, 'PUT', `/products/${repriced.slug}/price`, { nettoPrice: newPrice, updatedAt: repriced.updatedAt });
  const newName = `${renamed.name} (nowa nazwa ${suffix})`;
  await admin(request, 'PATCH', `/products/${renamed.slug}`, { name: newName, updatedAt: renamed.updatedAt });
  await admin(request, 'PATCH', `/products/${withdrawn.slug}`, { published: false, updatedAt: withdrawn.updatedAt });

  // Before the publish: no answer lists the new product, the withdrawn one is gone, every link works.
  const categories = [repriced.mainCategorySlug, renamed.mainCategorySlug];
  const before = await followEveryProductLink(request, categories, [created.name]);
  expect(before).not.toContain(created.slug);
  expect(before).not.toContain(withdrawn.slug);
  // Published again before the publish: its page stays, and the specs after this one find it (the
  // worker tests publish a withdrawal and see its page leave the lists for good).
  await admin(request, 'PATCH', `/products/${withdrawn.slug}`, { published: true });
  expect(await followEveryProductLink(request, categories, [])).toContain(withdrawn.slug);

  // The publish, as the editor clicks it.
  const owner = localOwner();
  await logInToPanel(page, owner.email, owner.password, owner.totpSecret);
  await expectLoggedIn(page, 'Właściciel');
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Publikacja' }).click();
  await expect(page.getByRole('heading', { name: 'Publikacja', level: 1 })).toBeVisible();
  const waiting = page.getByRole('region', { name: /Czeka na publikację/ });
  await expect(waiting).toContainText(`nowy produkt „${created.name}”`);
  await expect(waiting).toContainText(`cena: ${formatPrice(repriced.nettoPrice)} → ${formatPrice(newPrice)} netto`);
  await expect(waiting).toContainText(`„${withdrawn.name}”: wycofany z publikacji`);
  await expect(waiting).toContainText(`„${withdrawn.name}”: publikacja: nie → tak`);
  expect(
    await new AxeBuilder({ page })
      .withTags(WCAG)
      .analyze()
      .then((audit) => audit.violations.map((violation) => violation.id)),
  ).toEqual([]);

  const { requests } = await admin<{ requests: { id: number }[] }>(request, 'GET', '/rebuilds');
  await page.getByRole('button', { name: 'Opublikuj zmiany' }).click();
  const progress = page.getByRole('region', { name: `Publikacja nr ${(requests[0]?.id ?? 0) + 1}` });
  await expect(progress.getByRole('list', { name: 'Kroki budowania' })).toContainText('pull content', { timeout: 120_000 });
  await expect(progress.getByRole('status')).toContainText('Zmiany są na stronie.', { timeout: 480_000 });
  await expect(progress.getByRole('status')).toContainText(/Od kliknięcia do strony: (\d+ s|\d+ min \d+ s)\./);
  await expect(page.getByRole('region', { name: /Czeka na publikację \(0\)/ })).toContainText('Strona jest aktualna');
  expect(
    await new AxeBuilder({ page })
      .withTags(WCAG)
      .analyze()
      .then((audit) => audit.violations.map((violation) => violation.id)),
  ).toEqual([]);

  // After it: the pages show the changes, the new product is listed, and still no link is a 404.
  await page.goto(`/produkt/${created.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.name);
  await page.goto(`/produkt/${repriced.slug}`);
  await expect(page.locator('main')).toContainText(formatPrice(grossFromNet(newPrice, repriced.vatRate)));
  await page.goto(`/produkt/${renamed.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  const after = await followEveryProductLink(request, categories, [`${created.name} ${created.number}`]);
  expect(after).toContain(created.slug);
  expect(after).toContain(withdrawn.slug);

  // Withdrawn, the new product leaves every list at once; its page stays until the next publish.
  await admin(request, 'PATCH', `/products/${created.slug}`, { published: false });
  expect(await followEveryProductLink(request, categories, [created.number])).not.toContain(created.slug);
});
