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
  EARLY_ADD_ATTRIBUTE,
  EARLY_CART_BADGE_ATTRIBUTE,
  EARLY_CART_GLOBAL,
  EARLY_CART_LINK_ATTRIBUTE,
  EARLY_COUNT_ATTRIBUTE,
  type EarlyAdd,
  type EarlyCartGlobal,
} from '@/lib/cart/early-cart-marks.ts';
import { hasKeyStarting, REACT_KEYS } from '@/lib/runtime/react-keys.ts';

/** How long the handover waits for the page's regions to be hydrated, and how often it looks. */
const HYDRATION_WAIT_MS = 10_000;
const POLL_MS = 25;

/**
 * Called once the page's first render committed. The add's course changes the cart's stores
 * (counter, toasts, sidebar), which components in every region read; a region React has not
 * hydrated yet would then render other text than its HTML (error #418). So it waits until the
 * header, the content and the footer regions (docs/decisions/030-hydration-in-regions.md) are
 * hydrated (React has put its fiber on each region's first element), and every add button.
 */
export function takeOverEarlyAdds(): void {
  const state = (window as unknown as Record<string, EarlyCartGlobal | undefined>)[EARLY_CART_GLOBAL];
  if (!state) return;
  const takeOver = (add: EarlyAdd) => {
    void regionsHydrated()
      .then(() => import('./early-add-course.ts'))
      .then(({ finishEarlyAdd }) => finishEarlyAdd(add))
      .finally(() => clearMarks(add));
  };
  state.onAdd = takeOver;
  for (const add of state.adds) takeOver(add);
}

/** The first element of each hydration region: the header, the content, the footer. */
const REGION_ROOTS = ['body > header', 'main#tresc > *', 'body > footer'];
const isHydrated = (element: Element) => hasKeyStarting(element, REACT_KEYS.fiber);

/** Resolves once every region on the page is hydrated, or after HYDRATION_WAIT_MS. */
function regionsHydrated(): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const look = () => {
      const roots = REGION_ROOTS.map((selector) => document.querySelector(selector)).filter((root) => root !== null);
      // A page's own parts may hydrate apart inside its region (the product page's): the add buttons too.
      const buttons = [...document.querySelectorAll(`[${EARLY_ADD_ATTRIBUTE}]`)];
      if ([...roots, ...buttons].every(isHydrated) || Date.now() - started > HYDRATION_WAIT_MS) resolve();
      else window.setTimeout(look, POLL_MS);
    };
    look();
  });
}

function clearMarks(add: EarlyAdd): void {
  add.button.setAttribute('aria-busy', 'false');
  document.querySelector(`[${EARLY_CART_LINK_ATTRIBUTE}]`)?.removeAttribute('aria-label');
  document.querySelector(`[${EARLY_CART_BADGE_ATTRIBUTE}]`)?.removeAttribute(EARLY_COUNT_ATTRIBUTE);
}
