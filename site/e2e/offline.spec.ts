/**
 * The service worker (site/out/sw.js, docs/decisions/020-service-worker.md) and the online/offline
 * status: it installs and controls the page, shows the offline page and the status pill with the
 * network cut, keeps copies of public pages only, never an account page, and a new build's
 * worker takes over without any stale page.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { products } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { WCAG_22_AA } from './support/axe.ts';
import { createCustomer, logIn } from './support/customers.ts';

// With the network cut the page's own calls (cart counter, live prices) fail, as they must. So
// does a hashed file the service worker has no copy of (a chunk of a route the router prefetched
// just before the cut): the worker's fetch for it fails, which Chromium reports as ERR_FAILED.
test.use({ expectedErrors: /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|^Failed to load resource: net::ERR_FAILED$/ });

const OFFLINE_HEADING = 'Brak połączenia z internetem';
const SERVICE_WORKER_FILE = path.join(import.meta.dirname, '..', 'out', 'sw.js');

/** Puts the built sw.js back after the update test rewrote it. */
let restoreServiceWorker: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restoreServiceWorker?.();
  restoreServiceWorker = null;
});

/** Waits until the service worker controls the page; returns its cache names. */
async function waitForServiceWorker(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  return page.evaluate(() => caches.keys());
}

/** Every URL path the shop's caches hold. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** The cache of kept page copies (`sklep-pages-<version>`), once the worker has opened it. */
async function pagesCacheName(page: Page): Promise<string> {
  const names = await page.evaluate(() => caches.keys());
  const name = names.find((cacheName) => cacheName.startsWith('sklep-pages-'));
  if (!name) throw new Error(`no page cache among ${names.join(', ')}`);
  return name;
}

function versionOf(cacheName: string): string {
  return cacheName.split('-').at(-1) ?? '';
}

test('with the network cut a page not kept shows the offline page and the status pill; back online the page loads again', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const names = await waitForServiceWorker(page);
  expect(names.filter((name) => name.startsWith('sklep-precache-'))).toHaveLength(1);
  expect(await cachedPaths(page)).toContain('/offline');
  // Nothing is shown while online.
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_HEADING })).toHaveCount(0);

  await page.goto('/kontakt');
  await expect.poll(() => cachedPaths(page)).toContain('/kontakt');

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_HEADING })).toBeVisible();

  const product = products[0];
  if (!product) throw new Error('the catalogue has no product');
  const productPath = `/produkt/${product.slug}`;
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_HEADING })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Co nadal działa' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(productPath);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(OFFLINE_HEADING);
  // WCAG 2.2 AA on the offline page as it is shown, with the pill, at a phone's width.
  await page.setViewportSize({ width: 360, height: 740 });
  const scan = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // The contact page was opened under the worker with the network on: its copy is shown, not the offline page.
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  // A link followed in the page (the client router's fetch fails, the browser navigates itself).
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_HEADING })).toBeVisible();
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_HEADING })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Połączenie przywrócone' })).toBeVisible();
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_HEADING })).toHaveCount(0);
});

test('with the network cut a chunk that fails to load leaves the page as it is: no reload into the offline page', async ({ page, context }) => {
  await page.goto('/kontakt');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_HEADING })).toBeVisible();
  // A chunk the service worker has no copy of (a route the router would prefetch): it fails for the cut network.
  const failed = await page.evaluate(async () => {
    (window as unknown as Record<string, boolean>).__sameDocument = true;
    const script = document.createElement('script');
    script.src = `/_next/static/chunks/not-kept-${Date.now()}.js`;
    const outcome = new Promise<string>((resolve) => {
      script.addEventListener('error', () => resolve('error'), { once: true });
      script.addEventListener('load', () => resolve('load'), { once: true });
    });
    document.head.append(script);
    return outcome;
  });
  expect(failed).toBe('error');
  // A reload would begin at once, from the page's own listener for the failure.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as Record<string, boolean>).__sameDocument)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await context.setOffline(false);
});

test('an account page is never kept, and offline it gives the offline page, never a copy', async ({ page, context }) => {
  const customer = await createCustomer();
  await page.goto('/');
  await waitForServiceWorker(page);
  // The guard's redirect passes through the worker as it does without one.
  await page.goto('/konto/dane');
  await expect(page).toHaveURL(/\/logowanie\?redirect=%2Fkonto%2Fdane$/);
  await logIn(page, customer);

  await page.goto('/konto/dane');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // A public page opened after it is kept: by then the account page would have been, too.
  await page.goto('/kontakt');
  await expect.poll(() => cachedPaths(page)).toContain('/kontakt');

  const paths = await cachedPaths(page);
  expect(paths.filter((path) => /^\/(?:konto|zamowienie|faktura|api)(?:\/|$)/.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/konto/dane');
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_HEADING })).toBeVisible();
  await context.setOffline(false);
});

test("a new build's worker takes over at once, drops the old build's caches and serves no stale page", async ({ page, context }) => {
  await page.goto('/');
  const firstNames = await waitForServiceWorker(page);
  const firstVersion = versionOf(firstNames.find((name) => name.startsWith('sklep-precache-')) ?? '');
  await page.goto('/kontakt');
  await expect.poll(() => cachedPaths(page)).toContain('/kontakt');

  // Make the old build's copy recognisably stale, and check the old worker would serve it offline.
  const oldPages = await pagesCacheName(page);
  const stalePage = '<!DOCTYPE html><html lang="pl"><title>Stara</title><h1>Stara wersja strony</h1></html>';
  await page.evaluate(
    async ({ name, html }) => {
      const cache = await caches.open(name);
      await cache.put('/kontakt', new Response(html, { headers: { 'Content-Type': 'text/html' } }));
    },
    { name: oldPages, html: stalePage },
  );
  await context.setOffline(true);
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { name: 'Stara wersja strony' })).toBeVisible();
  await context.setOffline(false);
  await page.goto('/');
  await waitForServiceWorker(page);

  // The next deploy: a byte-different sw.js (another version), as every build that changes a
  // precached file yields; the served file is rewritten and put back after the test.
  const nextVersion = 'nowa0000wersja00';
  const original = await readFile(SERVICE_WORKER_FILE, 'utf8');
  restoreServiceWorker = () => writeFile(SERVICE_WORKER_FILE, original);
  await writeFile(SERVICE_WORKER_FILE, original.replaceAll(firstVersion, nextVersion));
  const controllerChanged = page.evaluate(
    () => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })),
  );
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    await registration?.update();
  });
  await controllerChanged;
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(oldPages);
  const names = await page.evaluate(() => caches.keys());
  expect(names.every((name) => name.endsWith(`-${nextVersion}`))).toBe(true);

  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByText('Stara wersja strony')).toHaveCount(0);
  await expect.poll(() => cachedPaths(page)).toContain('/kontakt');
  await context.setOffline(true);
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await context.setOffline(false);
});
