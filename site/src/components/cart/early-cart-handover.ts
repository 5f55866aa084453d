/**
 * The hydrated page takes over the adds the early-cart script sent before it ran
 * (lib/cart/early-cart.ts): each answer goes the way the button's own would (`useAddToCart`):
 * its notices as toasts, the counter and the cart from the answer, the cart sidebar opened with
 * focus back to the button on closing. Then the script's marks go: the button is no longer busy,
 * the header's cart link and badge are React's again. An add the script sends later (a button in a
 * region React hydrates after the page) is taken over as it is sent.
 *
 * What does the work loads only when there is an add to take over: most pages never have one.
 */
import {
  EARLY_CART_BADGE_ATTRIBUTE,
  EARLY_CART_GLOBAL,
  EARLY_CART_LINK_ATTRIBUTE,
  EARLY_COUNT_ATTRIBUTE,
  type EarlyAdd,
  type EarlyCartGlobal,
} from '@/lib/cart/early-cart-marks.ts';

/** Called once the page's first render committed. */
export function takeOverEarlyAdds(): void {
  const state = (window as unknown as Record<string, EarlyCartGlobal | undefined>)[EARLY_CART_GLOBAL];
  if (!state) return;
  const takeOver = (add: EarlyAdd) => {
    void import('./early-add-course.ts').then(({ finishEarlyAdd }) => finishEarlyAdd(add)).finally(() => clearMarks(add));
  };
  state.onAdd = takeOver;
  for (const add of state.adds) takeOver(add);
}

function clearMarks(add: EarlyAdd): void {
  add.button.setAttribute('aria-busy', 'false');
  document.querySelector(`[${EARLY_CART_LINK_ATTRIBUTE}]`)?.removeAttribute('aria-label');
  document.querySelector(`[${EARLY_CART_BADGE_ATTRIBUTE}]`)?.removeAttribute(EARLY_COUNT_ATTRIBUTE);
}
