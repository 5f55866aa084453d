import { describe, expect, it } from 'vitest';
import { activePromotion, formatContentAmount, lowestPriceBefore, unitPrice } from './pricing.ts';

describe('lowestPriceBefore', () => {
  const history = [
    { netPrice: 2000, validFrom: '2026-07-01T00:00:00.000Z' },
    { netPrice: 1800, validFrom: '2026-10-01T00:00:00.000Z' },
    { netPrice: 2100, validFrom: '2026-10-20T00:00:00.000Z' },
  ];

  it('counts the price in force when the window opens and every change inside it', () => {
    // Promotion from 2026-11-15: the window opens 2026-10-16, when 1800 was in force.
    expect(lowestPriceBefore(history, '2026-11-15T00:00:00.000Z')).toBe(1800);
  });

  it('ignores prices that ended before the window', () => {
    // Window 2026-10-21 to 2026-11-20: only 2100 applied.
    expect(lowestPriceBefore(history, '2026-11-20T00:00:00.000Z')).toBe(2100);
  });

  it('ignores prices that start after the promotion', () => {
    expect(lowestPriceBefore(history, '2026-07-15T00:00:00.000Z')).toBe(2000);
    expect(lowestPriceBefore(history, '2026-06-01T00:00:00.000Z')).toBeNull();
  });

  it('does not depend on the order of the history', () => {
    expect(lowestPriceBefore([...history].reverse(), '2026-11-15T00:00:00.000Z')).toBe(1800);
  });
});

describe('unitPrice', () => {
  it('gives the price per litre or kilogram', () => {
    expect(unitPrice(2460, 500, 'ml')).toEqual({ price: 4920, per: 'l' });
    expect(unitPrice(4999, 5000, 'ml')).toEqual({ price: 1000, per: 'l' });
    expect(unitPrice(12300, 10000, 'g')).toEqual({ price: 1230, per: 'kg' });
  });

  it('rejects a missing content amount', () => {
    expect(() => unitPrice(100, 0, 'ml')).toThrow(RangeError);
  });
});

describe('lowestPriceBefore with earlier promotions', () => {
  const history = [{ netPrice: 2000, validFrom: '2026-07-01T00:00:00.000Z' }];
  const start = '2026-11-15T00:00:00.000Z';

  it('counts an earlier promotion that ran inside the 30 days', () => {
    const earlier = { netPrice: 1500, startsAt: '2026-10-20T00:00:00.000Z', endsAt: '2026-10-27T00:00:00.000Z' };
    expect(lowestPriceBefore(history, start, 30, [earlier])).toBe(1500);
  });

  it('counts a promotion that ended just inside the window', () => {
    const earlier = { netPrice: 1500, startsAt: '2026-10-01T00:00:00.000Z', endsAt: '2026-10-17T00:00:00.000Z' };
    expect(lowestPriceBefore(history, start, 30, [earlier])).toBe(1500);
  });

  it('ignores a promotion that ended before the window opened', () => {
    const earlier = { netPrice: 1500, startsAt: '2026-10-01T00:00:00.000Z', endsAt: '2026-10-15T00:00:00.000Z' };
    expect(lowestPriceBefore(history, start, 30, [earlier])).toBe(2000);
  });

  it('ignores the promotion being judged and later ones', () => {
    const current = { netPrice: 1200, startsAt: start, endsAt: '2026-12-01T00:00:00.000Z' };
    expect(lowestPriceBefore(history, start, 30, [current])).toBe(2000);
  });
});

describe('activePromotion', () => {
  const promotions = [
    { netPrice: 1500, startsAt: '2026-10-01T00:00:00.000Z', endsAt: '2026-10-10T00:00:00.000Z' },
    { netPrice: 1400, startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-11-30T00:00:00.000Z' },
    { netPrice: 1300, startsAt: '2026-11-10T00:00:00.000Z', endsAt: '2026-11-20T00:00:00.000Z' },
  ];

  it('finds the promotion running at a moment, the latest started when they overlap', () => {
    expect(activePromotion(promotions, '2026-10-05T00:00:00.000Z')?.netPrice).toBe(1500);
    expect(activePromotion(promotions, '2026-11-05T00:00:00.000Z')?.netPrice).toBe(1400);
    expect(activePromotion(promotions, '2026-11-15T00:00:00.000Z')?.netPrice).toBe(1300);
  });

  it('excludes the end moment and finds nothing between promotions', () => {
    expect(activePromotion(promotions, '2026-10-10T00:00:00.000Z')).toBeNull();
    expect(activePromotion([], '2026-10-05T00:00:00.000Z')).toBeNull();
  });
});

describe('formatContentAmount', () => {
  it('writes litres and kilograms from 1000 up, with a decimal comma', () => {
    expect(formatContentAmount(500, 'ml')).toBe('500 ml');
    expect(formatContentAmount(1000, 'ml')).toBe('1 l');
    expect(formatContentAmount(1200, 'ml')).toBe('1,2 l');
    expect(formatContentAmount(10_000, 'g')).toBe('10 kg');
    expect(formatContentAmount(750, 'g')).toBe('750 g');
  });
});
