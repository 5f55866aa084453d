/**
 * `npm run rebuild` (docs/decisions/024-incremental-builds.md): one product's price changes in D1,
 * the rebuild renders only the pages that show it and merges them into the previous export. The
 * export (no page script: what a crawler and the first paint see) shows the new price on the
 * product page and its category listing, and a page kept from the previous build and a rebuilt
 * one navigate into each other in the browser without a reload or an error.
 *
 * It rewrites site/content and site/out, which the worker tests and the other specs read: `npm test`
 * runs it alone, after them (scripts/test/worker-and-browser.ts; E2E_REBUILD=1 includes it).
 */
import { execFile } from 'node:child_process';
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '#scripts/lib/paths.ts';
import { cli, toolEnv } from '#scripts/lib/run.ts';
import type { Product } from '../src/lib/api-types.ts';
import { compareByPopularity } from '../src/lib/listing-order.ts';
import { formatPrice } from '../src/lib/money.ts';
import { isBuyable } from '../src/lib/recommendations.ts';
import { categoryTree, productDetail, products } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';

const run = promisify(execFile);
const PRICE_STEP = 1111;
const outDir = path.join(repoRoot, 'site', 'out');

/** A top-level category and the first product its listing shows (so it is on the listing's first page). */
function pickChangedProduct(): { category: (typeof categoryTree)[number]; product: Product } {
  for (const category of categoryTree) {
    const first = products.filter((product) => product.categorySlugs.includes(category.slug)).sort(compareByPopularity)[0];
    if (first && isBuyable(first) && first.price.promotion === null) return { category, product: productDetail(first.slug) };
  }
  throw new Error('No top-level category starts with a buyable product at its regular price');
}

const { category, product: changed } = pickChangedProduct();
/** A product page the rebuild keeps: another top-level category, and it does not recommend the changed product. */
const kept = products.find(
  (product) =>
    !product.categorySlugs.includes(category.slug) &&
    !readFileSync(path.join(outDir, 'produkt', `${product.slug}.html`), 'utf8').includes(`/produkt/${changed.slug}"`),
);

async function changePrice(by: number, slug = changed.slug): Promise<void> {
  await run(
    process.execPath,
    [cli.wrangler, 'd1', 'execute', 'DB', '--local', '--command', `UPDATE products SET net_price = net_price + ${by} WHERE slug = '${slug}'`],
    {
      cwd: repoRoot,
      env: toolEnv({ CI: 'true' }),
    },
  );
}

async function rebuild(): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(repoRoot, 'scripts', 'build', 'index.ts'), '--incremental'], {
    cwd: repoRoot,
    env: toolEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** The gross price the rebuilt export should show: what the rebuild's pull wrote. */
function pulledGrossPrice(slug = changed.slug): number {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'site', 'content', 'products', `${slug}.json`), 'utf8')) as Product).price.grossPrice;
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let newPrice = '';
let rebuildOutput = '';
let keptPageBefore: Buffer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The specs before this one changed the local D1 (stock, orders): a first rebuild brings the export
  // up to date with it, so the measured rebuild sees the one price change alone.
  await rebuild();
  keptPageBefore = kept ? readFileSync(path.join(outDir, 'produkt', `${kept.slug}.html`)) : undefined;
  await changePrice(PRICE_STEP);
  rebuildOutput = await rebuild();
  newPrice = formatPrice(pulledGrossPrice());
  // The export on disk is what the rebuild makes; the local worker (wrangler dev) serves it once its
  // watcher has seen the change. Its watcher has been seen to miss a burst of replaced files now and
  // then: touching the page once more makes it look again.
  const page = path.join(outDir, 'produkt', `${changed.slug}.html`);
  expect(readFileSync(page, 'utf8')).toContain(newPrice);
  const url = new URL(`/produkt/${changed.slug}`, test.info().project.use.baseURL);
  const served = async () => (await (await fetch(url)).text()).includes(newPrice);
  await expect
    .poll(served, { timeout: 10_000 })
    .toBe(true)
    .catch(() => {
      const now = new Date();
      utimesSync(page, now, now);
    });
  await expect.poll(served, { timeout: 30_000 }).toBe(true);
});

let keptPriceChanged = false;

test.afterAll(async () => {
  test.setTimeout(240_000);
  // Leave the catalogue and the export as the other specs read them.
  await changePrice(-PRICE_STEP);
  if (keptPriceChanged && kept) await changePrice(-PRICE_STEP, kept.slug);
  await rebuild();
});

test('the rebuild renders only the pages the price change touches and keeps the rest of the export', () => {
  expect(newPrice).not.toBe(formatPrice(changed.price.grossPrice));
  expect(rebuildOutput).toContain('Build: incremental (only content changed)');
  expect(rebuildOutput).toContain('products: 1 changed');
  expect(kept, 'a product page the change does not touch').toBeDefined();
  // A page the change does not touch keeps its bytes from the previous build.
  expect(readFileSync(path.join(outDir, 'produkt', `${kept?.slug}.html`)).equals(keptPageBefore as Buffer)).toBe(true);
});

test('the exported product page and category listing show the new price without any page script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/produkt/${changed.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: changed.name })).toBeVisible();
  await expect(page.locator('[data-offer]').getByText(newPrice, { exact: true })).toBeVisible();
  await page.goto(`/kategoria/${category.slug}`);
  const tile = page.locator('article').filter({ has: page.getByRole('link', { name: changed.name }) });
  await expect(tile.getByText(newPrice, { exact: true })).toBeVisible();
  await context.close();
});

test('a page kept from the previous build and the rebuilt ones navigate into each other without a reload', async ({ page }) => {
  await page.goto(`/produkt/${kept?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: kept?.name })).toBeVisible();
  // Survives client-side navigation, not a full load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('contentinfo').getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(`/kategoria/${category.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  const tile = page.locator('article').filter({ has: page.getByRole('link', { name: changed.name }) });
  await expect(tile.getByText(newPrice, { exact: true })).toBeVisible();

  await tile.getByRole('link', { name: changed.name }).first().click();
  await expect(page).toHaveURL(`/produkt/${changed.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: changed.name })).toBeVisible();
  await expect(page.locator('[data-offer]').getByText(newPrice, { exact: true })).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: kept?.name })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the next rebuild renders its own pages too, not only those the previous rebuild rendered', async () => {
  // The kept page was outside the previous rebuild's pages; Next's export copies the routes of the
  // manifest on disk, which scripts/build/incremental.ts narrows to each rebuild's own selection.
  if (!kept) throw new Error('no kept product page');
  await changePrice(PRICE_STEP, kept.slug);
  keptPriceChanged = true;
  const output = await rebuild();
  expect(output).toContain('Build: incremental (only content changed)');
  const keptPrice = formatPrice(pulledGrossPrice(kept.slug));
  expect(keptPrice).not.toBe(formatPrice(kept.price.grossPrice));
  expect(readFileSync(path.join(outDir, 'produkt', `${kept.slug}.html`), 'utf8')).toContain(keptPrice);
  // And what the previous rebuild rendered stays.
  expect(readFileSync(path.join(outDir, 'produkt', `${changed.slug}.html`), 'utf8')).toContain(newPrice);
});
