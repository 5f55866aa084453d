/**
 * Issue 36: a tap before the page's script ran is not lost. On a CPU slowed 4× (a mid-range
 * phone), each control is tapped the moment it is visible, before React listens (the early-taps
 * script in <head> kept it: site/src/lib/runtime/early-taps.ts), and it works: the cookie banner's
 * refusal, „Dodaj do koszyka”, Enter in the search box (which needs no script at all), and the
 * panel's login, whose password must never go into the address.
 */
import type { Locator, Page } from '@playwright/test';
import { currentTotpCode } from '../../worker/src/staff/totp.ts';
import { isBuyable } from '../src/lib/recommendations.ts';
import { EARLY_TAPS_GLOBAL, REPLAY_WAIT_MS } from '../src/lib/runtime/early-taps.ts';
import { SEARCH_FORM_FIELD } from '../src/lib/search-links.ts';
import { products } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { localOwner } from './support/panel.ts';

test.use({ hydrated: false });

/**
 * How long a page on the slowed CPU may take to run once its chunks are let go. What is tested is
 * that the tap works, not how soon: on a busy 2-core machine (a fresh clone's run beside the worker
 * tests, the machine itself 2× slower that hour) hydration at 4× took past 20 s, and the tests'
 * own 30 s limit with it.
 */
const HYDRATION_WAIT_MS = 60_000;
test.beforeEach(() => {
  test.setTimeout(HYDRATION_WAIT_MS + 60_000);
});

/**
 * A mid-range phone on a slow line: the CPU slowed 4×, and the page's script chunks held back
 * until the returned function lets them go, so a tap surely comes before the script ran.
 */
async function slowPhone(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Taps the control at its centre, as a finger would, and answers whether React listened on the
 * document (it puts its marker there when it starts hydrating) when the tap arrived.
 */
async function tapAndSeeReact(page: Page, control: Locator): Promise<boolean> {
  await page.evaluate(() => {
    document.addEventListener(
      'pointerdown',
      () => {
        (window as unknown as Record<string, boolean>).__tapSawReact = Object.keys(document).some((key) => key.startsWith('_reactListening'));
      },
      { capture: true, once: true },
    );
  });
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => (window as unknown as Record<string, boolean>).__tapSawReact ?? true);
}

/** How many taps the early-taps script kept (each one tapped before React listened). */
const keptTaps = (page: Page) => page.evaluate((name) => ((window as unknown as Record<string, unknown[]>)[name] ?? []).length, EARLY_TAPS_GLOBAL);

test.describe('a first visit, the banner open', () => {
  test.use({ consent: null });

  for (const [choice, stored] of [
    ['Odrzucam wszystkie', 'v1|analytics:no|advertisement:no'],
    ['Akceptuję wszystkie', 'v1|analytics:yes|advertisement:yes'],
  ] as const) {
    test(`„${choice}” tapped before the script ran closes the banner and stores the choice at once, without the script`, async ({
      page,
      context,
    }) => {
      const release = await slowPhone(page);
      await page.goto('/', { waitUntil: 'commit' });
      const banner = page.getByRole('region', { name: 'Pliki cookie w sklepie' });
      const button = banner.getByRole('button', { name: choice });
      await button.waitFor();
      expect(await tapAndSeeReact(page, button), 'the tap comes before React listens').toBe(false);
      // The page's chunks are still held back: the head script alone did it.
      await expect(banner).toBeHidden();
      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookie-consent');
      expect(decodeURIComponent(cookie?.value ?? '')).toBe(stored);
      expect(await keptTaps(page), 'nothing is left for React to play again').toBe(0);
      release();
      await expect
        .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening'))), { timeout: HYDRATION_WAIT_MS })
        .toBe(true);
      await page.waitForLoadState('networkidle');
      await expect(banner, 'React reads the stored choice and keeps the banner closed').toBeHidden();
      // Reopened from the footer, the banner is React's and shows the stored choice.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia plików cookie' }).click();
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Wybieram' }).click();
      await expect(banner.getByRole('checkbox', { name: /^Analityczne/ })).toBeChecked({ checked: stored.includes('analytics:yes') });
    });
  }

  for (const [title, heldMs] of [
    ['„Wybieram” tapped before the script ran is played again once it runs, and opens the purposes', 0],
    // The wait of a kept tap counts from the page's first commit, not from the first byte.
    ['a tap kept while hydration takes longer than the replay wait is still played once the page runs', REPLAY_WAIT_MS + 1_000],
  ] as const) {
    test(title, async ({ page }) => {
      // Held past the wait, and then the hydration's own wait on a 4× slower CPU.
      test.setTimeout(heldMs + HYDRATION_WAIT_MS + 60_000);
      const release = await slowPhone(page);
      await page.goto('/', { waitUntil: 'commit' });
      const banner = page.getByRole('region', { name: 'Pliki cookie w sklepie' });
      const choose = banner.getByRole('button', { name: 'Wybieram' });
      await choose.waitFor();
      expect(await tapAndSeeReact(page, choose), 'the tap comes before React listens').toBe(false);
      expect(await keptTaps(page)).toBe(1);
      if (heldMs > 0) await page.waitForTimeout(heldMs);
      release();
      await expect(banner.getByRole('group', { name: 'Rodzaje plików cookie' })).toBeVisible({ timeout: HYDRATION_WAIT_MS });
    });
  }
});

test('„Dodaj do koszyka” tapped before the script ran puts the product in the cart at once, without the script, and once', async ({ page }) => {
  const product = products.find((candidate) => candidate.buttons.addToCart && isBuyable(candidate));
  expect(product).toBeDefined();
  const release = await slowPhone(page);
  await page.goto(`/produkt/${product?.slug}`, { waitUntil: 'commit' });
  const add = page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).first();
  await add.waitFor();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/public/v1/carts/products') && response.request().method() === 'POST');
  expect(await tapAndSeeReact(page, add), 'the tap comes before React listens').toBe(false);
  // The page's chunks are still held back: the head script alone sent the add and shows the count.
  expect((await sent).status()).toBe(200);
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Koszyk: / });
  await expect(cartLink).toHaveAccessibleName('Koszyk: 1 produkt');
  await expect(add, 'answered: the button is no longer busy, even if the page never runs').toHaveAttribute('aria-busy', 'false');
  expect(await keptTaps(page), 'nothing is left for React to play again').toBe(0);
  release();
  // Once the page runs it takes the add over as its own: the sidebar opens with the product.
  const sidebar = page.getByRole('dialog', { name: /^Twój koszyk/ });
  await expect(sidebar).toBeVisible({ timeout: HYDRATION_WAIT_MS });
  // The sidebar reads the cart itself: another call on the slowed page.
  await expect(sidebar).toContainText(product?.name ?? '', { timeout: HYDRATION_WAIT_MS });
  await expect(cartLink).toHaveAccessibleName('Koszyk: 1 produkt');
  const cart = await page.evaluate(
    async () =>
      (await (await fetch('/api/public/v1/carts', { headers: { Accept: 'application/json' } })).json()) as { items: { quantity: number }[] },
  );
  expect(
    cart.items.map((item) => item.quantity),
    'one line of one: the tap was sent once',
  ).toEqual([1]);
});

/** A page's search box on a slow phone, „ręcznik” typed in it before the script ran. */
async function typedBeforeScript(page: Page): Promise<{ box: Locator; release: () => void }> {
  const release = await slowPhone(page);
  await page.goto('/kontakt', { waitUntil: 'commit' });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Szukaj w sklepie' });
  await box.waitFor();
  await box.fill('ręcznik');
  return { box, release };
}

test('typed before the script ran, Enter after it opens the results of what was typed', async ({ page }) => {
  const { box, release } = await typedBeforeScript(page);
  release();
  // Enter once React listens: the box goes on from what was typed before (it kept it in the DOM only).
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening'))), { timeout: HYDRATION_WAIT_MS })
    .toBe(true);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/wyszukiwarka\/r%C4%99cznik$/, { timeout: HYDRATION_WAIT_MS });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ręcznik', { timeout: HYDRATION_WAIT_MS });
});

test('Enter in the search box before the script ran sends its form, which the edge turns into the results page', async ({ page }) => {
  const { box, release } = await typedBeforeScript(page);
  const sent = page.waitForRequest((request) => request.url().includes(`?${SEARCH_FORM_FIELD}=`));
  await box.press('Enter');
  expect(new URL((await sent).url()).searchParams.get(SEARCH_FORM_FIELD)).toBe('ręcznik');
  release();
  await expect(page).toHaveURL(/\/wyszukiwarka\/r%C4%99cznik$/, { timeout: HYDRATION_WAIT_MS });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ręcznik', { timeout: HYDRATION_WAIT_MS });
});

test('the panel’s login sent before the script ran waits for it: the password never goes into the address', async ({ page }) => {
  const owner = localOwner();
  const release = await slowPhone(page);
  const sentWithGet: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).search.includes('password')) sentWithGet.push(request.url());
  });
  await page.goto('/panel/logowanie', { waitUntil: 'commit' });
  const password = page.getByLabel('Hasło');
  await password.waitFor();
  await page.getByLabel('E-mail').fill(owner.email);
  await password.fill(owner.password);
  await password.press('Enter');
  expect(await keptTaps(page)).toBe(1);
  expect(page.url()).not.toContain('password');
  release();
  // Played once the panel listens: the login's next step asks for the code.
  await page.getByLabel('Kod', { exact: true }).fill(currentTotpCode(owner.totpSecret, Date.now()), { timeout: HYDRATION_WAIT_MS });
  expect(page.url()).toMatch(/\/panel\/logowanie$/);
  expect(sentWithGet).toEqual([]);
});
