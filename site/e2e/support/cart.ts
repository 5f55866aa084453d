/**
 * Putting products into the test browser's cart by the API, for the journeys that start with a
 * filled cart (checkout, order status, abandoned carts).
 */
import type { Page } from '@playwright/test';
import { productDetail, products } from '../catalogue-data.ts';
import { expect, test } from '../fixtures.ts';

/**
 * From the end of the catalogue, with plenty in stock: the tests that compare the first products'
 * live offers with the build (live-data.spec.ts) never see the stock these orders take.
 */
export const plentifulProduct = (() => {
  for (const summary of [...products].reverse()) {
    const candidate = productDetail(summary.slug);
    if (isPlentiful(candidate)) return candidate;
  }
  throw new Error('The catalogue has no product with plenty in stock');
})();

/** A product a test may buy many of: in stock by the dozen, no supplier's delivery time. */
export function isPlentiful(product: ReturnType<typeof productDetail>): boolean {
  return product.buttons.addToCart && !product.buttons.addToCartSupplier && product.stock.quantity >= 50;
}

/**
 * Puts a product into this browser's cart and answers the cart's session id. The cart id is set
 * first, as the page's own code would make it: otherwise the page's first cart call and this
 * request, racing on a first visit, could each name a cart of their own and the product land in
 * the one the page forgets.
 */
export async function addToBrowserCart(page: Page, quantity = 1, productUuid: string = plentifulProduct.uuid): Promise<string> {
  const sessionId = crypto.randomUUID();
  await page.context().addCookies([{ name: 'cart-session-id', value: sessionId, url: test.info().project.use.baseURL ?? '' }]);
  await page.goto('/');
  const added = await page.request.post('/api/public/v1/carts/products', {
    headers: { Origin: new URL(page.url()).origin, 'Cart-Session-Id': sessionId },
    data: { productsData: [{ uuid: productUuid, quantity }] },
  });
  expect(added.status()).toBe(200);
  return sessionId;
}
