'use client';
/**
 * The cart page's body once the cart has lines: the lines, then the totals above the shopper's
 * assurances, and spec §7's cart event each time they show another content (lines, quantities,
 * prices). It loads after the page, beside the cart's own request (decision 027); until both are
 * there, cart-contents.tsx shows its loading message.
 */
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { Cart } from '@/lib/api-types.ts';
import { cartEventOf, type TrackerEvent } from '@/lib/tracker/data-layer.ts';
import { cartTransactionId, track } from '@/lib/tracker/track.ts';
import styles from './cart-contents.module.css';
import { CartLines, type SetItemQuantities } from './cart-lines.tsx';
import { CartTotalsBox } from './cart-totals-box.tsx';

export interface CartFilledProps {
  cart: Cart;
  setItemQuantities: SetItemQuantities;
  /** The assurances box, rendered on the server. */
  assurance: ReactNode;
}

export function CartFilled({ cart, setItemQuantities, assurance }: CartFilledProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cartEvent = useMemo(() => {
    const transactionId = cartTransactionId();
    return transactionId ? JSON.stringify(cartEventOf(cart, transactionId)) : '';
  }, [cart]);
  useEffect(() => {
    if (cartEvent) track(JSON.parse(cartEvent) as TrackerEvent);
  }, [cartEvent]);

  return (
    <>
      <section className={styles.lines} aria-labelledby="koszyk-pozycje">
        <CartLines cart={cart} setItemQuantities={setItemQuantities} headingRef={headingRef} />
      </section>
      <div className={styles.aside}>
        <CartTotalsBox totals={cart.totals} />
        {assurance}
      </div>
    </>
  );
}
