/**
 * The editors' product screens (issue 35), end to end: the owner filters the product list, opens a
 * product, changes its price and sees the gross at once, saves; a second browser that read the
 * product before that save gets the 409 with the difference shown field by field, and saves again
 * on the fresh read; a new product is made with two pictures (their upload stubbed while the media
 * call is built elsewhere), whose alt texts the form demands. Axe on the list and the form.
 */
import type { Page } from '@playwright/test';
import type { ListResponse, ProductSummary } from '../src/lib/api-types.ts';
import { makeEan13 } from '../src/lib/ean.ts';
import { formatPrice, grossFromNet } from '../src/lib/money.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessibleAt } from './support/axe.ts';
import { expectListSettled, localOwner, logInToPanel } from './support/panel.ts';

/** Two media paths the shop has (the seeded products' pictures), for the stubbed upload to answer with. */
async function existingMediaPaths(page: Page): Promise<string[]> {
  const list = (await (await page.request.get('/api/public/v1/products?limit=3')).json()) as ListResponse<ProductSummary>;
  const paths = list.items.map((item) => item.coverImage.src.replace(/^\/media\//, ''));
  return [...new Set(paths)].slice(0, 2);
}

test('an editor filters the products, changes a price, meets a conflict, and adds a product with pictures', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = localOwner();
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInToPanel(page, owner.email, owner.password, owner.totpSecret);

  // The list, filtered by a search and a category; the filters stay in the address.
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Produkty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
  // The list has come, so its filter form is the working one (under load the heading comes first).
  await expect(page.getByTestId('panel-product-row').first()).toBeVisible();
  await page.getByLabel('Szukaj', { exact: true }).fill('dozownik');
  await page.getByLabel('Kategoria').selectOption({ label: 'Dozowniki' });
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await expect(page).toHaveURL(/\/panel\/produkty\?q=dozownik&category=dozowniki/);
  await expectListSettled(page);
  const rows = page.getByTestId('panel-product-row');
  await expect(rows.first()).toBeVisible();
  for (const name of await rows.getByRole('link').allTextContents()) expect(name.toLowerCase()).toContain('dozownik');
  await expectAccessibleAt(page, 'the product list');

  // A product: a new price shows its gross before saving.
  const productLink = rows.first().getByRole('link');
  const productName = (await productLink.textContent()) ?? '';
  await productLink.click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const productUrl = page.url();
  // The second editor reads the same product now, before the first one saves.
  const otherContext = await browser.newContext({ storageState: await context.storageState() });
  const other = await otherContext.newPage();
  await other.goto(productUrl);
  await expect(other.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  const vat = Number(await page.getByLabel('Stawka VAT').inputValue());
  // A price other than the one stored (a local database keeps an earlier run's).
  const price = page.getByLabel('Cena netto (zł)');
  const newNet = (await price.inputValue()) === '123,45' ? 12346 : 12345;
  const newNetText = formatPrice(newNet).replace(/\s*zł$/, '');
  await price.fill(newNetText);
  await expect(page.getByTestId('gross-price')).toHaveText(formatPrice(grossFromNet(newNet, vat)));
  await expect(page.getByText('Masz niezapisane zmiany.')).toBeVisible();
  await expectAccessibleAt(page, 'the product form');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Zapisano/ })).toBeVisible();
  await expect(page.getByText('Masz niezapisane zmiany.')).toHaveCount(0);

  // The second editor saves on the older read: a 409, the difference shown, their change kept.
  // A text of this run's own: a local database keeps an earlier run's.
  const otherSummary = `Krótki opis drugiego redaktora, ${Date.now()}.`;
  await other.getByLabel('Krótki opis').fill(otherSummary);
  await other.getByRole('button', { name: 'Zapisz zmiany' }).click();
  const conflict = other.getByRole('alert').filter({ hasText: 'Ktoś zapisał ten produkt w międzyczasie' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByTestId('conflict-row').filter({ hasText: 'Krótki opis' })).toContainText(otherSummary);
  // The form took the first editor's price from the fresh read.
  await expect(other.getByLabel('Cena netto (zł)')).toHaveValue(newNetText);
  await other.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(other.getByRole('status').filter({ hasText: /^Zapisano/ })).toBeVisible();
  await otherContext.close();

  // A new product with two pictures; the upload is stubbed with pictures the shop has.
  const [first, second] = await existingMediaPaths(page);
  expect(first && second).toBeTruthy();
  const uploads = [first, second];
  await page.route('**/api/admin/v1/media', async (route) => {
    const path = uploads.shift() ?? first;
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ path, url: `/media/${path}`, contentType: 'image/svg+xml', size: 1234, width: 800, height: 800 }),
    });
  });
  await page.getByRole('link', { name: 'Wróć do listy produktów' }).click();
  await page.getByRole('link', { name: 'Nowy produkt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy produkt' })).toBeVisible();
  const suffix = String(Date.now()).slice(-7);
  const name = `Mydło testowe e2e ${suffix}`;
  await page.getByLabel('Nazwa produktu').fill(name);
  await expect(page.getByLabel('Slug (adres strony produktu)')).toHaveValue(`mydlo-testowe-e2e-${suffix}`);
  await page.getByLabel('Numer produktu').fill(`E2E-${suffix}`);
  const ean = makeEan13('20', Number(suffix));
  await page.getByLabel('Kod EAN-13').fill(`${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`);
  await expect(page.getByText('Zła cyfra kontrolna kodu EAN-13')).toBeVisible();
  await page.getByLabel('Kod EAN-13').fill(ean);
  await expect(page.getByText('Cyfra kontrolna się zgadza.')).toBeVisible();
  await page.getByLabel('Producent (marka)').fill('Merida');
  await page.getByLabel('Opis (Markdown)').fill('Delikatne mydło.\n\n## Zastosowanie\n\n- do rąk\n- do dozowników');
  await expect(page.getByTestId('description-preview').getByRole('heading', { name: 'Zastosowanie' })).toBeVisible();
  await expect(page.getByTestId('description-preview').getByRole('listitem')).toHaveText(['do rąk', 'do dozowników']);
  await page.getByLabel('Cena netto (zł)').fill('19,99');
  await page.getByLabel('Kategoria główna').selectOption({ label: 'Dozowniki' });
  const gpsr = page.getByRole('region', { name: 'Bezpieczeństwo produktu (GPSR)' });
  await gpsr.getByLabel('Nazwa').fill('Merida Sp. z o.o.');
  await gpsr.getByLabel('Adres pocztowy').fill('ul. Fabryczna 1, 50-001 Wrocław, Polska');
  await gpsr.getByLabel('E-mail').fill('kontakt@merida.example');
  await page
    .getByTestId('media-drop-zone')
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'pierwsze.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'drugie.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
  await expect(page.getByTestId('product-image')).toHaveCount(2);
  // Without alt texts the form refuses, with the message beside each field.
  await page.getByRole('button', { name: 'Dodaj produkt' }).click();
  await expect(page.getByLabel('Tekst alternatywny zdjęcia 1')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Tekst alternatywny zdjęcia 1').fill('Butelka mydła z przodu');
  await page.getByLabel('Tekst alternatywny zdjęcia 2').fill('Butelka mydła z boku');
  // The second picture becomes the cover, by keyboard.
  await page.getByRole('button', { name: 'Przesuń zdjęcie 2 w górę' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Tekst alternatywny zdjęcia 1')).toHaveValue('Butelka mydła z boku');
  await expectAccessibleAt(page, 'the new product form');
  await page.getByRole('button', { name: 'Dodaj produkt' }).click();
  await expect(page).toHaveURL(new RegExp(`/panel/produkty/mydlo-testowe-e2e-${suffix}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Tekst alternatywny zdjęcia 1')).toHaveValue('Butelka mydła z boku');
  await expect(page.getByTestId('product-image').first()).toContainText(second ?? '');
  await context.close();
});
