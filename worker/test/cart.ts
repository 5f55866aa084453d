/**
 * Cart calls for worker tests, through the whole worker as the browser makes them (same-origin,
 * with the cart session header), and products of the demo catalogue picked by what the cart
 * rules need: sold alone, sold only in a set, unavailable, withdrawn.
 */
import { env, SELF } from 'cloudflare:test';
import type { Cart, CartUpdate } from '#lib/api-types.ts';
import type { ProductRow } from '#scripts/seed/types.ts';
import { fileRunGuard } from './isolation.ts';
import { ORIGIN } from './requests.ts';
import { testCatalogue } from './seed.ts';

export const CARTS = `${ORIGIN}/api/public/v1/carts`;

/** Throws once a later test file has started: a timed-out test of this file stops here (isolation.ts). */
const stillThisFile = fileRunGuard();

/** A response and its JSON body. */
export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** One browser's cart: every call carries its session id. */
export function cartOf(sessionId: string = crypto.randomUUID(), transactionId?: string) {
  async function call<T>(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer<T>> {
    stillThisFile();
    const headers: Record<string, string> = { Origin: ORIGIN, 'Cart-Session-Id': sessionId, ...extraHeaders };
    if (transactionId) headers['Cart-Transaction-Id'] = transactionId;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await SELF.fetch(`${CARTS}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  }
  return {
    sessionId,
    call,
    add: (productsData: { uuid: string; quantity: unknown }[], increaseQuantity?: boolean) =>
      call<CartUpdate>('POST', '/products', increaseQuantity === undefined ? { productsData } : { productsData, increaseQuantity }),
    addSet: (uuid: string, quantity: number, increaseQuantity?: boolean) =>
      call<CartUpdate>('POST', '/product-sets', increaseQuantity === undefined ? { uuid, quantity } : { uuid, quantity, increaseQuantity }),
    setQuantity: (uuid: string, quantity: unknown) => call<CartUpdate>('PUT', `/products/${uuid}`, { quantity }),
    remove: (uuid: string) => call<CartUpdate>('DELETE', `/products/${uuid}`),
    removeSet: (uuid: string) => call<CartUpdate>('DELETE', `/product-sets/${uuid}`),
    empty: () => call<CartUpdate>('DELETE', ''),
    get: () => call<Cart>('GET', ''),
    summary: () => call<{ cartSummary: { cnt: number; quantity: number } }>('GET', '/summary'),
  };
}

const setProductIds = new Set(testCatalogue.productSetItems.map((item) => item.productId));
const active = testCatalogue.products.filter((product) => product.isActive === 1);

/** Active products in stock, not in any set: bought alone, whatever runs in parallel. */
export const inStock: ProductRow[] = active.filter((product) => product.stock > 0 && !setProductIds.has(product.id));
/** Out of stock here but delivered by the supplier (addToCartSupplier). */
export const fromSupplier: ProductRow[] = active.filter((product) => product.stock === 0 && product.supplierDeliveryDays !== null);
/** Neither in stock nor from the supplier, and in no set. */
export const unavailable: ProductRow[] = active.filter(
  (product) => product.stock === 0 && product.supplierDeliveryDays === null && !setProductIds.has(product.id),
);
/** Neither in stock nor from the supplier, but in an active set: bought only with the set. */
export const onlyInSet: ProductRow[] = active.filter(
  (product) => product.stock === 0 && product.supplierDeliveryDays === null && setProductIds.has(product.id),
);
export const withdrawn: ProductRow[] = testCatalogue.products.filter((product) => product.isActive === 0);

export function pick<T>(items: readonly T[], index = 0): T {
  const item = items[index];
  if (item === undefined) throw new Error(`The demo catalogue has no item ${index} here`);
  return item;
}

/** Every row of both cart tables, to prove that a refused call changed nothing. */
export async function cartTablesSnapshot(): Promise<string> {
  const [carts, items] = await env.DB.batch([
    env.DB.prepare('SELECT * FROM carts ORDER BY id'),
    env.DB.prepare('SELECT * FROM cart_items ORDER BY id'),
  ]);
  return JSON.stringify([carts?.results, items?.results]);
}
