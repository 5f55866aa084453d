import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

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
