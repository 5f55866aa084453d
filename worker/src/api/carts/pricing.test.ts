import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { grossFromNet } from '#lib/money.ts';
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';
import { cartTotals, lineValue } from './pricing.ts';

const line = fc
  .record({
    vatRate: fc.constantFrom(0, 5, 8, 23),
    net: fc.integer({ min: 1, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: MAX_PRODUCT_QUANTITY }),
  })
  .map(({ vatRate, net, quantity }) => ({ vatRate, ...lineValue({ nettoPrice: net, grossPrice: grossFromNet(net, vatRate) }, quantity) }));

describe('cartTotals', () => {
  prop.prop([fc.array(line, { maxLength: 200 })])('adds up every line, once per rate, highest rate first, in whole grosze', (lines) => {
    const totals = cartTotals(lines);
    expect(totals.priceNetto).toBe(lines.reduce((sum, item) => sum + item.priceNetto, 0));
    expect(totals.priceGross).toBe(lines.reduce((sum, item) => sum + item.priceGross, 0));
    expect(totals.vatByRate.map((rate) => rate.vatRate)).toEqual([...new Set(lines.map((item) => item.vatRate))].sort((a, b) => b - a));
    for (const rate of totals.vatByRate) {
      expect(rate.vat).toBe(rate.priceGross - rate.priceNetto);
      expect(Number.isSafeInteger(rate.priceGross)).toBe(true);
    }
  });

  it('rounds per unit, as DESIGN.md says: 3 × 0,01 zł at 23% is 3 × 0,01 zł gross', () => {
    expect(cartTotals([{ vatRate: 23, ...lineValue({ nettoPrice: 1, grossPrice: grossFromNet(1, 23) }, 3) }])).toEqual({
      priceNetto: 3,
      vatByRate: [{ vatRate: 23, priceNetto: 3, vat: 0, priceGross: 3 }],
      priceGross: 3,
    });
  });
});
