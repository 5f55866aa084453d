'use client';
/**
 * One line of the cart page (spec §3 cart item): picture, name, number, a chemical's pictograms
 * and signal word, unit prices, where its quantity comes from (line-supply-note.tsx), the line's
 * value net and gross, the quantity and the removal.
 * A line from a set shows its quantity (the set decides it) and is removed with its set; a
 * product bought alone is edited here.
 */
import Link from 'next/link';
import { useId } from 'react';
import { HazardLabel } from '@/components/hazard/hazard-label.tsx';
import type { CartItem } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import styles from './cart-line.module.css';
import { CartQuantity } from './cart-quantity.tsx';
import { LineSupplyNote } from './line-supply-note.tsx';
import '@/lib/i18n/pl-cart-lines.ts';

interface CartLineProps {
  item: CartItem;
  /** Removes a product bought alone; absent for a set's lines. */
  onRemove?: (item: CartItem) => void;
}

export function CartLine({ item, onRemove }: CartLineProps) {
  const { product } = item;
  const supplyId = useId();
  return (
    <li className={styles.line} data-unavailable={!item.isAvailable}>
      <img src={product.coverImage.src} alt="" width={80} height={80} loading="lazy" className={styles.image} />
      <div className={styles.info}>
        <h3 className={styles.name}>
          <Link href={href('product', { slug: product.slug })}>{product.name}</Link>
        </h3>
        <p className={styles.meta}>{t('Cart.Number', { number: product.number })}</p>
        <HazardLabel label={product.hazardLabel} className={styles.hazard} />
        <p className={styles.meta}>
          {t('Cart.UnitPrice', {
            gross: formatPrice(item.unitPrice.grossPrice),
            net: formatPrice(item.unitPrice.nettoPrice),
            unit: product.salesUnit,
          })}
        </p>
        {item.priceChange ? <p className={styles.warning}>{t('Cart.PriceChanged', { price: formatPrice(item.priceChange.grossPrice) })}</p> : null}
        <LineSupplyNote item={item} id={supplyId} className={styles.supply} warningClassName={styles.warning} />
      </div>
      <div className={styles.quantity}>
        {onRemove ? (
          <CartQuantity
            productUuid={product.uuid}
            productName={product.name}
            unit={product.salesUnit}
            quantity={item.quantity}
            describedBy={supplyId}
          />
        ) : (
          <p className={styles.fixedQuantity}>{t('Cart.QuantityInSet', { quantity: item.quantity, unit: product.salesUnit })}</p>
        )}
      </div>
      <p className={styles.total}>
        <strong>{formatPrice(item.cartItemSummary.priceGross)}</strong> <span>{t('Product.Gross')}</span>
        <small>
          {formatPrice(item.cartItemSummary.priceNetto)} {t('Product.Net')}
        </small>
      </p>
      {onRemove ? (
        <button type="button" className={styles.remove} onClick={() => onRemove(item)} aria-label={`${t('Cart.Remove')}: ${product.name}`}>
          {t('Cart.Remove')}
        </button>
      ) : null}
    </li>
  );
}
