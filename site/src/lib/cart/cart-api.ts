/**
 * The browser's cart calls every page makes (spec §7, worker/src/api/carts/routes.ts): read the
 * header counter's summary, add products or a set. Each change answers the same `CartUpdate` with
 * its messages and the summary after it. The whole cart is read in cart-lines-api.ts, its line
 * changes are in cart-line-changes-api.ts and the reminder's calls in cart-reminder-api.ts: each
 * module carries the answer shapes it checks, so a page loads only the shapes of the calls it can
 * make.
 */
import { getJson, postJson, readAnswer } from '../api-client.ts';
import type { AddProductSetRequest, AddProductsRequest, CartSummaryResponse, CartUpdate } from '../api-types.ts';
import { addProductSetToCart } from '../generated/response-shapes/addProductSetToCart.ts';
import { addProductsToCart } from '../generated/response-shapes/addProductsToCart.ts';
import { getCartSummary } from '../generated/response-shapes/getCartSummary.ts';
import { ADD_PRODUCTS_PATH } from './early-cart-marks.ts';

/** SWR key of the summary: one spelling, so every reader shares one request. */
export const CART_SUMMARY_KEY = '/carts/summary';

export function fetchCartSummary(): Promise<CartSummaryResponse> {
  return getJson(CART_SUMMARY_KEY, getCartSummary);
}

export function addProductsToCartCall(body: AddProductsRequest): Promise<CartUpdate> {
  return postJson(ADD_PRODUCTS_PATH, body, addProductsToCart);
}

/** The answer to an add the early-cart script sent before the page's script ran (early-cart.ts), read as the call's own. */
export function earlyAddAnswer(response: Response): Promise<CartUpdate> {
  return readAnswer(ADD_PRODUCTS_PATH, response, addProductsToCart);
}

export function addProductSetToCartCall(body: AddProductSetRequest): Promise<CartUpdate> {
  return postJson('/carts/product-sets', body, addProductSetToCart);
}
