'use client';
/**
 * The header's way to the cart, with the cart counter (spec §3 cartCounter) read from
 * GET /carts/summary once per page load. The badge sits over the icon and keeps its place while
 * the count is unknown (hidden, not absent), so nothing moves when it arrives. The link's name
 * ("Koszyk: 2 produkty") is hidden text that starts with the visible label, and the badge and
 * label it repeats are hidden from assistive technology (WCAG 2.5.3 label in name).
 */
import { useSnapshot } from 'valtio';
import { cartSidebarStore } from '@/components/cart/cart-sidebar-store.ts';
import { CartSummaryReader } from '@/components/cart/cart-summary.tsx';
import { Icon } from '@/components/ui/icons.tsx';
import { IntentPrefetchLink } from '@/components/ui/intent-prefetch-link.tsx';
import { EARLY_CART_BADGE_ATTRIBUTE, EARLY_CART_LINK_ATTRIBUTE } from '@/lib/cart/early-cart-marks.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './site-header.module.css';

export function CartButton() {
  const { cartCounter, isCounterKnown } = useSnapshot(cartSidebarStore);
  return (
    <IntentPrefetchLink href={href('cart')} className={styles.cartButton} {...{ [EARLY_CART_LINK_ATTRIBUTE]: '' }}>
      <CartSummaryReader />
      <span className={styles.cartIcon} aria-hidden="true">
        <Icon name="cart" size={26} />
        <span className={styles.cartBadge} data-count={cartCounter} data-known={isCounterKnown} {...{ [EARLY_CART_BADGE_ATTRIBUTE]: '' }}>
          {cartCounter}
        </span>
      </span>
      <span className={styles.cartLabel} aria-hidden="true">
        {t('Header.Cart')}
      </span>
      <span className="visually-hidden">{t('Header.CartCount', { count: tCount(cartCounter, 'Product') })}</span>
    </IntentPrefetchLink>
  );
}
