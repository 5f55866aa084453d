/**
 * An order's Przelewy24 payment page (issue 37). The order is written first; its transaction is
 * registered with P24 after that batch, and P24 may time out, refuse or be down then. Such an
 * order stays waiting for its payment (37) without a page, so it is registered again whenever its
 * link is asked for: the order's own page (the confirmation mail sends the buyer there), and the
 * checkout's retry with the same Idempotency-Key. The page is kept on the order once, by a
 * conditional UPDATE: of two registrations racing, the first stored wins and both answer it.
 */
import { ORDER_STATUS } from '#lib/orders.ts';
import { href } from '#lib/routes.ts';
import { getPrzelewy24Config } from '../../config.ts';
import type { WorkerEnv } from '../../env.ts';
import { registerTransaction } from '../../payments/przelewy24/transactions.ts';
import type { OrderRow } from './queries.ts';

/** How long the order's page waits for P24 to register a payment again; the checkout waits the adapter's default. */
export const P24_RETRY_TIMEOUT_MS = 5_000;

type PayableOrder = Pick<OrderRow, 'uuid' | 'hash' | 'number' | 'email' | 'status' | 'payment_method' | 'payment_url' | 'total_gross'>;

/**
 * The order's P24 page: the one it has, or one registered now for an order waiting for an online
 * payment without one. Null when the order does not wait for P24, or P24 refused or is still down
 * (logged; the next look at the order tries again).
 * @example const paymentLink = await ensureP24PaymentUrl(env, row, { shopUrl, timeoutMs: P24_RETRY_TIMEOUT_MS });
 */
export async function ensureP24PaymentUrl(
  env: WorkerEnv,
  order: PayableOrder,
  { shopUrl, sessionId, timeoutMs }: { shopUrl: string; sessionId?: string; timeoutMs?: number },
): Promise<string | null> {
  if (order.status !== ORDER_STATUS.paymentDue || order.payment_method !== 'p24') return null;
  if (order.payment_url) return order.payment_url;
  const config = getPrzelewy24Config(env);
  if (!config) return null;
  // A new session for a registration again: the earlier one may be registered at P24 with its
  // answer lost, and P24 takes a session id once. Its page was never shown, so no money comes through it.
  const p24SessionId = sessionId ?? crypto.randomUUID();
  const registered = await registerTransaction(
    config,
    {
      sessionId: p24SessionId,
      amount: order.total_gross,
      currency: 'PLN',
      description: `Zamówienie ${order.number}`,
      email: order.email,
      urlReturn: `${shopUrl}${href('orderSummary', { uuid: order.uuid, hash: order.hash })}`,
      urlStatus: `${shopUrl}/api/public/v1/payments/przelewy24/notifications`,
    },
    timeoutMs === undefined ? {} : { timeoutMs },
  );
  if (!registered.ok) {
    console.error(JSON.stringify({ event: 'p24_register_failed', order: order.uuid, error: registered.error }));
    return null;
  }
  // Kept only while the order still waits without a page: a notification may have paid it meanwhile.
  const kept = await env.DB.prepare(
    `UPDATE orders SET p24_session_id = ?2, payment_url = ?3
     WHERE uuid = ?1 AND status = ${ORDER_STATUS.paymentDue} AND payment_url IS NULL RETURNING payment_url`,
  )
    .bind(order.uuid, p24SessionId, registered.paymentUrl)
    .first<{ payment_url: string }>();
  if (kept) return kept.payment_url;
  const now = await env.DB.prepare('SELECT status, payment_url FROM orders WHERE uuid = ?1')
    .bind(order.uuid)
    .first<{ status: number; payment_url: string | null }>();
  return now?.status === ORDER_STATUS.paymentDue ? now.payment_url : null;
}
