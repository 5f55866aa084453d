import { describe, expect, it } from 'vitest';
import { LISTING_ORDERS, type SortableProduct } from './listing-order.ts';

const product = (name: string, grossPrice: number, createdAt: string, flags: string[] = []): SortableProduct => ({
  name,
  grossPrice,
  createdAt,
  flags,
});

const products = [
  product('Środek do podłóg', 1500, '2026-01-03T00:00:00.000Z'),
  product('Szczotka', 900, '2026-01-01T00:00:00.000Z', ['bestseller']),
  product('Łopatka', 2500, '2026-01-02T00:00:00.000Z'),
  product('Tuba', 900, '2026-01-04T00:00:00.000Z'),
  product('Lustro', 4000, '2026-01-02T00:00:00.000Z', ['new']),
];

const namesIn = (order: keyof typeof LISTING_ORDERS) => [...products].sort(LISTING_ORDERS[order]).map((item) => item.name);

describe('listing orders', () => {
  it('sorts names by Polish collation: Ł after L, Ś after S', () => {
    expect(namesIn('nazwa')).toEqual(['Lustro', 'Łopatka', 'Szczotka', 'Środek do podłóg', 'Tuba']);
  });

  it('puts bestsellers first by popularity', () => {
    expect(namesIn('popularnosc')).toEqual(['Szczotka', 'Lustro', 'Łopatka', 'Środek do podłóg', 'Tuba']);
  });

  it('orders by gross price both ways, equal prices by name', () => {
    expect(namesIn('cena-rosnaco')).toEqual(['Szczotka', 'Tuba', 'Środek do podłóg', 'Łopatka', 'Lustro']);
    expect(namesIn('cena-malejaco')).toEqual(['Lustro', 'Łopatka', 'Środek do podłóg', 'Szczotka', 'Tuba']);
  });

  it('puts the newest first, equal dates by name', () => {
    expect(namesIn('nowosci')).toEqual(['Tuba', 'Środek do podłóg', 'Lustro', 'Łopatka', 'Szczotka']);
  });
});
