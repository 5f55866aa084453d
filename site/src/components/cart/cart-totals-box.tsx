'use client';
/**
 * The cart's totals beside its lines: net, VAT by rate and gross (spec §9: gross = net × (100 +
 * VAT) / 100, computed by the API), the free-delivery notice when the shop has a threshold, and
 * the way on to delivery and payment (issue 36). On a phone or tablet, where the box comes under
 * the lines, the button stays at the bottom of the window, with the page's end kept clear of it.
 * It is there, disabled, until the checkout has loaded: nothing moves when it arrives.
 */
import { useCheckoutEntry } from '@/components/checkout/checkout-entry.ts';
import type { Cart } from '@/lib/api-types.ts';
import { deliveryNotice, type TotalsRow, totalsRows } from '@/lib/cart/cart-totals.ts';
import { FREE_DELIVERY_THRESHOLD_NET } from '@/lib/delivery-cost.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import styles from './cart-totals-box.module.css';
import '@/lib/i18n/pl-cart-lines.ts';

function labelOf(row: TotalsRow): string {
  if (row.kind === 'net') return t('Cart.TotalNet');
  if (row.kind === 'vat') return t('Product.Vat', { rate: row.rate });
  return t('Cart.TotalGross');
}

export function CartTotalsBox({ totals }: { totals: Cart['totals'] }) {
  const delivery = deliveryNotice(totals.priceNetto, FREE_DELIVERY_THRESHOLD_NET);
  const entry = useCheckoutEntry();
  return (
    <section className={styles.box} aria-labelledby="podsumowanie-koszyka">
      <h2 id="podsumowanie-koszyka">{t('Cart.Summary')}</h2>
      <dl>
        {totalsRows(totals).map((row) => (
          <div key={row.kind === 'vat' ? `vat-${row.rate}` : row.kind} className={styles[row.kind]}>
            <dt>{labelOf(row)}</dt>
            <dd>{formatPrice(row.amount)}</dd>
          </div>
        ))}
      </dl>
      {delivery ? (
        <p className={styles.delivery}>
          {delivery.kind === 'reached' ? t('Cart.DeliveryReached') : t('Cart.DeliveryMissing', { amount: formatPrice(delivery.amount) })}
        </p>
      ) : null}
      <div className={styles.goOn}>
        <button type="button" className="button button-primary" disabled={!entry?.canGoOn} onClick={entry?.goToDelivery}>
          {t('Cart.GoToDelivery')}
        </button>
      </div>
    </section>
  );
}
