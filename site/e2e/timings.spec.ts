/**
 * Spec §9 interface timings, checked on a paused page clock (Playwright's fake timers), so each
 * limit is tested to the millisecond without waiting for it.
 */
import { ADD_TO_CART_DEBOUNCE_MS } from '../src/lib/cart/cart-timings.ts';
import { CAROUSEL, CHUNK_RELOAD_GUARD_MS, LIGHTBOX, NAVBAR_DROPDOWN_HIDE_DELAY_MS, PROGRESS_BAR, TOOLTIP } from '../src/lib/ui-constants.ts';
import { findProduct } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { pauseClock } from './page-clock.ts';

test('the lightbox hides its bars after 6 s without input, and shows them again on input', async ({ page }) => {
  const product = findProduct((candidate) => candidate.images.length >= 2, 'product with two pictures');
  await page.clock.install();
  await page.goto(`/produkt/${product.slug}`);
  await pauseClock(page);
  await page.getByRole('button', { name: `Powiększ zdjęcie: ${product.name}` }).click();
  const lightbox = page.getByRole('dialog', { name: `Galeria: ${product.name}` });
  await expect(lightbox).toHaveAttribute('data-bars', 'visible');
  await page.clock.runFor(LIGHTBOX.barsHideDelayMs - 1);
  await expect(lightbox).toHaveAttribute('data-bars', 'visible');
  await page.clock.runFor(2);
  await expect(lightbox).toHaveAttribute('data-bars', 'hidden');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toHaveAttribute('data-bars', 'visible');
  await expect(lightbox.getByText(`2 / ${product.images.length}`)).toBeVisible();
});

test('the home slider moves every 5 s, but not while the pointer rests on it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Wyróżnione w sklepie' });
  await expect(slider.getByRole('group')).toHaveAccessibleName('Slajd 1 z 4');
  await pauseClock(page);
  // Resting on the slider holds it; leaving it starts a fresh 5 s interval at the paused moment.
  await slider.hover();
  await page.clock.runFor(3 * CAROUSEL.intervalMs);
  await expect(slider.getByRole('group')).toHaveAccessibleName('Slajd 1 z 4');
  await page.mouse.move(5, 5);
  await page.clock.runFor(CAROUSEL.intervalMs - 1);
  await expect(slider.getByRole('group')).toHaveAccessibleName('Slajd 1 z 4');
  await page.clock.runFor(2);
  await expect(slider.getByRole('group', { name: 'Slajd 2 z 4' })).toBeVisible();
  await expect(slider.getByRole('group', { name: 'Slajd 1 z 4' })).toBeHidden();
});

test('a mega menu panel hides 300 ms after the pointer leaves it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await page.goto('/');
  await pauseClock(page);
  const bar = page.getByRole('navigation', { name: 'Kategorie' });
  const panelLink = bar.getByRole('link', { name: 'Dozowniki mydła w płynie' });
  await bar.getByRole('link', { name: 'Dozowniki', exact: true }).hover();
  await expect(panelLink).toBeVisible();
  await page.mouse.move(640, 700);
  await page.clock.runFor(NAVBAR_DROPDOWN_HIDE_DELAY_MS - 1);
  await expect(panelLink).toBeVisible();
  await page.clock.runFor(2);
  await expect(panelLink).toBeHidden();
});

test('add to cart goes out 200 ms after the click, the button loading from the click to the answer', async ({ page }) => {
  const product = findProduct((candidate) => candidate.buttons.addToCart, 'product sold alone');
  await page.clock.install();
  await page.goto(`/produkt/${product.slug}`);
  await pauseClock(page);
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/public/v1/carts/products')) adds.push(request.url());
  });
  // While loading, the spinner's "Ładowanie..." joins the button's name.
  const button = page.locator('[data-offer]').getByRole('button', { name: /^Dodaj do koszyka/ });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(ADD_TO_CART_DEBOUNCE_MS - 1);
  expect(adds).toHaveLength(0);
  await page.clock.runFor(1);
  await expect.poll(() => adds.length).toBe(1);
  await expect(page.getByRole('dialog', { name: /^Twój koszyk/ })).toBeVisible();
  await expect(button).toHaveAttribute('aria-busy', 'false');
});

test('the navigation progress bar shows after 200 ms, creeps for 5 s and hides 500 ms after the page is there', async ({ page }) => {
  // The next page's payload waits until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/kontakt\.txt/, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/oddzialy');
  await pauseClock(page);
  const bar = page.locator('[data-navigation-progress]');
  const width = async () => Number((await bar.evaluate((element) => (element as HTMLElement).style.transform)).match(/scaleX\(([\d.]+)\)/)?.[1] ?? 0);
  await page.getByRole('banner').getByRole('link', { name: 'Kontakt', exact: true }).first().click();
  await page.clock.runFor(PROGRESS_BAR.throttleMs - 1);
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  await page.clock.runFor(1);
  await expect(bar).toHaveAttribute('data-state', 'shown');
  await page.clock.runFor(PROGRESS_BAR.durationMs / 2);
  expect(await width()).toBeGreaterThan(0.7);
  await page.clock.runFor(PROGRESS_BAR.durationMs);
  expect(await width()).toBe(0.95);
  release();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(bar).toHaveAttribute('data-state', 'shown');
  expect(await width()).toBe(1);
  await page.clock.runFor(PROGRESS_BAR.hideDelayMs - 1);
  await expect(bar).toHaveAttribute('data-state', 'shown');
  await page.clock.runFor(1);
  await expect(bar).toHaveAttribute('data-state', 'hidden');
});

test('a failed chunk load reloads the page at most once per 60 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/kontakt');
  await pauseClock(page);
  const failChunk = () =>
    page.evaluate(() => {
      const reason = Object.assign(new Error('Loading chunk 999 failed.'), { name: 'ChunkLoadError' });
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }));
    });
  const reloads = () => page.waitForEvent('load');
  await Promise.all([reloads(), failChunk()]);
  await pauseClock(page);
  // Within 60 s of that reload, the next failure leaves the page as it is.
  await page.evaluate(() => {
    (window as Window & { stillHere?: boolean }).stillHere = true;
  });
  await page.clock.runFor(CHUNK_RELOAD_GUARD_MS - 2000);
  await failChunk();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as Window & { stillHere?: boolean }).stillHere)).toBe(true);
  await page.clock.runFor(2000);
  await Promise.all([reloads(), failChunk()]);
});

test('a tooltip shows 200 ms after hover or focus, 5 px below its button, and hides on leaving or Escape', async ({ page }) => {
  const product = findProduct((candidate) => candidate.buttons.addToCart && candidate.stock.quantity >= 5, 'product in stock');
  await page.goto('/');
  const added = await page.request.post('/api/public/v1/carts/products', {
    headers: { Origin: new URL(page.url()).origin },
    data: { productsData: [{ uuid: product.uuid, quantity: 2 }] },
  });
  expect(added.status()).toBe(200);
  await page.clock.install();
  await page.goto('/koszyk');
  await pauseClock(page);
  const increase = page.getByRole('button', { name: `Zwiększ ilość: ${product.name}` });
  const tooltip = page.getByRole('tooltip', { name: 'Zwiększ ilość' });
  await expect(increase).toHaveAccessibleDescription('Zwiększ ilość');
  await increase.hover();
  await page.clock.runFor(TOOLTIP.delayMs - 1);
  await expect(tooltip).toBeHidden();
  await page.clock.runFor(1);
  await expect(tooltip).toBeVisible();
  const [button, tip] = await Promise.all([increase.boundingBox(), tooltip.boundingBox()]);
  expect(Math.round((tip?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0)))).toBe(TOOLTIP.offsetPx);
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  // The keyboard shows it the same way, and Escape hides it.
  await increase.focus();
  await page.clock.runFor(TOOLTIP.delayMs);
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
});
