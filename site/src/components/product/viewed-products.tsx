'use client';
/**
 * The viewed-product history (spec §4) as a row of small tiles with live prices. On a product
 * page it first records that product, then lists the others; on the cart page it lists them all.
 * The section renders only in the browser (the history lives in local storage).
 */
import Link from 'next/link';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import type { ViewedProduct } from '@/lib/viewed-products.ts';
import { useLiveOffers } from './use-live-offers.ts';
import styles from './viewed-products.module.css';
import { loadViewedProducts, rememberViewedProduct, viewedProductsStore } from './viewed-products-store.ts';

interface ViewedProductsProps {
  heading: string;
  headingId: string;
  /** The product on show: recorded as viewed and left out of the list. */
  current?: ViewedProduct;
}

export function ViewedProducts({ heading, headingId, current }: ViewedProductsProps) {
  const { productViewHistoryList, isLoaded } = useSnapshot(viewedProductsStore);
  const currentUuid = current?.uuid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the uuid names the product; the object is rebuilt on every render.
  useEffect(() => {
    if (current) rememberViewedProduct(current);
    else loadViewedProducts();
  }, [currentUuid]);

  const others = productViewHistoryList.filter((entry) => entry.uuid !== currentUuid);
  const offers = useLiveOffers(others.map((entry) => entry.uuid));
  if (!isLoaded || others.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={styles.viewed}>
      <h2 id={headingId}>{heading}</h2>
      <ol className={styles.list}>
        {others.map((entry) => {
          const offer = offers.get(entry.uuid);
          return (
            <li key={entry.uuid}>
              <Link href={href('product', { slug: entry.slug })} className={styles.tile}>
                <img src={entry.image.src} alt="" width={entry.image.width} height={entry.image.height} loading="lazy" decoding="async" />
                <span className={styles.name}>{entry.name}</span>
                <span className={styles.price}>{offer ? `${formatPrice(offer.price.grossPrice)} ${t('Product.Gross')}` : null}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
