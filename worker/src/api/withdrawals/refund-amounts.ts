/**
 * How much each withdrawal of an order gives back (issue 33, docs/decisions/041-refunds.md; art. 32
 * ust. 1 and 3 of the consumer rights act). Pure: the staff's refund call and the order's page
 * compute the same numbers from the order's own rows, never from anything a client sends.
 *
 * - The goods: a product's gross as the order charged it (its lines' line_gross), shared among the
 *   statements that withdraw its units in their order: each gets the share of its units counted
 *   on the running total, so shares never add up to more (or less) than the product's gross.
 * - The delivery: the statement after which the order's statements together withdraw everything
 *   gets the delivery paid, but at most the cheapest ordinary delivery the shop offered (ust. 3).
 * - Never more than was paid: the statements' amounts, counted in order, stop at the order's total.
 * A statement's amount therefore never changes when a later one comes.
 */
import { divideHalfUp } from '#lib/money.ts';

/** A product of the order: its units and the gross charged for them (grosze). */
export interface OrderedProduct {
  productNumber: string;
  quantity: number;
  gross: number;
}

/** What a statement withdrew: its products and units, or null for the rest of the order. */
export interface WithdrawnPart {
  lines: readonly { productNumber: string; quantity: number }[] | null;
}

export interface RefundFacts {
  products: readonly OrderedProduct[];
  /** The delivery's gross the order charged. */
  deliveryPaid: number;
  /** The cheapest ordinary delivery's gross for this order, or null when the shop knows none. */
  cheapestDelivery: number | null;
  /** What the order charged in all (total_gross). */
  totalPaid: number;
}

export interface RefundAmount {
  /** The withdrawn goods' gross. */
  linesGross: number;
  /** The delivery's part (0 unless this statement completed the withdrawal of the whole order). */
  delivery: number;
  /** What to give back: goods and delivery, within what is left of the payment. */
  amount: number;
}

/**
 * Each statement's refund, in the statements' order (oldest first).
 * @example
 * refundAmounts({ products: [{ productNumber: 'A', quantity: 2, gross: 2_000 }], deliveryPaid: 1_476, cheapestDelivery: 1_476, totalPaid: 3_476 },
 *   [{ lines: [{ productNumber: 'A', quantity: 1 }] }, { lines: null }])
 * // [{ linesGross: 1_000, delivery: 0, amount: 1_000 }, { linesGross: 1_000, delivery: 1_476, amount: 2_476 }]
 */
export function refundAmounts(facts: RefundFacts, withdrawals: readonly WithdrawnPart[]): RefundAmount[] {
  const taken = new Map<string, number>();
  const deliveryRefund = Math.max(0, Math.min(facts.deliveryPaid, facts.cheapestDelivery ?? facts.deliveryPaid));
  let counted = 0;
  let deliveryGiven = false;
  return withdrawals.map((withdrawal) => {
    let linesGross = 0;
    for (const product of facts.products) {
      const before = taken.get(product.productNumber) ?? 0;
      const asked =
        withdrawal.lines === null
          ? product.quantity - before
          : withdrawal.lines.filter((line) => line.productNumber === product.productNumber).reduce((sum, line) => sum + line.quantity, 0);
      const after = Math.min(product.quantity, before + Math.max(0, asked));
      linesGross += shareOf(product, after) - shareOf(product, before);
      taken.set(product.productNumber, after);
    }
    const whole = facts.products.every((product) => taken.get(product.productNumber) === product.quantity);
    const delivery = whole && !deliveryGiven ? deliveryRefund : 0;
    deliveryGiven ||= whole;
    const amount = Math.max(0, Math.min(counted + linesGross + delivery, facts.totalPaid) - Math.min(counted, facts.totalPaid));
    counted += linesGross + delivery;
    return { linesGross, delivery: Math.min(delivery, amount), amount };
  });
}

/** The gross of the first `units` of a product, rounded half up. */
function shareOf(product: OrderedProduct, units: number): number {
  return units === product.quantity ? product.gross : divideHalfUp(product.gross * units, product.quantity);
}
