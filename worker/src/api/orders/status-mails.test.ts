/**
 * Every mail of an order's progress has one layout (issue 33): subject and heading name the order
 * and its state in the same words, the help line closes the text, the summary link comes first,
 * the tracking link only with a carrier's page, the withdrawal link for a consumer's order only
 * (never after a cancellation), and a consumer's delivery mail names the period's last day.
 * Generated over random orders, not a few examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay } from '#lib/dates.ts';
import { PAYMENT_METHODS } from '#lib/orders.ts';
import { WITHDRAWAL_LINK_LABEL, withdrawalDeadline } from '#lib/withdrawal.ts';
import type { RenderedMail } from '../../mail/render.ts';
import { ORDER_MAIL_HELP, orderCancelledMail, orderDeliveredMail, orderMailTitle, orderPaidMail, orderShippedMail } from './status-mails.ts';

const SHOP = 'https://sklep.example.pl';

const order = fc.record({
  uuid: fc.uuid({ version: 4 }),
  hash: fc.stringMatching(/^[A-Za-z0-9]{32}$/),
  number: fc.integer({ min: 1, max: 999_999 }).map((n) => `ZAM/2026/${String(n).padStart(6, '0')}`),
  consumer: fc.boolean(),
});

const mails = fc.oneof(
  fc
    .record({ order, paymentMethod: fc.constantFrom(...PAYMENT_METHODS), isPaid: fc.boolean(), totalGross: fc.integer({ min: 1, max: 10_000_000 }) })
    .map(({ order: facts, ...rest }) => ({ kind: 'cancelled', facts: { ...facts, ...rest }, mail: orderCancelledMail(SHOP, { ...facts, ...rest }) })),
  fc
    .record({ order, totalGross: fc.integer({ min: 1, max: 10_000_000 }) })
    .map(({ order: facts, totalGross }) => ({ kind: 'paid', facts, mail: orderPaidMail(SHOP, { ...facts, totalGross }) })),
  fc
    .record({
      order,
      trackingNumber: fc.stringMatching(/^[A-Z0-9]{8,24}$/),
      trackingUrl: fc.option(fc.webUrl({ validSchemes: ['https'] }), { nil: null }),
    })
    .map(({ order: facts, trackingNumber, trackingUrl }) => ({
      kind: 'shipped',
      facts,
      trackingUrl,
      mail: orderShippedMail(SHOP, { ...facts, carrierName: 'InPost', trackingNumber, trackingUrl }),
    })),
  fc
    .record({
      order,
      pickedUp: fc.boolean(),
      deliveredAt: fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
    })
    .map(({ order: facts, pickedUp, deliveredAt }) => ({
      kind: 'delivered',
      facts,
      deliveredAt,
      mail: orderDeliveredMail(SHOP, { ...facts, pickedUp, deliveredAt }),
    })),
) as fc.Arbitrary<{
  kind: string;
  facts: { uuid: string; hash: string; number: string; consumer: boolean };
  mail: RenderedMail;
  trackingUrl?: string | null;
  deliveredAt?: Date;
}>;

/** The mail's links as its plain text lists them: `label: url` lines. */
function linksOf(text: string): { label: string; url: string }[] {
  return [...text.matchAll(/^(.+): (https:\/\/\S+)$/gm)].map((match) => ({ label: match[1] ?? '', url: match[2] ?? '' }));
}

describe('an order’s status mails', () => {
  it('share one layout, with the links each state and buyer calls for', () => {
    fc.assert(
      fc.property(mails, ({ kind, facts, mail, trackingUrl, deliveredAt }) => {
        expect(mail.subject.startsWith(orderMailTitle(facts.number, ''))).toBe(true);
        expect(mail.html).toContain(`<h1`);
        expect(mail.text).toContain(mail.subject);
        expect(mail.text).toContain(ORDER_MAIL_HELP);
        const links = linksOf(mail.text);
        expect(links[0]).toEqual({ label: 'Zamówienie w sklepie', url: `${SHOP}/zamowienie/${facts.uuid}/podsumowanie/${facts.hash}` });
        const withdrawal = links.filter((link) => link.label === WITHDRAWAL_LINK_LABEL);
        expect(withdrawal).toHaveLength(facts.consumer && kind !== 'cancelled' ? 1 : 0);
        if (kind === 'shipped') {
          expect(links.some((link) => link.label === 'Śledź przesyłkę' && link.url === (trackingUrl && new URL(trackingUrl).href))).toBe(
            trackingUrl !== null,
          );
        }
        if (kind === 'delivered' && deliveredAt) {
          const deadline = `do ${formatDay(withdrawalDeadline(deliveredAt))} włącznie`;
          expect(mail.text.includes(deadline)).toBe(facts.consumer);
        }
        if (!facts.consumer) expect(mail.text).not.toContain('odstąpi');
      }),
      { numRuns: 500 },
    );
  });
});
