/**
 * Logged-in customers for the account tests: a browser (customers.ts) with a login, and an order
 * placed through the whole worker while logged in, as the checkout places it.
 */
import type { Cart, PlacedOrder } from '#lib/api-types.ts';
import { checkoutFixture } from '#scripts/test/fixtures/checkout-fixture.ts';
import { browser, createCustomer, type TestCustomer } from './customers.ts';
import { expectedTotalOf } from './orders.ts';

export const ME = '/api/secure/v1/users/me';

export type Shopper = ReturnType<typeof browser>;

/** A new confirmed customer and a browser logged in as them. */
export async function signedInCustomer(): Promise<{ customer: TestCustomer; shopper: Shopper }> {
  const customer = await createCustomer();
  const shopper = browser();
  const login = await shopper.login(customer.email, customer.password);
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return { customer, shopper };
}

/** JSON of a call through the browser, with its status. */
export async function call<T = unknown>(shopper: Shopper, path: string, init: RequestInit & { json?: unknown } = {}) {
  const response = await shopper.fetch(path, init);
  return { status: response.status, body: (await response.json()) as T };
}

/** Fills the browser's cart and places the order as the checkout does (the edge adds the login); `overrides` change the checkout form. */
export async function placeOrderAs(
  shopper: Shopper,
  products: { uuid: string; quantity: number }[],
  overrides: Parameters<typeof checkoutFixture>[0] = {},
): Promise<PlacedOrder> {
  const added = await shopper.fetch('/api/public/v1/carts/products', { method: 'POST', json: { productsData: products } });
  if (added.status !== 200) throw new Error(`cart add failed: ${added.status}`);
  const cart = (await (await shopper.fetch('/api/public/v1/carts')).json()) as Cart;
  const body = checkoutFixture(overrides);
  const placed = await shopper.fetch('/api/public/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    json: { ...body, expectedTotalGross: await expectedTotalOf(cart) },
  });
  if (placed.status !== 200) throw new Error(`order failed: ${placed.status} ${await placed.text()}`);
  return (await placed.json()) as PlacedOrder;
}
