'use client';
/**
 * A cart change's answer applied to the cart's SWR entries (loaded with the change, run-cart-change.ts):
 * the header counter shows the summary after it, and the whole cart is read again wherever it is
 * shown (`useCart`, use-cart.ts; the counter's reader, cart-summary.tsx).
 */
import { mutate } from 'swr';
import type { CartSummaryResponse, CartUpdate } from '@/lib/api-types.ts';
import { CART_SUMMARY_KEY } from '@/lib/cart/cart-api.ts';
import { CART_KEY } from '@/lib/cart/cart-lines-api.ts';
import { setCartCounter } from './cart-sidebar-store.ts';

/** Takes a change's answer: the counter from its summary, then the whole cart read again. */
export async function applyCartUpdate(update: Pick<CartUpdate, 'cartSummary'>): Promise<void> {
  setCartCounter(update.cartSummary.cnt);
  await Promise.all([
    mutate(CART_SUMMARY_KEY, { cartSummary: update.cartSummary } satisfies CartSummaryResponse, { revalidate: false }),
    mutate(CART_KEY),
  ]);
}
