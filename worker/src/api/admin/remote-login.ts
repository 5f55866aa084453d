/**
 * Remote login (issue 14 "remote login", docs/customers.md "Remote login"): staff issue a one-time pass with
 * which a customer is logged in once; the customer opens `/remote/login/{uuid}/{oneTimePass}`
 * within 10 minutes, and both the issue and the use are written into the account's history and
 * the log.
 */
import { z } from '@hono/zod-openapi';
import { href } from '#lib/routes.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { CUSTOMER_TOKEN_LIFETIME_MS, issueCustomerToken } from '../../auth/customer-tokens.ts';
import { logEventStatement } from '../../auth/sessions.ts';
import { getShopUrl } from '../../config.ts';
import { createRouter, declareCall } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { noQuery, uuidSchema } from '../schemas.ts';
import { auditOf, STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const remoteLoginAnswer = z
  .object({
    url: z.string().describe('Pełny adres linku dla klienta.'),
    path: z.string().describe('Ścieżka linku: /remote/login/{uuid}/{oneTimePass}.'),
    expiresAt: z.string().describe('Do kiedy link działa (UTC, ISO 8601): 10 minut od wydania.'),
  })
  .openapi('RemoteLoginIssued');

const issueRemoteLoginCall = declareCall({
  operationId: 'issueRemoteLogin',
  method: 'post',
  path: '/customers/{uuid}/remote-logins',
  tags: ['Administracja'],
  summary: 'Jednorazowy link logowania na konto klienta (ważny 10 minut, działa raz); wydanie i użycie trafiają do historii konta i logu.',
  request: { params: z.strictObject({ uuid: uuidSchema.describe('UUID klienta.') }), query: noQuery },
  success: { schema: remoteLoginAnswer, description: 'Link wydany.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma aktywnego (potwierdzonego, niezablokowanego) konta o tym UUID.' },
  ...staffCall(ROLES_FOR.orders),
});

export const remoteLoginRoutes = createRouter().openapi(issueRemoteLoginCall, async (c) => {
  const { uuid } = c.req.valid('param');
  const actor = staffActorOf(c);
  const db = c.env.DB;
  const now = new Date();
  const log = (outcome: string) =>
    console.log(
      JSON.stringify({
        time: now.toISOString(),
        event: 'remote-login-issued',
        outcome,
        customer: uuid,
        actor: `${actor.kind}:${actor.id}`,
        requestId: c.get('requestId'),
      }),
    );
  // A blocked or erased account gets no link: nobody logs in to it, staff included.
  const customer = await db
    .prepare('SELECT id FROM customers WHERE uuid = ?1 AND confirmed_at IS NOT NULL AND disabled_at IS NULL')
    .bind(uuid)
    .first<{ id: number }>();
  if (!customer) {
    log('no_such_customer');
    throw new ApiError(404, 'customer_not_found', 'Nie ma aktywnego konta klienta o tym identyfikatorze.');
  }
  const pass = await issueCustomerToken(db, uuid, 'remote_login', now, actor.name);
  const expiresAt = new Date(now.getTime() + CUSTOMER_TOKEN_LIFETIME_MS.remote_login).toISOString();
  await db.batch([
    pass.statement,
    logEventStatement(db, customer.id, 'remote_login_issued', actor.name, `expires ${expiresAt}`, now.toISOString()),
    auditOf(c, { objectKind: 'customer', objectId: uuid, change: { remoteLoginExpiresAt: expiresAt } }, now.toISOString()),
  ]);
  log('issued');
  const path = href('remoteLogin', { uuid, oneTimePass: pass.token });
  return c.json({ url: `${getShopUrl(c.env, c.req.url)}${path}`, path, expiresAt }, 200);
});
