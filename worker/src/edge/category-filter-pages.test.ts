/**
 * Category filter pages (`/kategoria/{slug}/{filters}`, issue 36) against the real facets of the
 * seeded catalogue: every filter path built from values a category's products have is the filter
 * page (200), with whatever it lists, even nothing; one that names a value none of them has, or a
 * filter the shop does not know, is the 404 page with status 404, as any unknown address.
 */
import { SELF } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CategoryFacetsResponse } from '#lib/api-types.ts';
import {
  type CategoryFilters,
  categoryListingHref,
  FILTER_KEYS,
  type FilterListField,
  SORT_ORDERS,
  serializeCategoryFilters,
} from '#lib/category-filters.ts';
import { payloadRequest, request } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';

/** Next puts the not-found boundary's text into every page's payload: the title tells the 404 page. */
const NOT_FOUND_TITLE = '<title>Błąd 404 - nie znaleziono</title>';
const LIST_FIELDS = Object.values(FILTER_KEYS);
/** Every key a filter segment may hold (category-filters.ts). */
const KNOWN_KEYS = [...Object.keys(FILTER_KEYS), 'cena', 'dostepne', 'sortuj', 'strona'];

interface KnownFacets {
  slug: string;
  values: Record<FilterListField, string[]>;
}

/** The values each filter of a category offers, as its facets call answers them. */
async function facetsOf(slug: string): Promise<KnownFacets & { total: number }> {
  const response = await SELF.fetch(`http://shop.test/api/public/v1/categories/slug/${slug}/facets`);
  expect(response.status, slug).toBe(200);
  const { facets, total }: CategoryFacetsResponse = await response.json();
  const values = Object.fromEntries(LIST_FIELDS.map((field) => [field, facets[field].map((option) => option.value)]));
  return { slug, total, values: values as KnownFacets['values'] };
}

const categories = (await Promise.all(testCatalogue.categories.map((category) => facetsOf(category.slug)))).filter((category) => category.total > 0);

/** Filters of one category made only of values its products have, with a price, availability, order and page. */
function knownFilters(category: KnownFacets): fc.Arbitrary<CategoryFilters> {
  const price = fc
    .tuple(fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }), fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }))
    .filter(([min, max]) => (min !== null || max !== null) && (min === null || max === null || min <= max))
    .map(([min, max]) => ({ min, max }));
  const some = (values: string[], most: number) => fc.subarray(values, { maxLength: Math.min(most, values.length) });
  return fc.record({
    producers: some(category.values.producers, 3),
    colors: some(category.values.colors, 2),
    capacities: some(category.values.capacities, 2),
    flags: some(category.values.flags, 2),
    price: fc.option(price, { nil: null }),
    availableOnly: fc.boolean(),
    sort: fc.constantFrom(...SORT_ORDERS),
    page: fc.integer({ min: 1, max: 2 }),
  });
}

/** A filter path of a category with filters of known values only; never the prerendered category page. */
const knownPath = fc
  .constantFrom(...categories)
  .chain((category) => knownFilters(category).map((filters) => ({ category, filters })))
  .filter(({ filters }) => serializeCategoryFilters({ ...filters, page: 1 }) !== '')
  .map(({ category, filters }) => categoryListingHref(category.slug, filters));

/** A slug as filter values are written, up to 30 characters. */
const slugText = fc.stringMatching(/^[a-z0-9]{1,12}(?:-[a-z0-9]{1,8}){0,2}$/);

/** A filter path with a value none of the category's products has, beside any known ones. */
const unknownValuePath = fc
  .constantFrom(...categories)
  .chain((category) =>
    fc.record({
      category: fc.constant(category),
      filters: knownFilters(category),
      field: fc.constantFrom(...LIST_FIELDS),
      value: slugText,
    }),
  )
  .filter(({ category, field, value }) => !category.values[field].includes(value))
  .map(({ category, filters, field, value }) => categoryListingHref(category.slug, { ...filters, [field]: [...filters[field], value] }));

/** A filter path with a filter the shop does not have, beside known ones. */
const unknownFilterPath = fc
  .constantFrom(...categories)
  .chain((category) => fc.record({ category: fc.constant(category), filters: knownFilters(category), key: slugText, value: slugText }))
  .filter(({ key }) => !KNOWN_KEYS.includes(key.split('-')[0] ?? ''))
  .map(
    ({ category, filters, key, value }) =>
      `/kategoria/${category.slug}/${[serializeCategoryFilters(filters), `${key}-${value}`].filter(Boolean).join('_')}`,
  );

async function expectNotFoundPage(path: string): Promise<void> {
  const response = await request(path);
  expect(response.status, path).toBe(404);
  expect(await response.text(), path).toContain(NOT_FOUND_TITLE);
  const payload = await payloadRequest(path);
  expect(payload.status, `${path}.txt`).toBe(404);
  await payload.body?.cancel();
}

describe('category filter pages', () => {
  it('has categories with values to filter by', () => {
    expect(categories.length).toBeGreaterThan(3);
    expect(categories.some((category) => category.values.colors.length > 1)).toBe(true);
  });

  prop.prop([knownPath], { numRuns: 25 })('built of values the category’s products have, are the filter page', async (path) => {
    const response = await request(path);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).not.toContain(NOT_FOUND_TITLE);
    const payload = await payloadRequest(path);
    expect(payload.status, `${path}.txt`).toBe(200);
    await payload.body?.cancel();
  });

  prop.prop([unknownValuePath], { numRuns: 25 })('naming a value none of the category’s products has, are the 404 page', expectNotFoundPage);

  prop.prop([unknownFilterPath], { numRuns: 15 })('naming a filter the shop does not have, are the 404 page', expectNotFoundPage);

  it('the shopper’s example: no soap is violet', async () => {
    const soaps = categories.find((category) => category.slug === 'mydla-i-dezynfekcja');
    expect(soaps?.values.colors).not.toContain('fioletowy');
    await expectNotFoundPage('/kategoria/mydla-i-dezynfekcja/kolor-fioletowy');
  });
});
