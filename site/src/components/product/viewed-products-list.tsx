'use client';
/** The viewed products (spec §4) as a row of small tiles with live prices; `viewed-products.tsx` decides when it shows. */
import Link from 'next/link';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import type { ViewedProduct } from '@/lib/viewed-products.ts';
import { useLiveOffers } from './use-live-offers.ts';
import styles from './viewed-products.module.css';

interface ViewedProductsListProps {
  heading: string;
  headingId: string;
  products: readonly ViewedProduct[];
}

export function ViewedProductsList({ heading, headingId, products }: ViewedProductsListProps) {
  const { offers, reader } = useLiveOffers(products.map((entry) => entry.uuid));
  return (
    <section aria-labelledby={headingId} className={styles.viewed}>
      {reader}
      <h2 id={headingId}>{heading}</h2>
      <ol className={styles.list}>
        {products.map((entry) => {
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
