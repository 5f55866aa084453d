/**
 * Przelewy24's status notification for an order (issue 13): nothing in the posted body counts
 * until the adapter has checked its sign (verifyNotification), the order it names expects that
 * amount and has not accepted it yet (matchNotification), and P24 itself has confirmed it
 * (verifyTransaction). Then one batch marks the order paid (40) with a conditional UPDATE that
 * keeps P24's orderId, so a replayed notification changes nothing, issues its invoice and mails
 * the customer that the payment arrived.
 */
import { ORDER_STATUS } from '#lib/orders.ts';
import { getPrzelewy24Config } from '../../config.ts';
import type { WorkerEnv } from '../../env.ts';
import { sellerStatements } from '../../invoices/seller.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { matchNotification, verifyNotification } from '../../payments/przelewy24/notification.ts';
import { verifyTransaction } from '../../payments/przelewy24/transactions.ts';
import { ApiError } from '../errors.ts';
import { markPaidByP24, orderHasConsumerRights, readOrderByP24Session } from './queries.ts';
import { orderPaidMail } from './status-mails.ts';

/** A notification the shop does not take: 422, never 400 (its shape was fine), so P24 may retry a real one. */
const refused = (message: string) => new ApiError(422, 'notification_refused', message);

/** Accepts a notification P24 signed for an order, or throws a 4xx saying why not. */
export async function acceptP24Notification(env: WorkerEnv, body: unknown, now: string, shopUrl: string): Promise<'paid' | 'replay'> {
  const config = getPrzelewy24Config(env);
  if (!config) throw new ApiError(404, 'not_found', 'Płatności Przelewy24 nie są włączone.');
  const check = await verifyNotification(body, config);
  if (!check.ok) throw refused('Powiadomienie nie ma poprawnego podpisu Przelewy24.');
  const { notification } = check;
  const order = await readOrderByP24Session(env.DB, notification.sessionId);
  if (!order) throw refused('Powiadomienie dotyczy nieznanej płatności.');
  const match = matchNotification(notification, {
    sessionId: order.p24_session_id ?? '',
    amount: order.total_gross,
    currency: 'PLN',
    acceptedOrderId: order.p24_order_id,
  });
  const notice = (outcome: NoticeOutcome) => recordNotice(env.DB, order.id, notification, outcome, now);
  if (match === 'replay') {
    await notice('replay');
    return 'replay';
  }
  if (match === 'second_payment') {
    // The order is paid already; the second transaction is for an operator to refund.
    console.error(JSON.stringify({ event: 'p24_second_payment', order: order.uuid, p24OrderId: notification.orderId }));
    await notice('second_payment');
    return 'replay';
  }
  if (match !== 'new') {
    await notice('refused');
    throw refused('Kwota lub waluta powiadomienia nie zgadza się z zamówieniem.');
  }
  const verified = await verifyTransaction(config, {
    sessionId: notification.sessionId,
    orderId: notification.orderId,
    amount: order.total_gross,
    currency: 'PLN',
  });
  if (!verified.ok) {
    if (verified.error.retryable) throw new ApiError(503, 'p24_unavailable', 'Przelewy24 nie potwierdziły płatności; spróbuj ponownie.');
    await notice('not_verified');
    throw refused('Przelewy24 nie potwierdziły tej płatności.');
  }
  // The batch that marks the order paid writes the seller as configured now and tells the customer
  // the payment arrived (issue 31); the invoice comes when the goods go (invoices/issue.ts, decision 037).
  const paidMail = enqueueMail(
    env.DB,
    {
      kind: 'order_paid',
      to: order.email,
      mail: orderPaidMail(shopUrl, {
        uuid: order.uuid,
        hash: order.hash,
        number: order.number,
        totalGross: order.total_gross,
        consumer: orderHasConsumerRights(order),
      }),
      cause: { kind: 'order', id: order.uuid },
    },
    new Date(now),
  );
  const paidNotice = noticeStatement(env.DB, order.id, notification, 'paid', now);
  if (await markPaidByP24(env.DB, order.id, notification.orderId, now, sellerStatements(env, new Date(now)), [...paidMail, paidNotice]))
    return 'paid';
  // Staff cancelled (or otherwise moved) the order before its money arrived: an operator refunds it
  // (docs/decisions/019-order-status.md); the order stays as staff left it.
  if (order.status !== ORDER_STATUS.paymentDue)
    console.error(
      JSON.stringify({ event: 'p24_payment_for_closed_order', order: order.uuid, status: order.status, p24OrderId: notification.orderId }),
    );
  await notice(order.status === ORDER_STATUS.paymentDue ? 'replay' : 'closed_order');
  return 'replay';
}

/** What became of a notice that named one of the shop's payments (payment_notices, migration 0019). */
type NoticeOutcome = 'paid' | 'replay' | 'second_payment' | 'refused' | 'not_verified' | 'closed_order';

function noticeStatement(
  db: D1Database,
  orderId: number,
  notification: { orderId: number; amount: number },
  outcome: NoticeOutcome,
  at: string,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO payment_notices (order_id, p24_order_id, amount, outcome, received_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(orderId, notification.orderId, notification.amount, outcome, at);
}

async function recordNotice(db: D1Database, orderId: number, notification: { orderId: number; amount: number }, outcome: NoticeOutcome, at: string) {
  await noticeStatement(db, orderId, notification, outcome, at).run();
}
