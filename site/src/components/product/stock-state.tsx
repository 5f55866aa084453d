import type { ProductSummary } from '@/lib/api-types.ts';
import { t, tCount, tQuantity } from '@/lib/i18n/index.ts';
import styles from './stock-state.module.css';

/** In stock, from the supplier (with delivery time) or unavailable, as of the build. */
export function StockState({ product, detailed = false }: { product: Pick<ProductSummary, 'stock' | 'salesUnit'>; detailed?: boolean }) {
  const { quantity, supplierDeliveryDays } = product.stock;
  if (quantity > 0) {
    return (
      <p className={`${styles.state} ${styles.available}`}>
        {detailed ? t('Product.InStockCount', { quantity: tQuantity(quantity, product.salesUnit) }) : t('Product.InStock')}
      </p>
    );
  }
  if (supplierDeliveryDays !== null) {
    return <p className={`${styles.state} ${styles.supplier}`}>{t('Product.FromSupplier', { days: tCount(supplierDeliveryDays, 'DayAfterDo') })}</p>;
  }
  return <p className={`${styles.state} ${styles.unavailable}`}>{t('Product.OutOfStock')}</p>;
}
