/**
 * `POST /withdrawals`: a consumer's statement of withdrawal from a distance contract (issue 33,
 * docs/decisions/039-withdrawal.md, #lib/withdrawal.ts). The form names the order by its number
 * and the e-mail it was placed with; a statement that names no order of that address gets the
 * same 404 whether the number exists or not. The statement, its acknowledgement to the consumer
 * and the shop's notice are written in ONE batch, with the moment it was received. The same form
 * sent twice (its `requestKey`) is one statement, acknowledged once.
 */
import { formatDate } from '#lib/dates.ts';
import { withdrawalSchema } from '#lib/forms/withdrawal.ts';
import { type WithdrawnLine, withdrawalStatementText, withdrawalStateOf } from '#lib/withdrawal.ts';
import { getShopUrl } from '../../config.ts';
import { limitForm } from '../../forms/guard.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { resolveShopMailbox } from '../../mail/shop-mailbox.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { noQuery } from '../schemas.ts';
import { withdrawalAcknowledgementMail, withdrawalNoticeMail } from './mails.ts';
import {
  insertWithdrawalStatement,
  listOrderWithdrawals,
  readWithdrawableLines,
  readWithdrawalByKey,
  readWithdrawalOrder,
  type WithdrawalOrder,
  type WithdrawalRow,
  withdrawnSoFar,
} from './queries.ts';
import { withdrawalAnswerSchema } from './schemas.ts';

const NOT_FOUND = 'Nie znaleźliśmy zamówienia o tym numerze złożonego z tego adresu e-mail. Sprawdź numer i adres z potwierdzenia zamówienia.';
const NOT_CONSUMER =
  'To zamówienie złożyła firma: prawo odstąpienia od umowy zawartej na odległość przysługuje konsumentom oraz firmom, które przy zamówieniu zaznaczyły zakup na prawach konsumenta (art. 38a ustawy o prawach konsumenta).';
const CANCELLED = 'To zamówienie zostało anulowane: nie ma umowy, od której można odstąpić.';
const NOTHING_LEFT = 'Od tego zamówienia już odstąpiono w całości.';

const withdrawCall = declareCall({
  operationId: 'withdrawFromContract',
  method: 'post',
  path: '/',
  tags: ['Odstąpienie od umowy'],
  summary:
    'Oświadczenie konsumenta o odstąpieniu od umowy (art. 27 ustawy o prawach konsumenta): od całego zamówienia albo od wybranych produktów. Zapisuje je z chwilą otrzymania i od razu wysyła konsumentowi potwierdzenie z pełną treścią, a sklepowi powiadomienie.',
  request: { query: noQuery, body: jsonBody(withdrawalSchema.openapi('WithdrawalRequest')) },
  success: { schema: withdrawalAnswerSchema, description: 'Oświadczenie otrzymane; potwierdzenie czeka w kolejce do wysłania.' },
  errors: {
    404: NOT_FOUND,
    409: 'Prawo odstąpienia nie przysługuje (zamówienie firmy, anulowane, termin minął) albo wybrano więcej, niż zamówiono.',
    429: 'Zbyt wiele prób z tej sieci lub dla tego adresu.',
  },
  maxBodyBytes: 32 * 1024,
});

const answerOf = (row: Pick<WithdrawalRow, 'uuid' | 'email' | 'received_at' | 'statement'>, orderNumber: string) => ({
  uuid: row.uuid,
  orderNumber,
  email: row.email,
  receivedAt: row.received_at,
  statement: row.statement,
});

/** The order the statement names, when it was placed from this address (the order's or its invoices' e-mail). */
async function requireOrder(db: D1Database, number: string, email: string): Promise<WithdrawalOrder> {
  const order = await readWithdrawalOrder(db, number);
  const addresses = [order?.email, order?.invoice_email].filter(Boolean).map((address) => address?.toLowerCase());
  if (!order || !addresses.includes(email)) throw new ApiError(404, 'order_not_found', NOT_FOUND);
  return order;
}

/** The withdrawn lines the form named, checked against what was ordered less what earlier statements withdrew; null: the rest of the order. */
async function withdrawnLines(db: D1Database, order: WithdrawalOrder, asked: readonly { productNumber: string; quantity: number }[] | undefined) {
  const [lines, earlier] = await Promise.all([readWithdrawableLines(db, order.id), listOrderWithdrawals(db, order.id)]);
  const before = withdrawnSoFar(earlier);
  if (before.whole) throw new ApiError(409, 'already_withdrawn', NOTHING_LEFT);
  if (!asked || asked.length === 0) return null;
  const byNumber = new Map(lines.map((line) => [line.productNumber, line]));
  return asked.map(({ productNumber, quantity }): WithdrawnLine => {
    const line = byNumber.get(productNumber);
    if (!line) throw new ApiError(409, 'not_in_order', `Produktu nr ${productNumber} nie ma w zamówieniu ${order.number}.`);
    const left = line.quantity - (before.quantities.get(productNumber) ?? 0);
    if (quantity > left)
      throw new ApiError(409, 'too_many', `Produktu „${line.name}” zostało do odstąpienia ${left} ${line.unit}, a wybrano ${quantity}.`);
    return { productNumber, name: line.name, quantity, unit: line.unit };
  });
}

export const withdrawalRoutes = createRouter().openapi(withdrawCall, async (c) => {
  const body = c.req.valid('json');
  const db = c.env.DB;
  const repeated = await readWithdrawalByKey(db, body.requestKey);
  if (repeated) return c.json(answerOf(repeated, body.orderNumber), 200);
  const now = new Date();
  await limitForm(c, 'withdrawal', body.email, now.getTime());
  const order = await requireOrder(db, body.orderNumber, body.email);
  const state = withdrawalStateOf(
    { customerType: order.customer_type, consumerRights: order.consumer_rights === 1, status: order.status, deliveredAt: order.delivered_at },
    now,
  );
  if (!state.open) {
    const message =
      state.reason === 'not_consumer'
        ? NOT_CONSUMER
        : state.reason === 'cancelled'
          ? CANCELLED
          : `Termin na odstąpienie od umowy minął ${formatDate(`${state.deadline}T12:00:00Z`)} (14 dni od dostawy).`;
    throw new ApiError(409, `withdrawal_${state.reason}`, message);
  }
  const lines = await withdrawnLines(db, order, body.lines);
  const receivedAt = now.toISOString();
  const statement = withdrawalStatementText({
    consumerName: body.consumerName,
    email: body.email,
    orderNumber: order.number,
    orderedAt: order.created_at,
    lines,
  });
  const uuid = crypto.randomUUID();
  const shopUrl = getShopUrl(c.env, c.req.url);
  const facts = { orderUuid: order.uuid, orderHash: order.hash, orderNumber: order.number, consumerName: body.consumerName, statement, receivedAt };
  const shopMailbox = await resolveShopMailbox(c.env, db);
  // On the order, where the staff read what happened to it.
  const cause = { kind: 'order', id: order.uuid };
  try {
    await db.batch([
      insertWithdrawalStatement(db, {
        uuid,
        requestKey: body.requestKey,
        orderId: order.id,
        consumerName: body.consumerName,
        email: body.email,
        lines,
        statement,
        receivedAt,
      }),
      ...enqueueMail(db, { kind: 'withdrawal_acknowledgement', to: body.email, mail: withdrawalAcknowledgementMail(shopUrl, facts), cause }, now),
      ...(shopMailbox ? enqueueMail(db, { kind: 'withdrawal_notice', to: shopMailbox, mail: withdrawalNoticeMail(shopUrl, facts), cause }, now) : []),
    ]);
  } catch (error) {
    // The same form sent twice at once: the first batch wrote it, this one (its key taken) nothing.
    const first = await readWithdrawalByKey(db, body.requestKey);
    if (first) return c.json(answerOf(first, order.number), 200);
    throw error;
  }
  return c.json(answerOf({ uuid, email: body.email, received_at: receivedAt, statement }, order.number), 200);
});
