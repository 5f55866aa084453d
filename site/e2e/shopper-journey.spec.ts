import { documentStatusErrors, expect, test } from './fixtures.ts';
import { readJsonLd } from './support/page-checks.ts';

interface ProductLd {
  '@type': string;
  name: string;
  sku: string;
  gtin13: string;
  offers: { price: string; priceCurrency: string; availability: string; priceValidUntil: string };
}

test('home → category → product shows a Polish price and a valid Product JSON-LD', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Merida/);
  // Next writes the origin without its slash for the root page; both forms name the same URL.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);

  const categoryBar = page.getByRole('navigation', { name: 'Kategorie' });
  await categoryBar.getByRole('link', { name: 'Dozowniki' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dozowniki' })).toBeVisible();
  await expect(page).toHaveURL(/\/kategoria\/dozowniki$/);

  const firstTile = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  const productName = (await firstTile.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await firstTile.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+$/);

  // Gross price as `1 234,56 zł` (non-breaking spaces), with the net price beside it.
  const priceText =
    (await page
      .locator('main p')
      .filter({ hasText: /zł\s*brutto/ })
      .first()
      .textContent()) ?? '';
  expect(priceText).toMatch(/^\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0zł/);
  await expect(
    page
      .locator('main')
      .getByText(/\d,\d{2}\u00a0zł netto/)
      .first(),
  ).toBeVisible();

  const product = (await readJsonLd(page)).find((block) => block['@type'] === 'Product') as ProductLd | undefined;
  if (!product) throw new Error('The product page has no Product JSON-LD');
  expect(product.name).toBe(productName);
  expect(product.gtin13).toMatch(/^\d{13}$/);
  await expect(page.getByText(product.gtin13, { exact: true })).toBeVisible();
  await expect(page.getByText(product.sku, { exact: true })).toBeVisible();
  expect(product.offers.priceCurrency).toBe('PLN');
  expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
  // The JSON-LD price is the gross price shown on the page.
  const shownGross = priceText
    .match(/^([\d\u00a0]+,\d{2})/)?.[1]
    ?.replace(/\u00a0/g, '')
    .replace(',', '.');
  expect(product.offers.price).toBe(shownGross);
  expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(product.offers.availability);
  const validUntil = Date.parse(product.offers.priceValidUntil);
  expect(validUntil - Date.now()).toBeGreaterThan(12 * 24 * 3600 * 1000);

  const breadcrumbs = (await readJsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList') as
    | { itemListElement: { position: number; name: string }[] }
    | undefined;
  // The trail from the home page to the product, in order, as the page's breadcrumb shows it.
  const trail = breadcrumbs?.itemListElement.map((item) => item.name) ?? [];
  expect(trail[0]).toBe('Strona główna');
  expect(trail.at(-1)).toBe(productName);
  expect(breadcrumbs?.itemListElement.map((item) => item.position)).toEqual(trail.map((_, index) => index + 1));
});

test.describe('an unknown path', () => {
  test.use({ expectedErrors: documentStatusErrors(404, '/ta-strona-nie-istnieje') });

  test('answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/ta-strona-nie-istnieje');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Błąd 404 - nie znaleziono');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
