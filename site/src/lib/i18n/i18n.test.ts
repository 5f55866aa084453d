import { describe, expect, it } from 'vitest';
import { type MessageKey, t, tCount, tQuantity } from './index.ts';

describe('t', () => {
  it('returns Polish texts with parameters filled in', () => {
    expect(t('Product.Vat', { rate: 23 })).toBe('VAT 23%');
    expect(t('Error.Title.404')).toBe('Błąd 404 - nie znaleziono');
    expect(t('Table.Showing', { from: 1, to: 10, count: 57 })).toBe('Pokazano od 1 do 10 z 57 rekordów');
  });

  it('has the exact error titles of spec §2', () => {
    expect(t('Error.Title.403')).toBe('Błąd 403 - brak dostępu');
    expect(t('Error.Title.500')).toBe('Błąd 500 - wewnętrzny błąd serwera');
    expect(t('Error.Title.503')).toBe('Błąd 503 - usługa niedostępna');
  });

  it('throws on a key with no text', () => {
    expect(() => t('Nope.Missing' as MessageKey)).toThrow(/Missing text/);
  });
});

describe('tCount', () => {
  it('puts the Polish plural form after the count', () => {
    expect([1, 2, 5, 12, 22, 0].map((count) => tCount(count, 'Product'))).toEqual([
      '1 produkt',
      '2 produkty',
      '5 produktów',
      '12 produktów',
      '22 produkty',
      '0 produktów',
    ]);
  });
});

describe('tQuantity', () => {
  it('declines whole-noun units and keeps abbreviations', () => {
    expect(tQuantity(1, 'rolka')).toBe('1 rolka');
    expect(tQuantity(3, 'rolka')).toBe('3 rolki');
    expect(tQuantity(337, 'rolka')).toBe('337 rolek');
    expect(tQuantity(22, 'karton')).toBe('22 kartony');
    expect(tQuantity(12, 'szt.')).toBe('12 szt.');
  });
});
