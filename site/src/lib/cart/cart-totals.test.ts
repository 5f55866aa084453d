import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../money.ts';
import { deliveryNotice, totalsRows } from './cart-totals.ts';

describe('totalsRows', () => {
  it('lists net, VAT per rate in the API order, then gross', () => {
    const totals = {
      priceNetto: 15_000,
      vatByRate: [
        { vatRate: 23, priceNetto: 10_000, vat: 2300, priceGross: 12_300 },
        { vatRate: 8, priceNetto: 5000, vat: 400, priceGross: 5400 },
      ],
      priceGross: 17_700,
    };
    const rows = totalsRows(totals);
    expect(rows).toEqual([
      { kind: 'net', amount: 15_000 },
      { kind: 'vat', rate: 23, amount: 2300 },
      { kind: 'vat', rate: 8, amount: 400 },
      { kind: 'gross', amount: 17_700 },
    ]);
    // formatPrice joins with non-breaking spaces (a price never wraps).
    expect(rows.map((row) => formatPrice(row.amount).replace(/\s/g, ' '))).toEqual(['150,00 zł', '23,00 zł', '4,00 zł', '177,00 zł']);
  });

  it('has net and gross only for an empty cart', () => {
    expect(totalsRows({ priceNetto: 0, vatByRate: [], priceGross: 0 })).toEqual([
      { kind: 'net', amount: 0 },
      { kind: 'gross', amount: 0 },
    ]);
  });
});

describe('deliveryNotice', () => {
  it('says nothing without a threshold or for an empty cart', () => {
    expect(deliveryNotice(10_000, null)).toBeNull();
    expect(deliveryNotice(0, 50_000)).toBeNull();
  });

  it('says how much is missing, or that the threshold is reached', () => {
    expect(deliveryNotice(42_000, 50_000)).toEqual({ kind: 'missing', amount: 8000 });
    expect(deliveryNotice(50_000, 50_000)).toEqual({ kind: 'reached' });
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 })])(
    'the missing amount tops the cart up exactly to the threshold',
    (total, threshold) => {
      const notice = deliveryNotice(total, threshold);
      if (notice?.kind === 'missing') expect(total + notice.amount).toBe(threshold);
      else expect(total).toBeGreaterThanOrEqual(threshold);
    },
  );
});
