'use client';
/**
 * The cart page's body (spec §2 cart layout): the lines, or the designed empty state, with the
 * totals and the shopper's assurances beside them. The static HTML holds the empty state,
 * invisible, under the loading message, so the page does not jump when the cart arrives. The
 * lines' view (cart-filled.tsx) is not in the page's first load: it loads beside the cart's
 * request (decision 027), and the loading message stays until both are there. A browser without
 * the cart's identifiers (a first visit) has an empty cart: it loads the view only if the cart
 * answers with lines after all (issue 36: its module was a long task on the empty cart's page).
 */
import { type ReactNode, useState } from 'react';
import { useLoadedComponent } from '@/components/ui/use-loaded-component.ts';
import { hasCartIds } from '@/lib/cart/cart-ids.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './cart-contents.module.css';
import type { SetItemQuantities } from './cart-lines.tsx';
import { useCart } from './use-cart.ts';
import '@/lib/i18n/pl-cart.ts';

interface CartContentsProps {
  /** The empty state, rendered on the server. */
  empty: ReactNode;
  /** The assurances box, rendered on the server. */
  assurance: ReactNode;
  setItemQuantities: SetItemQuantities;
}

const loadFilled = () => import('./cart-filled.tsx').then((module) => module.CartFilled);

export function CartContents({ empty, assurance, setItemQuantities }: CartContentsProps) {
  const { data: cart, error, mutate, reader } = useCart();
  // Read once, before the page's first cart call stores the identifiers.
  const [mayHaveLines] = useState(() => typeof document !== 'undefined' && hasCartIds(document.cookie));
  const hasLines = cart !== undefined && cart.items.length > 0;
  const Filled = useLoadedComponent(loadFilled, hasLines || (cart === undefined && mayHaveLines));

  let lines: ReactNode;
  if (cart && !hasLines) lines = empty;
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
      {hasLines && Filled ? (
        <Filled cart={cart} setItemQuantities={setItemQuantities} assurance={assurance} />
      ) : (
        <>
          <section className={styles.lines} aria-labelledby="koszyk-pusty" aria-busy={!error && (cart === undefined || hasLines)}>
            {lines}
          </section>
          <div className={styles.aside}>{assurance}</div>
        </>
      )}
    </div>
  );
}
