/** Orders placed for the browser tests as the checkout places them (the cart and order calls). */
import type { Page } from '@playwright/test';
import { privateBuyer } from '../../../scripts/test/fixtures/checkout-fixture.ts';
import type { Cart, DeliveryMethod, PlacedOrder, PlaceOrderRequest } from '../../src/lib/api-types.ts';
import { checkoutTotals } from '../../src/lib/cart/cart-totals.ts';
import { expect } from '../fixtures.ts';
import { addToBrowserCart } from './cart.ts';

const API = '/api/public/v1';

/** A bank-transfer order of one product by courier, placed through the cart and order calls as the checkout places it. */
export async function placeTransferOrder(page: Page, email: string, quantity = 1): Promise<PlacedOrder> {
  const sessionId = await addToBrowserCart(page, quantity);
  const headers = { Origin: new URL(page.url()).origin, 'Cart-Session-Id': sessionId };
  const cart = (await (await page.request.get(`${API}/carts`, { headers })).json()) as Cart;
  const methods = (await (await page.request.get(`${API}/checkout/delivery-methods`)).json()) as { items: DeliveryMethod[] };
  const courier = methods.items.find((method) => method.code === 'courier');
  if (!courier) throw new Error('No courier delivery');
  const body: PlaceOrderRequest = {
    buyer: { ...privateBuyer, email },
    delivery: { method: 'courier' },
    paymentMethod: 'transfer',
    consents: { terms: true, privacy: true },
    expectedTotalGross: checkoutTotals(cart.totals, courier).totals.gross,
  };
  const placed = await page.request.post(`${API}/orders`, { headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, data: body });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as PlacedOrder;
}
