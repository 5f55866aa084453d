/**
 * Filtering, facet counts, order and paging of one category's products, as the filter grammar
 * (category-filters.ts) describes them. The API runs it on compact rows of a category; it is pure,
 * so it is tested here without a database.
 *
 * Facet counts are disjunctive, as shoppers expect: values of one filter add up (producer Merida
 * OR Katrin), filters combine (AND), and each value's count is what the listing would show with
 * that value added to the filters chosen in the other groups.
 *
 * A value no product of the category has (a colour it has none of) is no filter of this category:
 * `unknownFilterValue` finds it, and the API answers 404 before anything is counted (issue 36),
 * as the shop answers any unknown address.
 */
import type { CategoryFacets, FacetOption, PriceRangeOption } from '#lib/api-types.ts';
import { type CategoryFilters, type FilterListField, isInPriceRange } from '#lib/category-filters.ts';
import { LISTING_ORDERS, type SortableProduct } from '#lib/listing-order.ts';
import { slugify } from '#lib/polish-text.ts';
import { type ContentUnit, formatContentAmount } from '#lib/pricing.ts';

/** What the listing needs of a product. */
export interface ListingRow extends SortableProduct {
  id: number;
  producer: string;
  color: string | null;
  content: { amount: number; unit: ContentUnit } | null;
  /** Can be bought now: in stock, or from the supplier. */
  isAvailable: boolean;
}

export interface FlagDefinition {
  code: string;
  slug: string;
  name: string;
}

/** The price ranges offered, in whole złoty; a custom range from the address is offered too. */
export const PRICE_RANGES: readonly NonNullable<CategoryFilters['price']>[] = [
  { min: null, max: 19 },
  { min: 20, max: 49 },
  { min: 50, max: 99 },
  { min: 100, max: 199 },
  { min: 200, max: 499 },
  { min: 500, max: null },
];

interface Value {
  value: string;
  label: string;
}

const LIST_FIELDS = ['producers', 'colors', 'capacities', 'flags'] as const satisfies readonly FilterListField[];
type FacetGroup = FilterListField | 'price' | 'available';
/** One bit per filter group a product fails. */
const GROUP_BITS: Readonly<Record<FacetGroup, number>> = { producers: 1, colors: 2, capacities: 4, flags: 8, price: 16, available: 32 };

/** A row with its facet values as slugs, and the filter groups it fails. */
interface ClassifiedRow {
  row: ListingRow;
  values: Record<FilterListField, Value[]>;
  failed: number;
}

const polish = new Intl.Collator('pl');

/**
 * Each row's facet values and the filter groups it fails, in one pass. A row counts for a value of
 * group G when it fails no group but (perhaps) G: that is the disjunctive count.
 */
/** A reader of each row's facet values as slugs with their labels (each label slugified once). */
function facetValueReader(flags: readonly FlagDefinition[]): (row: ListingRow) => Record<FilterListField, Value[]> {
  const slugs = new Map<string, string>();
  const toValue = (label: string): Value => {
    let value = slugs.get(label);
    if (value === undefined) {
      value = slugify(label);
      slugs.set(label, value);
    }
    return { value, label };
  };
  const flagsByCode = new Map(flags.map((flag) => [flag.code, flag]));
  return (row) => ({
    producers: [toValue(row.producer)],
    colors: row.color ? [toValue(row.color)] : [],
    capacities: row.content ? [toValue(formatContentAmount(row.content.amount, row.content.unit))] : [],
    flags: row.flags.flatMap((code) => {
      const flag = flagsByCode.get(code);
      return flag ? [{ value: flag.slug, label: flag.name }] : [];
    }),
  });
}

/**
 * The first chosen value of a list filter that no product of the category has, or null when
 * every value is one the category's facets offer.
 * @example unknownFilterValue(rows, parseCategoryFilters('kolor-fioletowy')!, flags) // { field: 'colors', value: 'fioletowy' }
 */
export function unknownFilterValue(
  rows: readonly ListingRow[],
  filters: CategoryFilters,
  flags: readonly FlagDefinition[],
): { field: FilterListField; value: string } | null {
  const chosen = LIST_FIELDS.flatMap((field) => filters[field].map((value) => ({ field, value })));
  if (chosen.length === 0) return null;
  const valuesOf = facetValueReader(flags);
  const known = Object.fromEntries(LIST_FIELDS.map((field) => [field, new Set<string>()])) as Record<FilterListField, Set<string>>;
  for (const row of rows) {
    const values = valuesOf(row);
    for (const field of LIST_FIELDS) for (const { value } of values[field]) known[field].add(value);
  }
  return chosen.find(({ field, value }) => !known[field].has(value)) ?? null;
}

function classify(rows: readonly ListingRow[], filters: CategoryFilters, flags: readonly FlagDefinition[]): ClassifiedRow[] {
  const valuesOf = facetValueReader(flags);
  const chosen = Object.fromEntries(LIST_FIELDS.map((field) => [field, new Set(filters[field])])) as Record<FilterListField, Set<string>>;
  return rows.map((row) => {
    const values = valuesOf(row);
    let failed = 0;
    for (const field of LIST_FIELDS) {
      if (chosen[field].size > 0 && !values[field].some(({ value }) => chosen[field].has(value))) failed |= GROUP_BITS[field];
    }
    if (filters.price && !isInPriceRange(row.grossPrice, filters.price)) failed |= GROUP_BITS.price;
    if (filters.availableOnly && !row.isAvailable) failed |= GROUP_BITS.available;
    return { row, values, failed };
  });
}

/** Whether a row is shown when group `ignored` is left out of the filters. */
function passesBesides(item: ClassifiedRow, ignored: FacetGroup): boolean {
  return (item.failed & ~GROUP_BITS[ignored]) === 0;
}

function sortOptions(field: FilterListField, known: [string, { label: string; row: ListingRow }][], flags: readonly FlagDefinition[]): void {
  if (field === 'flags') {
    const position = new Map(flags.map((flag, index) => [flag.slug, index]));
    known.sort(([a], [b]) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  } else if (field === 'capacities') {
    // Grams before millilitres, each by amount.
    const order = ({ row }: { row: ListingRow }) => [row.content?.unit ?? '', row.content?.amount ?? 0] as const;
    known.sort(([, a], [, b]) => order(a)[0].localeCompare(order(b)[0]) || order(a)[1] - order(b)[1]);
  } else {
    known.sort(([, a], [, b]) => polish.compare(a.label, b.label));
  }
}

/** Options of one list filter: every value in the category. */
function listOptions(
  classified: readonly ClassifiedRow[],
  filters: CategoryFilters,
  field: FilterListField,
  flags: readonly FlagDefinition[],
): FacetOption[] {
  const all = new Map<string, { label: string; row: ListingRow }>();
  const counts = new Map<string, number>();
  for (const item of classified) {
    const counted = passesBesides(item, field);
    for (const { value, label } of item.values[field]) {
      if (!all.has(value)) all.set(value, { label, row: item.row });
      if (counted) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  const known = [...all.entries()];
  sortOptions(field, known, flags);
  return known.map(([value, { label }]) => ({ value, label, count: counts.get(value) ?? 0, selected: filters[field].includes(value) }));
}

function isSameRange(a: CategoryFilters['price'], b: CategoryFilters['price']): boolean {
  return a?.min === b?.min && a?.max === b?.max;
}

/** Ranges that hold any product of the category, and the chosen one. */
function priceOptions(classified: readonly ClassifiedRow[], filters: CategoryFilters): PriceRangeOption[] {
  const ranges = PRICE_RANGES.filter((range) => classified.some((item) => isInPriceRange(item.row.grossPrice, range)));
  if (filters.price && !ranges.some((range) => isSameRange(range, filters.price))) ranges.push(filters.price);
  const counts = ranges.map(() => 0);
  for (const item of classified) {
    if (!passesBesides(item, 'price')) continue;
    ranges.forEach((range, index) => {
      if (isInPriceRange(item.row.grossPrice, range)) counts[index] = (counts[index] ?? 0) + 1;
    });
  }
  return ranges.map((range, index) => ({ ...range, count: counts[index] ?? 0, selected: isSameRange(range, filters.price) }));
}

function facetsOf(classified: readonly ClassifiedRow[], filters: CategoryFilters, flags: readonly FlagDefinition[]): CategoryFacets {
  return {
    producers: listOptions(classified, filters, 'producers', flags),
    colors: listOptions(classified, filters, 'colors', flags),
    capacities: listOptions(classified, filters, 'capacities', flags),
    flags: listOptions(classified, filters, 'flags', flags),
    priceRanges: priceOptions(classified, filters),
    available: {
      count: classified.filter((item) => item.row.isAvailable && passesBesides(item, 'available')).length,
      selected: filters.availableOnly,
    },
  };
}

/** The facets of a category under the filters, and how many products the filters choose. */
export function countFacets(
  rows: readonly ListingRow[],
  filters: CategoryFilters,
  flags: readonly FlagDefinition[],
): { total: number; facets: CategoryFacets } {
  const classified = classify(rows, filters, flags);
  return { total: classified.filter((item) => item.failed === 0).length, facets: facetsOf(classified, filters, flags) };
}

export interface Listing {
  /** The chosen products in the chosen order (every page). */
  products: ListingRow[];
  facets: CategoryFacets;
}

/**
 * The products of a category the filters choose, sorted, with the facets around them.
 * @example buildListing(rows, parseCategoryFilters('producent-merida')!, flags).products.length
 */
export function buildListing(rows: readonly ListingRow[], filters: CategoryFilters, flags: readonly FlagDefinition[]): Listing {
  const classified = classify(rows, filters, flags);
  const products = classified
    .filter((item) => item.failed === 0)
    .map((item) => item.row)
    .sort(LISTING_ORDERS[filters.sort]);
  return { products, facets: facetsOf(classified, filters, flags) };
}

/** The products of one page (1-based) and the number of pages (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; pageCount: number } {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), pageCount: Math.max(1, Math.ceil(items.length / pageSize)) };
}
