/**
 * The cart's line changes (spec §7): set a line's quantity, remove a line or a set. Used by the
 * views of the lines (the cart sidebar's panel and the cart page's lines), which load after the
 * page.
 */
import { deleteJson, putJson } from '../api-client.ts';
import type { CartUpdate } from '../api-types.ts';
import { removeCartProduct } from '../generated/response-shapes/removeCartProduct.ts';
import { removeCartProductSet } from '../generated/response-shapes/removeCartProductSet.ts';
import { setCartProductQuantity } from '../generated/response-shapes/setCartProductQuantity.ts';

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
