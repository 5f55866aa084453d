import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { documentTotals, splitDelivery, totalsWithDelivery, vatOf } from './vat-totals.ts';

const RATES = [0, 5, 8, 23] as const;
const netLine = fc.record({ vatRate: fc.constantFrom(...RATES), net: fc.integer({ min: 0, max: 99_999_999 }) });
/** round(net × rate / 100) half up, away from zero for a negative net: exact, in BigInt. */
const expectedVat = (net: number, rate: number) => {
  const size = (BigInt(Math.abs(net)) * BigInt(rate) * 2n + 100n) / 200n;
  return Number(net < 0 ? -size : size);
};

describe('VAT on the document (art. 106e ust. 1 pkt 13–14)', () => {
  it('gives the figures the issue measured', () => {
    expect(vatOf(157_272, 23)).toBe(36_173);
    expect(vatOf(6_996, 23)).toBe(1_609);
    expect(vatOf(300 * 1_589, 23)).toBe(109_641);
    expect(vatOf(9_999 * 2, 23)).toBe(4_600);
  });

  test.prop([fc.array(netLine, { maxLength: 60 })])(
    'per rate: VAT = round(Σ net × rate), gross = net + VAT; the document sums its rates',
    (lines) => {
      const totals = documentTotals(lines);
      expect(totals.byRate.map((rate) => rate.vatRate)).toEqual([...new Set(lines.map((line) => line.vatRate))].sort((a, b) => b - a));
      for (const rate of totals.byRate) {
        const net = lines.filter((line) => line.vatRate === rate.vatRate).reduce((sum, line) => sum + line.net, 0);
        expect(rate).toEqual({ vatRate: rate.vatRate, net, vat: expectedVat(net, rate.vatRate), gross: net + expectedVat(net, rate.vatRate) });
      }
      expect(totals.gross).toBe(totals.net + totals.vat);
      expect(totals.net).toBe(lines.reduce((sum, line) => sum + line.net, 0));
    },
  );

  test.prop([fc.array(netLine, { maxLength: 30 })])('a correction to zero has exactly the opposite totals', (lines) => {
    const before = documentTotals(lines);
    const after = documentTotals(lines.map((line) => ({ ...line, net: -line.net })));
    expect(after.byRate).toEqual(
      before.byRate.map((rate) => ({ vatRate: rate.vatRate, net: -rate.net || 0, vat: -rate.vat || 0, gross: -rate.gross || 0 })),
    );
  });
});

describe('delivery at the goods’ rates (art. 29a ust. 6 pkt 2)', () => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.array(netLine, { maxLength: 20 })])(
    'splits to the grosz in proportion to the goods’ net at each rate, each part within a grosz of its exact share',
    (deliveryNet, goods) => {
      const parts = splitDelivery(deliveryNet, goods, 23);
      expect(parts.reduce((sum, part) => sum + part.net, 0)).toBe(deliveryNet);
      const goodsNet = goods.reduce((sum, line) => sum + line.net, 0);
      if (deliveryNet > 0 && goodsNet === 0) expect(parts).toEqual([{ vatRate: 23, net: deliveryNet }]);
      if (goodsNet === 0) return;
      for (const part of parts) {
        const atRate = goods.filter((line) => line.vatRate === part.vatRate).reduce((sum, line) => sum + line.net, 0);
        // |part × goodsNet − delivery × atRate| < goodsNet: less than one grosz from the exact share.
        expect(Math.abs(part.net * goodsNet - deliveryNet * atRate)).toBeLessThan(goodsNet);
      }
    },
  );

  it('takes 8 % beside toilet paper at 8 %, and splits beside two rates', () => {
    expect(splitDelivery(1_500, [{ vatRate: 8, net: 10_000 }], 23)).toEqual([{ vatRate: 8, net: 1_500 }]);
    expect(
      splitDelivery(
        1_000,
        [
          { vatRate: 23, net: 100 },
          { vatRate: 8, net: 200 },
        ],
        23,
      ),
    ).toEqual([
      { vatRate: 23, net: 333 },
      { vatRate: 8, net: 667 },
    ]);
  });

  test.prop([fc.array(netLine, { maxLength: 20 }), fc.integer({ min: 0, max: 100_000 })])(
    'goods and the delivery’s share add up to the total, to the grosz',
    (goods, deliveryNet) => {
      const { totals, delivery } = totalsWithDelivery(goods, deliveryNet, 23);
      expect(documentTotals(goods).gross + delivery.gross).toBe(totals.gross);
      expect(totals.net).toBe(documentTotals(goods).net + deliveryNet);
    },
  );
});
