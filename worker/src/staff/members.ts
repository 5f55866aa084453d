/**
 * Members of staff on D1 (staff_members, migration 0019): people with logins of their own and a
 * role. Creating, changing and disabling a member are owner calls (api/admin/staff-members.ts) and the
 * scripts that make the first owner (`npm run staff:create`, `npm start`'s local owner).
 */
import type { StaffRole } from '#lib/staff-roles.ts';

/** A member as stored. */
export interface StaffMemberRow {
  id: number;
  uuid: string;
  email: string;
  name: string;
  role: StaffRole;
  is_active: number;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
}

/** A member as the panel shows them: no password, no secret. */
export interface StaffMember {
  uuid: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  secondFactor: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toStaffMember(row: StaffMemberRow): StaffMember {
  return {
    uuid: row.uuid,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.is_active === 1,
    secondFactor: row.totp_secret !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function findStaffByEmail(db: D1Database, email: string): Promise<StaffMemberRow | null> {
  return db.prepare('SELECT * FROM staff_members WHERE email = ?1').bind(email).first<StaffMemberRow>();
}

export function findStaffByUuid(db: D1Database, uuid: string): Promise<StaffMemberRow | null> {
  return db.prepare('SELECT * FROM staff_members WHERE uuid = ?1').bind(uuid).first<StaffMemberRow>();
}

export async function listStaff(db: D1Database): Promise<StaffMember[]> {
  const { results } = await db.prepare('SELECT * FROM staff_members ORDER BY is_active DESC, name').all<StaffMemberRow>();
  return results.map(toStaffMember);
}

/** The statement that adds a member (their first login enrols the second factor). */
export function insertStaffStatement(
  db: D1Database,
  member: { uuid: string; email: string; name: string; role: StaffRole; passwordHash: string },
  at: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO staff_members (uuid, email, name, role, password_hash, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)`,
    )
    .bind(member.uuid, member.email, member.name, member.role, member.passwordHash, at);
}

/**
 * The statement that changes a member's name, role or activity, only while the row is as the
 * caller read it (`updated_at`): of two owners changing one member at once, one wins.
 */
export function updateStaffStatement(
  db: D1Database,
  uuid: string,
  change: { name: string; role: StaffRole; active: boolean },
  readAt: string,
  at: string,
): D1PreparedStatement {
  return db
    .prepare('UPDATE staff_members SET name = ?2, role = ?3, is_active = ?4, updated_at = ?6 WHERE uuid = ?1 AND updated_at = ?5')
    .bind(uuid, change.name, change.role, change.active ? 1 : 0, readAt, at);
}

/** The statement that stores a member's confirmed second factor (encrypted) and the step its first code used. */
export function enrolTotpStatement(db: D1Database, staffId: number, sealedSecret: string, step: number, at: string): D1PreparedStatement {
  return db
    .prepare('UPDATE staff_members SET totp_secret = ?2, totp_last_step = ?3, updated_at = ?4 WHERE id = ?1 AND totp_secret IS NULL')
    .bind(staffId, sealedSecret, step, at);
}

/** The statement that takes a code's time step once: no change when that step (or a later one) was used. */
export function takeTotpStepStatement(db: D1Database, staffId: number, step: number): D1PreparedStatement {
  return db
    .prepare('UPDATE staff_members SET totp_last_step = ?2 WHERE id = ?1 AND (totp_last_step IS NULL OR totp_last_step < ?2)')
    .bind(staffId, step);
}

/** The statement that sets a member's password (a rehash at login, or a new password), keeping everything else. */
export function setStaffPasswordStatement(db: D1Database, staffId: number, passwordHash: string, at: string): D1PreparedStatement {
  return db.prepare('UPDATE staff_members SET password_hash = ?2, updated_at = ?3 WHERE id = ?1').bind(staffId, passwordHash, at);
}

/** The statement that removes a member's second factor (a lost phone): the next login enrols a new one. */
export function resetTotpStatement(db: D1Database, staffId: number, at: string): D1PreparedStatement {
  return db.prepare('UPDATE staff_members SET totp_secret = NULL, totp_last_step = NULL, updated_at = ?2 WHERE id = ?1').bind(staffId, at);
}
