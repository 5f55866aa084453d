import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { LineSupply } from '@/lib/cart/line-supply.ts';
import { describeLineSupply } from './line-supply-note.tsx';

describe('describeLineSupply (issue 36 item 1)', () => {
  it.each<[LineSupply, number, string, string | null]>([
    [{ source: 'stock' }, 5, 'szt.', null],
    [{ source: 'short', orderable: 141 }, 500, 'szt.', 'W magazynie jest tylko 141 szt. i tyle najwięcej można zamówić.'],
    [{ source: 'short', orderable: 0 }, 2, 'szt.', 'Produkt jest teraz niedostępny.'],
    [{ source: 'unavailable' }, 2, 'szt.', 'Produkt jest teraz niedostępny.'],
    [
      { source: 'supplier', inStock: 141, deliveryDays: 5 },
      500,
      'szt.',
      'W magazynie jest tylko 141 szt., więc całe 500 szt. zamówimy u dostawcy: wysyłka do 5 dni.',
    ],
    [{ source: 'supplier', inStock: 0, deliveryDays: 1 }, 3, 'rolka', 'Brak w magazynie: 3 rolki zamówimy u dostawcy, wysyłka do 1 dnia.'],
    [{ source: 'supplier', inStock: 2, deliveryDays: null }, 12, 'op.', 'W magazynie jest tylko 2 op., więc całe 12 op. zamówimy u dostawcy.'],
    [{ source: 'supplier', inStock: 0, deliveryDays: null }, 12, 'op.', 'Brak w magazynie: 12 op. zamówimy u dostawcy.'],
  ])('%j of %d %s', (supply, quantity, unit, text) => {
    expect(describeLineSupply(supply, quantity, unit)).toBe(text);
  });

  const supply = fc.oneof(
    fc.constant<LineSupply>({ source: 'stock' }),
    fc.constant<LineSupply>({ source: 'unavailable' }),
    fc.integer({ min: 0, max: 9998 }).map((orderable): LineSupply => ({ source: 'short', orderable })),
    fc
      .record({ inStock: fc.integer({ min: 0, max: 9998 }), deliveryDays: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }) })
      .map((parts): LineSupply => ({ source: 'supplier', ...parts })),
  );

  test.prop([supply, fc.integer({ min: 1, max: 9999 })])(
    'says something exactly when stock does not cover the line, naming its numbers',
    (given, quantity) => {
      const text = describeLineSupply(given, quantity, 'szt.');
      expect(text === null).toBe(given.source === 'stock');
      if (given.source === 'short' && given.orderable > 0) expect(text).toContain(`${given.orderable} szt.`);
      if (given.source === 'supplier') {
        expect(text).toContain(`${quantity} szt.`);
        if (given.inStock > 0) expect(text).toContain(`${given.inStock} szt.`);
        if (given.deliveryDays !== null) expect(text).toMatch(new RegExp(`do ${given.deliveryDays} (dni|dnia)\\.$`));
      }
    },
  );
});
