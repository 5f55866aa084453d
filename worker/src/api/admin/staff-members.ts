/**
 * The owner's calls for members of staff (issue 31): list, add (with a starting password; the
 * member enrols the second factor at the first login), change name, role or activity (disabling
 * ends every login of the member at once, in the same batch), and reset a lost second factor.
 * Two owners changing one member at once: the change made on an older read gets a 409. The shop
 * always keeps one active owner. Also the audit log (staff/audit.ts), filtered by person, object
 * and date.
 */
import { z } from '@hono/zod-openapi';
import { nextDay, shopDayStart } from '#lib/dates.ts';
import { staffMemberCreateSchema, staffMemberUpdateSchema } from '#lib/forms/staff.ts';
import { dayParam, FROM_AFTER_TO } from '#lib/panel/list-query.ts';
import { ROLES_FOR, STAFF_ROLE_LABELS } from '#lib/staff-roles.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { changedFields, isGuardFailure, listAudit } from '../../staff/audit.ts';
import {
  findStaffByUuid,
  insertStaffStatement,
  listStaff,
  resetTotpStatement,
  type StaffMember,
  type StaffMemberRow,
  toStaffMember,
  updateStaffStatement,
} from '../../staff/members.ts';
import { revokeMemberSessionsStatement } from '../../staff/sessions.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { COMMON_PASSWORD_ERROR, refuseCommonPassword } from '../customers/password-policy.ts';
import { ApiError, isUniqueViolation } from '../errors.ts';
import { noQuery, uuidSchema } from '../schemas.ts';
import { type auditEntrySchema, auditLogSchema, staffMemberSchema, staffMembersSchema } from './panel-schemas.ts';
import { auditOf, STAFF_ERRORS, staffCall } from './require-staff.ts';

const tags = ['Panel: pracownicy'];
const memberParams = z.strictObject({ uuid: uuidSchema.describe('UUID pracownika.') });
const NOT_FOUND = 'Nie ma pracownika o tym identyfikatorze.';
const CHANGED_MEANWHILE = 'Ktoś zmienił tego pracownika w międzyczasie. Odśwież stronę i sprawdź zmiany; nic nie zapisano.';
const LAST_OWNER = 'Sklep musi mieć aktywnego właściciela: najpierw nadaj tę rolę komuś innemu.';

function memberAnswer(member: StaffMember): z.output<typeof staffMemberSchema> {
  return { ...member, roleLabel: STAFF_ROLE_LABELS[member.role] };
}

const listCall = declareCall({
  operationId: 'listStaffMembers',
  method: 'get',
  path: '/staff/members',
  tags,
  summary: 'Pracownicy sklepu: aktywni najpierw, z rolą i stanem drugiego składnika.',
  request: { query: noQuery },
  success: { schema: staffMembersSchema, description: 'Pracownicy.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.owner),
});

const createCall = declareCall({
  operationId: 'createStaffMember',
  method: 'post',
  path: '/staff/members',
  tags,
  summary: 'Dodaje pracownika z hasłem startowym; przy pierwszym logowaniu ustawia on drugi składnik (TOTP).',
  request: { query: noQuery, body: jsonBody(staffMemberCreateSchema.openapi('StaffMemberCreate')) },
  success: { schema: staffMemberSchema, description: 'Pracownik dodany.' },
  errors: { ...STAFF_ERRORS, 409: 'Pracownik o tym adresie e-mail już istnieje.', ...COMMON_PASSWORD_ERROR },
  maxBodyBytes: 2 * 1024,
  ...staffCall(ROLES_FOR.owner),
});

const updateCall = declareCall({
  operationId: 'updateStaffMember',
  method: 'patch',
  path: '/staff/members/{uuid}',
  tags,
  summary: 'Zmienia imię i nazwisko, rolę albo aktywność pracownika; wyłączenie kończy od razu wszystkie jego sesje.',
  request: { params: memberParams, query: noQuery, body: jsonBody(staffMemberUpdateSchema.openapi('StaffMemberUpdate')) },
  success: { schema: staffMemberSchema, description: 'Pracownik po zmianie.' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND, 409: `${CHANGED_MEANWHILE} Albo: ${LAST_OWNER}` },
  maxBodyBytes: 1024,
  ...staffCall(ROLES_FOR.owner),
});

const resetSecondFactorCall = declareCall({
  operationId: 'resetStaffSecondFactor',
  method: 'post',
  path: '/staff/members/{uuid}/second-factor-resets',
  tags,
  summary: 'Usuwa drugi składnik pracownika (zgubiony telefon): jego sesje się kończą, a przy następnym logowaniu ustawia nowy.',
  request: { params: memberParams, query: noQuery },
  success: { schema: staffMemberSchema, description: 'Drugi składnik usunięty.' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND },
  ...staffCall(ROLES_FOR.owner),
});

const auditQuery = z
  .strictObject({
    actor: z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, { error: 'Osoba to UUID pracownika albo nazwa integracji.' })
      .optional()
      .describe('UUID pracownika albo nazwa integracji.'),
    objectKind: z
      .string()
      .regex(/^[a-z_-]{2,40}$/, { error: 'Rodzaj obiektu to małe litery, np. order albo product.' })
      .optional()
      .describe('Rodzaj obiektu: order, product, customer, staff_member, …'),
    objectId: z
      .string()
      .min(1)
      .max(200, { error: 'Identyfikator obiektu ma najwyżej 200 znaków.' })
      .optional()
      .describe('Identyfikator obiektu: UUID, slug albo numer.'),
    from: dayParam('Od').optional().describe('Od dnia (czas polski, włącznie), RRRR-MM-DD.'),
    to: dayParam('Do').optional().describe('Do dnia (czas polski, włącznie), RRRR-MM-DD.'),
    before: z
      .string()
      .regex(/^[1-9]\d{0,14}$/, { error: 'Kursor to liczba z nextBefore poprzedniej strony.' })
      .transform(Number)
      .optional()
      .describe('Kursor: `nextBefore` poprzedniej strony.'),
  })
  .refine((query) => !(query.from && query.to && query.from > query.to), FROM_AFTER_TO);

export const AUDIT_PAGE = 50;

const auditCall = declareCall({
  operationId: 'listAuditLog',
  method: 'get',
  path: '/audit',
  tags,
  summary: 'Dziennik zmian pracowników i integracji, od najnowszych; filtry: osoba, obiekt, dni.',
  request: { query: auditQuery },
  success: { schema: auditLogSchema, description: 'Wpisy dziennika.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.owner),
});

/** A row of the log as the answer shows it. */
export function auditEntryAnswer(row: Awaited<ReturnType<typeof listAudit>>[number]): z.output<typeof auditEntrySchema> {
  return {
    id: row.id,
    at: row.at,
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    actorName: row.actor_name,
    operation: row.operation,
    objectKind: row.object_kind,
    objectId: row.object_id,
    change: JSON.parse(row.change) as Record<string, unknown>,
  };
}

async function requireMember(db: D1Database, uuid: string): Promise<StaffMemberRow> {
  const member = await findStaffByUuid(db, uuid);
  if (!member) throw new ApiError(404, 'staff_not_found', NOT_FOUND);
  return member;
}

/** Whether another active owner than `uuid` exists. */
async function hasOtherOwner(db: D1Database, uuid: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS found FROM staff_members WHERE role = 'owner' AND is_active = 1 AND uuid <> ?1 LIMIT 1")
    .bind(uuid)
    .first<{ found: number }>();
  return row !== null;
}

export const staffMemberRoutes = createRouter()
  .openapi(listCall, async (c) => c.json({ members: (await listStaff(c.env.DB)).map(memberAnswer) }, 200))
  .openapi(createCall, async (c) => {
    const body = c.req.valid('json');
    refuseCommonPassword(body.password);
    const db = c.env.DB;
    const at = new Date().toISOString();
    const uuid = crypto.randomUUID();
    try {
      await db.batch([
        insertStaffStatement(db, { uuid, email: body.email, name: body.name, role: body.role, passwordHash: await hashPassword(body.password) }, at),
        auditOf(c, { objectKind: 'staff_member', objectId: uuid, change: { created: { email: body.email, name: body.name, role: body.role } } }, at),
      ]);
    } catch (error) {
      if (isUniqueViolation(error, 'staff_members.email')) {
        const reason = 'Pracownik o tym adresie e-mail już istnieje.';
        throw new ApiError(409, 'staff_email_taken', reason, { email: reason });
      }
      throw error;
    }
    return c.json(memberAnswer(toStaffMember(await requireMember(db, uuid))), 200);
  })
  .openapi(updateCall, async (c) => {
    const { uuid } = c.req.valid('param');
    const { updatedAt, ...change } = c.req.valid('json');
    const db = c.env.DB;
    const before = await requireMember(db, uuid);
    const after = { name: change.name ?? before.name, role: change.role ?? before.role, active: change.active ?? before.is_active === 1 };
    const losesOwner = before.role === 'owner' && before.is_active === 1 && (after.role !== 'owner' || !after.active);
    if (losesOwner && !(await hasOtherOwner(db, uuid))) throw new ApiError(409, 'last_owner', LAST_OWNER);
    const at = new Date().toISOString();
    const disabled = before.is_active === 1 && !after.active;
    const roleChanged = after.role !== before.role;
    const readAt = new Date(updatedAt).toISOString();
    try {
      await db.batch([
        // First: only while the member is as the owner read them (else nothing of the batch is written).
        auditOf(c, { objectKind: 'staff_member', objectId: uuid, change: changedFields(toStaffMember(before), after) }, at, {
          sql: 'EXISTS (SELECT 1 FROM staff_members WHERE uuid = ? AND updated_at = ?)',
          values: [uuid, readAt],
        }),
        updateStaffStatement(db, uuid, after, readAt, at),
        // A member disabled or given another role logs in again: no login keeps the old rights.
        ...(disabled || roleChanged ? [revokeMemberSessionsStatement(db, before.id, disabled ? 'disabled' : 'role_changed', at)] : []),
      ]);
    } catch (error) {
      if (isGuardFailure(error)) throw new ApiError(409, 'staff_changed', CHANGED_MEANWHILE);
      throw error;
    }
    return c.json(memberAnswer(toStaffMember(await requireMember(db, uuid))), 200);
  })
  .openapi(resetSecondFactorCall, async (c) => {
    const { uuid } = c.req.valid('param');
    const db = c.env.DB;
    const member = await requireMember(db, uuid);
    const at = new Date().toISOString();
    await db.batch([
      resetTotpStatement(db, member.id, at),
      revokeMemberSessionsStatement(db, member.id, 'second_factor_reset', at),
      auditOf(c, { objectKind: 'staff_member', objectId: uuid, change: { secondFactor: { before: member.totp_secret !== null, after: false } } }, at),
    ]);
    return c.json(memberAnswer(toStaffMember(await requireMember(db, uuid))), 200);
  })
  .openapi(auditCall, async (c) => {
    const query = c.req.valid('query');
    const rows = await listAudit(c.env.DB, {
      actorId: query.actor,
      objectKind: query.objectKind,
      objectId: query.objectId,
      // Days of the shop's calendar (Warsaw), as every list of the panel reads them.
      from: query.from ? shopDayStart(query.from) : undefined,
      to: query.to ? shopDayStart(nextDay(query.to)) : undefined,
      beforeId: query.before,
      limit: AUDIT_PAGE,
    });
    const last = rows.at(-1);
    return c.json({ entries: rows.map(auditEntryAnswer), nextBefore: rows.length === AUDIT_PAGE && last ? String(last.id) : null }, 200);
  });
