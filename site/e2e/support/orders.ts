/** Orders placed for the browser tests as the checkout places them (the cart and order calls). */
import type { Page } from '@playwright/test';
import { LOCAL_ADMIN_API_TOKEN } from '../../../scripts/lib/local-worker.ts';
import { privateBuyer } from '../../../scripts/test/fixtures/checkout-fixture.ts';
import type { Cart, DeliveryMethod, PlacedOrder, PlaceOrderRequest } from '../../src/lib/api-types.ts';
import { checkoutTotals } from '../../src/lib/cart/cart-totals.ts';
import { productDetail, products } from '../catalogue-data.ts';
import { expect, test } from '../fixtures.ts';
import { addToBrowserCart, isPlentiful, plentifulProduct } from './cart.ts';

const API = '/api/public/v1';

/** `count` products from the end of the catalogue with plenty in stock (see `plentifulProduct`), it first. */
export function plentifulProducts(count: number): { uuid: string; name: string; number: string }[] {
  const found = [];
  for (const summary of [...products].reverse()) {
    const candidate = productDetail(summary.slug);
    if (isPlentiful(candidate)) found.push(candidate);
    if (found.length === count) return found;
  }
  throw new Error(`The catalogue has fewer than ${count} products with plenty in stock`);
}

export interface OrderOptions {
  /** The cart's lines; one line of `plentifulProduct` when left out. */
  lines?: readonly { uuid: string; quantity: number }[];
  paymentMethod?: PlaceOrderRequest['paymentMethod'];
  buyer?: Partial<PlaceOrderRequest['buyer']>;
}

/** An order by courier, placed through the cart and order calls as the checkout places it. */
export async function placeOrder(page: Page, email: string, options: OrderOptions = {}): Promise<PlacedOrder> {
  const [first, ...rest] = options.lines ?? [{ uuid: plentifulProduct.uuid, quantity: 1 }];
  if (!first) throw new Error('An order needs a line');
  const sessionId = await addToBrowserCart(page, first.quantity, first.uuid);
  const headers = { Origin: new URL(page.url()).origin, 'Cart-Session-Id': sessionId };
  if (rest.length > 0) {
    const added = await page.request.post(`${API}/carts/products`, { headers, data: { productsData: rest } });
    expect(added.status()).toBe(200);
  }
  const cart = (await (await page.request.get(`${API}/carts`, { headers })).json()) as Cart;
  const methods = (await (await page.request.get(`${API}/checkout/delivery-methods`)).json()) as { items: DeliveryMethod[] };
  const courier = methods.items.find((method) => method.code === 'courier');
  if (!courier) throw new Error('No courier delivery');
  const body: PlaceOrderRequest = {
    buyer: { ...privateBuyer, ...options.buyer, email } as PlaceOrderRequest['buyer'],
    delivery: { method: 'courier' },
    paymentMethod: options.paymentMethod ?? 'transfer',
    consents: { terms: true, privacy: true },
    expectedTotalGross: checkoutTotals(cart.totals, courier).totals.gross,
  };
  const placed = await page.request.post(`${API}/orders`, { headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, data: body });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as PlacedOrder;
}

/** A bank-transfer order of one product (`quantity` units) by courier. */
export function placeTransferOrder(page: Page, email: string, quantity = 1): Promise<PlacedOrder> {
  return placeOrder(page, email, { lines: [{ uuid: plentifulProduct.uuid, quantity }] });
}

/** Pays a Przelewy24 order on the local stand-in's payment page, as the shopper would; back on the order's summary. */
export async function payOnStandIn(page: Page, order: PlacedOrder): Promise<void> {
  if (!order.paymentRedirectUrl) throw new Error(`order ${order.number} has no payment page`);
  const shopOrigin = new URL(test.info().project.use.baseURL ?? '').origin;
  // The stand-in has no favicon: the browser's own request for it is not the shop's failure.
  await page.route(
    (url) => url.pathname === '/favicon.ico' && url.origin !== shopOrigin,
    (route) => route.fulfill({ status: 204 }),
  );
  await page.goto(order.paymentRedirectUrl);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await page.waitForURL(/\/zamowienie\/[0-9a-f-]{36}\/podsumowanie\/[A-Za-z0-9_-]+$/);
}

/**
 * An admin call on an order as a machine makes it, with the local worker's integration token:
 * `status-changes` ({ status, note }) or `shipments` ({ carrier, trackingNumber }).
 */
export async function postOrderAsStaff(page: Page, order: { uuid: string }, call: 'status-changes' | 'shipments', data: unknown): Promise<void> {
  const response = await page.request.post(`/api/admin/v1/orders/${order.uuid}/${call}`, {
    headers: { Authorization: `Bearer ${LOCAL_ADMIN_API_TOKEN}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}
