import { describe, expect, it } from 'vitest';
import { emptyFilters, parseCategoryFilters } from '#lib/category-filters.ts';
import { buildListing, type FlagDefinition, type ListingRow, pageOf, unknownFilterValue } from './listing-facets.ts';

const flags: FlagDefinition[] = [
  { code: 'new', slug: 'nowosci', name: 'Nowości' },
  { code: 'bestseller', slug: 'bestsellery', name: 'Bestsellery' },
];

let nextId = 1;
function row(name: string, fields: Partial<ListingRow>): ListingRow {
  return {
    id: nextId++,
    name,
    producer: 'Merida',
    color: null,
    content: null,
    grossPrice: 1000,
    isAvailable: true,
    flags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

const rows: ListingRow[] = [
  row('Płyn A', { producer: 'Merida', color: 'biały', content: { amount: 5000, unit: 'ml' }, grossPrice: 4999, flags: ['bestseller'] }),
  row('Płyn B', { producer: 'Merida', color: 'żółty', content: { amount: 500, unit: 'ml' }, grossPrice: 1250, isAvailable: false }),
  row('Płyn C', { producer: 'Kiehl', color: 'biały', content: { amount: 1000, unit: 'ml' }, grossPrice: 2000, flags: ['new'] }),
  row('Płyn D', { producer: 'Vileda Professional', color: 'żółty', content: { amount: 1000, unit: 'g' }, grossPrice: 60000 }),
];

function listing(segment: string) {
  const filters = segment === '' ? emptyFilters() : parseCategoryFilters(segment);
  if (!filters) throw new Error(`bad segment ${segment}`);
  return buildListing(rows, filters, flags);
}

const names = (segment: string) => listing(segment).products.map((product) => product.name);

describe('buildListing', () => {
  it('offers every value of the category with slugs and labels, counted', () => {
    const { facets } = listing('');
    expect(facets.producers).toEqual([
      { value: 'kiehl', label: 'Kiehl', count: 1, selected: false },
      { value: 'merida', label: 'Merida', count: 2, selected: false },
      { value: 'vileda-professional', label: 'Vileda Professional', count: 1, selected: false },
    ]);
    expect(facets.colors.map((option) => [option.value, option.label, option.count])).toEqual([
      ['bialy', 'biały', 2],
      ['zolty', 'żółty', 2],
    ]);
    expect(facets.capacities.map((option) => option.value)).toEqual(['1-kg', '500-ml', '1-l', '5-l']);
    expect(facets.flags.map((option) => [option.value, option.count])).toEqual([
      ['nowosci', 1],
      ['bestsellery', 1],
    ]);
    expect(facets.available).toEqual({ count: 3, selected: false });
    expect(facets.priceRanges.map((range) => [range.min, range.max, range.count])).toEqual([
      [null, 19, 1],
      [20, 49, 2],
      [500, null, 1],
    ]);
  });

  it('adds up values of one filter and combines filters', () => {
    expect(names('producent-merida')).toEqual(['Płyn A', 'Płyn B']);
    expect(names('producent-kiehl.merida')).toEqual(['Płyn A', 'Płyn B', 'Płyn C']);
    expect(names('producent-kiehl.merida_kolor-bialy')).toEqual(['Płyn A', 'Płyn C']);
    expect(names('kolor-zolty_dostepne')).toEqual(['Płyn D']);
    expect(names('cena-20-49')).toEqual(['Płyn A', 'Płyn C']);
    expect(names('flaga-nowosci.bestsellery')).toEqual(['Płyn A', 'Płyn C']);
    expect(names('pojemnosc-1-l.5-l')).toEqual(['Płyn A', 'Płyn C']);
  });

  it('counts each value as if it were added to the other groups', () => {
    const { facets } = listing('producent-merida_kolor-bialy');
    // Producers are counted under the colour filter only; colours under the producer filter only.
    expect(facets.producers.map((option) => [option.value, option.count, option.selected])).toEqual([
      ['kiehl', 1, false],
      ['merida', 1, true],
      ['vileda-professional', 0, false],
    ]);
    expect(facets.colors.map((option) => [option.value, option.count, option.selected])).toEqual([
      ['bialy', 1, true],
      ['zolty', 1, false],
    ]);
    expect(facets.available.count).toBe(1);
  });

  it('offers a custom price range from the address beside the fixed ones', () => {
    const { facets } = listing('cena-10-30');
    expect(facets.priceRanges.at(-1)).toEqual({ min: 10, max: 30, count: 2, selected: true });
  });

  it('sorts the chosen products by the chosen order', () => {
    expect(names('sortuj-cena-malejaco')).toEqual(['Płyn D', 'Płyn A', 'Płyn C', 'Płyn B']);
    expect(names('')).toEqual(['Płyn A', 'Płyn B', 'Płyn C', 'Płyn D']);
  });
});

describe('unknownFilterValue', () => {
  const unknownIn = (segment: string) => unknownFilterValue(rows, parseCategoryFilters(segment) ?? emptyFilters(), flags);

  it('knows every value the category’s facets offer', () => {
    const { facets } = listing('');
    expect(unknownIn('')).toBeNull();
    for (const [key, field] of [
      ['producent', 'producers'],
      ['kolor', 'colors'],
      ['pojemnosc', 'capacities'],
      ['flaga', 'flags'],
    ] as const) {
      expect(unknownIn(`${key}-${facets[field].map((option) => option.value).join('.')}`), key).toBeNull();
    }
    expect(unknownIn('producent-kiehl_kolor-zolty_cena-od-999_dostepne_sortuj-nazwa_strona-9')).toBeNull();
  });

  it('finds a value no product of the category has, alone or beside known ones', () => {
    expect(unknownIn('kolor-fioletowy')).toEqual({ field: 'colors', value: 'fioletowy' });
    expect(unknownIn('producent-merida.nieznany')).toEqual({ field: 'producers', value: 'nieznany' });
    expect(unknownIn('producent-merida_pojemnosc-2-l')).toEqual({ field: 'capacities', value: '2-l' });
    // A flag the shop has, which no product of the category carries (Płyn C's "new" left out), is none of this category's.
    expect(unknownFilterValue(rows.slice(0, 2), parseCategoryFilters('flaga-nowosci') ?? emptyFilters(), flags)).toEqual({
      field: 'flags',
      value: 'nowosci',
    });
  });
});

describe('pageOf', () => {
  it('cuts one page and counts pages, at least one', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], pageCount: 3 });
    expect(pageOf([], 1, 24)).toEqual({ items: [], pageCount: 1 });
    expect(pageOf([1], 5, 24).items).toEqual([]);
  });
});
