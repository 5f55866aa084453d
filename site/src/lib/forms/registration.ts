/**
 * The account forms' schemas, the same in the browser and in the API (issue 14): registration,
 * the password-reset request, the new password from a reset link, and the link calls' bodies.
 * The buyer's fields are the checkout's own (checkout.ts), so a NIP or a phone number is judged
 * the same at registration as at an order. The most common passwords are refused by the API only
 * (worker/src/auth/common-passwords.ts): the list is too large for a page bundle.
 */
import { z } from 'zod';
import { TOKEN_PATTERN, UUID_PATTERN } from '../formats.ts';
import { isOrganisation } from '../orders.ts';
import { plural } from '../plural.ts';
import { buyerSchema } from './checkout.ts';
import { consentVersions } from './consents.ts';
import { emailField, formGuardFields } from './fields.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { loginPasswordField } from './login.ts';

const CHARACTERS = { one: 'znak', few: 'znaki', many: 'znaków' };

/** The Polish message of a password found on the list of the most common ones. */
export const COMMON_PASSWORD_MESSAGE = 'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne, najlepiej kilka słów.';

/** A password being chosen: 8 to 128 characters (issue 14). */
export const newPasswordField = z
  .string({ error: 'Podaj hasło.' })
  .min(1, { error: 'Podaj hasło.' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} ${plural(PASSWORD_MIN_LENGTH, CHARACTERS)}.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Hasło może mieć najwyżej ${PASSWORD_MAX_LENGTH} ${plural(PASSWORD_MAX_LENGTH, CHARACTERS)}.`,
  })
  .describe(`Nowe hasło: ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} znaków, spoza listy najpopularniejszych haseł.`);

const buyer = buyerSchema.shape;

export const registrationSchema = z
  .strictObject({
    email: emailField,
    password: newPasswordField,
    customerType: buyer.customerType,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    phone: buyer.phone,
    companyName: buyer.companyName,
    nip: buyer.nip,
    termsConsent: z
      .enum(consentVersions('terms'), { error: 'Zaakceptuj regulamin sklepu.' })
      .describe('Zgoda na regulamin: wersja treści, którą widział klient.'),
    privacyConsent: z
      .enum(consentVersions('privacy'), { error: 'Potwierdź zapoznanie się z polityką prywatności.' })
      .describe('Polityka prywatności: wersja treści, którą widział klient.'),
    newsletterConsent: z
      .enum(consentVersions('newsletter'))
      .optional()
      .describe('Zgoda na newsletter (opcjonalna): wersja treści; zapis potwierdza się osobnym linkiem po aktywacji konta.'),
    ...formGuardFields,
  })
  .superRefine((form, context) => {
    if (!isOrganisation(form.customerType)) return;
    if (form.companyName === undefined) context.addIssue({ code: 'custom', path: ['companyName'], message: 'Podaj nazwę firmy lub jednostki.' });
    if (form.nip === undefined) context.addIssue({ code: 'custom', path: ['nip'], message: 'Podaj NIP.' });
  });

export type RegistrationForm = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const passwordResetRequestSchema = z.strictObject({
  email: emailField,
  ...formGuardFields,
});

export type PasswordResetRequestForm = z.input<typeof passwordResetRequestSchema>;

const linkToken = z
  .string({ error: 'Link jest nieprawidłowy.' })
  .regex(TOKEN_PATTERN, { error: 'Link jest nieprawidłowy.' })
  .describe('Token z linku w wiadomości.');

/**
 * The confirmation from the mailed link: the link's token and the password given with that
 * sign-up. The account is activated only with both (issue 29): whoever activates it proves the
 * mailbox and knows the password, so a stranger's sign-up of the same address opens nothing.
 */
export const registrationConfirmationSchema = z.strictObject({
  token: linkToken,
  password: loginPasswordField.describe('Hasło podane przy rejestracji, z której pochodzi link.'),
});

export type RegistrationConfirmationForm = z.input<typeof registrationConfirmationSchema>;

export const newPasswordSchema = z.strictObject({ token: linkToken, password: newPasswordField });

export type NewPasswordForm = z.input<typeof newPasswordSchema>;

export const remoteLoginSchema = z.strictObject({
  uuid: z
    .string({ error: 'Link jest nieprawidłowy.' })
    .regex(UUID_PATTERN, { error: 'Link jest nieprawidłowy.' })
    .describe('Identyfikator klienta (UUID) z linku.'),
  oneTimePass: linkToken.describe('Jednorazowe hasło z linku.'),
});
