import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { nextOrderStatuses, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, orderStatusLabel } from './orders.ts';

const status = fc.constantFrom(...ORDER_STATUSES);

describe('nextOrderStatuses', () => {
  it('lets a problem return only to where it came from, or be cancelled', () => {
    expect([...nextOrderStatuses(70, 50)].sort()).toEqual([5, 50]);
    expect([...nextOrderStatuses(70, 37)].sort()).toEqual([37, 5]);
    expect(nextOrderStatuses(70, null)).toEqual([5]);
    // A status a problem cannot come from opens nothing more.
    expect(nextOrderStatuses(70, 60)).toEqual([5]);
  });

  test.prop([status, fc.option(status)])(
    'never leaves a final status, never moves to itself, never goes back to payment due once delivered',
    (current, before) => {
      const next = nextOrderStatuses(current, before);
      if (current === 5 || current === 60) expect(next).toEqual([]);
      expect(next).not.toContain(current);
      if (current !== 70) expect(nextOrderStatuses(current, before)).toEqual(nextOrderStatuses(current));
      expect(next.every((to) => ORDER_STATUSES.includes(to))).toBe(true);
    },
  );

  test.prop([fc.array(status, { maxLength: 12 })])('no walk from a delivered or cancelled order goes anywhere', (steps) => {
    for (const start of [5, 60] as OrderStatus[]) {
      let current = start;
      for (const to of steps) if (nextOrderStatuses(current).includes(to)) current = to;
      expect(current).toBe(start);
    }
  });
});

describe('orderStatusLabel', () => {
  test.prop([status, fc.boolean()])('says Wysłane only for a shipped paid or processing order', (code, isShipped) => {
    const expected = isShipped && (code === 40 || code === 50) ? 'Wysłane' : ORDER_STATUS_LABELS[code];
    expect(orderStatusLabel(code, isShipped)).toBe(expected);
  });
});
