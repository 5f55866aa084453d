import type { ProductPrice } from '@/lib/api-types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import styles from './price-box.module.css';

/**
 * Gross price first (what a retail buyer pays), net beside it (what a business compares), the
 * regular and Omnibus 30-day lowest price during a promotion, and the unit price of chemicals.
 */
export function PriceBox({ price, size = 'small' }: { price: ProductPrice; size?: 'small' | 'large' }) {
  const { promotion } = price;
  return (
    <div className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <p className={styles.gross}>
        <span className={promotion ? styles.sale : undefined}>{formatPrice(price.grossPrice)}</span> <small>{t('Product.Gross')}</small>
        {promotion ? (
          <s className={styles.regular}>
            <span className="visually-hidden">{t('Product.RegularPrice')}: </span>
            {formatPrice(promotion.regularGrossPrice)}
          </s>
        ) : null}
      </p>
      <p className={styles.net}>
        {formatPrice(price.nettoPrice)} {t('Product.Net')}
      </p>
      {price.unitPrice ? (
        <p className={styles.unit}>{t('Product.UnitPrice', { price: formatPrice(price.unitPrice.grossPrice), per: price.unitPrice.per })}</p>
      ) : null}
      {promotion ? <p className={styles.omnibus}>{t('Product.LowestPrice', { price: formatPrice(promotion.lowestPrice30DaysGross) })}</p> : null}
      {promotion && size === 'large' ? (
        <p className={styles.omnibus}>{t('Product.PromotionEnds', { date: formatDateTime(promotion.endsAt) })}</p>
      ) : null}
    </div>
  );
}
