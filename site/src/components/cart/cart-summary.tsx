'use client';
/**
 * The header counter's data (spec §3 cartCounter): GET /carts/summary read once per page load,
 * shared by every reader and never blocking the page, kept in the cart sidebar's valtio store.
 * SWR loads after the page's first load (`useSWRAfterLoad`); a cart change updates the same SWR
 * entry from its answer (`applyCartUpdate`).
 */
import { useEffect } from 'react';
import { useSWRAfterLoad } from '@/components/ui/use-swr-after-load.tsx';
import { CART_SUMMARY_KEY, fetchCartSummary } from '@/lib/cart/cart-api.ts';
import { setCartCounter } from './cart-sidebar-store.ts';

/** Read once: no refetch on focus, reconnect or remount; a change updates it from its answer. */
const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, errorRetryCount: 2 } as const;

/** Keeps the counter in step with the summary; renders only its reader. */
export function CartSummaryReader() {
  const { data, reader } = useSWRAfterLoad(CART_SUMMARY_KEY, fetchCartSummary, ONCE);
  useEffect(() => {
    if (data) setCartCounter(data.cartSummary.cnt);
  }, [data]);
  return reader;
}
