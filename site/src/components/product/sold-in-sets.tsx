/**
 * Where to buy a product sold only in sets (its buyAtProductSet button, spec §3/§4): the sets,
 * linked, in place of the stock line and the add-to-cart button. Such a product can be bought,
 * so the page must not call it unavailable (its JSON-LD says InStock).
 */
import Link from 'next/link';
import type { Product } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './sold-in-sets.module.css';

export function SoldInSets({ sets }: { sets: Product['sets'] }) {
  return (
    <div className={styles.box}>
      <p className={styles.lead}>{t('Product.OnlyInSets')}</p>
      <ul className={styles.list}>
        {sets.map((set) => (
          <li key={set.slug}>
            <Link href={href('productSet', { slug: set.slug })} className="button button-primary">
              {t('Product.BuyInSet', { name: set.name })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
