/**
 * The page's word to the early-taps script (early-taps.ts) that its first render committed. Apart
 * from the script's module, so the page's bundle carries this line and not the script's source.
 */

/** Set once the page's first render has committed (`markPageHydrated`): kept taps wait for it. */
export const PAGE_HYDRATED_GLOBAL = '__lsbHydrated';

/**
 * Called by the page's runtime once its first render committed: a kept tap played earlier, in the
 * middle of hydration, would change text React has not hydrated yet (error #418, the header's cart
 * count after „Dodaj do koszyka”).
 */
export function markPageHydrated(): void {
  (window as unknown as Record<string, unknown>)[PAGE_HYDRATED_GLOBAL] = true;
}
