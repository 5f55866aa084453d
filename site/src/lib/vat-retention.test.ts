import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VAT_LIMITATION_YEARS, vatRetentionEndsOn } from './vat-retention.ts';

const isoDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** The 25th of the month after the issue month: when the invoice's VAT falls due (art. 103 ust. 1). */
function taxDueDate(issueDate: string): Date {
  const [year, month] = issueDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 25));
}

describe('how long an invoice is kept', () => {
  it('to the end of the fifth year after the year its tax fell due, whatever the issue day', () => {
    fc.assert(
      fc.property(isoDay, (issueDate) => {
        const end = vatRetentionEndsOn(issueDate);
        const due = taxDueDate(issueDate);
        expect(end).toBe(`${due.getUTCFullYear() + VAT_LIMITATION_YEARS}-12-31`);
        // Never shorter than five full years after the issue.
        expect(end > `${Number(issueDate.slice(0, 4)) + VAT_LIMITATION_YEARS}-12-30`).toBe(true);
      }),
    );
  });

  it('a December invoice one year longer, its tax falling due in January', () => {
    expect(vatRetentionEndsOn('2026-11-30')).toBe('2031-12-31');
    expect(vatRetentionEndsOn('2026-12-01')).toBe('2032-12-31');
  });
});
