'use client';
/**
 * The header's way to the cart, with the cart counter (spec §3 cartCounter) read from
 * GET /carts/summary once per page load. The badge sits over the icon and keeps its place while
 * the count is unknown (hidden, not absent), so nothing moves when it arrives.
 */
import Link from 'next/link';
import { useSnapshot } from 'valtio';
import { useCartSummary } from '@/components/cart/cart-data.ts';
import { cartSidebarStore } from '@/components/cart/cart-sidebar-store.ts';
import { Icon } from '@/components/ui/icons.tsx';
import { t, tCount } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './site-header.module.css';

export function CartButton() {
  useCartSummary();
  const { cartCounter, isCounterKnown } = useSnapshot(cartSidebarStore);
  return (
    <Link href={href('cart')} className={styles.cartButton} aria-label={t('Header.CartCount', { count: tCount(cartCounter, 'Product') })}>
      <span className={styles.cartIcon}>
        <Icon name="cart" size={26} />
        <span className={styles.cartBadge} data-count={cartCounter} data-known={isCounterKnown}>
          {cartCounter}
        </span>
      </span>
      <span className={styles.cartLabel}>{t('Header.Cart')}</span>
    </Link>
  );
}
