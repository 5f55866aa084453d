/**
 * The refund after a consumer's withdrawal (issue 33, docs/decisions/041-refunds.md, docs/back-office.md
 * "Withdrawals"): once the return is accepted, the staff give the money back. The server computes
 * the amount (withdrawal/refund-amounts.ts) and the way, the payment's own (art. 32 ust. 2): an
 * order paid by Przelewy24 is refunded through P24's API and stays pending until P24's signed
 * notification says it was made (withdrawals/refund-notification.ts); any other order is refunded
 * by a bank transfer the staff make and record here. One refund per withdrawal: the audit row's
 * guard and a partial UNIQUE index (migration 0027) make a double click or two staff one refund and
 * a 409 for the rest.
 */
import { z } from '@hono/zod-openapi';
import { isValidIban } from '#lib/iban.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { getPrzelewy24Config, getShopUrl } from '../../config.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { requestRefund } from '../../payments/przelewy24/refunds.ts';
import type { Przelewy24Error } from '../../payments/przelewy24/transactions.ts';
import { isGuardFailure } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { readOrderByUuid } from '../orders/queries.ts';
import { noQuery } from '../schemas.ts';
import { withdrawalRefundMail } from '../withdrawals/mails.ts';
import { listOrderWithdrawals } from '../withdrawals/queries.ts';
import { readOrderRefundViews, refundMethodOf } from '../withdrawals/refunds.ts';
import { deskWithdrawalsOf } from './order-desk.ts';
import { deskWithdrawalSchema } from './panel-schemas.ts';
import { auditOf, STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';
import { withdrawalParams } from './withdrawal-desk.ts';

const MESSAGES = {
  notFound: 'Nie ma takiego odstąpienia od umowy w tym zamówieniu.',
  notAccepted: 'Najpierw przyjmij zwrot (towar wrócił albo jest dowód jego odesłania); potem zwróć płatność.',
  already: 'Zwrot płatności za to odstąpienie jest już zlecony albo wykonany; nic nie zmieniono.',
  nothing: 'Za to odstąpienie nie ma czego zwracać: zamówienie zwrócono już w całości.',
  notPaidOnline: 'Przelewy24 nie potwierdziły płatności tego zamówienia, więc nie ma czego przez nie zwracać.',
  accountForTransfer: 'Numer konta podaje się tylko przy zwrocie przelewem; to zamówienie zwraca się przez Przelewy24.',
  p24Off: 'Płatności Przelewy24 nie są skonfigurowane; zwrotu nie można zlecić.',
  p24NoAnswer: 'Przelewy24 nie odpowiedziały. Zwrot czeka na ich powiadomienie; sprawdź go w panelu Przelewy24, zanim zrobisz cokolwiek więcej.',
} as const;

/** An account number as staff type it: an IBAN or a Polish NRB (26 digits), spaces allowed. */
export function normaliseAccountNumber(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
}

const refundBody = z
  .strictObject({
    accountNumber: z
      .string({ error: 'Numer konta musi być tekstem.' })
      .trim()
      .max(42, { error: 'Numer konta może mieć najwyżej 42 znaki.' })
      .refine((text) => isValidIban(normaliseAccountNumber(text)), { error: 'To nie jest poprawny numer konta (26 cyfr albo IBAN).' })
      .optional()
      .describe('Numer konta konsumenta do zwrotu przelewem (26 cyfr albo IBAN), jeśli go podał.'),
    note: z
      .string({ error: 'Notatka musi być tekstem.' })
      .trim()
      .max(500, { error: 'Notatka może mieć najwyżej 500 znaków.' })
      .optional()
      .describe('Uwagi do zwrotu (do dziennika zmian).'),
  })
  .openapi('DeskWithdrawalRefund');

const refundCall = declareCall({
  operationId: 'refundWithdrawal',
  method: 'post',
  path: '/orders/{uuid}/withdrawals/{withdrawalUuid}/refund',
  tags: ['Panel: zamówienia'],
  summary:
    'Zwraca płatność po przyjętym zwrocie: kwotę liczy serwer (towary z oświadczenia, przy całości także dostawa do kosztu najtańszej, art. 32); zamówienie opłacone przez Przelewy24 zwraca się przez P24 (czeka na ich powiadomienie), inne zapisuje się jako zwrot przelewem. Raz na odstąpienie.',
  request: { params: withdrawalParams, query: noQuery, body: jsonBody(refundBody) },
  success: { schema: deskWithdrawalSchema, description: 'Zwrot zlecony (Przelewy24) albo zapisany (przelew).' },
  errors: {
    ...STAFF_ERRORS,
    404: MESSAGES.notFound,
    409: 'Zwrot nieprzyjęty, już zlecony lub wykonany, nie ma czego zwracać albo płatność Przelewy24 niepotwierdzona; nic nie zmieniono.',
    422: 'Przelewy24 odmówiły zwrotu albo podano numer konta do zwrotu przez Przelewy24.',
    503: 'Przelewy24 nie są skonfigurowane albo nie odpowiedziały (zwrot czeka wtedy na ich powiadomienie).',
  },
  maxBodyBytes: 4 * 1024,
  ...staffCall(ROLES_FOR.orders),
});

/** Whether P24 may have taken a refund although the call failed (no answer, or one the adapter could not read). */
function isUnknownOutcome(error: Przelewy24Error): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'malformed_answer' || (error.status ?? 0) >= 500;
}

/** Why P24 refused, in the staff's words. */
function refusalOf(error: Przelewy24Error): string {
  if (error.status === 409) return 'Przelewy24 odmówiły zwrotu: kwota przekracza to, co zostało z transakcji (albo ten zwrot już zlecono).';
  if (error.status === 404) return 'Przelewy24 odmówiły zwrotu: nie znają tej transakcji.';
  if (error.status === 401 || error.status === 403) return 'Przelewy24 odmówiły zwrotu: nie przyjęły kluczy sklepu (P24_API_KEY).';
  return `Przelewy24 odmówiły zwrotu${error.status ? ` (HTTP ${error.status})` : ''}.`;
}

export const withdrawalRefundRoutes = createRouter().openapi(refundCall, async (c) => {
  const db = c.env.DB;
  const { uuid, withdrawalUuid } = c.req.valid('param');
  const { accountNumber, note } = c.req.valid('json');
  const order = await readOrderByUuid(db, uuid);
  const withdrawals = order ? await listOrderWithdrawals(db, order.id) : [];
  const withdrawal = withdrawals.find((row) => row.uuid === withdrawalUuid);
  if (!order || !withdrawal) throw new ApiError(404, 'withdrawal_not_found', MESSAGES.notFound);
  if (!withdrawal.accepted_at) throw new ApiError(409, 'withdrawal_not_accepted', MESSAGES.notAccepted);
  const due = (await readOrderRefundViews(db, order, withdrawals)).get(withdrawalUuid);
  if (due?.state === 'pending' || due?.state === 'done') throw new ApiError(409, 'refund_exists', MESSAGES.already);
  if (!due || due.amount <= 0) throw new ApiError(409, 'nothing_to_refund', MESSAGES.nothing);

  const method = refundMethodOf(order);
  const config = method === 'p24' ? getPrzelewy24Config(c.env) : null;
  if (method === 'p24') {
    if (accountNumber) throw new ApiError(422, 'account_for_transfer', MESSAGES.accountForTransfer);
    if (!config) throw new ApiError(503, 'p24_off', MESSAGES.p24Off);
    if (order.p24_order_id === null || !order.p24_session_id) throw new ApiError(409, 'not_paid_online', MESSAGES.notPaidOnline);
  }
  const at = new Date().toISOString();
  const by = staffActorOf(c).name;
  const refundUuid = crypto.randomUUID();
  const account = accountNumber ? normaliseAccountNumber(accountNumber) : null;
  // P24 takes a refundsUuid of at most 35 characters: the refund's uuid without its hyphens.
  const p24 = method === 'p24' ? { requestId: crypto.randomUUID(), refundsUuid: refundUuid.replaceAll('-', ''), orderId: order.p24_order_id } : null;
  const change = {
    withdrawal: withdrawalUuid,
    refund: refundUuid,
    amount: due.amount,
    delivery: due.deliveryAmount,
    method,
    ...(account ? { account } : {}),
  };
  try {
    await db.batch([
      auditOf(c, { objectKind: 'order', objectId: order.uuid, change: { ...change, ...(note ? { note } : {}) } }, at, {
        sql: "EXISTS (SELECT 1 FROM withdrawals WHERE id = ? AND accepted_at IS NOT NULL) AND NOT EXISTS (SELECT 1 FROM withdrawal_refunds WHERE withdrawal_id = ? AND state IN ('pending', 'done'))",
        values: [withdrawal.id, withdrawal.id],
      }),
      db
        .prepare(
          `INSERT INTO withdrawal_refunds (uuid, withdrawal_id, method, amount, delivery_amount, account_number, p24_request_id, p24_refunds_uuid,
             p24_order_id, state, requested_at, requested_by, settled_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
        )
        .bind(
          refundUuid,
          withdrawal.id,
          method,
          due.amount,
          due.deliveryAmount,
          account,
          p24?.requestId ?? null,
          p24?.refundsUuid ?? null,
          p24?.orderId ?? null,
          p24 ? 'pending' : 'done',
          at,
          by,
          p24 ? null : at,
        ),
      // A transfer is made by the staff member who records it: the withdrawal is refunded now.
      ...(p24
        ? []
        : [
            db
              .prepare(
                "UPDATE withdrawals SET refunded_at = ?2, refunded_by = ?3, refund_method = 'transfer', refund_amount = ?4 WHERE id = ?1 AND refunded_at IS NULL",
              )
              .bind(withdrawal.id, at, by, due.amount),
            ...enqueueMail(
              db,
              {
                kind: 'withdrawal_refund',
                to: withdrawal.email,
                mail: withdrawalRefundMail(getShopUrl(c.env, c.req.url), {
                  orderUuid: order.uuid,
                  orderHash: order.hash,
                  orderNumber: order.number,
                  receivedAt: withdrawal.received_at,
                  amount: due.amount,
                  deliveryAmount: due.deliveryAmount,
                  method: 'transfer',
                  accountNumber: account,
                }),
                cause: { kind: 'order', id: order.uuid },
              },
              new Date(at),
            ),
          ]),
    ]);
  } catch (error) {
    if (isGuardFailure(error) || String(error).includes('UNIQUE constraint failed')) throw new ApiError(409, 'refund_exists', MESSAGES.already);
    throw error;
  }

  if (p24 && config && order.p24_session_id) {
    const sent = await requestRefund(config, {
      ...p24,
      orderId: p24.orderId ?? 0,
      sessionId: order.p24_session_id,
      amount: due.amount,
      description: `Zwrot ${order.number}`.slice(0, 35),
      urlStatus: `${getShopUrl(c.env, c.req.url)}/api/public/v1/payments/przelewy24/refunds`,
    });
    if (!sent.ok) {
      console.error(JSON.stringify({ event: 'p24_refund_failed', order: order.uuid, refund: refundUuid, error: sent.error }));
      if (isUnknownOutcome(sent.error)) {
        // P24 may have taken it: the refund stays pending, and its notification will settle it.
        await db
          .prepare("UPDATE withdrawal_refunds SET failure = ?2 WHERE uuid = ?1 AND state = 'pending'")
          .bind(refundUuid, MESSAGES.p24NoAnswer)
          .run();
        throw new ApiError(503, 'p24_no_answer', MESSAGES.p24NoAnswer);
      }
      const refusal = refusalOf(sent.error);
      const settledAt = new Date().toISOString();
      await db.batch([
        auditOf(
          c,
          { objectKind: 'order', objectId: order.uuid, change: { withdrawal: withdrawalUuid, refund: refundUuid, rejected: refusal } },
          settledAt,
        ),
        db
          .prepare("UPDATE withdrawal_refunds SET state = 'rejected', failure = ?2, settled_at = ?3 WHERE uuid = ?1 AND state = 'pending'")
          .bind(refundUuid, refusal, settledAt),
      ]);
      throw new ApiError(422, 'p24_refused', refusal);
    }
  }
  const [answer] = (await deskWithdrawalsOf(db, order, await listOrderWithdrawals(db, order.id))).filter((row) => row.uuid === withdrawalUuid);
  if (!answer) throw new ApiError(404, 'withdrawal_not_found', MESSAGES.notFound);
  return c.json(answer, 200);
});
