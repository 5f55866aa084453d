import { documentStatusErrors, expect, test } from './fixtures.ts';
import { stoppedClock } from './page-clock.ts';

const orderUuid = '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f';
const otherOrderUuid = '0b8f9a36-6f4e-4c55-9d2a-3c1e2f4a5b6c';
/** A well-formed order hash that no order has: the page says the order is not found. */
const orderHash = 'f3b1c9d2e4a5968776655443322110aa';

test.describe('the 404 page', () => {
  test.use({ expectedErrors: documentStatusErrors(404, '/error-404') });

  test('has its title, heading, image and the button home', async ({ page }) => {
    const response = await page.goto('/error-404');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Błąd 404 - nie znaleziono');
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toBeVisible();
  });
});

test.describe('the 503 page', () => {
  // The page itself, the first probe and the failing search answer 503.
  test.use({
    expectedErrors: documentStatusErrors(503, '/error-503', '/api/public/v1/slider/slug/strona-glowna', '/api/public/v1/search?q=mydlo&page=1'),
  });

  test('polls the slider every 10 s and reloads home once the shop answers', async ({ page }) => {
    let probes = 0;
    await page.route('**/api/public/v1/slider/slug/strona-glowna', async (route) => {
      probes++;
      // The shop is still down at the first probe and back at the second.
      if (probes === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"x"}}' });
      else await route.continue();
    });
    await stoppedClock(page);
    const response = await page.goto('/error-503');
    expect(response?.status()).toBe(503);
    await expect(page).toHaveTitle('Błąd 503 - usługa niedostępna');
    await expect(page.getByRole('heading', { level: 1, name: 'Usługa chwilowo niedostępna' })).toBeVisible();
    await expect(page.getByText('Trwają prace techniczne.')).toBeVisible();

    await page.clock.runFor(9_000);
    expect(probes).toBe(0);
    await page.clock.runFor(1_000);
    await expect.poll(() => probes).toBe(1);
    await expect(page).toHaveURL(/\/error-503$/);
    await page.clock.runFor(10_000);
    await page.waitForURL((url) => url.pathname === '/');
    expect(probes).toBe(2);
    await expect(page).not.toHaveTitle(/Błąd/);
  });

  test('is where a search goes when the API answers 503 (spec §8)', async ({ page }) => {
    await page.route('**/api/public/v1/search?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"unavailable","message":"Usługa chwilowo niedostępna."}}',
      }),
    );
    await page.goto('/wyszukiwarka/mydlo');
    await page.waitForURL('**/error-503');
    await expect(page).toHaveTitle('Błąd 503 - usługa niedostępna');
  });
});

test.describe('the 500 page', () => {
  test.use({ expectedErrors: documentStatusErrors(500, '/error-500') });

  test('has a shorter button label on a narrow window (≤ 575 px)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/error-500');
    await expect(page.getByRole('link', { name: 'Strona główna', exact: true })).toBeVisible();
    await expect(page.getByText('Wróć na stronę główną')).toBeHidden();
    await page.setViewportSize({ width: 576, height: 800 });
    await expect(page.getByText('Wróć na stronę główną')).toBeVisible();
  });
});

test.describe('shells', () => {
  test.use({
    // The made-up order is not found: its API call answers 404.
    expectedErrors: /^(?:Failed to load resource: the server responded with a status of 404\b.*|404 https?:\/\/[^/]+\/api\/public\/v1\/orders\/.*)$/,
  });

  test('a full load and a client-side navigation both show the shell for the real address', async ({ page }) => {
    // The order pages with a hash are public shells (without it they are the owner's: account.spec.ts).
    const response = await page.goto(`/zamowienie/${orderUuid}/podsumowanie/${orderHash}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
    await expect(page.getByText('Nie znaleźliśmy zamówienia pod tym adresem.')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/zamowienie/${orderUuid}/podsumowanie/${orderHash}$`));

    // A client-side navigation keeps the page (no reload) and fetches the shell's payload.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.evaluate(
      (path) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(path),
      `/zamowienie/${otherOrderUuid}/szczegoly/${orderHash}`,
    );
    await page.waitForURL(`**/zamowienie/${otherOrderUuid}/szczegoly/${orderHash}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/zamowienie/${otherOrderUuid}/szczegoly/${orderHash}$`));
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  });

  test.describe('a malformed path', () => {
    test.use({ expectedErrors: documentStatusErrors(404, '/zamowienie/nie-uuid') });

    test('is the 404 page', async ({ page }) => {
      const response = await page.goto('/zamowienie/nie-uuid');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Błąd 404 - nie znaleziono');
    });
  });
});

test.describe('edge rules', () => {
  test('a page the assets layer serves alone carries the common headers and its own policy', async ({ page, request }) => {
    await page.goto('/');
    const productPath = await page.locator('a[href^="/produkt/"]').first().getAttribute('href');
    const response = await request.get(productPath ?? '/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(await response.text()).toContain(
      '<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; script-src &#x27;self&#x27; &#x27;sha256-',
    );
  });

  test('an account page sends a visitor to the login page and keeps where to come back', async ({ page }) => {
    await page.goto('/konto/zamowienia');
    await expect(page).toHaveURL(/\/logowanie\?redirect=%2Fkonto%2Fzamowienia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
  });

  test('an English alias lands on the Polish page', async ({ page }) => {
    await page.goto('/page/milestones');
    await expect(page).toHaveURL(/\/strona\/kamienie-milowe$/);
    await page.goto('/category/dozowniki/p/1');
    await expect(page).toHaveURL(/\/kategoria\/dozowniki$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dozowniki' })).toBeVisible();
  });
});
