import { describe, expect, it } from 'vitest';
import {
  categoryListingHref,
  countChosenFilters,
  emptyFilters,
  isInPriceRange,
  isUnfiltered,
  parseCategoryFilters,
  serializeCategoryFilters,
  toggleFilterValue,
  withAvailableOnly,
  withoutFilters,
  withPriceRange,
  withSort,
} from './category-filters.ts';

describe('category filter paths', () => {
  it('read every key', () => {
    expect(
      parseCategoryFilters('producent-katrin.merida_kolor-bialy_pojemnosc-5-l_flaga-nowosci_cena-10-50_dostepne_sortuj-cena-rosnaco_strona-2'),
    ).toEqual({
      producers: ['katrin', 'merida'],
      colors: ['bialy'],
      capacities: ['5-l'],
      flags: ['nowosci'],
      price: { min: 10, max: 50 },
      availableOnly: true,
      sort: 'cena-rosnaco',
      page: 2,
    });
    expect(parseCategoryFilters('cena-od-10')?.price).toEqual({ min: 10, max: null });
    expect(parseCategoryFilters('cena-do-50')?.price).toEqual({ min: null, max: 50 });
  });

  it('write one canonical form: keys in order, values sorted, defaults left out', () => {
    const filters = { ...emptyFilters(), colors: ['zolty', 'bialy'], producers: ['merida'], sort: 'nazwa' as const };
    expect(serializeCategoryFilters(filters)).toBe('producent-merida_kolor-bialy.zolty_sortuj-nazwa');
    expect(serializeCategoryFilters(emptyFilters())).toBe('');
    expect(isUnfiltered({ ...emptyFilters(), sort: 'popularnosc', page: 1 })).toBe(true);
  });

  it('round-trip', () => {
    for (const segment of [
      'producent-merida',
      'kolor-bialy.czarny_dostepne',
      'cena-od-5_strona-3',
      'sortuj-nowosci',
      'flaga-bestsellery.nowosci_cena-0-10',
    ]) {
      const parsed = parseCategoryFilters(segment);
      expect(parsed, segment).not.toBeNull();
      if (parsed) expect(serializeCategoryFilters(parsed)).toBe(segment);
    }
  });

  it('give each listing one path: prerendered pages when nothing is filtered', () => {
    const canonical = (segment: string) => {
      const filters = parseCategoryFilters(segment);
      return filters && categoryListingHref('reczniki', filters);
    };
    expect(canonical('producent-merida_kolor-bialy')).toBe('/kategoria/reczniki/producent-merida_kolor-bialy');
    expect(canonical('kolor-bialy_producent-merida')).toBe('/kategoria/reczniki/producent-merida_kolor-bialy');
    expect(canonical('producent-merida.katrin')).toBe('/kategoria/reczniki/producent-katrin.merida');
    expect(canonical('strona-1')).toBe('/kategoria/reczniki');
    expect(canonical('sortuj-popularnosc_strona-3')).toBe('/kategoria/reczniki/p/3');
    expect(canonical('sortuj-nazwa_strona-3')).toBe('/kategoria/reczniki/sortuj-nazwa_strona-3');
  });

  it('refuse unknown keys and malformed values', () => {
    for (const segment of [
      '',
      'p',
      'nieznany-x',
      'producent',
      'producent-',
      'producent-Merida',
      'producent-a..b',
      'producent-a.a',
      'producent-a_producent-b',
      'cena-50-10',
      'cena-abc',
      'cena-99999999-100000000',
      'dostepne-tak',
      'sortuj-losowo',
      'strona-0',
      'strona-01',
      "producent-'or'1'='1",
      'kolor-bialy__dostepne',
      `producent-${Array.from({ length: 21 }, (_, index) => `p${index}`).join('.')}`,
      'x'.repeat(401),
    ]) {
      expect(parseCategoryFilters(segment), segment).toBeNull();
    }
  });
});

describe('changing filters', () => {
  it('adds and removes list values and starts again from page 1', () => {
    const start = { ...emptyFilters(), producers: ['katrin'], page: 3 };
    const added = toggleFilterValue(start, 'producers', 'merida');
    expect(added).toMatchObject({ producers: ['katrin', 'merida'], page: 1 });
    expect(toggleFilterValue(added, 'producers', 'katrin').producers).toEqual(['merida']);
    expect(serializeCategoryFilters(toggleFilterValue(start, 'colors', 'bialy'))).toBe('producent-katrin_kolor-bialy');
  });

  it('sets price, availability and order from page 1, and clears filters keeping the order', () => {
    const start = { ...emptyFilters(), colors: ['bialy'], sort: 'nazwa' as const, page: 2 };
    expect(serializeCategoryFilters(withPriceRange(start, { min: 20, max: 49 }))).toBe('kolor-bialy_cena-20-49_sortuj-nazwa');
    expect(serializeCategoryFilters(withAvailableOnly(start, true))).toBe('kolor-bialy_dostepne_sortuj-nazwa');
    expect(serializeCategoryFilters(withSort(start, 'cena-malejaco'))).toBe('kolor-bialy_sortuj-cena-malejaco');
    expect(categoryListingHref('reczniki', withoutFilters(start))).toBe('/kategoria/reczniki/sortuj-nazwa');
    expect(countChosenFilters({ ...start, producers: ['a', 'b'], price: { min: 1, max: null }, availableOnly: true })).toBe(5);
  });

  it('reads a price range in whole złoty', () => {
    expect(isInPriceRange(2000, { min: 20, max: 49 })).toBe(true);
    expect(isInPriceRange(4999, { min: 20, max: 49 })).toBe(true);
    expect(isInPriceRange(5000, { min: 20, max: 49 })).toBe(false);
    expect(isInPriceRange(1999, { min: 20, max: null })).toBe(false);
    expect(isInPriceRange(1, { min: null, max: 0 })).toBe(true);
  });
});
