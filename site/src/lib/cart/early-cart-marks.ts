/**
 * What the early-cart script (early-cart.ts, inline in every shop page's <head>) and the page
 * share: the attributes it finds the buttons and the header's cart by, and the global it leaves
 * its adds in for the hydrated page (early-cart-handover.ts). Nothing here runs: the page's
 * bundles import these names without the script.
 */

/** On an add-to-cart button: the product it adds. */
export const EARLY_ADD_ATTRIBUTE = 'data-early-add';
/** On an add-to-cart button with a quantity field: the field's id. */
export const EARLY_QUANTITY_ATTRIBUTE = 'data-early-quantity';
/** On the header's cart link and on its badge: found by the script to show the new count. */
export const EARLY_CART_LINK_ATTRIBUTE = 'data-early-cart-link';
export const EARLY_CART_BADGE_ATTRIBUTE = 'data-early-cart-badge';
/** The count the badge shows (CSS draws it) until React's own counter has it. */
export const EARLY_COUNT_ATTRIBUTE = 'data-early-count';
/** The adds the script sent: `{ adds: EarlyAdd[], onAdd }`, read by the page once it hydrated. */
export const EARLY_CART_GLOBAL = '__lsbEarlyCart';

/** The call the button makes (`addProductsToCartCall`), as its path. */
export const ADD_PRODUCTS_PATH = '/carts/products';

/** One add sent by the script: its button, what it asked for, and the answer (null: no answer, a network failure). */
export interface EarlyAdd {
  button: HTMLElement;
  uuid: string;
  quantity: number;
  answer: Promise<Response | null>;
}

export interface EarlyCartGlobal {
  adds: EarlyAdd[];
  /** Set by the hydrated page: an add sent after it is handed over at once. */
  onAdd: ((add: EarlyAdd) => void) | null;
}
