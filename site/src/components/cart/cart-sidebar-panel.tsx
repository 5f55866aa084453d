'use client';
/**
 * The cart sidebar's panel (spec §3/§4), shown while the sidebar is open (cart-sidebar.tsx): a
 * modal dialog, labelled by its heading, that keeps focus inside while open; it shows the cart's
 * lines (with where each one's quantity comes from: line-supply-note.tsx) and totals and leads to /koszyk. Its button, the backdrop and Escape close it.
 * It is not a native <dialog>: the top layer would cover the toasts that report the change.
 */
import Link from 'next/link';
import { useCallback, useRef } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { useFocusTrap } from '@/components/ui/use-focus-trap.ts';
import type { Cart } from '@/lib/api-types.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import styles from './cart-sidebar.module.css';
import { closeCartSidebar, takeSidebarOpener } from './cart-sidebar-store.ts';
import { LineSupplyNote } from './line-supply-note.tsx';
import { useCart } from './use-cart.ts';
import '@/lib/i18n/pl-cart.ts';
import '@/lib/i18n/pl-cart-lines.ts';

function SidebarLines({ cart }: { cart: Cart }) {
  if (cart.items.length === 0) return <p className={styles.status}>{t('Cart.Empty')}</p>;
  return (
    <ul className={styles.lines}>
      {cart.items.map((item) => (
        <li key={item.uuid} className={styles.line}>
          <img src={item.product.coverImage.src} alt="" width={56} height={56} loading="lazy" />
          <div>
            <p className={styles.name}>{item.product.name}</p>
            {item.productSet ? <p className={styles.meta}>{t('Cart.FromSet', { name: item.productSet.name })}</p> : null}
            <p className={styles.meta}>
              {t('Cart.QuantityTimesPrice', { quantity: item.quantity, unit: item.product.salesUnit, price: formatPrice(item.unitPrice.grossPrice) })}
            </p>
            <LineSupplyNote item={item} className={styles.supply} warningClassName={styles.warning} />
          </div>
          <p className={styles.linePrice}>{formatPrice(item.cartItemSummary.priceGross)}</p>
        </li>
      ))}
    </ul>
  );
}

export function SidebarPanel() {
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => closeCartSidebar(), []);
  useFocusTrap(panelRef, close, takeSidebarOpener);
  const { data: cart, error, reader } = useCart();

  return (
    <div className={styles.overlay}>
      {reader}
      <button type="button" className={styles.backdrop} tabIndex={-1} aria-hidden="true" onClick={close} />
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby="koszyk-panel" tabIndex={-1}>
        <div className={styles.head}>
          <h2 id="koszyk-panel">
            {t('Cart.SidebarTitle')}
            {cart ? <span className={styles.count}> ({tCount(cart.cartSummary.cnt, 'Product')})</span> : null}
          </h2>
          <button type="button" className={styles.close} onClick={close}>
            <Icon name="close" size={22} />
            <span className="visually-hidden">{t('Cart.CloseSidebar')}</span>
          </button>
        </div>
        <div className={styles.body}>
          {cart ? <SidebarLines cart={cart} /> : <p className={styles.status}>{error ? t('Cart.LoadError') : t('Table.Loading')}</p>}
        </div>
        <div className={styles.foot}>
          {cart && cart.items.length > 0 ? (
            <dl className={styles.total}>
              <dt>{t('Cart.TotalGross')}</dt>
              <dd>{formatPrice(cart.totals.priceGross)}</dd>
              <dt className={styles.net}>{t('Cart.TotalNet')}</dt>
              <dd className={styles.net}>{formatPrice(cart.totals.priceNetto)}</dd>
            </dl>
          ) : null}
          <Link href={href('cart')} className="button button-primary">
            {t('Cart.GoToCart')}
          </Link>
          <button type="button" className={`button ${styles.continue}`} onClick={close}>
            {t('Cart.ContinueShoppingShort')}
          </button>
        </div>
      </div>
    </div>
  );
}
