/**
 * The staff login (issue 31, docs/decisions/033-back-office.md): the address and password first
 * (the customers' PBKDF2 and failed-login limits, counted apart), then the six-digit TOTP code of
 * the member's authenticator app. A member of a role that needs the second factor (owner, orders)
 * who has none yet is shown a new secret with its `otpauth://` URI (the panel draws the QR code)
 * and confirms it with a first code. The login's secret leaves in the `Staff-Session` answer
 * header, which the edge moves into an httpOnly cookie (edge/staff-session.ts); a page never reads it.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { staffCodeSchema, staffLoginSchema } from '#lib/forms/staff.ts';
import { ROLES_FOR, SECOND_FACTOR_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '#lib/staff-roles.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/passwords.ts';
import { getStaffTotpKey } from '../../config.ts';
import type { AppEnv } from '../../env.ts';
import { STAFF_SESSION_HANDOVER_HEADER } from '../../shared-names.ts';
import { type Actor, auditStatement } from '../../staff/audit.ts';
import { enrolTotpStatement, findStaffByEmail, type StaffMemberRow, setStaffPasswordStatement, takeTotpStepStatement } from '../../staff/members.ts';
import {
  openChallenge,
  revokeStaffSessionStatement,
  STAFF_SESSION_HOURS,
  spendChallengeStatement,
  startStaffSessionStatement,
  tryChallenge,
} from '../../staff/sessions.ts';
import { acceptedStep, decryptTotpSecret, encryptTotpSecret, newTotpSecret, totpUri } from '../../staff/totp.ts';
import { checkPasswordWithinLimits } from '../auth/login-throttle.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { noQuery } from '../schemas.ts';
import { loggedInSchema, loginAnswerSchema, staffMeSchema } from './panel-schemas.ts';
import { requestIdOf, STAFF_ERRORS, staffActorOf, staffCall, staffSessionIdOf } from './require-staff.ts';

const tags = ['Panel: logowanie'];
const WRONG_CREDENTIALS = 'Nieprawidłowy e-mail lub hasło.';
const CHALLENGE_ENDED = 'Logowanie wygasło albo kod był błędny zbyt wiele razy. Zaloguj się ponownie.';
const WRONG_CODE = 'Nieprawidłowy kod. Przepisz aktualny kod z aplikacji uwierzytelniającej.';
const CODE_USED = 'Ten kod został już użyty. Poczekaj na następny kod w aplikacji.';

const startLoginCall = declareCall({
  operationId: 'startStaffLogin',
  method: 'post',
  path: '/staff/sessions',
  tags,
  summary:
    'Logowanie pracownika, krok 1: e-mail i hasło. Odpowiada wyzwaniem na kod TOTP (z nowym sekretem przy pierwszym logowaniu) albo, dla roli bez drugiego składnika, od razu sesją.',
  request: { query: noQuery, body: jsonBody(staffLoginSchema.openapi('StaffLogin')) },
  success: { schema: loginAnswerSchema, description: 'Hasło przyjęte: następny krok albo sesja.' },
  errors: {
    401: WRONG_CREDENTIALS,
    429: 'Zbyt wiele nieudanych prób logowania z tego adresu e-mail lub z tej sieci.',
  },
  maxBodyBytes: 2 * 1024,
  handsOverStaffSession: true,
});

const secondFactorCall = declareCall({
  operationId: 'finishStaffLogin',
  method: 'post',
  path: '/staff/sessions/second-factor',
  tags,
  summary: 'Logowanie pracownika, krok 2: sześciocyfrowy kod TOTP (przy pierwszym logowaniu potwierdza nowy sekret). Odpowiada sesją.',
  request: { query: noQuery, body: jsonBody(staffCodeSchema.openapi('StaffLoginCode')) },
  success: { schema: loggedInSchema.openapi('StaffLoggedIn'), description: 'Zalogowano.' },
  errors: { 401: `${WRONG_CODE} Albo: ${CHALLENGE_ENDED}` },
  maxBodyBytes: 1024,
  handsOverStaffSession: true,
});

const logoutCall = declareCall({
  operationId: 'endStaffLogin',
  method: 'delete',
  path: '/staff/sessions/current',
  tags,
  summary: 'Wylogowanie pracownika: kończy bieżącą sesję panelu.',
  request: { query: noQuery },
  success: { schema: z.object({ loggedOut: z.literal(true) }).openapi('StaffLoggedOut'), description: 'Wylogowano.' },
  errors: STAFF_ERRORS,
  handsOverStaffSession: true,
  ...staffCall(ROLES_FOR.anyStaff),
});

const meCall = declareCall({
  operationId: 'getStaffMe',
  method: 'get',
  path: '/staff/sessions/current',
  tags,
  summary: 'Zalogowany pracownik: imię i nazwisko, e-mail, rola. Każde wywołanie przedłuża sesję (30 minut bez ruchu ją kończy).',
  request: { query: noQuery },
  success: { schema: staffMeSchema, description: 'Pracownik.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.anyStaff),
});

export function toStaffMe(member: Pick<StaffMemberRow, 'uuid' | 'email' | 'name' | 'role'>): z.output<typeof staffMeSchema> {
  return { uuid: member.uuid, email: member.email, name: member.name, role: member.role, roleLabel: STAFF_ROLE_LABELS[member.role] };
}

function memberActor(member: StaffMemberRow): Actor {
  return { kind: 'staff', id: member.uuid, name: member.name, email: member.email, role: member.role };
}

/** Starts the member's login: the session, its audit row and the answer whose header carries its secret. */
async function logIn(c: Context<AppEnv>, member: StaffMemberRow, before: D1PreparedStatement[], now: number) {
  const db = c.env.DB;
  const at = new Date(now).toISOString();
  const session = await startStaffSessionStatement(db, member.id, now);
  await db.batch([
    ...before,
    session.statement,
    auditStatement(
      db,
      memberActor(member),
      { operation: 'staffLogin', objectKind: 'staff_member', objectId: member.uuid, change: {} },
      at,
      requestIdOf(c) ?? null,
    ),
  ]);
  console.log(JSON.stringify({ time: at, event: 'staff-login', member: member.uuid, requestId: requestIdOf(c) }));
  return c.json({ step: 'done' as const, member: toStaffMe(member) }, 200, { [STAFF_SESSION_HANDOVER_HEADER]: session.token });
}

function needsSecondFactor(role: StaffRole, member: StaffMemberRow): boolean {
  return member.totp_secret !== null || SECOND_FACTOR_ROLES.includes(role);
}

export const staffSessionRoutes = createRouter()
  .openapi(startLoginCall, async (c) => {
    const { email, password } = c.req.valid('json');
    const db = c.env.DB;
    const now = Date.now();
    const member = await findStaffByEmail(db, email);
    const right = await checkPasswordWithinLimits(c, email, () => verifyPassword(password, member?.password_hash ?? null), { scope: 'staff', now });
    // A disabled member is told what a wrong password is told: the panel says nothing of who exists.
    if (!(right && member && member.is_active === 1)) throw new ApiError(401, 'invalid_grant', WRONG_CREDENTIALS);
    const rehash = needsRehash(member.password_hash)
      ? [setStaffPasswordStatement(db, member.id, await hashPassword(password), new Date(now).toISOString())]
      : [];
    if (!needsSecondFactor(member.role, member)) return logIn(c, member, rehash, now);
    if (rehash.length > 0) await db.batch(rehash);
    if (member.totp_secret !== null) {
      const challenge = await openChallenge(db, member.id, null, now);
      return c.json({ step: 'code' as const, challenge, enrolment: null }, 200);
    }
    const secret = newTotpSecret();
    const challenge = await openChallenge(db, member.id, await encryptTotpSecret(secret, getStaffTotpKey(c.env)), now);
    return c.json({ step: 'code' as const, challenge, enrolment: { secret, uri: totpUri(secret, member.email) } }, 200);
  })
  .openapi(secondFactorCall, async (c) => {
    const { challenge, code } = c.req.valid('json');
    const db = c.env.DB;
    const now = Date.now();
    const found = await tryChallenge(db, challenge, now);
    if (!found) throw new ApiError(401, 'challenge_ended', CHALLENGE_ENDED);
    const { member, pendingSecret, challengeHash } = found;
    const sealed = pendingSecret ?? member.totp_secret;
    if (sealed === null) throw new ApiError(401, 'challenge_ended', CHALLENGE_ENDED);
    const step = acceptedStep(await decryptTotpSecret(sealed, getStaffTotpKey(c.env)), code, now);
    if (step === null) throw new ApiError(401, 'wrong_code', WRONG_CODE);
    const at = new Date(now).toISOString();
    // A code is taken once: the step must be later than the last one the member used. Its own
    // conditional statement, so of two logins with one code one gets in.
    const taken = await (pendingSecret
      ? enrolTotpStatement(db, member.id, pendingSecret, step, at)
      : takeTotpStepStatement(db, member.id, step)
    ).run();
    if (taken.meta.changes !== 1) throw new ApiError(401, 'code_used', CODE_USED);
    const spent = await spendChallengeStatement(db, challengeHash, at).run();
    if (spent.meta.changes !== 1) throw new ApiError(401, 'challenge_ended', CHALLENGE_ENDED);
    return logIn(c, member, [], now);
  })
  .openapi(logoutCall, async (c) => {
    const sessionId = staffSessionIdOf(c);
    if (sessionId !== null) await revokeStaffSessionStatement(c.env.DB, sessionId, 'logout', new Date().toISOString()).run();
    return c.json({ loggedOut: true as const }, 200, { [STAFF_SESSION_HANDOVER_HEADER]: 'ended' });
  })
  .openapi(meCall, async (c) => {
    const actor = staffActorOf(c);
    if (actor.kind !== 'staff') throw new ApiError(403, 'forbidden', 'To wywołanie jest dla zalogowanych pracowników, nie dla integracji.');
    return c.json(toStaffMe({ uuid: actor.id, email: actor.email, name: actor.name, role: actor.role }), 200);
  });

/** How long the staff cookie lives in the browser: the login's longest life (the server ends it sooner when idle). */
export const STAFF_COOKIE_MAX_AGE = STAFF_SESSION_HOURS * 3600;
