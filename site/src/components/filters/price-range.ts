import type { CategoryFilters } from '@/lib/category-filters.ts';
import { t } from '@/lib/i18n/index.ts';

/** "do 19 zł", "20–49 zł", "od 500 zł". */
export function priceRangeLabel(range: NonNullable<CategoryFilters['price']>): string {
  if (range.min === null) return t('Filters.PriceUpTo', { max: range.max ?? 0 });
  if (range.max === null) return t('Filters.PriceFrom', { min: range.min });
  return t('Filters.PriceBetween', { min: range.min, max: range.max });
}
