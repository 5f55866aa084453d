'use client';
/**
 * Tab "produkty": what the customer bought (from orders placed while logged in, cancelled ones
 * left out), with the quantity in all, the last order's date and today's offer; a quantity and
 * "Dodaj do koszyka" re-order it like any add to cart (the sidebar opens on success).
 */
import Link from 'next/link';
import { useState } from 'react';
import { AddProductButton } from '@/components/cart/add-product-button.tsx';
import { QuantityInput } from '@/components/product/quantity-input.tsx';
import type { BoughtProduct } from '@/lib/api-types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { t, tQuantity } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import styles from './account.module.css';
import { useBoughtProducts } from './account-data.ts';
import '@/lib/i18n/pl-account.ts';

function BoughtProductCard({ bought }: { bought: BoughtProduct }) {
  const [quantity, setQuantity] = useState(1);
  const { product } = bought;
  const canBuy = product !== null && (product.buttons.addToCart || product.buttons.addToCartSupplier);
  return (
    <li className={styles.card}>
      <h3 className={styles.cardHeading}>{product ? <Link href={href('product', { slug: product.slug })}>{bought.name}</Link> : bought.name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('Product.Number')}</dt>
          <dd>{bought.number}</dd>
        </div>
        <div>
          <dt>{t('Account.Products.Bought')}</dt>
          <dd>{product ? tQuantity(bought.quantityBought, product.salesUnit) : bought.quantityBought}</dd>
        </div>
        <div>
          <dt>{t('Account.Products.LastOrdered')}</dt>
          <dd>{formatDateTime(bought.lastOrderedAt)}</dd>
        </div>
        {product ? (
          <div>
            <dt>{t('Account.Products.Price')}</dt>
            <dd>{formatPrice(product.price.grossPrice)}</dd>
          </div>
        ) : null}
      </dl>
      {canBuy ? (
        <div className={styles.reorder}>
          <QuantityInput unit={product.salesUnit} onQuantityChange={setQuantity} />
          <AddProductButton uuid={product.uuid} quantity={quantity} context={bought.name} classes="button button-primary" />
        </div>
      ) : (
        <p className={styles.muted}>{product ? t('Account.Products.Unavailable') : t('Account.Products.NotSold')}</p>
      )}
    </li>
  );
}

export function ProductsTab() {
  const { data, error } = useBoughtProducts();
  return (
    <section className={styles.panel} aria-labelledby="konto-produkty" aria-busy={!data && !error}>
      <h2 id="konto-produkty">{t('Account.Products.Heading')}</h2>
      <p className={styles.lead}>{t('Account.Products.Intro')}</p>
      {error ? <p role="alert">{t('Account.LoadFailed')}</p> : null}
      {!data && !error ? <p role="status">{t('Table.Loading')}</p> : null}
      {data && data.items.length === 0 ? <p>{t('Account.Products.Empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className={styles.cards} aria-labelledby="konto-produkty">
          {data.items.map((bought) => (
            <BoughtProductCard key={bought.uuid} bought={bought} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
