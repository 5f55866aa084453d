import Link from 'next/link';
import { Icon } from '@/components/ui/icons.tsx';
import {
  type CategoryFilters,
  categoryListingHref,
  DEFAULT_SORT,
  emptyFilters,
  SORT_ORDERS,
  type SortOrder,
  withSort,
} from '@/lib/category-filters.ts';
import { type MessageKey, t } from '@/lib/i18n/index.ts';
import styles from './sort-menu.module.css';
import '@/lib/i18n/pl-listing.ts';

const sortLabel = (order: SortOrder) => t(`Category.Sort.${order}` as MessageKey);

/**
 * The listing's sort order as links (no script needed): the default order is this prerendered
 * page, any other is the listing's filter view (`categoryListingHref`), which search engines skip.
 * On a filtered view, `filters` keeps the chosen filters in every link.
 */
export function SortMenu({ slug, filters = emptyFilters() }: { slug: string; filters?: CategoryFilters }) {
  const current = filters.sort;
  return (
    <details className={styles.sort}>
      <summary>
        <span>{t('Category.Sort.Current', { order: sortLabel(current) })}</span>
        <Icon name="chevron-down" size={16} />
      </summary>
      <ul aria-label={t('Category.Sort.Label')}>
        {SORT_ORDERS.map((order) => (
          <li key={order}>
            <Link
              href={categoryListingHref(slug, withSort(filters, order))}
              aria-current={order === current ? 'true' : undefined}
              rel={order === DEFAULT_SORT ? undefined : 'nofollow'}
              prefetch={false}
            >
              {sortLabel(order)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
