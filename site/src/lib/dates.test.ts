import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, nextDay, shopDay, shopDayStart } from './dates.ts';

describe('formatDateTime', () => {
  it('shows winter times in CET (UTC+1)', () => {
    expect(formatDateTime('2026-01-15T13:05:00Z')).toBe('15-01-2026 14:05');
  });

  it('shows summer times in CEST (UTC+2)', () => {
    expect(formatDateTime('2026-07-01T21:59:00Z')).toBe('01-07-2026 23:59');
  });

  it('rolls over to the next Warsaw day and uses a 24-hour clock', () => {
    expect(formatDateTime('2026-07-01T22:00:00Z')).toBe('02-07-2026 00:00');
    expect(formatDateTime(new Date('2026-03-29T00:30:00Z'))).toBe('29-03-2026 01:30');
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('29-03-2026 03:30');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDateTime('wczoraj')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('gives the Warsaw calendar day', () => {
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('16-01-2026');
  });
});

describe('shopDayStart and shopDay', () => {
  it('start a Warsaw day at its midnight, in winter and summer and across both clock changes', () => {
    expect(shopDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(shopDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    // 29 March 2026 the clocks go forward at 2:00, 25 October back at 3:00: midnight is before both.
    expect(shopDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(shopDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(shopDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(shopDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });

  test.prop([fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })])(
    'every moment falls in the day shopDay names: after its start, before the next day’s',
    (moment) => {
      const day = shopDay(moment);
      expect(Date.parse(shopDayStart(day))).toBeLessThanOrEqual(moment.getTime());
      expect(Date.parse(shopDayStart(nextDay(day)))).toBeGreaterThan(moment.getTime());
    },
  );
});
