/**
 * The login form (spec §7 password grant), the same in the browser and in the API. The browser
 * sends only the address and the password; the edge adds the grant's client id and secret, which
 * never reach a page (worker/src/edge/auth-session.ts).
 */
import { z } from 'zod';
import { emailField } from './fields.ts';
import { PASSWORD_MAX_LENGTH } from './limits.ts';

// The lengths live with the forms' other plain constants, so a page can read them without zod.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

/** A password as typed at login: anything up to the longest allowed (the rules apply when it is chosen). */
export const loginPasswordField = z
  .string({ error: 'Podaj hasło.' })
  .min(1, { error: 'Podaj hasło.' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Nieprawidłowy e-mail lub hasło.' })
  .describe('Hasło.');

export const loginSchema = z.strictObject({
  username: emailField.describe('Adres e-mail konta.'),
  password: loginPasswordField,
});

export type LoginForm = z.input<typeof loginSchema>;
