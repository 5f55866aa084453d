/** The cart's timings (spec §7/§9): how long the browser waits before it sends a change. */

/** Spec §7/§9: an add to cart is sent 200 ms after the last click (a double click sends one call). */
export const ADD_TO_CART_DEBOUNCE_MS = 200;

/** A quantity typed in a cart line is saved once the shopper pauses typing for this long. */
export const QUANTITY_SAVE_DEBOUNCE_MS = 600;
