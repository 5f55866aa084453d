'use client';
/**
 * The whole cart through SWR (loaded after the page, `useSWRAfterLoad`) for the sidebar, the cart
 * page and the checkout: one entry, so an edit in one shows in all. The caller renders `reader`.
 * A change's answer reaches it through `applyCartUpdate` (cart-data.ts).
 */
import { useSWRAfterLoad } from '@/components/ui/use-swr-after-load.tsx';
import { CART_KEY, fetchCart } from '@/lib/cart/cart-lines-api.ts';

const OPTIONS = { revalidateOnFocus: true, errorRetryCount: 2 } as const;

/** The whole cart; `isActive` false reads nothing (a closed sidebar). */
export function useCart(isActive = true) {
  return useSWRAfterLoad(isActive ? CART_KEY : null, fetchCart, OPTIONS);
}
