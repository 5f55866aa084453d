import { AddSetButton } from '@/components/cart/add-set-button.tsx';
import type { ProductSet } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { isBuyable } from '@/lib/recommendations.ts';
import styles from './product-set.module.css';
import '@/lib/i18n/pl-content.ts';

/** The set's price, gross first and net beside it, what it saves against its items bought alone, and the buy button. */
export function ProductSetPrice({ set }: { set: ProductSet }) {
  const saving = set.price.regularGrossPrice - set.price.grossPrice;
  const canBuy = set.items.length > 0 && set.items.every((item) => isBuyable(item.product));
  return (
    <div className={styles.priceBox}>
      <p className={styles.priceLabel}>{t('Set.Price')}</p>
      <p className={styles.gross}>
        <span>{formatPrice(set.price.grossPrice)}</span> <small>{t('Product.Gross')}</small>
        {saving > 0 ? (
          <s>
            <span className="visually-hidden">{t('Product.RegularPrice')}: </span>
            {formatPrice(set.price.regularGrossPrice)}
          </s>
        ) : null}
      </p>
      <p className={styles.net}>
        {formatPrice(set.price.nettoPrice)} {t('Product.Net')}
      </p>
      {saving > 0 ? <p className={styles.saving}>{t('Set.Saving', { amount: formatPrice(saving) })}</p> : null}
      <AddSetButton uuid={set.uuid} disabled={!canBuy} classes={`button button-primary ${styles.addToCart}`} />
    </div>
  );
}
