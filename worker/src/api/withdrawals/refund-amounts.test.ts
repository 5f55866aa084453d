/**
 * The refund rule (art. 32 ust. 1 and 3, docs/decisions/041-refunds.md) over random orders and
 * random ways of withdrawing from them: never more than was paid, the goods' gross exactly once the
 * whole order is withdrawn, the delivery once and at most the cheapest one, and a statement's amount
 * unchanged by a later one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RefundFacts, refundAmounts, type WithdrawnPart } from './refund-amounts.ts';

const factsArbitrary = fc
  .record({
    products: fc.uniqueArray(
      fc.record({
        productNumber: fc.stringMatching(/^[A-Z]{2}-\d{1,4}$/),
        quantity: fc.integer({ min: 1, max: 50 }),
        gross: fc.integer({ min: 0, max: 2_000_000 }),
      }),
      { minLength: 1, maxLength: 6, selector: (product) => product.productNumber },
    ),
    deliveryPaid: fc.integer({ min: 0, max: 10_000 }),
    cheapestDelivery: fc.option(fc.integer({ min: 0, max: 10_000 })),
    // The document's rounding may make the total a few grosze off the lines' sum.
    drift: fc.integer({ min: -5, max: 5 }),
  })
  .map(({ drift, ...facts }): RefundFacts => {
    const sum = facts.products.reduce((total, product) => total + product.gross, 0) + facts.deliveryPaid;
    return { ...facts, totalPaid: Math.max(0, sum + drift) };
  });

/** Random statements over the order: each some units of some products, the last maybe "the rest". */
function withdrawalsOf(facts: RefundFacts) {
  const part = fc
    .array(fc.record({ index: fc.nat({ max: facts.products.length - 1 }), quantity: fc.integer({ min: 1, max: 50 }) }), {
      minLength: 1,
      maxLength: 4,
    })
    .map((picks) => ({ lines: picks.map(({ index, quantity }) => ({ productNumber: facts.products[index]?.productNumber ?? '', quantity })) }));
  return fc
    .tuple(fc.array(part, { maxLength: 5 }), fc.boolean())
    .map(([parts, rest]): WithdrawnPart[] => (rest ? [...parts, { lines: null }] : parts));
}

const linesGross = (facts: RefundFacts) => facts.products.reduce((total, product) => total + product.gross, 0);
const deliveryDue = (facts: RefundFacts) => Math.min(facts.deliveryPaid, facts.cheapestDelivery ?? facts.deliveryPaid);
const sum = (amounts: readonly { amount: number }[]) => amounts.reduce((total, refund) => total + refund.amount, 0);

describe('the refund of a withdrawal', () => {
  it('never gives back more than was paid, nor a negative amount', () => {
    fc.assert(
      fc.property(
        factsArbitrary.chain((facts) => fc.tuple(fc.constant(facts), withdrawalsOf(facts))),
        ([facts, withdrawals]) => {
          const amounts = refundAmounts(facts, withdrawals);
          expect(sum(amounts)).toBeLessThanOrEqual(facts.totalPaid);
          for (const refund of amounts) {
            expect(Number.isSafeInteger(refund.amount) && refund.amount >= 0).toBe(true);
            expect(refund.delivery).toBeLessThanOrEqual(refund.amount);
          }
        },
      ),
    );
  });

  it('gives back the goods and the delivery up to the cheapest once the whole order is withdrawn, however it was split', () => {
    fc.assert(
      fc.property(
        factsArbitrary.chain((facts) => fc.tuple(fc.constant(facts), withdrawalsOf(facts))),
        ([facts, parts]) => {
          const amounts = refundAmounts(facts, [...parts, { lines: null }]);
          expect(sum(amounts)).toBe(Math.min(facts.totalPaid, linesGross(facts) + deliveryDue(facts)));
          expect(amounts.filter((refund) => refund.delivery > 0).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('gives a single statement of the whole order its goods and min(delivery paid, cheapest delivery)', () => {
    fc.assert(
      fc.property(factsArbitrary, (facts) => {
        const [refund] = refundAmounts(facts, [{ lines: null }]);
        const expected = linesGross(facts) + deliveryDue(facts);
        expect(refund?.amount).toBe(Math.min(facts.totalPaid, expected));
        if (facts.totalPaid >= expected) expect(refund).toEqual({ linesGross: linesGross(facts), delivery: deliveryDue(facts), amount: expected });
      }),
    );
  });

  it('keeps a statement’s amount when a later one comes, and gives no delivery while goods are left', () => {
    fc.assert(
      fc.property(
        factsArbitrary.chain((facts) => fc.tuple(fc.constant(facts), withdrawalsOf(facts))),
        ([facts, withdrawals]) => {
          const all = refundAmounts(facts, withdrawals);
          withdrawals.forEach((_, index) => {
            expect(refundAmounts(facts, withdrawals.slice(0, index + 1))).toEqual(all.slice(0, index + 1));
          });
          const partsOnly = withdrawals.filter((withdrawal) => withdrawal.lines !== null);
          const units = new Map<string, number>();
          for (const withdrawal of partsOnly)
            for (const line of withdrawal.lines ?? []) units.set(line.productNumber, (units.get(line.productNumber) ?? 0) + line.quantity);
          const everything = facts.products.every((product) => (units.get(product.productNumber) ?? 0) >= product.quantity);
          if (!everything) expect(refundAmounts(facts, partsOnly).every((refund) => refund.delivery === 0)).toBe(true);
        },
      ),
    );
  });

  it('shares a product’s gross by units, rounding half up on the running total', () => {
    const facts: RefundFacts = {
      products: [{ productNumber: 'A', quantity: 3, gross: 1_000 }],
      deliveryPaid: 1_968,
      cheapestDelivery: 1_476,
      totalPaid: 2_968,
    };
    const one = { lines: [{ productNumber: 'A', quantity: 1 }] };
    expect(refundAmounts(facts, [one, one, one])).toEqual([
      { linesGross: 333, delivery: 0, amount: 333 },
      { linesGross: 334, delivery: 0, amount: 334 },
      { linesGross: 333, delivery: 1_476, amount: 1_809 },
    ]);
  });
});
