/**
 * The admin calls (`/api/admin/v1`) are for the shop's staff tools, not for browsers: they carry
 * `Authorization: Bearer <ADMIN_API_TOKEN>` (a worker secret, compared in constant time) and name
 * the person acting in `X-Staff-Actor`, which every admin call writes into the logs. Without the
 * secret configured every admin call is refused. A form of another site can send neither header,
 * so these calls need no csrf check (contract.ts `acceptsCrossSitePost`).
 */
import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { isSameSecret } from '../../auth/same-secret.ts';
import { getAdminApiToken } from '../../config.ts';
import type { AppEnv } from '../../env.ts';
import { REQUEST_ID_HEADER } from '../../shared-names.ts';
import { ApiError } from '../errors.ts';

/** The error an admin call declares for 401. */
export const STAFF_ERRORS = { 401: 'Brak lub zły token administracyjny (nagłówek Authorization: Bearer …).' } as const;

const BEARER = /^Bearer ([\x21-\x7e]{1,512})$/;

/**
 * The id of the edge's log line for this request: the API runs behind the edge, which passes it
 * in `X-Request-Id` (edge/api-gateway.ts), so the admin lines can be joined to the request's.
 */
export function requestIdOf(c: Context<AppEnv>): string | undefined {
  return c.get('requestId') ?? c.req.header(REQUEST_ID_HEADER);
}

/** The actor header's rule, shared by the schema below and the log line of an accepted call. */
const ACTOR_PATTERN = /^[A-Za-z0-9._@+-]{2,100}$/;

/**
 * Middleware of an admin call: a 401, logged, without the staff token; with it, the call runs and
 * one JSON line (`event: admin-call`) records it with its actor and status, whatever the outcome.
 */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = getAdminApiToken(c.env);
  const sent = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!(expected && sent && (await isSameSecret(sent, expected)))) {
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        event: 'admin-call-refused',
        path: c.req.path,
        requestId: requestIdOf(c),
        hadToken: sent !== undefined,
      }),
    );
    throw new ApiError(401, 'unauthorized', 'Wywołanie administracyjne wymaga ważnego tokenu obsługi sklepu.');
  }
  await next();
  const actor = c.req.header('X-Staff-Actor') ?? '';
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      event: 'admin-call',
      method: c.req.method,
      path: c.req.path,
      requestId: requestIdOf(c),
      // An actor the call's schema refuses (a 400) is not written into the log.
      actor: ACTOR_PATTERN.test(actor) ? actor : null,
      status: c.res.status,
    }),
  );
};

/** What an admin call adds to its declaration: the middleware, the staff scheme, the 401, and no csrf check. */
export const staffCall = { middleware: [requireStaff], security: [{ staffToken: [] as string[] }], acceptsCrossSitePost: true };

/** Who acts: a staff login or e-mail, kept with every admin call in the history and the log. */
export const staffActorHeaders = z.object({
  'x-staff-actor': z
    .string()
    .regex(ACTOR_PATTERN)
    .describe('Kto wywołuje: login lub e-mail pracownika (litery, cyfry, . _ @ + -), zapisywany w historii i w logu.'),
});
