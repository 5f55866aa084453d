/**
 * Removing lines: one product bought alone, every line of one set, or all of them (emptying the
 * cart). One batch: the removal, the cart marked changed, the summary after it. Removing what is
 * not in the cart changes nothing and says so; no cart is created by a removal.
 */
import type { CartUpdate } from '#lib/api-types.ts';
import { cartMessages } from './messages.ts';
import {
  type CartOwner,
  type CartSummaryRow,
  deleteLinesStatement,
  type LineSelection,
  markCartChangedStatement,
  summaryStatement,
} from './queries.ts';

export async function removeLines(db: D1Database, owner: CartOwner, now: string, selection: LineSelection): Promise<CartUpdate> {
  const [removal, , summary] = await db.batch([
    deleteLinesStatement(db, owner.sessionId, selection),
    markCartChangedStatement(db, owner, now),
    summaryStatement(db, owner.sessionId),
  ]);
  const removed = (removal?.results ?? []) as { name: string }[];
  const success = selection === 'all' ? [cartMessages.emptied()] : [...new Set(removed.map((line) => cartMessages.removed(line.name)))];
  const asked = selection === 'all' ? null : 'productUuid' in selection ? selection.productUuid : selection.setUuid;
  const isMissing = asked !== null && removed.length === 0;
  const skipped = isMissing ? [{ uuid: asked, message: cartMessages.notInCart() }] : [];
  const { cnt = 0, quantity = 0 } = (summary?.results[0] as CartSummaryRow | undefined) ?? {};
  return {
    alertMessages: { success: isMissing ? [] : success, error: skipped.map((item) => item.message) },
    items: { directlyProcessedCnt: { added: 0, skipped: skipped.length }, skipped },
    cartSummary: { cnt, quantity },
  };
}
