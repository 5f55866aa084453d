/**
 * The whole cart and its line changes (spec §7): read it, set a line's quantity, remove a line or
 * a set. Used where the lines are shown: the cart sidebar's panel and the cart page.
 */
import { deleteJson, getJson, putJson } from '../api-client.ts';
import type { Cart, CartUpdate } from '../api-types.ts';
import { getCart } from '../generated/response-shapes/getCart.ts';
import { removeCartProduct } from '../generated/response-shapes/removeCartProduct.ts';
import { removeCartProductSet } from '../generated/response-shapes/removeCartProductSet.ts';
import { setCartProductQuantity } from '../generated/response-shapes/setCartProductQuantity.ts';

/** SWR key of the whole cart: one spelling, so every reader shares one request. */
export const CART_KEY = '/carts';

export function fetchCart(): Promise<Cart> {
  return getJson(CART_KEY, getCart);
}

/** Sets the quantity of a product bought alone (PUT adds the line back when it is missing). */
export function setCartQuantityCall(productUuid: string, quantity: number): Promise<CartUpdate> {
  return putJson(`/carts/products/${productUuid}`, { quantity }, setCartProductQuantity);
}

export function removeCartProductCall(productUuid: string): Promise<CartUpdate> {
  return deleteJson(`/carts/products/${productUuid}`, removeCartProduct);
}

export function removeCartProductSetCall(setUuid: string): Promise<CartUpdate> {
  return deleteJson(`/carts/product-sets/${setUuid}`, removeCartProductSet);
}
