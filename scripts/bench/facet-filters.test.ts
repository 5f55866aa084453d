import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CategoryFacets } from '#lib/api-types.ts';
import { parseCategoryFilters, serializeCategoryFilters } from '#lib/category-filters.ts';
import { PRICE_RANGES } from '#worker/api/categories/listing-facets.ts';
import { facetFilterSamples } from './facet-filters.ts';

const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const options = fc.uniqueArray(fc.record({ value: slug, count: fc.nat(500) }), { selector: (option) => option.value, maxLength: 8 });
const facets = fc
  .record({
    producers: options,
    colors: options,
    capacities: options,
    flags: options,
    priceCounts: fc.array(fc.nat(50), { minLength: 6, maxLength: 6 }),
  })
  .map(
    ({ producers, colors, capacities, flags, priceCounts }): CategoryFacets => ({
      producers: producers.map((option) => ({ ...option, label: option.value, selected: false })),
      colors: colors.map((option) => ({ ...option, label: option.value, selected: false })),
      capacities: capacities.map((option) => ({ ...option, label: option.value, selected: false })),
      flags: flags.map((option) => ({ ...option, label: option.value, selected: false })),
      priceRanges: PRICE_RANGES.map((range, index) => ({ ...range, count: priceCounts[index] ?? 0, selected: false })),
      available: { count: 0, selected: false },
    }),
  );

describe('facetFilterSamples', () => {
  test.prop([facets, fc.integer({ min: 1, max: 30 })])('gives distinct canonical segments of values the facets offer', (given, limit) => {
    const samples = facetFilterSamples(given, limit);
    expect(samples[0]).toBe('');
    expect(samples.length).toBeLessThanOrEqual(limit);
    expect(new Set(samples).size).toBe(samples.length);
    for (const segment of samples.slice(1)) {
      const filters = parseCategoryFilters(segment);
      expect(filters, segment).not.toBeNull();
      if (!filters) continue;
      expect(serializeCategoryFilters(filters)).toBe(segment);
      const offered = (field: 'producers' | 'colors' | 'capacities' | 'flags') => given[field].map((option) => option.value);
      for (const field of ['producers', 'colors', 'capacities', 'flags'] as const) {
        for (const value of filters[field]) expect(offered(field)).toContain(value);
      }
    }
  });

  it('gives a category with values in every group more than 16 samples', () => {
    const option = (value: string, count: number) => ({ value, label: value, count, selected: false });
    const rich: CategoryFacets = {
      producers: [option('merida', 40), option('katrin', 30), option('tork', 20), option('kimberly-clark', 5)],
      colors: [option('bialy', 50), option('czarny', 10)],
      capacities: [option('500-ml', 12)],
      flags: [option('bestsellery', 8), option('nowosci', 4), option('promocje', 2)],
      priceRanges: [
        { min: null, max: 19, count: 10, selected: false },
        { min: 20, max: 49, count: 20, selected: false },
        { min: 50, max: 99, count: 5, selected: false },
      ],
      available: { count: 80, selected: false },
    };
    expect(facetFilterSamples(rich, 100).length).toBeGreaterThan(16);
  });
});
