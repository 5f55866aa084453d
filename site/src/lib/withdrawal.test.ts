import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopDay } from './dates.ts';
import { addDays, isBusinessDay } from './polish-calendar.ts';
import { WITHDRAWAL_DAYS, withdrawalDeadline, withdrawalStatementText, withdrawalStateOf } from './withdrawal.ts';

const moment = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true });

describe('the withdrawal period (art. 27–28 of the consumer rights act, art. 111 and 115 of the Civil Code)', () => {
  it('ends on the 14th day after the delivery day, or the first business day after it, never earlier or later', () => {
    fc.assert(
      fc.property(moment, (delivered) => {
        const deadline = withdrawalDeadline(delivered);
        const fourteenth = addDays(shopDay(delivered), WITHDRAWAL_DAYS);
        expect(deadline >= fourteenth).toBe(true);
        expect(isBusinessDay(deadline)).toBe(true);
        for (let day = fourteenth; day < deadline; day = addDays(day, 1)) expect(isBusinessDay(day)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('counts Warsaw days: 23:30 on Friday the 13th is the 13th, half an hour later the 14th (and its 14th day a Saturday)', () => {
    expect(withdrawalDeadline('2026-11-13T22:30:00Z')).toBe('2026-11-27');
    expect(withdrawalDeadline('2026-11-13T23:30:00Z')).toBe('2026-11-30');
  });

  it('is open to a consumer (a private buyer, or a company buying on consumer rights, art. 38a) from the order to the end of the deadline day, never to another company or after a cancellation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 11, 12),
        fc.boolean(),
        fc.constantFrom(5, 37, 40, 50, 60, 70),
        fc.option(moment, { nil: null }),
        moment,
        (customerType, consumerRights, status, delivered, now) => {
          const state = withdrawalStateOf({ customerType, consumerRights, status, deliveredAt: delivered?.toISOString() ?? null }, now);
          const consumer = customerType === 1 || (customerType === 11 && consumerRights);
          if (!consumer) expect(state).toEqual({ open: false, reason: 'not_consumer', deadline: null });
          else if (status === 5) expect(state).toEqual({ open: false, reason: 'cancelled', deadline: null });
          else if (delivered === null) expect(state).toEqual({ open: true, deadline: null });
          else {
            const deadline = withdrawalDeadline(delivered);
            expect(state.open).toBe(shopDay(now) <= deadline);
            expect(state.deadline).toBe(deadline);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('closes at midnight Warsaw time after the deadline day', () => {
    const delivered = '2026-11-13T10:00:00Z';
    expect(withdrawalDeadline(delivered)).toBe('2026-11-27');
    const facts = { customerType: 1, consumerRights: false, status: 60, deliveredAt: delivered };
    expect(withdrawalStateOf(facts, new Date('2026-11-27T22:59:59Z')).open).toBe(true); // 23:59:59 in Warsaw
    expect(withdrawalStateOf(facts, new Date('2026-11-27T23:00:00Z'))).toEqual({ open: false, reason: 'ended', deadline: '2026-11-27' });
  });
});

describe('the statement', () => {
  it('follows the model form: the addressee, the consumer’s words, the goods, the order and the date it was concluded', () => {
    const text = withdrawalStatementText({
      consumerName: 'Anna Nowak',
      email: 'anna@example.pl',
      orderNumber: 'ZAM/2026/000123',
      orderedAt: '2026-11-20T09:00:00Z',
      lines: [{ productNumber: 'DR-10401', name: 'Dozownik', quantity: 2, unit: 'szt.' }],
    });
    expect(text).toBe(
      [
        'Adresat: Merida Sp. z o.o., ul. Legnicka 55, 54-203 Wrocław.',
        'Ja, Anna Nowak, niniejszym informuję o moim odstąpieniu od umowy sprzedaży następujących rzeczy: Dozownik (nr DR-10401) – 2 szt.',
        'Zamówienie nr ZAM/2026/000123, data zawarcia umowy: 20-11-2026.',
        'Imię i nazwisko konsumenta: Anna Nowak.',
        'Adres e-mail do potwierdzenia: anna@example.pl.',
      ].join('\n'),
    );
  });
});
