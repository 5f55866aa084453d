'use client';
import { useId } from 'react';
import { type CategoryFilters, SORT_ORDERS, type SortOrder, withSort } from '@/lib/category-filters.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './sort-select.module.css';
import { useListingNavigation } from './use-listing-navigation.ts';

const isSortOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

/** The order of a category listing; a change navigates to the listing's path in that order. */
export function SortSelect({ categorySlug, filters }: { categorySlug: string; filters: CategoryFilters }) {
  const id = useId();
  const { shown, go } = useListingNavigation(categorySlug, filters);
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('Filters.Sort')}</label>
      <select
        id={id}
        value={shown.sort}
        onChange={(event) => {
          if (isSortOrder(event.target.value)) go(withSort(shown, event.target.value));
        }}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`Filters.Sorts.${order}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
