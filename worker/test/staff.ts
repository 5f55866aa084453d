/**
 * Members of staff for the worker tests (issue 31): a member of a role, written straight into D1
 * (a fast password hash, a second factor of a known secret), and the headers of an admin call made
 * from their panel login, as the edge sends them (`X-Staff-Session`). The login calls themselves
 * are tested through the API (api/admin/staff-sessions.test.ts).
 */
import { env } from 'cloudflare:test';
import type { StaffRole } from '#lib/staff-roles.ts';
import { hashPassword } from '#worker/auth/passwords.ts';
import { insertStaffStatement } from '#worker/staff/members.ts';
import { STAFF_SESSION_HEADER, startStaffSessionStatement } from '#worker/staff/sessions.ts';
import { encryptTotpSecret, newTotpSecret } from '#worker/staff/totp.ts';
import { fileRunGuard } from './isolation.ts';

/** A password no list knows, for every test member. */
export const STAFF_PASSWORD = 'Dozownik-mydla-Panel-2026';

export interface TestMember {
  id: number;
  uuid: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The TOTP secret (base32), or null for a member who has not enrolled. */
  totpSecret: string | null;
}

/** Throws once a later test file has started: a timed-out test of this file stops here (isolation.ts). */
const stillThisFile = fileRunGuard();

let created = 0;

/** Adds a member of `role`; with `enrolled` (the default) their second factor is set to a new secret. */
export async function createMember(role: StaffRole, { name, enrolled = true }: { name?: string; enrolled?: boolean } = {}): Promise<TestMember> {
  stillThisFile();
  created++;
  const uuid = crypto.randomUUID();
  const email = `${role}.${created}.${uuid.slice(0, 8)}@sklep.test`;
  const memberName = name ?? `Pracownik ${role} ${created}`;
  const at = new Date().toISOString();
  // Fewer PBKDF2 rounds than production: the tests log in often, and the login rehashes anyway.
  await insertStaffStatement(env.DB, { uuid, email, name: memberName, role, passwordHash: await hashPassword(STAFF_PASSWORD, 1000) }, at).run();
  const totpSecret = enrolled ? newTotpSecret() : null;
  if (totpSecret) {
    await env.DB.prepare('UPDATE staff_members SET totp_secret = ?2 WHERE uuid = ?1')
      .bind(uuid, await encryptTotpSecret(totpSecret, env.STAFF_TOTP_KEY))
      .run();
  }
  const row = await env.DB.prepare('SELECT id FROM staff_members WHERE uuid = ?1').bind(uuid).first<{ id: number }>();
  if (!row) throw new Error('the member was not written');
  return { id: row.id, uuid, email, name: memberName, role, totpSecret };
}

/** A panel login of `member` (as the second step would start it): the headers of their admin calls. */
export async function sessionHeadersOf(member: TestMember): Promise<Record<string, string>> {
  stillThisFile();
  const session = await startStaffSessionStatement(env.DB, member.id, Date.now());
  await session.statement.run();
  return { [STAFF_SESSION_HEADER]: session.token };
}

/** The headers of an admin call by a new member of `role` (named `name`, as the audit log and histories show them). */
export async function staffSession(role: StaffRole = 'owner', name?: string): Promise<Record<string, string>> {
  return sessionHeadersOf(await createMember(role, { ...(name ? { name } : {}) }));
}
