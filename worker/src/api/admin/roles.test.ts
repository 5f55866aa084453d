/**
 * Issue 31: every admin call declares the roles it takes, and the API holds to it. The walk covers
 * every declared admin call × every role (and an integration's token, no login, an ended login, a
 * disabled member's login, a customer's login): 401 without a login, 403 for a role the call does
 * not take, and past both for the roles it does. Read from the contract, so a new call is walked by
 * being declared.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { plPanel } from '#lib/i18n/pl-panel.ts';
import { ROLES_FOR, STAFF_ROLES, type StaffRole } from '#lib/staff-roles.ts';
import { ADMIN_CONTENT_TAGS } from '#worker/api/admin/content-schemas.ts';
import { declaredCalls } from '#worker/api/declared-calls.ts';
import { hashToken } from '#worker/auth/one-time-tokens.ts';
import { STAFF_SESSION_HEADER } from '#worker/staff/sessions.ts';
import { loggedInCookie } from '#worker-test/auth.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { createMember, sessionHeadersOf } from '#worker-test/staff.ts';

/** The calls anyone may make: the two steps of the login itself. */
const OPEN_ADMIN_CALLS = ['startStaffLogin', 'finishStaffLogin'];
/** Calls about the caller's own panel login, which an integration has not got. */
const OWN_LOGIN_CALLS = ['getStaffMe'];
/** The logout ends the login it is sent with: walked with a login of its own. */
const LOGOUT = 'endStaffLogin';

const adminCalls = () => declaredCalls().filter((call) => call.path.startsWith('/api/admin/'));

/** A path of the call with a well-formed value in every parameter. */
function samplePath(path: string): string {
  const values: Record<string, string> = { uuid: crypto.randomUUID(), slug: 'nie-ma-takiego', id: '1', kind: 'content' };
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
}

async function send(method: string, path: string, headers: Record<string, string>): Promise<number> {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  const response = await SELF.fetch(`${ORIGIN}${samplePath(path)}`, {
    method,
    headers: { ...headers, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    ...(hasBody ? { body: '{}' } : {}),
  });
  await response.body?.cancel();
  return response.status;
}

const sessions = {} as Record<StaffRole, Record<string, string>>;
let ended: Record<string, string>;
let disabled: Record<string, string>;

beforeAll(async () => {
  for (const role of STAFF_ROLES) sessions[role] = await sessionHeadersOf(await createMember(role));
  ended = await sessionHeadersOf(await createMember('owner'));
  await env.DB.prepare('UPDATE staff_sessions SET expires_at = ?2 WHERE token_hash = ?1')
    .bind(await hashToken(ended[STAFF_SESSION_HEADER] ?? ''), new Date(Date.now() - 1000).toISOString())
    .run();
  const member = await createMember('owner');
  disabled = await sessionHeadersOf(member);
  await env.DB.prepare('UPDATE staff_members SET is_active = 0 WHERE id = ?1').bind(member.id).run();
});

describe('the contract', () => {
  it('gives every admin call but the login its roles, the owner always among them', () => {
    const calls = adminCalls();
    expect(calls.filter((call) => call.staffRoles === null).map((call) => call.route.operationId)).toEqual(OPEN_ADMIN_CALLS);
    for (const call of calls.filter((candidate) => candidate.staffRoles !== null)) {
      expect(call.staffRoles, call.route.operationId).toContain('owner');
      expect(call.route.security, call.route.operationId).toEqual([{ staffSession: [] }, { staffToken: [] }]);
    }
  });

  it('keeps orders away from editors and the catalogue away from the orders role', () => {
    const byOperation = new Map(adminCalls().map((call) => [call.route.operationId, call.staffRoles]));
    for (const id of ['changeOrderStatus', 'recordOrderShipment', 'getOrderStatusHistory', 'issueRemoteLogin']) {
      expect(byOperation.get(id), id).toEqual(ROLES_FOR.orders);
    }
    for (const id of ['adminCreateProduct', 'adminUpdateProduct', 'adminSetProductPrice']) expect(byOperation.get(id), id).toEqual(ROLES_FOR.content);
    for (const id of ['createStaffMember', 'updateStaffMember', 'listAuditLog']) expect(byOperation.get(id), id).toEqual(ROLES_FOR.owner);
  });

  it('names every write of the order, invoice, customer and staff desks in Polish in the audit log (the content calls: part 2)', () => {
    const named = new Set(Object.keys(plPanel.Panel.Audit.Operations));
    const writes = adminCalls().filter(
      (call) =>
        call.method !== 'GET' &&
        !(call.route.tags ?? []).some((tag) => ADMIN_CONTENT_TAGS.includes(tag)) &&
        ![...OPEN_ADMIN_CALLS, LOGOUT].includes(call.route.operationId ?? ''),
    );
    expect(writes.length).toBeGreaterThan(5);
    for (const call of writes) expect(named.has(call.route.operationId ?? ''), `${call.method} ${call.path}`).toBe(true);
  });
});

describe('every admin call × every caller', () => {
  it('401 without a staff login, or with one that ended, a disabled member’s, or a customer’s', async () => {
    const customer = { Cookie: await loggedInCookie(), Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' };
    for (const call of adminCalls().filter((candidate) => candidate.staffRoles !== null)) {
      for (const [who, headers] of Object.entries({ nobody: {}, ended, disabled, customer })) {
        expect(await send(call.method, call.path, headers), `${call.route.operationId} by ${who}`).toBe(401);
      }
    }
  });

  it('403 for a role the call does not take, past the guard for one it does', async () => {
    for (const call of adminCalls().filter((candidate) => candidate.staffRoles !== null)) {
      for (const role of STAFF_ROLES) {
        const headers = call.route.operationId === LOGOUT ? await sessionHeadersOf(await createMember(role)) : sessions[role];
        const status = await send(call.method, call.path, headers);
        const allowed = call.staffRoles?.includes(role) ?? false;
        if (allowed) expect([401, 403], `${call.route.operationId} by ${role}`).not.toContain(status);
        else expect(status, `${call.route.operationId} by ${role}`).toBe(403);
      }
    }
  });

  it('an integration’s token opens every call but the owner’s and those of a person’s own login', async () => {
    const integration = { Authorization: `Bearer ${env.ADMIN_API_TOKEN}` };
    for (const call of adminCalls().filter((candidate) => candidate.staffRoles !== null)) {
      const ownerOnly = (call.staffRoles?.every((role) => role === 'owner') ?? false) || OWN_LOGIN_CALLS.includes(call.route.operationId ?? '');
      const status = await send(call.method, call.path, integration);
      if (ownerOnly) expect(status, call.route.operationId).toBe(403);
      else expect([401, 403], call.route.operationId).not.toContain(status);
    }
  });
});
