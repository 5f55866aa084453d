'use client';
/**
 * The facet panel of a category listing: producer, colour, capacity, flags and price as
 * dropdowns of checkboxes with the API's counts, "available now" as a switch, and the chosen
 * filters as removable chips. Every change navigates client-side to `categoryListingHref(...)`,
 * so the static category page and the filter shell share it; its props are plain data.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
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

function Dropdown({ title, chosen, children }: { title: string; chosen: number; children: ReactNode }) {
  return (
    <details name="facet-panel" className={styles.group}>
      <summary className={`${styles.chip} ${chosen > 0 ? styles.active : ''}`}>
        {title}
        {chosen > 0 ? <span className={styles.badge}>{chosen}</span> : null}
      </summary>
      <div className={styles.popover}>{children}</div>
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
    <form className={styles.priceForm} onSubmit={onSubmit} noValidate>
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
  const panel = useRef<HTMLElement>(null);
  const { shown, go } = useListingNavigation(categorySlug, filters);
  const [isExpanded, setExpanded] = useState(false);

  // A dropdown closes on Escape and on a click outside it, as menus do.
  useEffect(() => {
    const closeOutside = (event: Event) => {
      for (const details of panel.current?.querySelectorAll('details[open]') ?? []) {
        if (!(event.target instanceof Node && details.contains(event.target))) details.removeAttribute('open');
      }
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = panel.current?.querySelector<HTMLDetailsElement>('details[open]');
      if (!open) return;
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  const chips = chosenChips(facets, shown);
  return (
    <section ref={panel} className={`${styles.panel} ${isExpanded ? styles.expanded : ''}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('Filters.Heading')}
      </h2>
      {/* Phones show the filters behind one button, so the products stay in view. */}
      <button
        type="button"
        className={styles.toggleAll}
        aria-expanded={isExpanded}
        aria-controls={`${id}-groups`}
        onClick={() => setExpanded(!isExpanded)}
      >
        {t('Filters.Heading')}
        {chips.length > 0 ? <span className={styles.badge}>{chips.length}</span> : null}
      </button>
      <div id={`${id}-groups`} className={styles.groups}>
        {LIST_GROUPS.map(({ field, title }) =>
          facets[field].length === 0 ? null : (
            <Dropdown key={field} title={t(title)} chosen={shown[field].length}>
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
            </Dropdown>
          ),
        )}
        {facets.priceRanges.length > 0 ? (
          <Dropdown title={t('Filters.Price')} chosen={shown.price ? 1 : 0}>
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
          </Dropdown>
        ) : null}
        <label className={`${styles.chip} ${styles.toggle} ${shown.availableOnly ? styles.active : ''}`}>
          <input
            type="checkbox"
            checked={shown.availableOnly}
            disabled={!shown.availableOnly && facets.available.count === 0}
            onChange={(event) => go(withAvailableOnly(shown, event.target.checked))}
          />
          {t('Filters.AvailableOnly')}
          <Count count={facets.available.count} />
        </label>
      </div>
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
                <span aria-hidden="true">×</span>
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
    </section>
  );
}
