'use client';
/**
 * The cart page's body (spec §2 cart layout): the lines, or the designed empty state, with the
 * totals and the shopper's assurances beside them. The static HTML holds the empty state,
 * invisible, under the loading message, so the page does not jump when the cart arrives.
 */
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { t } from '@/lib/i18n/index.ts';
import { cartEventOf, type TrackerEvent } from '@/lib/tracker/data-layer.ts';
import { cartTransactionId, track } from '@/lib/tracker/track.ts';
import styles from './cart-contents.module.css';
import { CartLines, type SetItemQuantities } from './cart-lines.tsx';
import { CartTotalsBox } from './cart-totals-box.tsx';
import { useCart } from './use-cart.ts';
import '@/lib/i18n/pl-cart.ts';

interface CartContentsProps {
  /** The empty state, rendered on the server. */
  empty: ReactNode;
  /** The assurances box, rendered on the server. */
  assurance: ReactNode;
  setItemQuantities: SetItemQuantities;
}

export function CartContents({ empty, assurance, setItemQuantities }: CartContentsProps) {
  const { data: cart, error, mutate, reader } = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasLines = cart !== undefined && cart.items.length > 0;
  // Spec §7's cart event, each time the cart page shows another content (lines, quantities, prices).
  const cartEvent = useMemo(() => {
    const transactionId = hasLines && typeof document !== 'undefined' ? cartTransactionId() : undefined;
    return cart && transactionId ? JSON.stringify(cartEventOf(cart, transactionId)) : '';
  }, [cart, hasLines]);
  useEffect(() => {
    if (cartEvent) track(JSON.parse(cartEvent) as TrackerEvent);
  }, [cartEvent]);

  let lines: ReactNode;
  if (hasLines) lines = <CartLines cart={cart} setItemQuantities={setItemQuantities} headingRef={headingRef} />;
  else if (cart) lines = empty;
  else {
    // The empty state, invisible, holds the place: the message sits on it, and the page keeps its
    // height at any width when the cart arrives (most first visits show the empty state).
    lines = (
      <div className={styles.waiting}>
        <div className={styles.reserve} aria-hidden="true">
          {empty}
        </div>
        {error ? (
          <div className={styles.placeholder} role="alert">
            <p>{t('Cart.LoadError')}</p>
            <button type="button" className="button button-primary" onClick={() => void mutate()}>
              {t('Cart.Retry')}
            </button>
          </div>
        ) : (
          <div className={styles.placeholder} role="status">
            <p>{t('Table.Loading')}</p>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      {reader}
      <section className={styles.lines} aria-labelledby={hasLines ? 'koszyk-pozycje' : 'koszyk-pusty'} aria-busy={cart === undefined && !error}>
        {lines}
      </section>
      <div className={styles.aside}>
        {hasLines ? <CartTotalsBox totals={cart.totals} /> : null}
        {assurance}
      </div>
    </div>
  );
}
