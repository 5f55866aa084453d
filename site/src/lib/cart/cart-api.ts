/**
 * The browser's cart calls (spec §7, worker/src/api/carts/routes.ts): read the summary and the
 * whole cart, add products or a set, set a line's quantity, remove a line or a set. Each change
 * answers the same `CartUpdate` with its messages and the summary after it.
 */
import { deleteJson, getJson, postJson, putJson } from '../api-client.ts';
import type {
  AddProductSetRequest,
  AddProductsRequest,
  Cart,
  CartContact,
  CartContactRequest,
  CartReminderWithdrawal,
  CartSummaryResponse,
  CartUpdate,
} from '../api-types.ts';
import { addProductSetToCart } from '../generated/response-shapes/addProductSetToCart.ts';
import { addProductsToCart } from '../generated/response-shapes/addProductsToCart.ts';
import { getCart } from '../generated/response-shapes/getCart.ts';
import { getCartSummary } from '../generated/response-shapes/getCartSummary.ts';
import { recoverAbandonedCart } from '../generated/response-shapes/recoverAbandonedCart.ts';
import { recoverTransactionCart } from '../generated/response-shapes/recoverTransactionCart.ts';
import { removeCartProduct } from '../generated/response-shapes/removeCartProduct.ts';
import { removeCartProductSet } from '../generated/response-shapes/removeCartProductSet.ts';
import { saveCartContact } from '../generated/response-shapes/saveCartContact.ts';
import { setCartProductQuantity } from '../generated/response-shapes/setCartProductQuantity.ts';
import { withdrawCartReminderConsent } from '../generated/response-shapes/withdrawCartReminderConsent.ts';

/** SWR keys of the cart reads: one spelling each, so every reader shares one request. */
export const CART_SUMMARY_KEY = '/carts/summary';
export const CART_KEY = '/carts';

export function fetchCartSummary(): Promise<CartSummaryResponse> {
  return getJson(CART_SUMMARY_KEY, getCartSummary);
}

export function fetchCart(): Promise<Cart> {
  return getJson(CART_KEY, getCart);
}

export function addProductsToCartCall(body: AddProductsRequest): Promise<CartUpdate> {
  return postJson('/carts/products', body, addProductsToCart);
}

export function addProductSetToCartCall(body: AddProductSetRequest): Promise<CartUpdate> {
  return postJson('/carts/product-sets', body, addProductSetToCart);
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

/** The checkout's address with the reminder consent (issue 15); without the consent the cart forgets the address. */
export function saveCartContactCall(body: CartContactRequest): Promise<CartContact> {
  return putJson('/carts/contact', body, saveCartContact);
}

/** The abandoned-cart link: copies the mailed cart's lines into this browser's cart. */
export function recoverAbandonedCartCall(cartUuid: string, token: string): Promise<CartUpdate> {
  return postJson(`/carts/${encodeURIComponent(cartUuid)}/recoveries`, { token }, recoverAbandonedCart);
}

/** The reminder's opt-out link. */
export function withdrawCartReminderCall(cartUuid: string, token: string): Promise<CartReminderWithdrawal> {
  return postJson(`/carts/${encodeURIComponent(cartUuid)}/reminder-withdrawals`, { token }, withdrawCartReminderConsent);
}

/** The transaction link (the ad tracker's `cartUrl`): copies that guest cart's lines into this browser's cart. */
export function recoverTransactionCartCall(transactionUuid: string): Promise<CartUpdate> {
  return postJson('/carts/transaction-recoveries', { transactionUuid }, recoverTransactionCart);
}
