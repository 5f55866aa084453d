/**
 * Filtering, facet counts, order and paging of one category's products, as the filter grammar
 * (category-filters.ts) describes them. The API runs it on compact rows of a category; it is pure,
 * so it is tested here without a database.
 *
 * Facet counts are disjunctive, as shoppers expect: values of one filter add up (producer Merida
 * OR Katrin), filters combine (AND), and each value's count is what the listing would show with
 * that value added to the filters chosen in the other groups.
 *
 * Unknown values (a producer slug no product of the category has) select nothing: they match no
 * product, so alone they give an empty listing and beside known values of the same filter they
 * change nothing. They are listed as chosen options with count 0 and their slug as label, so the
 * shopper can remove them.
 */
import type { CategoryFacets, FacetOption, PriceRangeOption } from './api-types.ts';
import { type CategoryFilters, type FilterListField, isInPriceRange } from './category-filters.ts';
import { LISTING_ORDERS, type SortableProduct } from './listing-order.ts';
import { slugify } from './polish-text.ts';
import { type ContentUnit, formatContentAmount } from './pricing.ts';

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

/** A row with its facet values as slugs. */
interface DescribedRow {
  row: ListingRow;
  values: Record<FilterListField, Value[]>;
}

type FacetKey = FilterListField | 'price' | 'available';

const polish = new Intl.Collator('pl');

function describeRows(rows: readonly ListingRow[], flags: readonly FlagDefinition[]): DescribedRow[] {
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
  return rows.map((row) => ({
    row,
    values: {
      producers: [toValue(row.producer)],
      colors: row.color ? [toValue(row.color)] : [],
      capacities: row.content ? [toValue(formatContentAmount(row.content.amount, row.content.unit))] : [],
      flags: row.flags.flatMap((code) => {
        const flag = flagsByCode.get(code);
        return flag ? [{ value: flag.slug, label: flag.name }] : [];
      }),
    },
  }));
}

function matches(described: DescribedRow, filters: CategoryFilters, except: FacetKey | null): boolean {
  for (const field of ['producers', 'colors', 'capacities', 'flags'] as const) {
    if (field === except || filters[field].length === 0) continue;
    if (!described.values[field].some(({ value }) => filters[field].includes(value))) return false;
  }
  if (except !== 'price' && filters.price && !isInPriceRange(described.row.grossPrice, filters.price)) return false;
  if (except !== 'available' && filters.availableOnly && !described.row.isAvailable) return false;
  return true;
}

function capacityOrder(row: ListingRow | undefined): [string, number] {
  return [row?.content?.unit ?? '', row?.content?.amount ?? 0];
}

/** Options of one list filter: every value in the category, then chosen values it lacks. */
function listOptions(
  described: readonly DescribedRow[],
  filters: CategoryFilters,
  field: FilterListField,
  flags: readonly FlagDefinition[],
): FacetOption[] {
  const all = new Map<string, { label: string; row: ListingRow }>();
  for (const item of described) for (const { value, label } of item.values[field]) if (!all.has(value)) all.set(value, { label, row: item.row });
  const counts = new Map<string, number>();
  for (const item of described) {
    if (!matches(item, filters, field)) continue;
    for (const { value } of item.values[field]) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const known = [...all.entries()];
  if (field === 'flags') {
    const position = new Map(flags.map((flag, index) => [flag.slug, index]));
    known.sort(([a], [b]) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  } else if (field === 'capacities') {
    known.sort(([, a], [, b]) => {
      const [unitA, amountA] = capacityOrder(a.row);
      const [unitB, amountB] = capacityOrder(b.row);
      return unitA.localeCompare(unitB) || amountA - amountB;
    });
  } else {
    known.sort(([, a], [, b]) => polish.compare(a.label, b.label));
  }
  const options = known.map(([value, { label }]) => ({ value, label, count: counts.get(value) ?? 0, selected: filters[field].includes(value) }));
  const unknown = filters[field].filter((value) => !all.has(value)).map((value) => ({ value, label: value, count: 0, selected: true }));
  return [...options, ...unknown];
}

function isSameRange(a: CategoryFilters['price'], b: CategoryFilters['price']): boolean {
  return a?.min === b?.min && a?.max === b?.max;
}

/** Ranges that hold any product of the category, and the chosen one. */
function priceOptions(described: readonly DescribedRow[], filters: CategoryFilters): PriceRangeOption[] {
  const ranges = PRICE_RANGES.filter((range) => described.some((item) => isInPriceRange(item.row.grossPrice, range)));
  if (filters.price && !ranges.some((range) => isSameRange(range, filters.price))) ranges.push(filters.price);
  const candidates = described.filter((item) => matches(item, filters, 'price'));
  return ranges.map((range) => ({
    ...range,
    count: candidates.filter((item) => isInPriceRange(item.row.grossPrice, range)).length,
    selected: isSameRange(range, filters.price),
  }));
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
  const described = describeRows(rows, flags);
  const products = described
    .filter((item) => matches(item, filters, null))
    .map((item) => item.row)
    .sort(LISTING_ORDERS[filters.sort]);
  return {
    products,
    facets: {
      producers: listOptions(described, filters, 'producers', flags),
      colors: listOptions(described, filters, 'colors', flags),
      capacities: listOptions(described, filters, 'capacities', flags),
      flags: listOptions(described, filters, 'flags', flags),
      priceRanges: priceOptions(described, filters),
      available: {
        count: described.filter((item) => item.row.isAvailable && matches(item, filters, 'available')).length,
        selected: filters.availableOnly,
      },
    },
  };
}

/** The products of one page (1-based) and the number of pages (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; pageCount: number } {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), pageCount: Math.max(1, Math.ceil(items.length / pageSize)) };
}
