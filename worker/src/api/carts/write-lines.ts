/**
 * Carries out a planned change of cart lines (add-products.ts, add-product-set.ts) in one batch
 * and answers it as spec §7/§8 reads it: success notices, warnings, how many lines were added
 * and skipped, and the summary after the change. A change that would take the cart past
 * MAX_CART_LINES is refused whole (422, nothing written); should a parallel request fill the
 * cart in between, the conditional upsert still refuses the extra lines and they are reported
 * as skipped.
 */
import type { CartUpdate } from '#lib/api-types.ts';
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';
import { ApiError } from '../errors.ts';
import { cartMessages } from './messages.ts';
import {
  type CartOwner,
  type CartSummaryRow,
  type LineWrite,
  lineKey,
  readCartSummary,
  readLineKeys,
  summaryStatement,
  touchCartStatements,
  upsertLineStatement,
} from './queries.ts';
import { MAX_CART_LINES } from './schemas.ts';

/** What a change skipped: the uuid it was asked for (a product's, or a set's) and why, in Polish. */
export type SkippedItem = CartUpdate['items']['skipped'][number];

export interface PlannedLine extends LineWrite {
  /** The uuid the change was asked for: the product's, or the set's for a set's line. */
  askedUuid: string;
  /** The product's name, for the messages about this line. */
  name: string;
  /** The notice when the line is written, if it has one of its own. */
  successMessage?: string;
  /** The quantity asked before capping at 9999 (a set times its item quantity may exceed it). */
  requested: number;
}

export interface LinesPlan {
  lines: PlannedLine[];
  /** What the plan already skipped (unknown, withdrawn, unavailable, only in a set), with its warning. */
  skipped: SkippedItem[];
  /** Add to the quantities in the cart (true) or replace them (false). */
  increase: boolean;
  /** The notice for the whole change when at least one line is written (a set). */
  successMessage?: string;
}

function toSummary(row: CartSummaryRow | undefined): CartUpdate['cartSummary'] {
  return { cnt: row?.cnt ?? 0, quantity: row?.quantity ?? 0 };
}

/** Whether 9999 cut the line's quantity, judged from the cart as read before the write (the message only). */
function isCapped(line: PlannedLine, previous: number | undefined, increase: boolean): boolean {
  const wanted = increase && previous !== undefined ? previous + line.requested : line.requested;
  return wanted > MAX_PRODUCT_QUANTITY;
}

/**
 * Plans the change with `planLines` while the cart's lines are read (two independent reads at
 * once: an add is on the shopper's critical path), then writes it.
 */
export async function writeLines(db: D1Database, owner: CartOwner, now: string, planLines: () => Promise<LinesPlan>): Promise<CartUpdate> {
  const [plan, existing] = await Promise.all([planLines(), readLineKeys(db, owner.sessionId)]);
  const skipped = [...plan.skipped];
  const error = skipped.map((item) => item.message);
  if (plan.lines.length === 0) {
    const summary = await readCartSummary(db, owner.sessionId);
    return {
      alertMessages: { success: [], error },
      items: { directlyProcessedCnt: { added: 0, skipped: skipped.length }, skipped },
      cartSummary: toSummary(summary),
    };
  }

  const newLines = plan.lines.filter((line) => !existing.has(lineKey(line.productUuid, line.productSetId))).length;
  if (existing.size + newLines > MAX_CART_LINES) {
    throw new ApiError(422, 'cart_full', cartMessages.tooManyLines(existing.size + newLines));
  }

  const touch = touchCartStatements(db, owner, now);
  const results = await db.batch([
    ...touch,
    ...plan.lines.map((line) => upsertLineStatement(db, owner.sessionId, line, plan.increase, now)),
    summaryStatement(db, owner.sessionId),
  ]);

  const success: string[] = [];
  let added = 0;
  plan.lines.forEach((line, index) => {
    const written = results[touch.length + index]?.results[0] as { quantity: number } | undefined;
    if (!written) {
      const message = cartMessages.cartFull(line.name);
      skipped.push({ uuid: line.askedUuid, message });
      error.push(message);
      return;
    }
    added++;
    if (line.successMessage) success.push(line.successMessage);
    if (isCapped(line, existing.get(lineKey(line.productUuid, line.productSetId)), plan.increase)) {
      error.push(cartMessages.capped(line.name));
    }
  });
  if (added > 0 && plan.successMessage) success.unshift(plan.successMessage);
  const summary = results.at(-1)?.results[0] as CartSummaryRow | undefined;
  return {
    alertMessages: { success, error },
    items: { directlyProcessedCnt: { added, skipped: skipped.length }, skipped },
    cartSummary: toSummary(summary),
  };
}
