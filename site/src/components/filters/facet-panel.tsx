'use client';
/**
 * The facet panel of a category listing, for the column beside the grid: producer, colour,
 * capacity, flags and price as sections of checkboxes (radios for the price) with the API's
 * counts, "available now" as a switch, and the chosen filters as removable chips. Every change
 * navigates client-side to `categoryListingHref(...)`, so the prerendered category page and the
 * filter shell share it; its props are plain data. On phones it folds behind one button.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import type { CategoryFacets, FacetOption } from '@/lib/api-types.ts';
import {
  type CategoryFilters,
  type FilterListField,
  MAX_PRICE_ZLOTY,
  toggleFilterValue,
  withAvailableOnly,
  withoutFilters,
  withPriceRange,
} from '@/lib/category-filters.ts';
import { type MessageKey, t } from '@/lib/i18n/index.ts';
import styles from './facet-panel.module.css';
import { priceRangeLabel } from './price-range.ts';
import { useListingNavigation } from './use-listing-navigation.ts';

const LIST_GROUPS: readonly { field: FilterListField; title: MessageKey }[] = [
  { field: 'producers', title: 'Filters.Producer' },
  { field: 'colors', title: 'Filters.Color' },
  { field: 'capacities', title: 'Filters.Capacity' },
  { field: 'flags', title: 'Filters.Flag' },
];

interface FacetPanelProps {
  categorySlug: string;
  facets: CategoryFacets;
  filters: CategoryFilters;
}

function Count({ count }: { count: number }) {
  return <span className={styles.count}>{count}</span>;
}

/** A foldable section; open at first (the shopper folds what is not needed). */
function Section({ title, chosen, children }: { title: string; chosen: number; children: ReactNode }) {
  return (
    <details className={styles.section} open>
      <summary>
        <span>
          {title}
          {chosen > 0 ? <span className={styles.badge}>{chosen}</span> : null}
        </span>
        <Icon name="chevron-down" size={18} className={styles.chevron} />
      </summary>
      {children}
    </details>
  );
}

function PriceForm({ filters, onApply }: { filters: CategoryFilters; onApply: (price: CategoryFilters['price']) => void }) {
  const id = useId();
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const text = String(data.get(name) ?? '').trim();
      return text === '' ? null : /^\d{1,7}$/.test(text) && Number(text) <= MAX_PRICE_ZLOTY ? Number(text) : Number.NaN;
    };
    const min = read('min');
    const max = read('max');
    if (Number.isNaN(min) || Number.isNaN(max) || (min !== null && max !== null && min > max)) {
      setError(t('Filters.PriceInvalid'));
      return;
    }
    setError('');
    onApply(min === null && max === null ? null : { min, max });
  };
  return (
    <form method="post" className={styles.priceForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-min`}>{t('Filters.PriceMin')}</label>
      <input
        id={`${id}-min`}
        name="min"
        inputMode="numeric"
        pattern="[0-9]*"
        defaultValue={filters.price?.min ?? ''}
        aria-describedby={`${id}-error`}
      />
      <label htmlFor={`${id}-max`}>{t('Filters.PriceMax')}</label>
      <input
        id={`${id}-max`}
        name="max"
        inputMode="numeric"
        pattern="[0-9]*"
        defaultValue={filters.price?.max ?? ''}
        aria-describedby={`${id}-error`}
      />
      <button type="submit">{t('Filters.Apply')}</button>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
    </form>
  );
}

function chosenChips(facets: CategoryFacets, filters: CategoryFilters): { key: string; label: string; without: CategoryFilters }[] {
  const chips = LIST_GROUPS.flatMap(({ field }) =>
    filters[field].map((value) => {
      const option: FacetOption | undefined = facets[field].find((item) => item.value === value);
      return { key: `${field}:${value}`, label: option?.label ?? value, without: toggleFilterValue(filters, field, value) };
    }),
  );
  if (filters.price) chips.push({ key: 'price', label: priceRangeLabel(filters.price), without: withPriceRange(filters, null) });
  if (filters.availableOnly) chips.push({ key: 'available', label: t('Filters.AvailableOnly'), without: withAvailableOnly(filters, false) });
  return chips;
}

export function FacetPanel({ categorySlug, facets, filters }: FacetPanelProps) {
  const id = useId();
  const { shown, go } = useListingNavigation(categorySlug, filters);
  const [isExpanded, setExpanded] = useState(false);
  const chips = chosenChips(facets, shown);
  return (
    <section className={`${styles.panel} ${isExpanded ? styles.expanded : ''}`} aria-labelledby={`${id}-heading`}>
      {/* The heading holds the phone's disclosure button (and the plain title on wide screens), so
          no width skips a level between the page's h1 and the tiles' h3. */}
      <h2 className={styles.heading}>
        <span id={`${id}-heading`} className={styles.headingText}>
          {t('Filters.Heading')}
        </span>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isExpanded}
          aria-controls={`${id}-sections`}
          onClick={() => setExpanded(!isExpanded)}
        >
          {t('Filters.Heading')}
          {chips.length > 0 ? <span className={styles.badge}>{chips.length}</span> : null}
          <Icon name="chevron-down" size={18} className={styles.chevron} />
        </button>
      </h2>
      {chips.length > 0 ? (
        <ul className={styles.chosen} aria-label={t('Filters.Chosen')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className={styles.remove}
                onClick={() => go(chip.without)}
                aria-label={t('Filters.Remove', { label: chip.label })}
              >
                {chip.label}
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.clear} onClick={() => go(withoutFilters(shown))}>
              {t('Filters.Clear')}
            </button>
          </li>
        </ul>
      ) : null}
      <div id={`${id}-sections`} className={styles.sections}>
        <label className={`${styles.option} ${styles.available}`}>
          <input
            type="checkbox"
            checked={shown.availableOnly}
            disabled={!shown.availableOnly && facets.available.count === 0}
            onChange={(event) => go(withAvailableOnly(shown, event.target.checked))}
          />
          <span className={styles.label}>{t('Filters.AvailableOnly')}</span>
          <Count count={facets.available.count} />
        </label>
        {LIST_GROUPS.map(({ field, title }) =>
          facets[field].length === 0 ? null : (
            <Section key={field} title={t(title)} chosen={shown[field].length}>
              <fieldset className={styles.options}>
                <legend className="visually-hidden">{t(title)}</legend>
                {facets[field].map((option) => {
                  const isChecked = shown[field].includes(option.value);
                  return (
                    <label key={option.value} className={styles.option}>
                      <input
                        type="checkbox"
                        checked={isChecked}
                        disabled={!isChecked && option.count === 0}
                        onChange={() => go(toggleFilterValue(shown, field, option.value))}
                      />
                      <span className={styles.label}>{option.label}</span>
                      <Count count={option.count} />
                    </label>
                  );
                })}
              </fieldset>
            </Section>
          ),
        )}
        {facets.priceRanges.length > 0 ? (
          <Section title={t('Filters.Price')} chosen={shown.price ? 1 : 0}>
            <fieldset className={styles.options}>
              <legend className="visually-hidden">{t('Filters.Price')}</legend>
              <label className={styles.option}>
                <input type="radio" name={`${id}-price`} checked={shown.price === null} onChange={() => go(withPriceRange(shown, null))} />
                <span className={styles.label}>{t('Filters.AnyPrice')}</span>
              </label>
              {facets.priceRanges.map((range) => {
                const isChecked = shown.price?.min === range.min && shown.price?.max === range.max;
                return (
                  <label key={`${range.min}-${range.max}`} className={styles.option}>
                    <input
                      type="radio"
                      name={`${id}-price`}
                      checked={isChecked}
                      disabled={!isChecked && range.count === 0}
                      onChange={() => go(withPriceRange(shown, { min: range.min, max: range.max }))}
                    />
                    <span className={styles.label}>{priceRangeLabel(range)}</span>
                    <Count count={range.count} />
                  </label>
                );
              })}
            </fieldset>
            <PriceForm filters={shown} onApply={(price) => go(withPriceRange(shown, price))} />
          </Section>
        ) : null}
      </div>
    </section>
  );
}
