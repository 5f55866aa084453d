/**
 * What a shopper tripped over in the cart (issue 36 items 1–3), seen in the browser:
 * - a line beyond the stock says so in the sidebar and on the cart page as soon as it is added or
 *   changed (how many are in stock, what comes from the supplier and when, or how many can be
 *   ordered), not only at "Zamawiam";
 * - a quantity field that changes what was typed (0, 10000, 2.5, -5, text) says why beside itself,
 *   in a polite live region the field is described by;
 * - the quick order keeps only the lines it did not add, each with its reason, so sending again
 *   adds nothing twice.
 */
import type { Page } from '@playwright/test';
import type { ProductOffer } from '../src/lib/api-types.ts';
import { tCount, tQuantity } from '../src/lib/i18n/index.ts';
import { findProduct, products } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { accessibilityFailures } from './support/axe.ts';
import { overlapOf } from './support/page-checks.ts';
import { recordSaves } from './support/saves.ts';

const sidebarOf = (page: Page) => page.getByRole('dialog', { name: /^Twój koszyk/ });
const lineOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** Sold alone from stock with no supplier, away from the first products other specs buy. */
const stocked = products.filter(
  (product) => product.buttons.addToCart && product.stock.supplierDeliveryDays === null && product.price.promotion === null,
);
const beyondStock = stocked.at(-3);
const edited = stocked.at(-4);
const quickOrdered = stocked.at(-5);
if (!beyondStock || !edited || !quickOrdered) throw new Error('The catalogue has too few products in stock');
/** Out of stock, delivered by the supplier. */
const supplied = findProduct(
  (product) => product.buttons.addToCartSupplier && product.stock.supplierDeliveryDays !== null,
  'product from the supplier',
);
/** Neither in stock, nor from the supplier, nor in a set: the cart refuses it. */
const refused = findProduct(
  (product) => !product.buttons.addToCart && !product.buttons.addToCartSupplier && !product.buttons.buyAtProductSet,
  'product that cannot be bought',
);

/** The stock now (other specs' orders take some), as the product page's live offer reads it. */
async function liveStock(page: Page, uuid: string): Promise<number> {
  const response = await page.request.get(`/api/public/v1/products/offers?uuids=${uuid}`);
  const { items } = (await response.json()) as { items: ProductOffer[] };
  const offer = items[0];
  if (!offer) throw new Error(`no offer for ${uuid}`);
  return offer.stock.quantity;
}

async function addThroughApi(page: Page, lines: { uuid: string; quantity: number }[]): Promise<void> {
  const response = await page.request.post('/api/public/v1/carts/products', { data: { productsData: lines } });
  expect(response.status()).toBe(200);
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('a line beyond the stock says how many can be ordered in the sidebar and the cart, as soon as it is added or changed', async ({ page }) => {
  const product = beyondStock;
  const stock = await liveStock(page, product.uuid);
  expect(stock).toBeGreaterThan(0);
  const says = `W magazynie jest tylko ${tQuantity(stock, product.salesUnit)} i tyle najwięcej można zamówić.`;

  await page.goto(`/produkt/${product.slug}`);
  const offer = page.locator('[data-offer]');
  await offer.getByRole('spinbutton', { name: 'Ilość' }).fill(String(stock + 359));
  await offer.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByText(says)).toBeVisible();

  await sidebar.getByRole('link', { name: 'Przejdź do koszyka' }).click();
  const line = lineOf(page, product.name);
  const field = line.getByRole('spinbutton', { name: `Ilość: ${product.name}` });
  await expect(field).toHaveValue(String(stock + 359));
  await expect(line.getByText(says)).toBeVisible();
  await expect(line.getByText(says)).toHaveAttribute('aria-live', 'polite');
  await expect(field).toHaveAccessibleDescription(escaped(says));

  // Down to what is in stock: nothing to say; one more: said again, without a reload.
  await field.fill(String(stock));
  await expect(line.getByText(says)).toHaveCount(0);
  await line.getByRole('button', { name: `Zwiększ ilość: ${product.name}` }).click();
  await expect(line.getByText(says)).toBeVisible();
});

test('a line from the supplier says that it comes from the supplier and when', async ({ page }) => {
  const days = supplied.stock.supplierDeliveryDays;
  await addThroughApi(page, [{ uuid: supplied.uuid, quantity: 3 }]);
  await page.goto('/koszyk');
  const line = lineOf(page, supplied.name);
  await expect(
    line.getByText(`Brak w magazynie: ${tQuantity(3, supplied.salesUnit)} zamówimy u dostawcy, wysyłka do ${tCount(days ?? 0, 'DayAfterDo')}.`),
  ).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`at ${width} px a cart line's quantity field says why it changed what was typed, and the page stays accessible`, async ({ page }) => {
    const product = edited;
    const unit = product.salesUnit;
    await addThroughApi(page, [{ uuid: product.uuid, quantity: 3 }]);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/koszyk');
    const line = lineOf(page, product.name);
    const field = line.getByRole('spinbutton', { name: `Ilość: ${product.name}` });
    await expect(field).toHaveValue('3');

    for (const [typed, shown, says] of [
      ['0', '1', `Najmniejsza ilość to ${tQuantity(1, unit)}`],
      ['10000', '9999', `Największa ilość to ${tQuantity(9999, unit)}`],
      ['2.5', '2', `Ilość musi być liczbą całkowitą: zaokrąglono w dół do ${tQuantity(2, unit)}`],
      ['-5', '1', `Najmniejsza ilość to ${tQuantity(1, unit)}`],
    ] as const) {
      await field.fill(typed);
      await field.press('Tab');
      await expect(field, `${typed} → ${shown}`).toHaveValue(shown);
      const note = line.getByText(escaped(says));
      await expect(note).toBeVisible();
      await expect(note).toHaveAttribute('aria-live', 'polite');
      await expect(field).toHaveAccessibleDescription(escaped(says));
      if (shown !== '9999') {
        // Tab went on to „Zwiększ ilość”: its tooltip shows and leaves the note readable.
        const tooltip = line.getByRole('tooltip', { name: 'Zwiększ ilość' });
        await expect(tooltip).toBeVisible();
        expect(overlapOf(await note.boundingBox(), await tooltip.boundingBox()), `${typed}: the tooltip covers the note`).toBe(0);
      }
    }
    // What the field settled on is what the cart saved.
    await expect(line.getByRole('spinbutton')).toHaveValue('1');
    expect(await accessibilityFailures(page, 'main')).toEqual([]);
    await expect.poll(async () => (await (await page.request.get('/api/public/v1/carts')).json()).items[0]?.quantity).toBe(1);

    // Typing again puts the note away until the next change.
    await field.fill('4');
    await expect(line.getByText(escaped('Najmniejsza ilość'))).toHaveCount(0);
  });
}

test('a quantity typed while the previous one is still being saved is sent after its answer, and the late answer neither puts the field back nor overwrites what is being typed', async ({
  page,
}) => {
  const product = edited;
  await addThroughApi(page, [{ uuid: product.uuid, quantity: 3 }]);
  // The first and the third save are answered 2 s late: the shopper types on meanwhile.
  const saves = await recordSaves(page, `**/api/public/v1/carts/products/${product.uuid}`, (body) => body.quantity, { heldTurns: [0, 2] });
  const savedQuantity = async () => (await (await page.request.get('/api/public/v1/carts')).json()).items[0]?.quantity;
  await page.goto('/koszyk');
  const line = lineOf(page, product.name);
  const field = line.getByRole('spinbutton', { name: `Ilość: ${product.name}` });
  await expect(field).toHaveValue('3');

  await field.fill('5');
  await field.press('Tab');
  await expect.poll(() => saves).toEqual(['sent 5']);
  // Back to what the cart held before: the quantity of the moment, while 5 is on its way.
  await field.fill('3');
  await field.press('Tab');
  // One save at a time, in the order typed: the cart ends at the last, whatever order the requests would reach it in.
  await expect.poll(() => saves).toEqual(['sent 5', 'answered 5', 'sent 3', 'answered 3']);
  await expect(field).toHaveValue('3');
  expect(await savedQuantity()).toBe(3);

  // While 6 is on its way the shopper types „-5” and has not left the field when its answer comes.
  await field.fill('6');
  await field.press('Tab');
  await expect.poll(() => saves.slice(4)).toEqual(['sent 6']);
  await field.fill('-5');
  await expect.poll(() => saves.slice(4)).toEqual(['sent 6', 'answered 6']);
  await expect(line.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(field, 'the answer to 6 left what is being typed alone').toHaveValue('-5');
  await field.press('Tab');
  await expect(field).toHaveValue('1');
  await expect.poll(() => saves.slice(4)).toEqual(['sent 6', 'answered 6', 'sent 1', 'answered 1']);
  expect(await savedQuantity()).toBe(1);
});

test('text the number field cannot read becomes 1, with the reason', async ({ page }) => {
  await addThroughApi(page, [{ uuid: edited.uuid, quantity: 3 }]);
  await page.goto('/koszyk');
  const line = lineOf(page, edited.name);
  const field = line.getByRole('spinbutton', { name: `Ilość: ${edited.name}` });
  await field.fill('');
  // Chromium takes "e" and "-" into a number field but cannot read them as a number (validity.badInput).
  await field.pressSequentially('e-');
  await field.press('Tab');
  await expect(field).toHaveValue('1');
  await expect(line.getByText('Ilość musi być liczbą całkowitą od 1 do 9999.')).toBeVisible();
});

test('the product page says why it changed the quantity, and adds what it shows', async ({ page }) => {
  const product = edited;
  await page.goto(`/produkt/${product.slug}`);
  const offer = page.locator('[data-offer]');
  const field = offer.getByRole('spinbutton', { name: 'Ilość' });
  await field.fill('0');
  await offer.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const says = `Najmniejsza ilość to ${tQuantity(1, product.salesUnit)}`;
  await expect(field).toHaveValue('1');
  await expect(offer.getByText(escaped(says))).toBeVisible();
  await expect(field).toHaveAccessibleDescription(escaped(says));
  await expect(sidebarOf(page).getByText(`1 ${product.salesUnit} × `, { exact: false })).toBeVisible();
});

test('the quick order keeps only the lines it did not add, each with its reason, and sending again adds nothing twice', async ({ page }) => {
  const product = quickOrdered;
  await page.goto('/koszyk');
  await expect(page.getByRole('heading', { level: 2, name: 'Twój koszyk jest pusty' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Szybkie zamówienie' });
  const box = form.getByRole('textbox', { name: 'Numery i ilości' });
  await box.fill(`${product.number} 2\nZZ-99999 1\n\n${refused.number} 1\n${product.number} x`);
  const adds: { uuid: string; quantity: number }[][] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/public/v1/carts/products'))
      adds.push(JSON.parse(request.postData() ?? '{}').productsData);
  });

  await form.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  const line = lineOf(page, product.name);
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await expect(box).toHaveValue(`ZZ-99999 1\n${refused.number} 1\n${product.number} x`);
  await expect(form.getByRole('listitem')).toHaveText([
    'Wiersz 1: nie znaleziono produktu o numerze ZZ-99999.',
    `Wiersz 2: ${refused.number} – Produkt „${refused.name}” jest chwilowo niedostępny; pominięto go.`,
    `Wiersz 3: nieprawidłowa ilość „x” przy ${product.number} – podaj liczbę całkowitą od 1 do 9999.`,
  ]);

  // The list already has three items, so wait for the second sending's answer before reading what it asked.
  const secondAnswer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/public/v1/carts/products'),
  );
  await form.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await secondAnswer;
  await expect(form.getByRole('listitem')).toHaveCount(3);
  await expect(box).toHaveValue(`ZZ-99999 1\n${refused.number} 1\n${product.number} x`);
  // The second sending asks again only for the product the cart refused.
  expect(adds).toEqual([
    [
      { uuid: product.uuid, quantity: 2 },
      { uuid: refused.uuid, quantity: 1 },
    ],
    [{ uuid: refused.uuid, quantity: 1 }],
  ]);
  await page.reload();
  await expect(lineOf(page, product.name).getByRole('spinbutton')).toHaveValue('2');
});
