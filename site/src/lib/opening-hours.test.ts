import { describe, expect, it } from 'vitest';
import { formatDays, formatHours } from './opening-hours.ts';

describe('formatDays', () => {
  it('writes three or more consecutive days as a range', () => {
    expect(formatDays(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('pon.–pt.');
    expect(formatDays(['Friday', 'Saturday', 'Sunday'])).toBe('pt.–niedz.');
  });

  it('lists single days and pairs one by one, in week order', () => {
    expect(formatDays(['Saturday'])).toBe('sob.');
    expect(formatDays(['Sunday', 'Saturday'])).toBe('sob., niedz.');
    expect(formatDays(['Monday', 'Wednesday', 'Thursday', 'Friday'])).toBe('pon., śr.–pt.');
  });
});

describe('formatHours', () => {
  it('drops the leading zero of the hour, as Polish signs do', () => {
    expect(formatHours({ opens: '07:00', closes: '15:30' })).toBe('7:00–15:30');
    expect(formatHours({ opens: '10:00', closes: '22:00' })).toBe('10:00–22:00');
  });
});
