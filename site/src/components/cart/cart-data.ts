'use client';
/**
 * The cart's server data through SWR: the summary behind the header counter (read once per page
 * load, shared by every reader, never blocking the page) and the whole cart for the sidebar and
 * the cart page. `applyCartUpdate` takes a change's answer: the counter shows the summary after
 * it, and the whole cart is read again wherever it is shown.
 */
import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import type { CartSummaryResponse, CartUpdate } from '@/lib/api-types.ts';
import { CART_KEY, CART_SUMMARY_KEY, fetchCart, fetchCartSummary } from '@/lib/cart/cart-api.ts';
import { setCartCounter } from './cart-sidebar-store.ts';

/** Read once: no refetch on focus, reconnect or remount; a change updates it from its answer. */
const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, errorRetryCount: 2 } as const;

/** Keeps the header counter (valtio) in step with GET /carts/summary. */
export function useCartSummary(): void {
  const { data } = useSWR(CART_SUMMARY_KEY, fetchCartSummary, ONCE);
  useEffect(() => {
    if (data) setCartCounter(data.cartSummary.cnt);
  }, [data]);
}

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
