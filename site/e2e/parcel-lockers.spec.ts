/**
 * Issue 36 item 5: the parcel locker delivery offered only a code field whose hint pointed to a map
 * that was not there. Without a Geowidget token (this build has none, so nothing of InPost's map
 * loads) the checkout searches lockers by postcode or town through the API, answered here by the
 * points API's stand-in (scripts/test/e2e-server.ts): the shopper picks one by keyboard, its code
 * fills the field, and the order carries it. The code field stays the way in when the search
 * cannot answer.
 */
import type { Page } from '@playwright/test';
import { companyBuyer } from '../../scripts/test/fixtures/checkout-fixture.ts';
import type { DeliveryMethod } from '../src/lib/api-types.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessibleAt } from './support/axe.ts';
import { addToBrowserCart } from './support/cart.ts';

/** Goes from the cart to the delivery step and picks the parcel locker delivery; answers its name. */
async function chooseLockerDelivery(page: Page): Promise<string> {
  const methods = (await (await page.request.get('/api/public/v1/checkout/delivery-methods')).json()) as { items: DeliveryMethod[] };
  const locker = methods.items.find((method) => method.code === 'parcel_locker');
  if (!locker) throw new Error('No parcel locker delivery');
  await page.goto('/koszyk');
  await page.getByRole('button', { name: 'Przejdź do dostawy i płatności' }).click();
  await page.getByRole('radio', { name: new RegExp(locker.name) }).check();
  return locker.name;
}

async function finishOrder(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  const buyer = page.getByRole('form', { name: /Dane kupującego$/ });
  await buyer.getByRole('radio', { name: 'Osoba prywatna', exact: true }).check();
  await buyer.getByLabel('Imię', { exact: true }).fill(companyBuyer.firstName);
  await buyer.getByLabel('Nazwisko', { exact: true }).fill(companyBuyer.lastName);
  await buyer.getByLabel('Adres e-mail', { exact: true }).fill(companyBuyer.email);
  await buyer.getByLabel('Telefon', { exact: true }).fill(companyBuyer.phone);
  await buyer.getByLabel('Ulica i numer', { exact: true }).fill(companyBuyer.street);
  await buyer.getByLabel('Kod pocztowy', { exact: true }).fill(companyBuyer.postcode);
  await buyer.getByLabel('Miejscowość', { exact: true }).fill(companyBuyer.city);
  await page.getByRole('button', { name: 'Dalej' }).click();
}

async function placeOrder(page: Page): Promise<void> {
  await page.getByLabel('Akceptuję regulamin sklepu').check();
  await page.getByLabel('Zapoznałem się z polityką prywatności').check();
  await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
  await page.waitForURL(/\/zamowienie\/[0-9a-f-]{36}\/podsumowanie\/[A-Za-z0-9_-]+$/);
}

test('a shopper finds lockers near a postcode, picks one with the keyboard, and the order goes to it', async ({ page }) => {
  const geowidgetRequests: string[] = [];
  page.on('request', (request) => {
    if (/inpost|easypack/.test(new URL(request.url()).hostname)) geowidgetRequests.push(request.url());
  });
  await addToBrowserCart(page);
  const delivery = await chooseLockerDelivery(page);

  // The hint says what is really there: a search and the code field, no map.
  const search = page.getByLabel('Znajdź Paczkomat: kod pocztowy lub miejscowość');
  await expect(search).toBeVisible();
  await expect(page.getByText('Np. WRO01M. Wybierz Paczkomat z wyników wyszukiwania albo wpisz jego kod.')).toBeVisible();
  await expect(page.getByText(/mapie/)).toHaveCount(0);
  await expect(page.locator('inpost-geowidget')).toHaveCount(0);

  // A malformed postcode is said beside the field, and Enter searches rather than sending the step.
  await search.fill('31-04');
  await search.press('Enter');
  await expect(page.getByText('Kod pocztowy ma postać 00-000, np. 31-042.')).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Wybierz sposób płatności.')).toHaveCount(0);

  await search.fill('31042');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'W promieniu 20 km od 31-042: 6 Paczkomatów, najbliższe na początku.' })).toBeVisible();
  const results = page.getByRole('group', { name: 'Znalezione Paczkomaty' });
  await expect(results.getByRole('radio')).toHaveCount(6);
  await expect(results.getByRole('radio').first()).toHaveAccessibleName(
    /^KRA01M, Karmelicka 12, 31-128 Kraków\s*Przy sklepie Żabka · Dostępny: 24\/7 · 617 m od 31-042$/,
  );

  const checkoutStep = page.locator('form').filter({ has: results });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await checkoutStep.screenshot({ path: test.info().outputPath(`paczkomaty-wyniki-${width}.png`) });
  }
  await expectAccessibleAt(page, 'the parcel locker search with its results');

  // By keyboard alone: Tab from the search's button into the list, an arrow to the next locker.
  await page.getByRole('button', { name: 'Znajdź', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(results.getByRole('radio', { name: /^KRA01M,/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('radio', { name: /^KRA010,/ })).toBeChecked();
  await expect(page.getByLabel('Kod Paczkomatu')).toHaveValue('KRA010');
  // Typing another code in the field unchecks the list; the field is the fallback.
  await page.getByLabel('Kod Paczkomatu').fill('WRO01M');
  await expect(results.getByRole('radio', { checked: true })).toHaveCount(0);
  await results.getByRole('radio', { name: /^KRA010,/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Kod Paczkomatu')).toHaveValue('KRA010');

  await finishOrder(page);
  await expect(page.getByText(`${delivery}: KRA010`)).toBeVisible();
  await placeOrder(page);
  await expect(page.getByText('Paczkomat: KRA010')).toBeVisible();
  expect(geowidgetRequests).toEqual([]);
});

test('a town’s lockers are found however its name is written', async ({ page }) => {
  await addToBrowserCart(page);
  await chooseLockerDelivery(page);
  const search = page.getByLabel('Znajdź Paczkomat: kod pocztowy lub miejscowość');
  await search.fill('bielsko-BIAŁA');
  await page.getByRole('button', { name: 'Znajdź', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bielsko-Biała: 1 Paczkomat.' })).toBeVisible();
  await page.getByRole('radio', { name: /^BBI01M, Piastowska 16, 43-300 Bielsko-Biała/ }).check();
  await expect(page.getByLabel('Kod Paczkomatu')).toHaveValue('BBI01M');
  await search.fill('Gniezno');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Nie znaleźliśmy Paczkomatów w miejscowości Gniezno.' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Znalezione Paczkomaty' })).toHaveCount(0);
  // The chosen code stays when a later search finds nothing.
  await expect(page.getByLabel('Kod Paczkomatu')).toHaveValue('BBI01M');
});

test.describe('when the search cannot answer', () => {
  test.use({
    expectedErrors:
      /^(?:Failed to load resource: the server responded with a status of 503\b.*|503 https?:\/\/[^/]+\/api\/public\/v1\/parcel-lockers\?q=.*)$/,
  });

  test('the shopper is told so and types the locker’s code', async ({ page }) => {
    await page.route(/\/api\/public\/v1\/parcel-lockers\?/, (route) =>
      route.fulfill({
        status: 503,
        json: {
          error: {
            code: 'parcel_locker_search_unavailable',
            message: 'Wyszukiwarka Paczkomatów jest teraz niedostępna. Wpisz kod Paczkomatu w polu poniżej.',
          },
        },
      }),
    );
    await addToBrowserCart(page);
    const delivery = await chooseLockerDelivery(page);
    const search = page.getByLabel('Znajdź Paczkomat: kod pocztowy lub miejscowość');
    await search.fill('Kraków');
    await search.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Wyszukiwarka Paczkomatów jest teraz niedostępna. Wpisz kod Paczkomatu w polu poniżej.' }),
    ).toBeVisible();
    await page.getByLabel('Kod Paczkomatu').fill('kra12m');
    await finishOrder(page);
    await expect(page.getByText(`${delivery}: KRA12M`)).toBeVisible();
  });
});
