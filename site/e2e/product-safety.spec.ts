/**
 * What an offer says about a product's safety (issue 34, docs/decisions/042-product-safety.md): a
 * hazardous chemical's page shows every CLP label element in its "Bezpieczeństwo" section above the
 * buy button, with a safety data sheet that downloads as a PDF; every product shows its GPSR
 * block; tiles and cart lines show the pictograms. Each test has its own browser context.
 */
import AxeBuilder from '@axe-core/playwright';
import { formatDay } from '../src/lib/dates.ts';
import { searchHref } from '../src/lib/search-links.ts';
import { SELLER } from '../src/lib/seller.ts';
import { findProduct } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { WCAG_22_AA } from './support/axe.ts';
import { addToBrowserCart } from './support/cart.ts';

const SANITARY_CATEGORY = 'srodki-do-sanitariatow';
const CORROSIVE_ALT = 'GHS05: substancja żrąca';

/** A hypochlorite WC gel: corrosive and toxic to aquatic life, with a UFI and a data sheet, in stock. */
const gel = findProduct(
  (product) =>
    product.name.startsWith('Żel do czyszczenia WC') &&
    product.categorySlugs.includes(SANITARY_CATEGORY) &&
    product.hazard?.classified === true &&
    product.hazard.pictograms.includes('GHS05') &&
    product.hazard.ufi !== null &&
    product.hazard.safetyDataSheet !== null &&
    product.buttons.addToCart,
  'classified WC gel in stock',
);
const towel = findProduct((product) => /^Ręcznik/.test(product.name) && product.hazard === null && product.safety !== null, 'paper towel');
const hazard = gel.hazard;
if (!hazard?.classified || !hazard.safetyDataSheet) throw new Error('The WC gel has no classified hazard with a data sheet');

test("a hazardous chemical's page shows every CLP label element above the buy button", async ({ page }) => {
  await page.goto(`/produkt/${gel.slug}`);
  const section = page.getByRole('region', { name: 'Bezpieczeństwo', exact: true });
  await expect(section).toBeVisible();
  for (const code of hazard.pictograms) await expect(section.getByRole('img', { name: new RegExp(`^${code}: `) })).toBeVisible();
  await expect(section.getByRole('img', { name: CORROSIVE_ALT })).toBeVisible();
  await expect(section.getByText(hazard.signalWord ?? '', { exact: true })).toBeVisible();
  const h314 = hazard.hazardStatements.find((statement) => statement.code === 'H314');
  if (!h314) throw new Error('The WC gel has no H314');
  await expect(section.getByRole('listitem').filter({ hasText: 'H314' })).toHaveText(`H314 ${h314.text}`);
  await expect(section.getByText(`UFI: ${hazard.ufi}`, { exact: true })).toBeVisible();
  await expect(section.getByText(`Ilość nominalna: ${hazard.nominalQuantity}`, { exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: SELLER.phone })).toBeVisible();

  const button = page.locator('[data-offer]').getByRole('button', { name: 'Dodaj do koszyka', exact: true });
  const [sectionBox, buttonBox] = [await section.boundingBox(), await button.boundingBox()];
  if (!sectionBox || !buttonBox) throw new Error('The section or the button is not laid out');
  expect(sectionBox.y + sectionBox.height).toBeLessThanOrEqual(buttonBox.y);

  const sheet = section.getByRole('link', { name: `Karta charakterystyki (PDF, wersja z ${formatDay(hazard.safetyDataSheet?.date ?? '')})` });
  const response = await page.request.get((await sheet.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test("a hazardous chemical's page has no WCAG 2.2 A/AA violation", async ({ page }) => {
      // A full axe scan of a long page takes 15–20 s alone (accessibility.spec.ts).
      test.slow();
      await page.goto(`/produkt/${gel.slug}`, { waitUntil: 'networkidle' });
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  });
}

test('a product that is not a chemical shows its GPSR block and no CLP section', async ({ page }) => {
  const safety = towel.safety;
  if (!safety) throw new Error('The towel has no GPSR data');
  await page.goto(`/produkt/${towel.slug}`);
  const block = page.getByRole('region', { name: 'Bezpieczeństwo produktu' });
  await expect(block.getByRole('heading', { level: 3, name: 'Producent' })).toBeVisible();
  await expect(block.getByText(safety.manufacturer.address)).toBeVisible();
  await expect(block.getByRole('link', { name: safety.manufacturer.email })).toHaveAttribute('href', `mailto:${safety.manufacturer.email}`);
  for (const warning of safety.warnings) await expect(block.getByText(warning)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bezpieczeństwo', exact: true })).toHaveCount(0);
});

test("the sanitary category's tiles show a chemical's pictograms", async ({ page }) => {
  await page.goto(`/kategoria/${SANITARY_CATEGORY}`);
  const tile = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('img', { name: CORROSIVE_ALT }) });
  await expect(tile.first()).toBeVisible();
});

test("search results show a chemical's pictograms on its tile", async ({ page }) => {
  await page.goto(searchHref(gel.name));
  const tile = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: gel.name }) });
  await expect(tile.getByRole('img', { name: CORROSIVE_ALT })).toBeVisible();
});

test("a chemical's cart line shows its pictograms and signal word", async ({ page }) => {
  await addToBrowserCart(page, 1, gel.uuid);
  await page.goto('/koszyk');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: gel.name }) });
  await expect(line.getByRole('img', { name: CORROSIVE_ALT })).toBeVisible();
  await expect(line.getByText(hazard.signalWord ?? '', { exact: true })).toBeVisible();
});
