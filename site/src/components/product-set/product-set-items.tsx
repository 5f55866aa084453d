import Link from 'next/link';
import { HazardLabel } from '@/components/hazard/hazard-label.tsx';
import { StockState } from '@/components/product/stock-state.tsx';
import type { ProductSetItem } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import styles from './product-set.module.css';
import '@/lib/i18n/pl-content.ts';

/** What a set holds: each product with its quantity, a chemical's pictograms and signal word, and its unit price inside the set. */
export function ProductSetItems({ items }: { items: readonly ProductSetItem[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.product.uuid} className={styles.item}>
          <img
            src={item.product.coverImage.src}
            alt=""
            width={item.product.coverImage.width}
            height={item.product.coverImage.height}
            loading="lazy"
          />
          <div className={styles.itemText}>
            <p className={styles.quantity}>{t('Set.ItemQuantity', { quantity: item.quantity })}</p>
            <h3>
              <Link href={href('product', { slug: item.product.slug })}>{item.product.name}</Link>
            </h3>
            <p className={styles.itemNumber}>{item.product.number}</p>
            <HazardLabel label={item.product.hazardLabel} className={styles.itemHazard} />
            <StockState product={item.product} />
          </div>
          <div className={styles.itemPrice}>
            <strong>{t('Set.InSetPrice', { price: formatPrice(item.grossPrice) })}</strong>
            {item.grossPrice < item.product.price.grossPrice ? (
              <s>
                <span className="visually-hidden">{t('Product.RegularPrice')}: </span>
                {formatPrice(item.product.price.grossPrice)}
              </s>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
