'use client';
/**
 * The cart's server data through SWR: the whole cart for the sidebar and the cart page. The
 * header counter's summary is `cart-summary.tsx`. `applyCartUpdate` takes a change's answer: the
 * counter shows the summary after it, and the whole cart is read again wherever it is shown.
 */
import useSWR, { mutate } from 'swr';
import type { CartSummaryResponse, CartUpdate } from '@/lib/api-types.ts';
import { CART_SUMMARY_KEY } from '@/lib/cart/cart-api.ts';
import { CART_KEY, fetchCart } from '@/lib/cart/cart-lines-api.ts';
import { setCartCounter } from './cart-sidebar-store.ts';

/** The whole cart; `isActive` false reads nothing (a closed sidebar). */
export function useCart(isActive = true) {
  return useSWR(isActive ? CART_KEY : null, fetchCart, { revalidateOnFocus: true, errorRetryCount: 2 });
}

/** Takes a change's answer: the counter from its summary, then the whole cart read again. */
export async function applyCartUpdate(update: Pick<CartUpdate, 'cartSummary'>): Promise<void> {
  setCartCounter(update.cartSummary.cnt);
  await Promise.all([
    mutate(CART_SUMMARY_KEY, { cartSummary: update.cartSummary } satisfies CartSummaryResponse, { revalidate: false }),
    mutate(CART_KEY),
  ]);
}
