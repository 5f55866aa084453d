import { describe, expect, it } from 'vitest';
import { categoryListingHref, emptyFilters, isUnfiltered, parseCategoryFilters, serializeCategoryFilters } from './category-filters.ts';

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
