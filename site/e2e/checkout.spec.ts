/**
 * Checkout and the order pages (issue 13) against the local worker with the Przelewy24 and VAT
 * register stand-ins (scripts/test/e2e-server.ts).
 */
import type { Page } from '@playwright/test';
import { companyBuyer } from '../../scripts/test/fixtures/checkout-fixture.ts';
import type { Cart, DeliveryMethod, PlacedOrder, PlaceOrderRequest } from '../src/lib/api-types.ts';
import { checkoutTotals } from '../src/lib/cart/cart-totals.ts';
import { ACCEPT_ALL, consentValue } from '../src/lib/consent/consent.ts';
import { expect, test } from './fixtures.ts';
import { addToBrowserCart, plentifulProduct } from './support/cart.ts';

const API = '/api/public/v1';
const product = plentifulProduct;

/** The browser's origin, as a same-site call sends it. */
function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

async function deliveryMethodName(page: Page, code: DeliveryMethod['code']): Promise<string> {
  const methods = (await (await page.request.get(`${API}/checkout/delivery-methods`)).json()) as { items: DeliveryMethod[] };
  const method = methods.items.find((candidate) => candidate.code === code);
  if (!method) throw new Error(`No ${code} delivery`);
  return method.name;
}

async function fillBuyer(page: Page, buyer: PlaceOrderRequest['buyer']): Promise<void> {
  const cart = page.getByRole('form', { name: /Dane kupującego$/ });
  const isCompany = buyer.customerType !== 1;
  await cart.getByRole('radio', { name: isCompany ? 'Firma' : 'Osoba prywatna', exact: true }).check();
  if (isCompany) {
    await cart.getByLabel('Nazwa firmy lub jednostki').fill(buyer.companyName ?? '');
    await cart.getByLabel('NIP', { exact: true }).fill(buyer.nip ?? '');
  }
  await cart.getByLabel('Imię', { exact: true }).fill(buyer.firstName);
  await cart.getByLabel('Nazwisko', { exact: true }).fill(buyer.lastName);
  await cart.getByLabel('Adres e-mail', { exact: true }).fill(buyer.email);
  await cart.getByLabel('Telefon', { exact: true }).fill(buyer.phone);
  await cart.getByLabel('Ulica i numer', { exact: true }).fill(buyer.street);
  await cart.getByLabel('Kod pocztowy', { exact: true }).fill(buyer.postcode);
  await cart.getByLabel('Miejscowość', { exact: true }).fill(buyer.city);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });

test.describe('checkout on /koszyk', () => {
  test('a guest company with a valid NIP pays through Przelewy24 and lands on the paid summary', async ({ page }) => {
    await addToBrowserCart(page);
    const courier = await deliveryMethodName(page, 'courier');
    await page.goto('/koszyk');
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'Przejdź do dostawy i płatności' }).click();
    await expect(stepHeading(page, 'Dostawa i płatność')).toBeFocused();

    // Going on without a choice says what is missing, beside each group.
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByText('Wybierz sposób dostawy.')).toBeVisible();
    await expect(page.getByText('Wybierz sposób płatności.')).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(courier) }).check();
    await page.getByRole('radio', { name: 'Płatność online Przelewy24' }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();

    await expect(stepHeading(page, 'Dane kupującego')).toBeVisible();
    await fillBuyer(page, { ...companyBuyer, nip: '526-025-02-75' });
    // A company may buy on a consumer's rights (art. 38a): its own choice, unticked.
    await expect(page.getByLabel(/kupuję na prawach konsumenta/)).not.toBeChecked();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByText('Ten NIP ma błędną cyfrę kontrolną.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('NIP', { exact: true })).toBeFocused();
    await page.getByLabel('NIP', { exact: true }).fill(companyBuyer.nip ?? '');

    // A reload keeps what was typed and the step.
    await page.reload();
    await expect(page.getByLabel('Nazwa firmy lub jednostki')).toHaveValue(companyBuyer.companyName ?? '');
    await expect(page.getByLabel('NIP', { exact: true })).toHaveValue(companyBuyer.nip ?? '');
    await page.getByRole('button', { name: 'Dalej' }).click();

    await expect(stepHeading(page, 'Podsumowanie')).toBeVisible();
    // Back and forward move between the steps.
    await page.goBack();
    await expect(stepHeading(page, 'Dane kupującego')).toBeVisible();
    await page.goForward();
    await expect(stepHeading(page, 'Podsumowanie')).toBeVisible();
    await expect(page.getByRole('link', { name: 'regulamin sklepu', exact: true })).toHaveAttribute('href', '/strona/regulamin');
    // A company is not told of a consumer's right (issue 33).
    await expect(page.getByText('odstąpić od umowy w ciągu 14 dni', { exact: false })).toHaveCount(0);
    // What is bought, directly before ordering (art. 17): the line with its number and units, then the delivery.
    const line = page.getByTestId('review-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(product.name);
    await expect(line).toContainText(`Nr ${product.number}`);
    await expect(line).toContainText(`1 ${product.salesUnit}`);
    await expect(page.getByTestId('review-delivery')).toContainText(`Dostawa: ${courier}`);
    const total = (await page.getByTestId('checkout-total').textContent()) ?? '';

    await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
    await expect(page.getByText('Zaakceptuj regulamin sklepu.')).toBeVisible();
    await page.getByLabel('Akceptuję regulamin sklepu').check();
    await page.getByLabel('Zapoznałem się z polityką prywatności').check();
    await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();

    // The stand-in has no favicon: the browser's own request for it is not the shop's failure.
    const shopOrigin = originOf(page);
    await page.route(
      (url) => url.pathname === '/favicon.ico' && url.origin !== shopOrigin,
      (route) => route.fulfill({ status: 204 }),
    );
    await page.waitForURL(/\/trnRequest\//);
    await page.getByRole('button', { name: 'Zapłać' }).click();
    await page.waitForURL(/\/zamowienie\/[0-9a-f-]{36}\/podsumowanie\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Opłacone, w realizacji');
    await expect(page.getByText('Czysta Firma sp. z o.o.')).toBeVisible();
    // The order has the figures the review showed.
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();

    // The cart was the order's: /koszyk is empty again, and the draft is gone.
    await page.goto('/koszyk');
    await expect(page.getByRole('heading', { level: 2, name: 'Twój koszyk jest pusty' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Przejdź do sklepu' })).toBeVisible();
  });

  test('a private buyer paying by bank transfer to a parcel locker sees the transfer details; the ad data layer gets the cart and the purchase', async ({
    page,
  }) => {
    // This visitor accepted advertising cookies (the fixture's default visitor rejected them).
    const url = test.info().project.use.baseURL ?? '';
    await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent(consentValue(ACCEPT_ALL)), url }]);
    await addToBrowserCart(page);
    const locker = await deliveryMethodName(page, 'parcel_locker');
    await page.goto('/koszyk');
    const transactionId = (await page.context().cookies()).find((cookie) => cookie.name === 'cart-transaction-id')?.value ?? '';
    const tracked = { productId: product.number, quantity: 1, price: product.price.grossPrice / 100 };
    // Spec §7's cart event, 3 s after the cart showed.
    await expect
      .poll(() => page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []), { timeout: 10_000 })
      .toContainEqual({
        event: 'cart',
        transactionId,
        products: [tracked],
        cartUrl: expect.stringMatching(new RegExp(`/koszyk/odzyskaj/${transactionId}$`)),
      });
    await page.getByRole('button', { name: 'Przejdź do dostawy i płatności' }).click();
    await page.getByRole('radio', { name: new RegExp(locker) }).check();
    await page.getByLabel('Kod Paczkomatu').fill('wro01m');
    await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await fillBuyer(page, { ...companyBuyer, customerType: 1 });
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByText(`${locker}: WRO01M`)).toBeVisible();
    // A consumer is told of the right of withdrawal before ordering.
    await expect(page.getByText('odstąpić od umowy w ciągu 14 dni', { exact: false })).toBeVisible();
    await page.getByLabel('Akceptuję regulamin sklepu').check();
    await page.getByLabel('Zapoznałem się z polityką prywatności').check();
    await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();

    await page.waitForURL(/\/zamowienie\/[0-9a-f-]{36}\/podsumowanie\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Oczekuje na płatność');
    await expect(page.getByRole('heading', { name: 'Dane do przelewu' })).toBeVisible();
    await expect(page.getByText('Paczkomat: WRO01M')).toBeVisible();
    await expect(page.getByText('Osoba prywatna')).toBeVisible();
    // The purchase event comes on the order's page, once: a guest has no user id.
    await expect
      .poll(() => page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []), { timeout: 10_000 })
      .toContainEqual({ event: 'purchase', transactionId, userId: null, products: [tracked] });
    // Once: the kept event was spent, and a reload, past the spec's 3 s on the page's clock, sends none.
    expect(await page.evaluate(() => sessionStorage.getItem('tracker-purchase'))).toBeNull();
    await page.clock.install();
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Oczekuje na płatność');
    await page.clock.runFor(3_500);
    expect(await page.evaluate(() => (window as Window & { dataLayer?: { event: string }[] }).dataLayer ?? [])).not.toContainEqual(
      expect.objectContaining({ event: 'purchase' }),
    );
  });
});

/** Puts the product in the page's cart (addToBrowserCart) and places an order by the API. */
async function placeOrderByApi(page: Page, paymentMethod: PlaceOrderRequest['paymentMethod'], email = companyBuyer.email): Promise<PlacedOrder> {
  await addToBrowserCart(page);
  const headers = { Origin: originOf(page) };
  const cart = (await (await page.request.get(`${API}/carts`)).json()) as Cart;
  const methods = (await (await page.request.get(`${API}/checkout/delivery-methods`)).json()) as { items: DeliveryMethod[] };
  const courier = methods.items.find((method) => method.code === 'courier');
  if (!courier) throw new Error('No courier delivery');
  const body: PlaceOrderRequest = {
    buyer: { ...companyBuyer, email },
    delivery: { method: 'courier' },
    paymentMethod,
    consents: { terms: true, privacy: true },
    expectedTotalGross: checkoutTotals(cart.totals, courier).totals.gross,
  };
  const placed = await page.request.post(`${API}/orders`, { headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, data: body });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as PlacedOrder;
}

test.describe('prices changed while checking out', () => {
  test.use({
    expectedErrors: /^(?:Failed to load resource: the server responded with a status of 409\b.*|409 https?:\/\/[^/]+\/api\/public\/v1\/orders)$/,
  });

  test('a 409 with new totals says so, and the retry sends the same Idempotency-Key', async ({ page }) => {
    await addToBrowserCart(page);
    const locker = await deliveryMethodName(page, 'parcel_locker');
    const keys: string[] = [];
    await page.route('**/api/public/v1/orders', async (route) => {
      keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
      if (keys.length > 1) return route.continue();
      return route.fulfill({
        status: 409,
        json: { error: { code: 'totals_changed', message: 'Ceny zmieniły się od chwili wyświetlenia koszyka.' } },
      });
    });
    await page.goto('/koszyk');
    await page.getByRole('button', { name: 'Przejdź do dostawy i płatności' }).click();
    await page.getByRole('radio', { name: new RegExp(locker) }).check();
    await page.getByLabel('Kod Paczkomatu').fill('KRA010');
    await page.getByRole('radio', { name: 'Płatność przy odbiorze' }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await fillBuyer(page, { ...companyBuyer, customerType: 1 });
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByLabel('Akceptuję regulamin sklepu').check();
    await page.getByLabel('Zapoznałem się z polityką prywatności').check();
    await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sumy zamówienia zostały zaktualizowane.' })).toBeVisible();

    await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
    await page.waitForURL(/\/zamowienie\/[0-9a-f-]{36}\/podsumowanie\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('W realizacji');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

test.describe('order pages', () => {
  test('a bank transfer order shows its number, status, buyer, items, totals and the transfer details', async ({ page }) => {
    const order = await placeOrderByApi(page, 'transfer');
    await page.goto(`/zamowienie/${order.uuid}/podsumowanie/${order.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
    await expect(page.getByText(order.number).first()).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Oczekuje na płatność');
    await expect(page.getByText('Firma', { exact: true })).toBeVisible();
    await expect(page.getByText('Czysta Firma sp. z o.o.')).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dane do przelewu' })).toBeVisible();
    await expect(page.getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText('Razem brutto')).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Order', orderNumber: order.number, orderStatus: 'https://schema.org/OrderPaymentDue' });

    await page.getByRole('link', { name: 'Pełne szczegóły zamówienia' }).click();
    await page.waitForURL(`**/zamowienie/${order.uuid}/szczegoly/${order.hash}`);
    await expect(page.getByTestId('order-status')).toHaveText('Oczekuje na płatność');
  });

  test('the mailed link confirms the address once, then shows the summary', async ({ page }) => {
    const email = `e2e-order-${Date.now()}@example.pl`;
    const order = await placeOrderByApi(page, 'transfer', email);
    await page.goto('/_dev/outbox');
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('link', { name: `Zamówienie ${order.number}: przyjęte` })
      .first()
      .click();
    const text = (await page.locator('pre').textContent()) ?? '';
    const link = /https?:\/\/\S+\/potwierdzenie\/\S+/.exec(text)?.[0];
    if (!link) throw new Error(`no confirmation link in the order mail:\n${text}`);
    const path = new URL(link).pathname;
    expect(path).toMatch(new RegExp(`^/zamowienie/${order.uuid}/potwierdzenie/${order.hash}/`));

    await page.goto(path);
    await expect(page.getByText('Dziękujemy, adres e-mail został potwierdzony.')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Oczekuje na płatność');
    await expect(page.getByText('Potwierdź adres e-mail linkiem')).toHaveCount(0);
    await page.goto(path);
    await expect(page.getByText('Adres e-mail był już potwierdzony.')).toBeVisible();
  });

  test.describe('a wrong hash', () => {
    test.use({
      expectedErrors:
        /^(?:Failed to load resource: the server responded with a status of 404\b.*|404 https?:\/\/[^/]+\/api\/public\/v1\/orders\/.*)$/,
    });

    test('shows the honest not-found text, like a missing order', async ({ page }) => {
      const order = await placeOrderByApi(page, 'transfer');
      await page.goto(`/zamowienie/${order.uuid}/podsumowanie/${'0'.repeat(order.hash.length)}`);
      await expect(page.getByText('Nie znaleźliśmy zamówienia pod tym adresem.')).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveCount(0);
    });
  });
});
