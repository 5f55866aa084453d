/**
 * The filters a facet benchmark asks a category for: built from the values its own facets offer
 * (a value none of its products has is a 404, issue 36), so any seeded catalogue works. Single
 * values of each group, two values of one group, and groups combined with the availability
 * filter and a sort order, in the canonical spelling the site links to.
 */
import type { CategoryFacets, FacetOption } from '#lib/api-types.ts';
import { type CategoryFilters, emptyFilters, serializeCategoryFilters } from '#lib/category-filters.ts';

/** The values of one group, most products first. */
function mostCommon(options: readonly FacetOption[], count: number): string[] {
  return [...options]
    .sort((a, b) => b.count - a.count)
    .slice(0, count)
    .map((option) => option.value);
}

/**
 * Up to `limit` distinct filter segments (the first is the unfiltered category).
 * @example facetFilterSamples(facets, 16) // ['', 'dostepne', 'producent-merida', …, 'kolor-bialy_producent-merida']
 */
export function facetFilterSamples(facets: CategoryFacets, limit: number): string[] {
  const producers = mostCommon(facets.producers, 3);
  const colors = mostCommon(facets.colors, 2);
  const capacities = mostCommon(facets.capacities, 1);
  const flags = mostCommon(facets.flags, 3);
  const prices = facets.priceRanges.filter((range) => range.count > 0).slice(0, 3);
  const filtersWith = (filters: Partial<CategoryFilters>): CategoryFilters => ({ ...emptyFilters(), ...filters });
  const candidates: CategoryFilters[] = [
    filtersWith({}),
    filtersWith({ availableOnly: true }),
    ...producers.map((producer) => filtersWith({ producers: [producer] })),
    filtersWith({ producers: producers.slice(0, 2) }),
    ...colors.map((color) => filtersWith({ colors: [color] })),
    filtersWith({ colors }),
    ...capacities.map((capacity) => filtersWith({ capacities: [capacity] })),
    ...flags.map((flag) => filtersWith({ flags: [flag] })),
    ...prices.map(({ min, max }) => filtersWith({ price: { min, max } })),
    filtersWith({ producers: producers.slice(0, 1), colors: colors.slice(0, 1) }),
    filtersWith({ producers: producers.slice(0, 1), availableOnly: true, sort: 'cena-rosnaco' }),
    filtersWith({ flags: flags.slice(0, 1), price: prices[0] ? { min: prices[0].min, max: prices[0].max } : null }),
    filtersWith({ colors: colors.slice(0, 1), availableOnly: true, sort: 'nazwa' }),
  ];
  return [...new Set(candidates.map(serializeCategoryFilters))].slice(0, limit);
}
