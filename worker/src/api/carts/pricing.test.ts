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
  prop.prop([fc.array(line, { maxLength: 200 })])('adds up every line once per rate, highest rate first, VAT from each rate’s net sum', (lines) => {
    const totals = cartTotals(lines);
    expect(totals.priceNetto).toBe(lines.reduce((sum, item) => sum + item.priceNetto, 0));
    expect(totals.vatByRate.map((rate) => rate.vatRate)).toEqual([...new Set(lines.map((item) => item.vatRate))].sort((a, b) => b - a));
    for (const rate of totals.vatByRate) {
      const net = lines.filter((item) => item.vatRate === rate.vatRate).reduce((sum, item) => sum + item.priceNetto, 0);
      expect(rate.priceNetto).toBe(net);
      // Half up, written with BigInt and independently of the code under test.
      expect(BigInt(rate.vat)).toBe((BigInt(net) * BigInt(rate.vatRate) * 2n + 100n) / 200n);
      expect(rate.priceGross).toBe(rate.priceNetto + rate.vat);
    }
    expect(totals.priceGross).toBe(totals.vatByRate.reduce((sum, rate) => sum + rate.priceGross, 0));
  });

  it('taxes the rate’s sum, not each unit: 300 × 15,89 zł at 23 % is 1 096,41 zł of VAT, 9 999 × 0,02 zł is 46,00 zł', () => {
    expect(cartTotals([{ vatRate: 23, ...lineValue({ nettoPrice: 1589, grossPrice: grossFromNet(1589, 23) }, 300) }]).vatByRate).toEqual([
      { vatRate: 23, priceNetto: 476_700, vat: 109_641, priceGross: 586_341 },
    ]);
    expect(cartTotals([{ vatRate: 23, ...lineValue({ nettoPrice: 2, grossPrice: grossFromNet(2, 23) }, 9999) }]).vatByRate).toEqual([
      { vatRate: 23, priceNetto: 19_998, vat: 4_600, priceGross: 24_598 },
    ]);
  });
});
