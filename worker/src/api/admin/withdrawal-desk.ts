/**
 * The staff's steps on a consumer's withdrawal (issue 33, docs/back-office.md "Withdrawals"):
 * accepting the return once the goods came back (or proof they were sent, art. 32 ust. 4), on the
 * order's audit trail. The correction is the correction form's (invoice-corrections.ts), prefilled
 * from the statement in the panel.
 */
import { z } from '@hono/zod-openapi';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { isGuardFailure } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { readOrderByUuid } from '../orders/queries.ts';
import { noQuery, uuidSchema } from '../schemas.ts';
import { listOrderWithdrawals } from '../withdrawals/queries.ts';
import { deskWithdrawalsOf } from './order-desk.ts';
import { deskWithdrawalSchema } from './panel-schemas.ts';
import { auditOf, STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const NOT_FOUND = 'Nie ma takiego odstąpienia od umowy w tym zamówieniu.';
const ALREADY = 'Ten zwrot jest już przyjęty; nic nie zmieniono.';

/** The order and one of its withdrawals: the path of every staff step on a withdrawal. */
export const withdrawalParams = z.strictObject({
  uuid: uuidSchema.describe('UUID zamówienia.'),
  withdrawalUuid: uuidSchema.describe('UUID oświadczenia o odstąpieniu.'),
});

const acceptanceBody = z
  .strictObject({
    note: z
      .string({ error: 'Notatka musi być tekstem.' })
      .trim()
      .max(500, { error: 'Notatka może mieć najwyżej 500 znaków.' })
      .optional()
      .describe('Co wróciło i w jakim stanie (do dziennika zmian).'),
  })
  .openapi('DeskWithdrawalAcceptance');

const acceptCall = declareCall({
  operationId: 'acceptWithdrawal',
  method: 'post',
  path: '/orders/{uuid}/withdrawals/{withdrawalUuid}/acceptance',
  tags: ['Panel: zamówienia'],
  summary:
    'Przyjmuje zwrot po odstąpieniu od umowy (towar wrócił albo jest dowód jego odesłania); potem zwrot płatności i korekta faktury, w ciągu 14 dni od otrzymania oświadczenia.',
  request: { params: withdrawalParams, query: noQuery, body: jsonBody(acceptanceBody) },
  success: { schema: deskWithdrawalSchema, description: 'Zwrot przyjęty.' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND, 409: ALREADY },
  maxBodyBytes: 4 * 1024,
  ...staffCall(ROLES_FOR.orders),
});

export const withdrawalDeskRoutes = createRouter().openapi(acceptCall, async (c) => {
  const db = c.env.DB;
  const { uuid, withdrawalUuid } = c.req.valid('param');
  const { note } = c.req.valid('json');
  const order = await readOrderByUuid(db, uuid);
  const withdrawal = order ? (await listOrderWithdrawals(db, order.id)).find((row) => row.uuid === withdrawalUuid) : undefined;
  if (!order || !withdrawal) throw new ApiError(404, 'withdrawal_not_found', NOT_FOUND);
  if (withdrawal.accepted_at) throw new ApiError(409, 'withdrawal_accepted', ALREADY);
  const at = new Date().toISOString();
  const by = staffActorOf(c).name;
  try {
    await db.batch([
      auditOf(
        c,
        { objectKind: 'order', objectId: order.uuid, change: { withdrawal: withdrawalUuid, accepted: true, ...(note ? { note } : {}) } },
        at,
        {
          sql: 'EXISTS (SELECT 1 FROM withdrawals WHERE uuid = ? AND accepted_at IS NULL)',
          values: [withdrawalUuid],
        },
      ),
      db.prepare('UPDATE withdrawals SET accepted_at = ?2, accepted_by = ?3 WHERE uuid = ?1 AND accepted_at IS NULL').bind(withdrawalUuid, at, by),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw new ApiError(409, 'withdrawal_accepted', ALREADY);
    throw error;
  }
  const [accepted] = (await deskWithdrawalsOf(db, order, await listOrderWithdrawals(db, order.id))).filter((row) => row.uuid === withdrawalUuid);
  if (!accepted) throw new ApiError(404, 'withdrawal_not_found', NOT_FOUND);
  return c.json(accepted, 200);
});
