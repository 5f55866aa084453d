/**
 * Issue 16: the cookie-consent banner and the ad tracker's data layer (spec §4, §7, §9). Before a
 * choice, on a phone-sized window, or without advertising consent, nothing is pushed and no
 * cookie but the necessary ones is set; with consent on a desktop, each event comes 3 s after it
 * happened, with its fields. The cart and purchase events are checked on a real checkout in
 * checkout.spec.ts.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { consentValue } from '../src/lib/consent/consent.ts';
import { TRACKER_DELAY_MS } from '../src/lib/ui-constants.ts';
import { products } from './catalogue-data.ts';
import { documentStatusErrors, expect, test } from './fixtures.ts';
import { stoppedClock } from './page-clock.ts';

/** Cookies the shop may set without consent: the cart's ids, the language, the login, the choice itself. */
const NECESSARY_COOKIE = /^(?:cart-session-id|cart-transaction-id|lang|locale|NEXT_LOCALE|cookie-consent|auth\..+)$/;

const [first, second] = products;

test.use({ consent: null });

const dataLayerOf = (page: Page) => page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []);

async function consentTo(context: BrowserContext, advertisement: boolean): Promise<void> {
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: 'cookie-consent', value: encodeURIComponent(consentValue({ analytics: false, advertisement })), url }]);
}

test('before a choice nothing is tracked and only necessary cookies exist; the banner is keyboard usable and can be reopened', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto(`/produkt/${first?.slug}`);
  const banner = page.getByRole('region', { name: 'Pliki cookie w sklepie' });
  await expect(banner).toBeVisible();
  // Rejecting is as prominent as accepting: the same kind of button.
  const accept = banner.getByRole('button', { name: 'Akceptuję wszystkie' });
  const reject = banner.getByRole('button', { name: 'Odrzucam wszystkie' });
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
  await page.clock.fastForward(TRACKER_DELAY_MS * 2);
  expect(await dataLayerOf(page)).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => !NECESSARY_COOKIE.test(name))).toEqual([]);

  // Choosing with the keyboard: advertising only.
  await banner.getByRole('button', { name: 'Wybieram' }).focus();
  await page.keyboard.press('Enter');
  await banner.getByRole('checkbox', { name: /^Reklamowe/ }).focus();
  await page.keyboard.press('Space');
  await expect(banner.getByRole('checkbox', { name: /^Niezbędne/ })).toBeDisabled();
  await banner.getByRole('button', { name: 'Zapisz wybór' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  const stored = (await context.cookies()).find((cookie) => cookie.name === 'cookie-consent');
  expect(decodeURIComponent(stored?.value ?? '')).toBe('v1|analytics:no|advertisement:yes');
  expect(stored).toMatchObject({ sameSite: 'Lax', path: '/' });
  // The page the choice was made on is counted now, 3 s later.
  await page.clock.fastForward(TRACKER_DELAY_MS);
  expect(await dataLayerOf(page)).toEqual([{ event: 'page', pageType: 'product' }]);

  // The footer reopens it, with the focus on it; rejecting all stops tracking.
  await page.getByRole('button', { name: 'Ustawienia plików cookie' }).click();
  await expect(banner.getByRole('heading', { name: 'Pliki cookie w sklepie' })).toBeFocused();
  await reject.click();
  await page.goto(`/produkt/${second?.slug}`);
  await page.clock.fastForward(TRACKER_DELAY_MS * 2);
  expect(await dataLayerOf(page)).toEqual([]);
  await expect(banner).toBeHidden();
});

test.describe('with no script of the shop', () => {
  test.use({ hydrated: false });

  test('the banner is in the exported page, and a returning visitor’s page hides it before any script of the shop runs', async ({
    page,
    context,
  }) => {
    // No chunk of the shop runs: what shows is the HTML and the head script alone.
    await page.route(/\/_next\/static\/chunks\/[^?]*\.js/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto('/koszyk');
    const banner = page.getByRole('region', { name: 'Pliki cookie w sklepie' });
    await expect(banner).toBeVisible();
    await consentTo(context, false);
    await page.goto('/koszyk');
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
  });
});

test.describe('on a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing is tracked even with advertising consent, and the banner fits', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Pliki cookie w sklepie' });
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await consentTo(context, true);
    await page.goto(`/produkt/${first?.slug}`);
    await expect(banner).toBeHidden();
    await page.clock.fastForward(TRACKER_DELAY_MS * 2);
    expect(await dataLayerOf(page)).toEqual([]);
  });
});

test.describe('at 360 px, with the banner open', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no Tab stop of the home page is hidden behind the banner, not even in part (WCAG 2.2 SC 2.4.11, issue 36)', async ({ page }) => {
    // A hundred Tab stops and a look at each.
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Pliki cookie w sklepie' })).toBeVisible();
    const covered: string[] = [];
    let stops = 0;
    for (; stops < 500; stops++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || focused === document.body) return null;
        const banner = document.querySelector('[data-consent-banner]');
        if (!banner || banner.contains(focused)) return { covered: false, what: '' };
        const box = focused.getBoundingClientRect();
        const cover = banner.getBoundingClientRect();
        const overlaps = box.bottom > cover.top + 0.5 && box.top < cover.bottom && box.right > cover.left && box.left < cover.right;
        const what = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
        return { covered: overlaps && box.height > 0, what: `${what}: ${box.top}–${box.bottom} px, banner from ${cover.top} px` };
      });
      // Past the last stop the focus leaves the page.
      if (stop === null) break;
      if (stop.covered) covered.push(stop.what);
    }
    // The whole page was walked: the header, the slider, the products, the footer and the banner.
    expect(stops).toBeGreaterThan(80);
    expect(covered).toEqual([]);
  });
});

test.describe('with advertising consent on a desktop', () => {
  test.use({ expectedErrors: documentStatusErrors(404, '/nie-ma-takiej-strony') });

  test('a product page pushes its page view and product numbers 3 s later, and an error page a view of type other', async ({ page, context }) => {
    await consentTo(context, true);
    await stoppedClock(page);
    await page.goto(`/produkt/${first?.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(TRACKER_DELAY_MS - 100);
    expect(await dataLayerOf(page)).toEqual([]);
    await page.clock.runFor(200);
    expect(await dataLayerOf(page)).toEqual(
      expect.arrayContaining([
        { event: 'page', pageType: 'product' },
        { event: 'product', products: [first?.number] },
      ]),
    );
    await page.goto('/nie-ma-takiej-strony');
    await page.clock.fastForward(TRACKER_DELAY_MS);
    expect(await dataLayerOf(page)).toEqual([{ event: 'page', pageType: 'other' }]);
  });
});
