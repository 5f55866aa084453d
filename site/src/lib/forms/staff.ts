/**
 * The back office's forms (issue 31), the same in the panel and in the admin API: the staff login
 * (address and password, then the six-digit code of the authenticator app) and the owner's forms
 * for members of staff. A chosen password follows the customers' policy (registration.ts).
 */
import { z } from 'zod';
import { TOKEN_PATTERN } from '../formats.ts';
import { STAFF_ROLES } from '../staff-roles.ts';
import { emailField, requiredText } from './fields.ts';
import { loginPasswordField } from './login.ts';
import { newPasswordField } from './registration.ts';

/** A member's name as the audit log and the order history show it. */
const personNameField = requiredText({ min: 2, max: 100, missing: 'Podaj imię i nazwisko.', refuseLinks: true });

export const staffLoginSchema = z.strictObject({
  email: emailField.describe('Adres e-mail pracownika.'),
  password: loginPasswordField,
});
export type StaffLoginForm = z.input<typeof staffLoginSchema>;

/** A TOTP code (RFC 6238) as an authenticator app shows it: six digits; spaces typed between them are dropped. */
export const totpCodeField = z
  .string({ error: 'Podaj kod z aplikacji uwierzytelniającej.' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Kod ma sześć cyfr: przepisz go z aplikacji uwierzytelniającej.' }))
  .describe('Sześciocyfrowy kod z aplikacji uwierzytelniającej (TOTP, RFC 6238).');

export const staffCodeSchema = z.strictObject({
  challenge: z
    .string({ error: 'Zaloguj się ponownie.' })
    .regex(TOKEN_PATTERN, { error: 'Zaloguj się ponownie.' })
    .describe('Wyzwanie z pierwszego kroku logowania.'),
  code: totpCodeField,
});
export type StaffCodeForm = z.input<typeof staffCodeSchema>;

export const staffRoleField = z.enum(STAFF_ROLES, { error: 'Wybierz rolę.' }).describe(`Rola: ${STAFF_ROLES.join(', ')}.`);

export const staffMemberCreateSchema = z.strictObject({
  email: emailField.describe('Adres e-mail pracownika: jego login.'),
  name: personNameField.describe('Imię i nazwisko, pod którym pracownik występuje w dzienniku zmian.'),
  role: staffRoleField,
  password: newPasswordField.describe('Hasło startowe: pracownik loguje się nim pierwszy raz i ustawia drugi składnik (TOTP).'),
});
export type StaffMemberCreateForm = z.input<typeof staffMemberCreateSchema>;

export const staffMemberUpdateSchema = z.strictObject({
  name: personNameField.optional(),
  role: staffRoleField.optional(),
  active: z.boolean({ error: 'Podaj, czy konto jest aktywne.' }).optional().describe('false: konto wyłączone, jego sesje kończą się od razu.'),
  /** The member as the owner read them: a change made meanwhile wins, this one gets a 409. */
  updatedAt: z.iso
    .datetime({ offset: true, error: 'Odśwież stronę i spróbuj ponownie.' })
    .describe('updatedAt pracownika z odczytu (409, gdy ktoś zmienił go w międzyczasie).'),
});
export type StaffMemberUpdateForm = z.input<typeof staffMemberUpdateSchema>;
