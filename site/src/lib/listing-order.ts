/**
 * The sort orders of a product listing (category-filters.ts names them), as comparators shared
 * by the static category pages (built from site/content) and the API's filtered listings, so a
 * listing reads in the same order wherever it is rendered. Names compare by Polish collation.
 */
import type { SortOrder } from './category-filters.ts';

export interface SortableProduct {
  name: string;
  /** Flag codes (`bestseller`, `new`, ...). */
  flags: readonly string[];
  /** Current gross unit price in grosze. */
  grossPrice: number;
  /** UTC ISO time the product was added. */
  createdAt: string;
}

type Comparator<T> = (a: T, b: T) => number;

/** Built on first use: a collator's data costs a phone tens of milliseconds, and most pages sort nothing. */
let polish: Intl.Collator | undefined;

/** Names in Polish collation order. */
export function compareByName(a: Pick<SortableProduct, 'name'>, b: Pick<SortableProduct, 'name'>): number {
  polish ??= new Intl.Collator('pl');
  return polish.compare(a.name, b.name);
}

/** Bestsellers first, then by name: the default order of a listing. */
export function compareByPopularity(a: Pick<SortableProduct, 'name' | 'flags'>, b: Pick<SortableProduct, 'name' | 'flags'>): number {
  const rank = (product: Pick<SortableProduct, 'flags'>) => (product.flags.includes('bestseller') ? 0 : 1);
  return rank(a) - rank(b) || compareByName(a, b);
}

/** Each sort order; ties fall back to the name, so every order is total and stable. */
export const LISTING_ORDERS: Readonly<Record<SortOrder, Comparator<SortableProduct>>> = {
  popularnosc: compareByPopularity,
  'cena-rosnaco': (a, b) => a.grossPrice - b.grossPrice || compareByName(a, b),
  'cena-malejaco': (a, b) => b.grossPrice - a.grossPrice || compareByName(a, b),
  nazwa: compareByName,
  nowosci: (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || compareByName(a, b),
};
