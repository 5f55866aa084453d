/**
 * The whole cart (spec §7), read where its lines are shown: the cart sidebar's panel, the cart
 * page and its checkout. The line changes are in cart-line-changes-api.ts, with the views that
 * make them.
 */
import { getJson } from '../api-client.ts';
import type { Cart } from '../api-types.ts';

/** The answer's shape loads beside the call (decision 027): the cart page's first load does without it. */
const getCart = () => import('../generated/response-shapes/getCart.ts').then((module) => module.getCart);

/** SWR key of the whole cart: one spelling, so every reader shares one request. */
export const CART_KEY = '/carts';

export function fetchCart(): Promise<Cart> {
  return getJson(CART_KEY, getCart);
}
