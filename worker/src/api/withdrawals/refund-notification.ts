/**
 * Przelewy24's notification of a refund (issue 33, docs/decisions/041-refunds.md): nothing in the
 * posted body counts until the adapter has checked its sign (verifyRefundNotification) and it
 * names a refund the shop asked for, with the same request, transaction, session and amount. Then
 * one batch settles the refund, guarded on it still pending, with its audit row (actor przelewy24):
 * status 0 marks it done, the withdrawal refunded and mails the consumer; status 1 marks it rejected, and the staff
 * may ask again. A repeated notification changes nothing and is answered 200, so P24 stops.
 */
import { getPrzelewy24Config } from '../../config.ts';
import type { WorkerEnv } from '../../env.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { verifyRefundNotification } from '../../payments/przelewy24/refunds.ts';
import { type Actor, auditStatement, isGuardFailure } from '../../staff/audit.ts';
import { ApiError } from '../errors.ts';
import { withdrawalRefundMail } from './mails.ts';
import { readRefundByP24Uuid } from './refunds.ts';

/** A notification the shop does not take: 422 (its shape was fine), never a 5xx. */
const refused = (message: string) => new ApiError(422, 'notification_refused', message);

const PRZELEWY24: Actor = { kind: 'integration', id: 'przelewy24', name: 'przelewy24', role: 'integration' };
const OPERATION = 'acceptPrzelewy24RefundNotification';
const REJECTED = 'Przelewy24 odrzuciły zwrot; można go zlecić ponownie albo zwrócić inaczej.';

/** Settles the refund a notification P24 signed names, or throws a 4xx saying why not. */
export async function acceptP24RefundNotification(
  env: WorkerEnv,
  body: unknown,
  now: string,
  shopUrl: string,
): Promise<'done' | 'rejected' | 'replay'> {
  const config = getPrzelewy24Config(env);
  if (!config) throw new ApiError(404, 'not_found', 'Płatności Przelewy24 nie są włączone.');
  const check = await verifyRefundNotification(body, config);
  if (!check.ok) throw refused('Powiadomienie nie ma poprawnego podpisu Przelewy24.');
  const { notification } = check;
  const refund = await readRefundByP24Uuid(env.DB, notification.refundsUuid);
  if (!refund) throw refused('Powiadomienie dotyczy nieznanego zwrotu.');
  const isSame =
    refund.p24_request_id === notification.requestId &&
    refund.p24_order_id === notification.orderId &&
    refund.p24_session_id === notification.sessionId &&
    refund.amount === notification.amount &&
    notification.currency === 'PLN';
  if (!isSame) throw refused('Zlecenie, transakcja lub kwota powiadomienia nie zgadza się ze zwrotem.');
  if (refund.state !== 'pending') return 'replay';
  const made = notification.status === 0;
  const db = env.DB;
  const change = {
    withdrawal: refund.withdrawal_uuid,
    refund: refund.uuid,
    amount: refund.amount,
    method: 'p24',
    ...(made ? { refunded: true } : { rejected: REJECTED }),
  };
  try {
    await db.batch([
      auditStatement(db, PRZELEWY24, { operation: OPERATION, objectKind: 'order', objectId: refund.order_uuid, change }, now, null, {
        sql: "EXISTS (SELECT 1 FROM withdrawal_refunds WHERE id = ? AND state = 'pending')",
        values: [refund.id],
      }),
      db
        .prepare("UPDATE withdrawal_refunds SET state = ?2, failure = ?3, settled_at = ?4 WHERE id = ?1 AND state = 'pending'")
        .bind(refund.id, made ? 'done' : 'rejected', made ? null : REJECTED, now),
      ...(made
        ? [
            db
              .prepare(
                "UPDATE withdrawals SET refunded_at = ?2, refunded_by = ?3, refund_method = 'p24', refund_amount = ?4 WHERE id = ?1 AND refunded_at IS NULL",
              )
              .bind(refund.withdrawal_id, now, refund.requested_by, refund.amount),
            // The consumer hears the money went back, in the batch that says so.
            ...enqueueMail(
              db,
              {
                kind: 'withdrawal_refund',
                to: refund.consumer_email,
                mail: withdrawalRefundMail(shopUrl, {
                  orderUuid: refund.order_uuid,
                  orderHash: refund.order_hash,
                  orderNumber: refund.order_number,
                  receivedAt: refund.statement_received_at,
                  amount: refund.amount,
                  deliveryAmount: refund.delivery_amount,
                  method: 'p24',
                  accountNumber: null,
                }),
                cause: { kind: 'order', id: refund.order_uuid },
              },
              new Date(now),
            ),
          ]
        : []),
    ]);
  } catch (error) {
    // Two copies of the notification at once: the other settled it.
    if (isGuardFailure(error)) return 'replay';
    throw error;
  }
  return made ? 'done' : 'rejected';
}
