/**
 * The account's forms (issue 14, `/konto/{tab}`), the same in the browser (each field checked
 * beside itself) and in the API (`/api/secure/v1/users/me/...`). The fields are the checkout's
 * (checkout.ts), so an address or a NIP the account keeps is one the checkout takes.
 */
import { z } from 'zod';
import { TOKEN_PATTERN } from '../formats.ts';
import {
  cityField,
  companyNameField,
  customerTypeField,
  deliveryAddressSchema,
  firstNameField,
  lastNameField,
  postcodeField,
  requireOrganisationData,
  streetField,
} from './checkout.ts';
import { PHONE_PATTERN } from './contact.ts';
import { emailField, nipField } from './fields.ts';
import { loginPasswordField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './login.ts';

/** Saved delivery addresses one account may keep. */
export const MAX_SAVED_ADDRESSES = 20;

/** A phone the account may leave empty (registration does not ask for one). */
export const optionalPhoneField = z
  .string({ error: 'Podaj numer telefonu.' })
  .trim()
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { error: 'Podaj numer telefonu, np. 71 123 45 67 albo +48 600 100 200.' })
  .describe('Telefon; pusty, gdy nie podano.');

/** A password being chosen: 8 to 128 characters (issue 14). */
export const newPasswordField = z
  .string({ error: 'Podaj nowe hasło.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Hasło może mieć najwyżej ${PASSWORD_MAX_LENGTH} znaków.` })
  .describe(`Nowe hasło: ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} znaków.`);

/** Tab "dane": who the customer is. */
export const profileSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  phone: optionalPhoneField,
});
export type ProfileForm = z.input<typeof profileSchema>;

/** Tab "dane": a new password, allowed only with the current one. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: loginPasswordField.describe('Obecne hasło.'),
  newPassword: newPasswordField,
});
export type PasswordChangeForm = z.input<typeof passwordChangeSchema>;

/** Tab "dane": a new login address, asked with the current password and confirmed from the new mailbox. */
export const emailChangeSchema = z.strictObject({
  email: emailField.describe('Nowy adres e-mail konta.'),
  password: loginPasswordField.describe('Obecne hasło.'),
});
export type EmailChangeForm = z.input<typeof emailChangeSchema>;

/** The secret of the e-mail change link, as it arrives from the mail. */
export const emailChangeConfirmationSchema = z.strictObject({
  token: z
    .string({ error: 'Link zmiany adresu jest nieprawidłowy.' })
    .regex(TOKEN_PATTERN, { error: 'Link zmiany adresu jest nieprawidłowy.' })
    .describe('Sekret z linku w wiadomości wysłanej na nowy adres.'),
});

/** Tab "dostawy": a saved delivery address (the checkout's, with a phone for the courier). */
export const savedAddressSchema = deliveryAddressSchema
  .extend({
    phone: optionalPhoneField,
    isDefault: z.boolean({ error: 'Nieprawidłowa wartość.' }).optional().describe('Czy to adres domyślny (wybierany w kasie).'),
  })
  .describe('Zapisany adres dostawy.');
export type SavedAddressForm = z.input<typeof savedAddressSchema>;

/** Tab "dane-do-faktury": customer type, the organisation's name and NIP, the invoice address and e-mail. */
export const invoiceDataSchema = z
  .strictObject({
    customerType: customerTypeField,
    companyName: companyNameField.optional().describe('Nazwa firmy lub jednostki (wymagana dla firmy i jednostki budżetowej).'),
    nip: nipField.optional().describe('NIP (wymagany dla firmy i jednostki budżetowej).'),
    street: streetField,
    postcode: postcodeField,
    city: cityField,
    invoiceEmail: emailField.optional().describe('Adres do faktur, gdy inny niż adres konta.'),
  })
  .superRefine(requireOrganisationData);
export type InvoiceDataForm = z.input<typeof invoiceDataSchema>;

/**
 * The Polish message per field of a failed check, keyed by the field's path (`nip`,
 * `address.city`): the first message of each field, as the API's `error.fields` carries them.
 * @example fieldErrorsOf(profileSchema.safeParse({ firstName: '' })) // { firstName: 'Podaj imię.', ... }
 */
export function fieldErrorsOf(result: { success: boolean; error?: z.ZodError }): Record<string, string> {
  const fields: Record<string, string> = {};
  if (result.success || !result.error) return fields;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
