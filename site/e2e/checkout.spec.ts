/**
 * Checkout and the order pages (issue 13) against the local worker with the Przelewy24 and VAT
 * register stand-ins (scripts/test/e2e-server.ts).
 */
import type { Page } from '@playwright/test';
import type { Cart, DeliveryMethod, PlacedOrder, PlaceOrderRequest } from '../src/lib/api-types.ts';
import { findProduct } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';

const API = '/api/public/v1';
const product = findProduct((candidate) => candidate.buttons.addToCart && !candidate.buttons.addToCartSupplier, 'product in stock');

const companyBuyer: PlaceOrderRequest['buyer'] = {
  customerType: 11,
  firstName: 'Jan',
  lastName: 'Kowalski',
  companyName: 'Czysta Firma sp. z o.o.',
  nip: '526-025-02-74',
  email: 'jan.kowalski@example.pl',
  phone: '600 100 200',
  street: 'ul. Legnicka 12/4',
  postcode: '54-203',
  city: 'Wrocław',
};

/** The browser's origin, as a same-site call sends it. */
function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

/** Puts the product in the page's cart (the browser context's cookies) and places an order by the API. */
async function placeOrderByApi(page: Page, paymentMethod: PlaceOrderRequest['paymentMethod']): Promise<PlacedOrder> {
  await page.goto('/');
  const headers = { Origin: originOf(page) };
  const added = await page.request.post(`${API}/carts/products`, { headers, data: { productsData: [{ uuid: product.uuid, quantity: 1 }] } });
  expect(added.status()).toBe(200);
  const cart = (await (await page.request.get(`${API}/carts`)).json()) as Cart;
  const methods = (await (await page.request.get(`${API}/checkout/delivery-methods`)).json()) as { items: DeliveryMethod[] };
  const courier = methods.items.find((method) => method.code === 'courier');
  if (!courier) throw new Error('No courier delivery');
  const body: PlaceOrderRequest = {
    buyer: companyBuyer,
    delivery: { method: 'courier' },
    paymentMethod,
    consents: { terms: true, privacy: true },
    expectedTotalGross: cart.totals.priceGross + courier.priceGross,
  };
  const placed = await page.request.post(`${API}/orders`, { headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, data: body });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as PlacedOrder;
}

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
