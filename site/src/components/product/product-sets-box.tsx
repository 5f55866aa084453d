import Link from 'next/link';
import type { Product } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import styles from './product-sets-box.module.css';
import '@/lib/i18n/pl-content.ts';

/** The sets a product is sold in, with the lowest unit net price it has in one of them. */
export function ProductSetsBox({ product }: { product: Pick<Product, 'sets' | 'price'> }) {
  if (product.sets.length === 0) return null;
  const { nettoMinPriceFromSet } = product.price;
  return (
    <section className={styles.sets} aria-labelledby="w-zestawach">
      <h2 id="w-zestawach">{t('Product.InSets')}</h2>
      {nettoMinPriceFromSet !== null ? (
        <p className={styles.minPrice}>{t('Product.SetPrice', { price: formatPrice(nettoMinPriceFromSet) })}</p>
      ) : null}
      <ul>
        {product.sets.map((set) => (
          <li key={set.slug}>
            <Link href={href('productSet', { slug: set.slug })}>{set.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
