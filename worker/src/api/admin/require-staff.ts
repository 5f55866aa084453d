/**
 * Who may make an admin call (`/api/admin/v1`, issue 31), declared per call in the contract
 * (`staffCall(roles)`: the roles it takes, written into the document as `x-staff-roles`):
 * - a member of staff, logged in to the panel: the edge hands the API the login's secret from its
 *   httpOnly cookie as `X-Staff-Session` (staff/sessions.ts), only for same-origin requests; the
 *   call runs when the member's role is among the call's roles (the owner's always is), else 403;
 * - a machine: `Authorization: Bearer <secret>` of a named integration (ADMIN_API_TOKEN, config.ts),
 *   audited under its name; integrations may make every call but the owner's (staff management).
 * Anything else is a 401. One JSON line (`event: admin-call`) records each call with its actor and
 * status. A form of another site can send neither header, so the calls need no csrf check.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { mayCall, type StaffRole } from '#lib/staff-roles.ts';
import { isSameSecret } from '../../auth/same-secret.ts';
import { getAdminIntegrations } from '../../config.ts';
import type { AppEnv } from '../../env.ts';
import { REQUEST_ID_HEADER } from '../../shared-names.ts';
import { type Actor, type AuditEntry, type AuditGuard, auditStatement } from '../../staff/audit.ts';
import { readStaffSession, STAFF_SESSION_HEADER } from '../../staff/sessions.ts';
import { ApiError } from '../errors.ts';

/** The errors every admin call declares. */
export const STAFF_ERRORS = {
  401: 'Brak zalogowanego pracownika (sesja panelu) albo ważnego tokenu integracji (nagłówek Authorization: Bearer …).',
  403: 'Rola pracownika nie pozwala na to wywołanie.',
} as const;

const BEARER = /^Bearer ([\x21-\x7e]{1,512})$/;
const SESSION_SECRET = /^[A-Za-z0-9_-]{16,512}$/;

/**
 * The id of the edge's log line for this request: the API runs behind the edge, which passes it
 * in `X-Request-Id` (edge/api-gateway.ts), so the admin lines can be joined to the request's.
 */
export function requestIdOf(c: Context<AppEnv>): string | undefined {
  return c.get('requestId') ?? c.req.header(REQUEST_ID_HEADER);
}

interface StaffCallContext {
  actor: Actor;
  /** The staff login the call came with; none for an integration. */
  sessionId?: number;
  /** The declared call's operationId, written into the audit log. */
  operation: string;
}

const calls = new WeakMap<Request, StaffCallContext>();

function staffCallOf(c: Context<AppEnv>): StaffCallContext {
  const call = calls.get(c.req.raw);
  if (!call) throw new Error('a staff call read outside requireStaff');
  return call;
}

/** The actor of a call behind `requireStaff`. */
export function staffActorOf(c: Context<AppEnv>): Actor {
  return staffCallOf(c).actor;
}

/** The login of a call a member of staff made (logout ends it), or null for an integration. */
export function staffSessionIdOf(c: Context<AppEnv>): number | null {
  return staffCallOf(c).sessionId ?? null;
}

/**
 * The audit row of this call's write, for the write's own batch (staff/audit.ts); with a `guard`,
 * first in the batch, which it rolls back when the guard does not hold.
 */
export function auditOf(c: Context<AppEnv>, entry: Omit<AuditEntry, 'operation'>, at: string, guard?: AuditGuard): D1PreparedStatement {
  const { actor, operation } = staffCallOf(c);
  return auditStatement(c.env.DB, actor, { operation, ...entry }, at, requestIdOf(c) ?? null, guard);
}

/** Finds the integration whose secret was sent; every secret is compared, in constant time. */
async function integrationOf(c: Context<AppEnv>, sent: string): Promise<Actor | null> {
  let found: Actor | null = null;
  for (const integration of getAdminIntegrations(c.env)) {
    if (await isSameSecret(sent, integration.secret))
      found = { kind: 'integration', id: integration.name, name: integration.name, role: 'integration' };
  }
  return found;
}

function refuse(c: Context<AppEnv>, status: 401 | 403, reason: string): never {
  console.log(JSON.stringify({ time: new Date().toISOString(), event: 'admin-call-refused', path: c.req.path, requestId: requestIdOf(c), reason }));
  if (status === 403) throw new ApiError(403, 'forbidden', 'Twoja rola nie pozwala na tę czynność. Poproś właściciela sklepu o dostęp.');
  throw new ApiError(401, 'unauthorized', 'Zaloguj się do panelu, aby to zrobić.');
}

/** Middleware of an admin call taking `roles`: a 401 without an actor, a 403 for a role outside them. */
export function requireStaff(roles: readonly StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    const session = c.req.header(STAFF_SESSION_HEADER);
    let actor: (Actor & { sessionId?: number }) | null = null;
    if (bearer !== undefined) {
      actor = await integrationOf(c, bearer);
      if (!actor) refuse(c, 401, 'unknown integration token');
      // Machines never manage staff.
      if (!roles.some((role) => role !== 'owner')) refuse(c, 403, 'integration on an owner call');
    } else if (session !== undefined && SESSION_SECRET.test(session)) {
      const found = await readStaffSession(c.env.DB, session, Date.now());
      if (!found) refuse(c, 401, 'no open staff login');
      const { member, sessionId } = found;
      actor = { kind: 'staff', id: member.uuid, name: member.name, email: member.email, role: member.role, sessionId };
      if (!mayCall(member.role, roles)) refuse(c, 403, `role ${member.role}`);
    } else {
      refuse(c, 401, 'no actor');
    }
    const operation = c.get('operationId') ?? `${c.req.method} ${c.req.path}`;
    calls.set(c.req.raw, { actor, operation, ...(actor.sessionId === undefined ? {} : { sessionId: actor.sessionId }) });
    await next();
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        event: 'admin-call',
        method: c.req.method,
        path: c.req.path,
        requestId: requestIdOf(c),
        actor: `${actor.kind}:${actor.id}`,
        status: c.res.status,
      }),
    );
  };
}

/** What an admin call adds to its declaration: who may call it, its security, and no csrf check. */
export function staffCall(roles: readonly StaffRole[]) {
  return {
    middleware: [requireStaff(roles)],
    security: [{ staffSession: [] }, { staffToken: [] }] as Record<string, string[]>[],
    acceptsCrossSitePost: true,
    staffRoles: roles,
  };
}
