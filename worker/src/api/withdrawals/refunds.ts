/**
 * The refunds of an order's withdrawals (issue 33, migration 0027, docs/decisions/041-refunds.md):
 * the facts the amounts come from (the order's own lines and delivery, the cheapest ordinary
 * delivery the shop offers), the attempts recorded, and what the staff see of each: how much, which
 * way, and where it stands.
 */
import { orderTotals } from '#lib/delivery-cost.ts';
import { listDeliveryMethods, type OrderRow } from '../orders/queries.ts';
import type { WithdrawalRow } from './queries.ts';
import { type RefundAmount, type RefundFacts, refundAmounts } from './refund-amounts.ts';

export type RefundMethod = 'p24' | 'transfer';
export type RefundState = 'pending' | 'done' | 'rejected';

export interface WithdrawalRefundRow {
  id: number;
  uuid: string;
  withdrawal_id: number;
  method: RefundMethod;
  amount: number;
  delivery_amount: number;
  account_number: string | null;
  p24_request_id: string | null;
  p24_refunds_uuid: string | null;
  p24_order_id: number | null;
  state: RefundState;
  failure: string | null;
  requested_at: string;
  requested_by: string;
  settled_at: string | null;
}

/** Which way an order's money goes back: the way it came (art. 32 ust. 2), Przelewy24 or a transfer. */
export function refundMethodOf(order: Pick<OrderRow, 'payment_method'>): RefundMethod {
  return order.payment_method === 'p24' ? 'p24' : 'transfer';
}

/**
 * The amounts' facts from the order's rows. The cheapest ordinary delivery is the cheapest method
 * now offered that brings the goods (a pick-up in a branch brings nothing), priced for this order's
 * goods as the checkout prices it (#lib/delivery-cost.ts: its VAT split, free from the threshold).
 */
export async function readRefundFacts(db: D1Database, order: Pick<OrderRow, 'id' | 'delivery_gross' | 'total_gross'>): Promise<RefundFacts> {
  const [{ results: lines }, methods] = await Promise.all([
    db
      .prepare('SELECT product_number, quantity, line_net, line_gross, vat_rate FROM order_lines WHERE order_id = ?1 ORDER BY id')
      .bind(order.id)
      .all<{ product_number: string; quantity: number; line_net: number; line_gross: number; vat_rate: number }>(),
    listDeliveryMethods(db),
  ]);
  const products = new Map<string, { productNumber: string; quantity: number; gross: number }>();
  for (const line of lines) {
    const product = products.get(line.product_number) ?? { productNumber: line.product_number, quantity: 0, gross: 0 };
    product.quantity += line.quantity;
    product.gross += line.line_gross;
    products.set(line.product_number, product);
  }
  const goods = lines.map((line) => ({ vatRate: line.vat_rate, net: line.line_net }));
  const deliveries = methods
    .filter((method) => method.code !== 'branch_pickup')
    .map((method) => orderTotals(goods, { priceNetto: method.net_cost, vatRate: method.vat_rate }).delivery.gross);
  return {
    products: [...products.values()],
    deliveryPaid: order.delivery_gross,
    cheapestDelivery: deliveries.length > 0 ? Math.min(...deliveries) : null,
    totalPaid: order.total_gross,
  };
}

/** Every refund attempt of the order's withdrawals, oldest first. */
export async function listOrderRefunds(db: D1Database, orderId: number): Promise<WithdrawalRefundRow[]> {
  const { results } = await db
    .prepare('SELECT r.* FROM withdrawal_refunds r JOIN withdrawals w ON w.id = r.withdrawal_id WHERE w.order_id = ?1 ORDER BY r.id')
    .bind(orderId)
    .all<WithdrawalRefundRow>();
  return results;
}

export function readRefundByP24Uuid(db: D1Database, refundsUuid: string) {
  return db
    .prepare(
      `SELECT r.*, w.uuid AS withdrawal_uuid, w.email AS consumer_email, w.received_at AS statement_received_at, o.uuid AS order_uuid,
         o.hash AS order_hash, o.number AS order_number, o.p24_session_id
       FROM withdrawal_refunds r JOIN withdrawals w ON w.id = r.withdrawal_id JOIN orders o ON o.id = w.order_id
       WHERE r.p24_refunds_uuid = ?1`,
    )
    .bind(refundsUuid)
    .first<
      WithdrawalRefundRow & {
        withdrawal_uuid: string;
        consumer_email: string;
        statement_received_at: string;
        order_uuid: string;
        order_hash: string;
        order_number: string;
        p24_session_id: string | null;
      }
    >();
}

/** What the staff see of a withdrawal's refund. `due`: nothing done yet; the amount is what the server will refund. */
export interface RefundView {
  amount: number;
  deliveryAmount: number;
  method: RefundMethod;
  state: 'due' | RefundState;
  accountNumber: string | null;
  requestedAt: string | null;
  requestedBy: string | null;
  settledAt: string | null;
  failure: string | null;
}

/**
 * Each withdrawal's refund (by its uuid): its latest attempt, or, with none or only a rejected
 * one, the amount due now. `withdrawals` are all of the order's, oldest first.
 */
export function refundViewsOf(
  order: Pick<OrderRow, 'payment_method'>,
  withdrawals: readonly Pick<WithdrawalRow, 'id' | 'uuid' | 'lines'>[],
  facts: RefundFacts,
  attempts: readonly WithdrawalRefundRow[],
): Map<string, RefundView> {
  const amounts = refundAmounts(
    facts,
    withdrawals.map((withdrawal) => ({
      lines: withdrawal.lines ? (JSON.parse(withdrawal.lines) as { productNumber: string; quantity: number }[]) : null,
    })),
  );
  const views = new Map<string, RefundView>();
  withdrawals.forEach((withdrawal, index) => {
    const due: RefundAmount = amounts[index] ?? { linesGross: 0, delivery: 0, amount: 0 };
    const latest = attempts.filter((attempt) => attempt.withdrawal_id === withdrawal.id).at(-1);
    views.set(withdrawal.uuid, {
      amount: latest && latest.state !== 'rejected' ? latest.amount : due.amount,
      deliveryAmount: latest && latest.state !== 'rejected' ? latest.delivery_amount : due.delivery,
      method: latest?.method ?? refundMethodOf(order),
      state: latest?.state ?? 'due',
      accountNumber: latest?.account_number ?? null,
      requestedAt: latest?.requested_at ?? null,
      requestedBy: latest?.requested_by ?? null,
      settledAt: latest?.settled_at ?? null,
      failure: latest?.failure ?? null,
    });
  });
  return views;
}

/** The refunds of all of the order's withdrawals, by withdrawal uuid. */
export async function readOrderRefundViews(
  db: D1Database,
  order: Pick<OrderRow, 'id' | 'payment_method' | 'delivery_gross' | 'total_gross'>,
  withdrawals: readonly WithdrawalRow[],
): Promise<Map<string, RefundView>> {
  if (withdrawals.length === 0) return new Map();
  const [facts, attempts] = await Promise.all([readRefundFacts(db, order), listOrderRefunds(db, order.id)]);
  return refundViewsOf(order, withdrawals, facts, attempts);
}
