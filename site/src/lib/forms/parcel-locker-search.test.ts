import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cityForSearch, formatLockerDistance, LOCKER_SEARCH_PATTERN, lockerSearchField, lockerSearchOf } from './parcel-locker-search.ts';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (count: number) => fc.array(digit, { minLength: count, maxLength: count }).map((list) => list.join(''));
const POLISH_LETTERS = [...'aąbcćdeęfghijklłmnńoóprsśtuwyzźżAĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ'];
const word = fc.array(fc.constantFrom(...POLISH_LETTERS), { minLength: 2, maxLength: 12 }).map((letters) => letters.join(''));

describe('what the parcel locker search takes', () => {
  test.prop([digits(2), digits(3), fc.boolean(), fc.constantFrom('', ' ', '  ')])(
    'every postcode, with or without its hyphen and around spaces, is that postcode',
    (head, tail, hasHyphen, space) => {
      expect(lockerSearchOf(`${space}${head}${hasHyphen ? '-' : ''}${tail}${space}`)).toEqual({ postcode: `${head}-${tail}` });
    },
  );

  test.prop([fc.string({ minLength: 1, maxLength: 30 }).filter((text) => /\d/.test(text) && !/^\s*\d{2}-?\d{3}\s*$/.test(text))])(
    'any other text with a digit is a malformed postcode, said in Polish',
    (text) => {
      expect(lockerSearchOf(text)).toEqual({ error: 'Kod pocztowy ma postać 00-000, np. 31-042.' });
    },
  );

  test.prop([fc.array(word, { minLength: 1, maxLength: 4 }), fc.constantFrom(' ', '-')])(
    'a name of Polish words is a town, each word capitalised, and so is its lowercase and uppercase spelling',
    (words, separator) => {
      const name = words.join(separator);
      const found = lockerSearchOf(name);
      expect(found).toEqual({ city: cityForSearch(name) });
      expect(lockerSearchOf(name.toLocaleUpperCase('pl'))).toEqual(found);
      expect(lockerSearchOf(name.toLocaleLowerCase('pl'))).toEqual(found);
    },
  );

  test.prop([fc.string({ maxLength: 80 })])('every text is either a search the document’s pattern allows or one Polish message', (text) => {
    const found = lockerSearchOf(text);
    if ('error' in found) {
      expect(found.error).toMatch(/^(Wpisz|Kod pocztowy|Nazwa miejscowości)/);
      expect(lockerSearchField.safeParse(text).success).toBe(false);
    } else {
      expect(text.trim()).toMatch(new RegExp(LOCKER_SEARCH_PATTERN));
      expect(lockerSearchField.parse(text)).toEqual(found);
    }
  });

  it('writes towns as InPost lists them', () => {
    expect(cityForSearch('KRAKÓW')).toBe('Kraków');
    expect(cityForSearch('  bielsko-biała ')).toBe('Bielsko-Biała');
    expect(cityForSearch('nowe   miasto nad pilicą')).toBe('Nowe Miasto nad Pilicą');
    expect(cityForSearch('kędzierzyn-koźle')).toBe('Kędzierzyn-Koźle');
  });

  it.each([
    ['', 'Wpisz kod pocztowy albo miejscowość.'],
    ['   ', 'Wpisz kod pocztowy albo miejscowość.'],
    ['31-04', 'Kod pocztowy ma postać 00-000, np. 31-042.'],
    ['31 042', 'Kod pocztowy ma postać 00-000, np. 31-042.'],
    ['K', 'Nazwa miejscowości może zawierać tylko litery, spacje i myślniki, np. Bielsko-Biała.'],
    ['Kraków; DROP TABLE', 'Nazwa miejscowości może zawierać tylko litery, spacje i myślniki, np. Bielsko-Biała.'],
    ['<script>', 'Nazwa miejscowości może zawierać tylko litery, spacje i myślniki, np. Bielsko-Biała.'],
    ['a'.repeat(61), 'Wpisz najwyżej 60 znaków: kod pocztowy albo nazwę miejscowości.'],
  ])('refuses %j: %s', (text, message) => {
    expect(lockerSearchOf(text)).toEqual({ error: message });
  });

  it('shows a distance in metres below a kilometre, else in kilometres with a Polish decimal comma', () => {
    expect(formatLockerDistance(0)).toBe('0 m');
    expect(formatLockerDistance(617)).toBe('617 m');
    expect(formatLockerDistance(999)).toBe('999 m');
    expect(formatLockerDistance(1000)).toBe('1 km');
    expect(formatLockerDistance(1218)).toBe('1,2 km');
    expect(formatLockerDistance(19_960)).toBe('20 km');
  });
});
