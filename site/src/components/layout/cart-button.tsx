'use client';
import Link from 'next/link';
import { useSnapshot } from 'valtio';
import { cartSidebarStore } from '@/components/cart/cart-sidebar-store.ts';
import { Icon } from '@/components/ui/icons.tsx';
import { t, tCount } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './site-header.module.css';

/** The header's way to the cart, with the cart counter (spec §3 cartCounter). */
export function CartButton() {
  const { cartCounter } = useSnapshot(cartSidebarStore);
  return (
    <Link href={href('cart')} className={styles.cartButton} aria-label={t('Header.CartCount', { count: tCount(cartCounter, 'Product') })}>
      <span className={styles.cartIcon}>
        <Icon name="cart" size={26} />
        <span className={styles.cartBadge} data-count={cartCounter}>
          {cartCounter}
        </span>
      </span>
      <span className={styles.cartLabel}>{t('Header.Cart')}</span>
    </Link>
  );
}
