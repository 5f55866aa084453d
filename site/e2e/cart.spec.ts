/**
 * The cart in the browser (issue 12): adding from a tile, a product page and a set opens the
 * sidebar and updates the header counter; the cart page edits and removes lines (with undo);
 * the B2B quick order adds what it can find and lists back the rest by line number. Each test
 * has its own browser context, so its own cart cookies and an empty cart to start with.
 */
import type { Locator, Page } from '@playwright/test';
import { formatPrice } from '../src/lib/money.ts';
import { documentTotals } from '../src/lib/vat-totals.ts';
import { findProduct, productSets, products } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { holdScripts } from './support/hold-scripts.ts';
import { overlapOf } from './support/page-checks.ts';

const sidebarOf = (page: Page) => page.getByRole('dialog', { name: /^Twój koszyk/ });
const counterOf = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Koszyk: / });

/** A set whose every item can be bought alone, so its in-set list has an add button on each tile. */
const set = productSets.find((candidate) => candidate.items.every((item) => item.product.buttons.addToCart));
if (!set) throw new Error('The catalogue has no set of products sold alone');
const sellable = products.filter((product) => product.buttons.addToCart && product.price.promotion === null);

/** Fills the cart through the API the way the page would (the context keeps the cart cookies it is given). */
async function addThroughApi(page: Page, lines: { uuid: string; quantity: number }[]): Promise<void> {
  const response = await page.request.post('/api/public/v1/carts/products', { data: { productsData: lines } });
  expect(response.status()).toBe(200);
}

test('a tile adds its product: the loading button, a success toast, the sidebar and the counter', async ({ page }) => {
  const item = set.items[0]?.product;
  if (!item) throw new Error('empty set');
  await page.goto(`/w-zestawie/${set.slug}`);
  await expect(counterOf(page)).toHaveAccessibleName('Koszyk: 0 produktów');

  const button = page.getByRole('button', { name: `Dodaj do koszyka: ${item.name}`, exact: true });
  await button.click();
  const sidebar = sidebarOf(page);
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toHaveAttribute('aria-modal', 'true');
  await expect(sidebar.getByText(item.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Powiadomienia' }).getByText(`Dodano do koszyka: „${item.name}”`)).toBeVisible();
  await expect(button).toBeEnabled();

  // Focus stays in the dialog, Escape closes it and gives focus back to the button.
  await expect(sidebar.getByRole('button', { name: 'Zamknij koszyk' })).toBeFocused();
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Tab');
    expect(await sidebar.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(button).toBeFocused();
  await expect(counterOf(page)).toHaveAccessibleName('Koszyk: 1 produkt');
});

/** The part of the element the window shows (an IntersectionObserver's rectangle: what clipping leaves), as left/top/right/bottom. */
function shownBox(locator: Locator): Promise<{ left: number; top: number; right: number; bottom: number }> {
  return locator.evaluate(
    (element) =>
      new Promise((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          const { left, top, right, bottom } = entry?.intersectionRect ?? new DOMRect();
          resolve({ left, top, right, bottom });
        });
        observer.observe(element);
      }),
  );
}

for (const width of [360, 1280]) {
  test(`at ${width} px the "Dodano do koszyka" notice never covers the cart sidebar, and is seen`, async ({ page }) => {
    const item = set.items[0]?.product;
    if (!item) throw new Error('empty set');
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/w-zestawie/${set.slug}`);
    await page.getByRole('button', { name: `Dodaj do koszyka: ${item.name}`, exact: true }).click();
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByText(item.name)).toBeVisible();
    // In the live region all along, so it is read out.
    const notice = page
      .getByRole('region', { name: 'Powiadomienia' })
      .getByRole('listitem')
      .filter({ hasText: `Dodano do koszyka: „${item.name}”` });
    await expect(notice).toHaveCount(1);
    const shown = await shownBox(notice);
    const panel = await sidebar.boundingBox();
    if (!panel) throw new Error('no sidebar box');
    // A shared area, not a shared edge: what the window does not show has no area.
    const noticeBox = { x: shown.left, y: shown.top, width: shown.right - shown.left, height: shown.bottom - shown.top };
    expect(overlapOf(noticeBox, panel), `notice ${JSON.stringify(shown)}, sidebar ${JSON.stringify(panel)}`).toBe(0);
    if (width >= 768) {
      // Beside the sidebar, whole.
      await expect(notice).toBeInViewport({ ratio: 1 });
    } else {
      // No room beside it: the notice waits and shows once the sidebar closes.
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(notice).toBeInViewport({ ratio: 1 });
    }
  });
}

test('the header counter reads carts/summary once per page load, not again on client navigation', async ({ page }) => {
  const summaries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/public/v1/carts/summary')) summaries.push(request.url());
  });
  await page.goto('/');
  await expect(counterOf(page)).toHaveAccessibleName('Koszyk: 0 produktów');
  await expect(page.getByRole('banner').locator('[data-known="true"]')).toHaveText('0');
  await page.getByRole('navigation', { name: 'Kategorie' }).getByRole('link', { name: 'Dozowniki' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dozowniki' })).toBeVisible();
  await expect(counterOf(page)).toHaveAccessibleName('Koszyk: 0 produktów');
  expect(summaries).toHaveLength(1);
});

test('the product page adds the chosen quantity, and the sidebar closes on the way to the cart', async ({ page }) => {
  const product = sellable[0];
  if (!product) throw new Error('no product');
  await page.goto(`/produkt/${product.slug}`);
  const offer = page.locator('[data-offer]');
  await offer.getByRole('spinbutton', { name: 'Ilość' }).fill('3');
  await offer.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByText(`3 ${product.salesUnit} × ${formatPrice(product.price.grossPrice)}`)).toBeVisible();
  await expect(sidebar.getByText(formatPrice(product.price.grossPrice * 3)).first()).toBeVisible();

  await sidebar.getByRole('link', { name: 'Przejdź do koszyka' }).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(sidebar).toBeHidden();
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: product.name }) });
  await expect(line.getByRole('spinbutton', { name: `Ilość: ${product.name}` })).toHaveValue('3');
});

test('a set goes to the cart as its items at set prices', async ({ page }) => {
  await page.goto(`/zestaw/${set.slug}`);
  await page.getByRole('button', { name: 'Dodaj zestaw do koszyka' }).click();
  const sidebar = sidebarOf(page);
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByText(`Z zestawu „${set.name}”`)).toHaveCount(set.items.length);
  await expect(sidebar.getByText(formatPrice(set.price.grossPrice), { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(counterOf(page)).toHaveAccessibleName(new RegExp(`^Koszyk: ${set.items.length} produkt`));
});

test('a product sold only in sets names the sets to buy it in, not "Chwilowo niedostępny"', async ({ page }) => {
  const product = findProduct(
    (candidate) => !candidate.buttons.addToCart && !candidate.buttons.addToCartSupplier && candidate.buttons.buyAtProductSet,
    'product sold only in sets',
  );
  await page.goto(`/produkt/${product.slug}`);
  const offer = page.locator('[data-offer]');
  await expect(offer.getByText('Ten produkt kupisz w zestawie:')).toBeVisible();
  await expect(offer.getByText('Chwilowo niedostępny')).toHaveCount(0);
  const [first] = product.sets;
  if (!first) throw new Error('no set');
  await offer.getByRole('link', { name: `Kup w zestawie „${first.name}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/zestaw/${first.slug}$`));
});

test('the cart page edits a quantity, removes a line and puts it back with "Cofnij"', async ({ page }) => {
  const [first, second] = sellable;
  if (!first || !second) throw new Error('two products needed');
  await addThroughApi(page, [
    { uuid: first.uuid, quantity: 2 },
    { uuid: second.uuid, quantity: 1 },
  ]);
  await page.goto('/koszyk');
  const lineOf = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(page.getByRole('heading', { level: 2, name: 'Produkty w koszyku: 2 produkty' })).toBeVisible();
  const firstLine = lineOf(first.name);
  await expect(firstLine.getByText(formatPrice(first.price.grossPrice * 2), { exact: true })).toBeVisible();

  await firstLine.getByRole('button', { name: `Zwiększ ilość: ${first.name}` }).click();
  await expect(firstLine.getByText(formatPrice(first.price.grossPrice * 3), { exact: true })).toBeVisible();
  const field = firstLine.getByRole('spinbutton', { name: `Ilość: ${first.name}` });
  await field.fill('12');
  await expect(firstLine.getByText(formatPrice(first.price.grossPrice * 12), { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Podsumowanie' });
  // The total takes VAT per rate from the net sum (decision 035), not the lines' gross added up.
  const total = documentTotals([
    { vatRate: first.price.vatRate, net: first.price.nettoPrice * 12 },
    { vatRate: second.price.vatRate, net: second.price.nettoPrice },
  ]).gross;
  await expect(summary.getByText(formatPrice(total))).toBeVisible();
  await page.reload();
  await expect(lineOf(first.name).getByRole('spinbutton', { name: `Ilość: ${first.name}` })).toHaveValue('12');

  await lineOf(second.name)
    .getByRole('button', { name: `Usuń: ${second.name}` })
    .click();
  const toasts = page.getByRole('region', { name: 'Powiadomienia' });
  await expect(toasts.getByText(`Usunięto z koszyka: „${second.name}”`)).toBeVisible();
  await expect(lineOf(second.name)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Produkty w koszyku: 1 produkt' })).toBeFocused();
  await toasts.getByRole('button', { name: 'Cofnij' }).click();
  await expect(lineOf(second.name).getByRole('spinbutton', { name: `Ilość: ${second.name}` })).toHaveValue('1');
  await expect(toasts.getByText(`Przywrócono do koszyka: „${second.name}”`)).toBeVisible();
});

test('the cart page removes a set with its lines and puts it back with "Cofnij"', async ({ page }) => {
  const response = await page.request.post('/api/public/v1/carts/product-sets', { data: { uuid: set.uuid, quantity: 2 } });
  expect(response.status()).toBe(200);
  await page.goto('/koszyk');
  const group = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: `Zestaw „${set.name}”` }) });
  const [item] = set.items;
  if (!item) throw new Error('empty set');
  await expect(group.getByText(`${item.quantity * 2} ${item.product.salesUnit}`, { exact: true }).first()).toBeVisible();
  await group.getByRole('button', { name: `Usuń zestaw: ${set.name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Twój koszyk jest pusty' })).toBeVisible();
  await page.getByRole('region', { name: 'Powiadomienia' }).getByRole('button', { name: 'Cofnij' }).click();
  await expect(group.getByRole('heading', { level: 3 })).toHaveCount(set.items.length + 1);
  await expect(group.getByText(`${item.quantity * 2} ${item.product.salesUnit}`, { exact: true }).first()).toBeVisible();
});

test.describe('the cart page before its view and checkout are there', () => {
  test.use({ serviceWorkers: 'block' });

  test('shows the loading message until they arrive, then the lines and the way on, keeping what the quick order holds', async ({ page }) => {
    const product = sellable[0];
    if (!product) throw new Error('no product');
    await addThroughApi(page, [{ uuid: product.uuid, quantity: 3 }]);
    // What the page loads after hydration (the SWR reader, the lines' view, the checkout) waits.
    const release = await holdScripts(page, { loadedAfter: '/koszyk' });
    await page.goto('/koszyk');
    const lines = page.locator('section[aria-busy]');
    await expect(lines.getByRole('status')).toHaveText('Ładowanie...');
    await expect(lines).toHaveAttribute('aria-busy', 'true');
    const field = page.getByRole('region', { name: 'Szybkie zamówienie' }).getByRole('textbox', { name: 'Numery i ilości' });
    await field.pressSequentially('RP-1 2');
    release();
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: product.name }) });
    await expect(line.getByRole('spinbutton', { name: `Ilość: ${product.name}` })).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'Przejdź do dostawy i płatności' })).toBeEnabled();
    // The cart step stayed in place as the checkout arrived: the field kept its text and the focus.
    await expect(field).toHaveValue('RP-1 2');
    await expect(field).toBeFocused();
  });
});

test('the empty cart page does not move when the cart arrives, at 360 px and 1280 px', async ({ page }) => {
  // The cart answers 600 ms late, so the page first shows its loading state: GET /carts itself
  // too, which a `carts/**` glob does not match (the test then raced the cart's answer).
  await page.route(
    (url) => /^\/api\/public\/v1\/carts(\/|$)/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    },
  );
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/koszyk');
    await expect(page.getByRole('status').filter({ hasText: 'Ładowanie...' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Twój koszyk jest pusty' })).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
    expect(shift, `layout shift at ${width} px`).toBeLessThan(0.001);
  }
});

test('the empty cart page fetches no other page while it loads: its way back to the shop prefetches on intent', async ({ page }) => {
  // The home page's payload is the shop's largest; prefetched in view, reading it cost the cart
  // page about 50 ms of blocked main thread on a 4× slower phone (issue 36). On a phone's screen,
  // as Lighthouse measures; wider, the header's category links are in view and prefetch as on every page.
  await page.setViewportSize({ width: 360, height: 800 });
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (/\/__next\.[^/?]*\.txt/.test(new URL(request.url()).pathname)) payloads.push(request.url());
  });
  await page.goto('/koszyk');
  const backToShop = page.getByRole('main').getByRole('link', { name: 'Przejdź do sklepu' });
  await expect(backToShop).toBeVisible();
  await page.waitForTimeout(1500);
  expect(payloads, 'nothing prefetched in view').toEqual([]);
  await backToShop.hover();
  await expect.poll(() => payloads.length, 'the pointer over the link prefetches home').toBeGreaterThan(0);
});

test('a first visit to the empty cart page runs no module of the lines’ view; a cart with lines loads it', async ({ page }) => {
  // The lines' view module declares its export by name in its chunk (Turbopack: e.s(["CartFilled", …]));
  // the cart's own chunk only reads it (.CartFilled). Evaluating it was a long task on a 4× slower phone (issue 36).
  const declaresLinesView = /\["CartFilled"/;
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const linesViewLoaded = async () => (await Promise.all(scripts)).some((body) => declaresLinesView.test(body));

  await page.goto('/koszyk');
  await expect(page.getByRole('heading', { level: 2, name: 'Twój koszyk jest pusty' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await linesViewLoaded(), 'the empty cart of a first visit loaded the lines’ view').toBe(false);

  const product = sellable[0];
  if (!product) throw new Error('no product');
  await addThroughApi(page, [{ uuid: product.uuid, quantity: 2 }]);
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: `Ilość: ${product.name}` })).toHaveValue('2');
  expect(await linesViewLoaded(), 'the cart with a line loaded the lines’ view').toBe(true);
});

/** Whether the element is whole in the window and nothing covers its middle. */
function isInReach(page: Page, name: string): Promise<boolean> {
  return page.getByRole('button', { name }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const isWhole = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    return isWhole && button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

test('on a phone the way on to delivery and payment is in reach from the start, past the quick order and at the page’s end', async ({ page }) => {
  const product = sellable[0];
  if (!product) throw new Error('no product');
  await addThroughApi(page, [{ uuid: product.uuid, quantity: 2 }]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/koszyk');
  const name = 'Przejdź do dostawy i płatności';
  const goOn = page.getByRole('button', { name });
  await expect(goOn).toBeEnabled();
  // In the cart's summary box, so before the quick order for the keyboard too.
  await expect(page.getByRole('region', { name: 'Podsumowanie' }).getByRole('button', { name })).toBeVisible();
  expect(await isInReach(page, name), 'on load').toBe(true);
  await page.getByRole('region', { name: 'Szybkie zamówienie' }).scrollIntoViewIfNeeded();
  expect(await isInReach(page, name), 'at the quick order').toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await isInReach(page, name), 'at the page’s end').toBe(true);
  // The page ends above it: nothing of the footer stays under the button.
  const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
  const barTop = await goOn.evaluate((button) => (button.parentElement ?? button).getBoundingClientRect().top);
  expect(footerEnd).toBeLessThanOrEqual(barTop + 0.5);

  await goOn.click();
  await expect(page.getByRole('heading', { level: 2, name: /Dostawa i płatność$/ })).toBeFocused();
});

test('quick order: three numbers, one unknown, kept and listed back by its line; the other two added in one call', async ({ page }) => {
  const [first, second] = sellable;
  if (!first || !second) throw new Error('two products needed');
  await page.goto('/koszyk');
  await expect(page.getByRole('heading', { level: 2, name: 'Twój koszyk jest pusty' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Szybkie zamówienie' });
  await form.getByRole('textbox', { name: 'Numery i ilości' }).fill(`${first.number} 4\nZZ-99999 2\n${second.number.toLowerCase()};7`);
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/public/v1/carts/products')) adds.push(request.postData() ?? '');
  });
  await form.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  // The field keeps only what was not added: the unknown number, now its first line.
  await expect(form.getByRole('listitem')).toHaveText(['Wiersz 1: nie znaleziono produktu o numerze ZZ-99999.']);
  await expect(form.getByRole('textbox', { name: 'Numery i ilości' })).toHaveValue('ZZ-99999 2');
  const lineOf = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(lineOf(first.name).getByRole('spinbutton')).toHaveValue('4');
  await expect(lineOf(second.name).getByRole('spinbutton')).toHaveValue('7');
  expect(adds).toHaveLength(1);
  expect(JSON.parse(adds[0] ?? '{}')).toEqual({
    productsData: [
      { uuid: first.uuid, quantity: 4 },
      { uuid: second.uuid, quantity: 7 },
    ],
  });
});

test('a refused item is a warning toast, and the sidebar stays closed (spec §8)', async ({ page }) => {
  const product = sellable[0];
  if (!product) throw new Error('no product');
  const skipped = `Produkt „${product.name}” jest chwilowo niedostępny; pominięto go.`;
  await page.route('**/api/public/v1/carts/products', (route) =>
    route.fulfill({
      json: {
        alertMessages: { success: [], error: [skipped] },
        items: { directlyProcessedCnt: { added: 0, skipped: 1 }, skipped: [{ uuid: product.uuid, message: skipped }] },
        cartSummary: { cnt: 0, quantity: 0 },
      },
    }),
  );
  await page.goto(`/produkt/${product.slug}`);
  await page.locator('[data-offer]').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Powiadomienia' }).getByText(skipped)).toBeVisible();
  await expect(sidebarOf(page)).toHaveCount(0);
});

test.describe('a failed add without a message from the server', () => {
  test.use({
    expectedErrors:
      /^(?:Failed to load resource: the server responded with a status of 500\b.*|500 https?:\/\/[^/]+\/api\/public\/v1\/carts\/products)$/,
  });

  test('says Product.Error.Label.OnProductAddToCart', async ({ page }) => {
    const product = sellable[0];
    if (!product) throw new Error('no product');
    await page.route('**/api/public/v1/carts/products', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`/produkt/${product.slug}`);
    const button = page.locator('[data-offer]').getByRole('button', { name: /^Dodaj do koszyka/ });
    await button.click();
    await expect(
      page.getByRole('region', { name: 'Powiadomienia' }).getByText('Nie udało się dodać produktu do koszyka. Spróbuj ponownie.'),
    ).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(sidebarOf(page)).toHaveCount(0);
  });
});
