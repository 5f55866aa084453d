import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format.ts';

describe('formatDateTime', () => {
  it('shows DD-MM-YYYY HH:mm in Warsaw time, winter and summer', () => {
    expect(formatDateTime('2026-11-15T12:40:00.000Z')).toBe('15-11-2026 13:40');
    expect(formatDateTime('2026-07-01T06:05:00.000Z')).toBe('01-07-2026 08:05');
  });

  it('uses 00 for midnight, not 24', () => {
    expect(formatDateTime('2026-01-01T23:00:00.000Z')).toBe('02-01-2026 00:00');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDateTime('wczoraj')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('takes the day in Warsaw, which may already be the next one', () => {
    expect(formatDate('2026-11-30T23:30:00.000Z')).toBe('01-12-2026');
    expect(formatDate('2026-11-30T22:59:00.000Z')).toBe('30-11-2026');
  });
});
