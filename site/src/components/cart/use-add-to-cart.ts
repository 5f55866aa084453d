'use client';
/**
 * Spec §4 add to cart: the button shows loading from the click until the answer, the call goes
 * out 200 ms after the last click (§7/§9 debounce), and on success the cart sidebar opens and the
 * header counter reloads; the notices follow spec §8 (run-cart-change.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartUpdate } from '@/lib/api-types.ts';
import { hasAdded } from '@/lib/cart/cart-notices.ts';
import { ADD_TO_CART_DEBOUNCE_MS } from '@/lib/cart/cart-timings.ts';
import { t } from '@/lib/i18n/index.ts';
import { loadCartSidebar } from './cart-sidebar.tsx';
import { openCartSidebar } from './cart-sidebar-store.ts';
import { runCartChange } from './run-cart-change.ts';

/** `add(opener)`: the pressed button, which gets focus back when the sidebar closes. */
export function useAddToCart(send: () => Promise<CartUpdate>): { isLoading: boolean; add: (opener?: HTMLElement) => void } {
  const [isLoading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const latestSend = useRef(send);
  latestSend.current = send;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const add = useCallback((opener?: HTMLElement) => {
    setLoading(true);
    void loadCartSidebar();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      const update = await runCartChange(() => latestSend.current(), t('Product.Error.Label.OnProductAddToCart'));
      setLoading(false);
      if (update && hasAdded(update)) openCartSidebar(opener);
    }, ADD_TO_CART_DEBOUNCE_MS);
  }, []);

  return { isLoading, add };
}
