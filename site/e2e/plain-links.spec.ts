/**
 * Issue 36, hydrate less: the lists every page carries (the header's category bar and menu, the
 * top bar, the footer, the product tiles) are plain links (ui/plain-link.tsx), with no component
 * to hydrate. Once the page's script runs, one set of listeners (lib/runtime/plain-links.ts) follows
 * them with the client router and prefetches their pages on intent, as Next's <Link> did.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** A value kept on `window`: it survives client-side navigation and is gone after a full load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The page payloads the router fetched, by the page's path. */
function recordPayloads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const payload = /^(.*?)(?:\/__next\.[^/]*)?\.txt$/.exec(url.pathname);
    if (payload && request.headers().rsc === '1') paths.push(payload[1] ?? '');
  });
  return paths;
}

test('every link of the header’s lists, the footer and the product tiles is a plain link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const lists = page.locator('header nav a[href^="/"], header dialog a[href^="/"], footer a[href^="/"], main article[class*="tile"] a[href^="/"]');
  expect(await lists.count()).toBeGreaterThan(100);
  const notPlain = await lists.evaluateAll((links) =>
    links.filter((link) => !link.hasAttribute('data-plain-link')).map((link) => link.outerHTML.slice(0, 120)),
  );
  expect(notPlain).toEqual([]);
});

test('a category link is prefetched on the pointer, not in view, and followed by the client router', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const payloads = recordPayloads(page);
  await page.goto('/kontakt');
  const link = page.getByRole('navigation', { name: 'Kategorie', exact: true }).getByRole('link').first();
  const path = (await link.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/kategoria\//);
  await page.waitForTimeout(1_000);
  expect(
    payloads.filter((fetched) => fetched.startsWith('/kategoria/')),
    'no category prefetched in view',
  ).toEqual([]);

  await link.hover();
  await expect.poll(() => payloads.includes(path), 'the pointer over the link prefetches its page').toBe(true);
  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await isSameDocument(page), 'no full load').toBe(true);
});

test('a product tile’s name is followed by the client router; a click with Control is the browser’s (a new tab)', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const name = page.getByRole('main').locator('article[class*="tile"] h3 a').first();
  const path = (await name.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/produkt\//);

  const [opened] = await Promise.all([context.waitForEvent('page'), name.click({ modifiers: ['Control'] })]);
  await expect(opened).toHaveURL(new RegExp(`${path}$`));
  await opened.close();
  await expect(page).toHaveURL(/\/$/);

  await markDocument(page);
  await name.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await isSameDocument(page), 'no full load').toBe(true);
});

test('a link of the phone menu is followed by the client router and closes the menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/kontakt');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  const link = menu.getByRole('navigation', { name: 'Kategorie w menu' }).locator('a[data-plain-link]:visible').first();
  const path = (await link.getAttribute('href')) ?? '';
  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(menu).toBeHidden();
  expect(await isSameDocument(page), 'no full load').toBe(true);
});
