/**
 * The category filter path segment of `/kategoria/{slug}/{filters}` (spec §2 "free path
 * filters"): filters, sort order and page of a category listing as one readable segment, so the
 * URL is the state and any filtered view can be shared.
 *
 *   producent-merida.katrin_kolor-bialy_cena-10-50_dostepne_sortuj-cena-rosnaco_strona-2
 *
 * Groups are joined by `_`; a group is a Polish key, then `-` and its values joined by `.`
 * (values are slugs). Only URL-unreserved characters are used, so `href` leaves them readable.
 * Parsing is strict about content: an unknown key, a malformed value or a repeated key is
 * malformed (the worker answers 404). It is lenient about order; `categoryListingHref` gives the
 * one canonical path of a listing, and the worker answers any other spelling 301 to it.
 */

import { isPageNumber, SLUG_PATTERN } from './formats.ts';
import { href } from './routes.ts';

export const SORT_ORDERS = ['popularnosc', 'cena-rosnaco', 'cena-malejaco', 'nazwa', 'nowosci'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The order of a prerendered category page; never written in the path. */
export const DEFAULT_SORT: SortOrder = 'popularnosc';

/** Filter keys in their canonical order, and the field each fills. */
export const FILTER_KEYS = {
  producent: 'producers',
  kolor: 'colors',
  pojemnosc: 'capacities',
  flaga: 'flags',
} as const;
type ListKey = keyof typeof FILTER_KEYS;
type ListField = (typeof FILTER_KEYS)[ListKey];

export interface CategoryFilters {
  /** Slugs of producers, colours, capacities (`500-ml`, `5-l`, `1-kg`) and browse flags. */
  producers: string[];
  colors: string[];
  capacities: string[];
  flags: string[];
  /** Gross unit price range in whole złoty; either end may be open. */
  price: { min: number | null; max: number | null } | null;
  /** Only products that can be bought now (in stock or from the supplier). */
  availableOnly: boolean;
  sort: SortOrder;
  page: number;
}

/** Products on one page of a category listing, prerendered or filtered. */
export const LISTING_PAGE_SIZE = 24;

/** The most values one filter may hold, and the highest price bound, in złoty. */
export const MAX_FILTER_VALUES = 20;
export const MAX_PRICE_ZLOTY = 1_000_000;

const PRICE = /^(?:(\d{1,7})-(\d{1,7})|od-(\d{1,7})|do-(\d{1,7}))$/;

export function emptyFilters(): CategoryFilters {
  return { producers: [], colors: [], capacities: [], flags: [], price: null, availableOnly: false, sort: DEFAULT_SORT, page: 1 };
}

/** Whether the filters show the prerendered category page itself (nothing chosen, page 1). */
export function isUnfiltered(filters: CategoryFilters): boolean {
  return serializeCategoryFilters(filters) === '';
}

function parsePrice(text: string): CategoryFilters['price'] | undefined {
  const match = PRICE.exec(text);
  if (!match) return undefined;
  const [, from, to, onlyFrom, onlyTo] = match;
  const toNumber = (value: string | undefined) => (value === undefined ? null : Number(value));
  const min = toNumber(from ?? onlyFrom);
  const max = toNumber(to ?? onlyTo);
  if ((min !== null && min > MAX_PRICE_ZLOTY) || (max !== null && max > MAX_PRICE_ZLOTY)) return undefined;
  if (min !== null && max !== null && min > max) return undefined;
  return { min, max };
}

/**
 * The filters a path segment holds, read leniently as to order; null when it is malformed.
 * Use `isCanonicalFilters` to tell whether the segment is the one form `serialize` writes.
 * @example parseCategoryFilters('kolor-bialy_dostepne') // { colors: ['bialy'], availableOnly: true, ... }
 */
export function parseCategoryFilters(segment: string): CategoryFilters | null {
  if (segment.length === 0 || segment.length > 400) return null;
  const filters = emptyFilters();
  const seen = new Set<string>();
  for (const group of segment.split('_')) {
    const dash = group.indexOf('-');
    const key = dash === -1 ? group : group.slice(0, dash);
    const rest = dash === -1 ? '' : group.slice(dash + 1);
    if (seen.has(key)) return null;
    seen.add(key);
    if (Object.hasOwn(FILTER_KEYS, key)) {
      const values = rest.split('.');
      if (values.length > MAX_FILTER_VALUES || values.some((value) => !SLUG_PATTERN.test(value)) || new Set(values).size !== values.length)
        return null;
      filters[FILTER_KEYS[key as ListKey] satisfies ListField] = values;
    } else if (key === 'cena') {
      const price = parsePrice(rest);
      if (!price) return null;
      filters.price = price;
    } else if (key === 'dostepne' && dash === -1) {
      filters.availableOnly = true;
    } else if (key === 'sortuj' && (SORT_ORDERS as readonly string[]).includes(rest)) {
      filters.sort = rest as SortOrder;
    } else if (key === 'strona' && isPageNumber(rest)) {
      filters.page = Number(rest);
    } else {
      return null;
    }
  }
  return filters;
}

/**
 * The one path segment of a set of filters ('' when nothing is chosen on page 1): keys in
 * canonical order, values sorted, defaults left out.
 * @example serializeCategoryFilters({ ...emptyFilters(), producers: ['katrin', 'merida'], page: 2 }) // 'producent-katrin.merida_strona-2'
 */
export function serializeCategoryFilters(filters: CategoryFilters): string {
  const groups: string[] = [];
  for (const [key, field] of Object.entries(FILTER_KEYS) as [ListKey, ListField][]) {
    const values = [...new Set(filters[field])].sort();
    if (values.length > 0) groups.push(`${key}-${values.join('.')}`);
  }
  const { price } = filters;
  if (price && (price.min !== null || price.max !== null)) {
    if (price.min !== null && price.max !== null) groups.push(`cena-${price.min}-${price.max}`);
    else if (price.min !== null) groups.push(`cena-od-${price.min}`);
    else groups.push(`cena-do-${price.max}`);
  }
  if (filters.availableOnly) groups.push('dostepne');
  if (filters.sort !== DEFAULT_SORT) groups.push(`sortuj-${filters.sort}`);
  if (filters.page > 1) groups.push(`strona-${filters.page}`);
  return groups.join('_');
}

/**
 * The one path of a category listing: the prerendered category page or its page N when nothing
 * is filtered and the sort is the default, else the filter shell.
 * @example categoryListingHref('reczniki', { ...emptyFilters(), page: 2 }) // '/kategoria/reczniki/p/2'
 */
export function categoryListingHref(slug: string, filters: CategoryFilters): string {
  const segment = serializeCategoryFilters({ ...filters, page: 1 });
  if (segment === '') return filters.page > 1 ? href('categoryPage', { slug, pager: filters.page }) : href('category', { slug });
  return href('categoryFilters', { slug, filters: serializeCategoryFilters(filters) });
}

/** The fields of CategoryFilters that hold lists of slugs. */
export type FilterListField = ListField;

/**
 * Whether a gross price in grosze lies in a range given in whole złoty: the złoty part of the
 * price counts, so `cena-20-49` holds 20,00 zł to 49,99 zł.
 * @example isInPriceRange(4999, { min: 20, max: 49 }) // true
 */
export function isInPriceRange(grossPrice: number, range: NonNullable<CategoryFilters['price']>): boolean {
  const zloty = Math.floor(grossPrice / 100);
  return (range.min === null || zloty >= range.min) && (range.max === null || zloty <= range.max);
}

/**
 * The filters with one value of a list filter added or removed. Any change of filters starts the
 * listing again from page 1.
 * @example toggleFilterValue(emptyFilters(), 'producers', 'merida').producers // ['merida']
 */
export function toggleFilterValue(filters: CategoryFilters, field: ListField, value: string): CategoryFilters {
  const values = filters[field];
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return { ...filters, [field]: next, page: 1 };
}

/** The filters with another price range (null: any price), from page 1. */
export function withPriceRange(filters: CategoryFilters, price: CategoryFilters['price']): CategoryFilters {
  return { ...filters, price, page: 1 };
}

/** The filters with "can be bought now" switched, from page 1. */
export function withAvailableOnly(filters: CategoryFilters, availableOnly: boolean): CategoryFilters {
  return { ...filters, availableOnly, page: 1 };
}

/** The filters in another order, from page 1. */
export function withSort(filters: CategoryFilters, sort: SortOrder): CategoryFilters {
  return { ...filters, sort, page: 1 };
}

/** No filter chosen, the order and nothing else kept, from page 1. */
export function withoutFilters(filters: CategoryFilters): CategoryFilters {
  return { ...emptyFilters(), sort: filters.sort };
}

/** How many filter values are chosen (the price range and availability count as one each). */
export function countChosenFilters(filters: CategoryFilters): number {
  const lists = Object.values(FILTER_KEYS).reduce((sum, field) => sum + filters[field].length, 0);
  return lists + (filters.price ? 1 : 0) + (filters.availableOnly ? 1 : 0);
}
