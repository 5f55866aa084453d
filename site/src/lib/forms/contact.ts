/**
 * The contact form's schema, the same in the browser and in the API. With a product number (and
 * name) it is a product enquiry: the message is linked to that product.
 */
import { z } from 'zod';
import { PRODUCT_NUMBER_PATTERN } from '../formats.ts';
import { consentVersions } from './consents.ts';
import { CONTACT_MESSAGE_MAX_LENGTH } from './contact-limits.ts';
import { FIELD_MAX_LENGTH } from './field-lengths.ts';
import { consentField, emailField, formGuardFields, requiredText } from './fields.ts';

/** Digits, spaces, `+`, `-` and brackets, 9 to 20 characters: Polish and foreign numbers as people write them. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{9,20}$/;

export const contactMessageSchema = z.strictObject({
  name: requiredText({ min: 2, max: FIELD_MAX_LENGTH.contactName, missing: 'Podaj imię i nazwisko.' }).describe('Imię i nazwisko albo nazwa firmy.'),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(FIELD_MAX_LENGTH.phone, { error: `Numer telefonu może mieć najwyżej ${FIELD_MAX_LENGTH.phone} znaków.` })
    .regex(PHONE_PATTERN, { error: 'Podaj numer telefonu, np. 71 123 45 67 albo +48 600 100 200.' })
    .optional()
    .or(z.literal(''))
    .describe('Telefon (opcjonalnie).'),
  subject: requiredText({ min: 3, max: FIELD_MAX_LENGTH.subject, missing: 'Podaj temat wiadomości.' }).describe('Temat.'),
  message: requiredText({ min: 10, max: CONTACT_MESSAGE_MAX_LENGTH, missing: 'Wpisz treść wiadomości.' }).describe('Treść wiadomości.'),
  consent: consentField('Zaznacz zgodę, abyśmy mogli odpowiedzieć.'),
  consentVersion: z.enum(consentVersions('contact')).describe('Wersja treści zgody, którą widział odwiedzający.'),
  productNumber: z
    .string({ error: 'Nieprawidłowy numer produktu.' })
    .regex(PRODUCT_NUMBER_PATTERN, { error: 'Nieprawidłowy numer produktu.' })
    .optional()
    .describe('Numer produktu, o który pyta zapytanie.'),
  productName: z
    .string({ error: 'Nieprawidłowa nazwa produktu.' })
    .trim()
    .max(FIELD_MAX_LENGTH.productName, { error: `Nazwa produktu może mieć najwyżej ${FIELD_MAX_LENGTH.productName} znaków.` })
    .optional()
    .describe('Nazwa produktu, o który pyta zapytanie.'),
  ...formGuardFields,
});

export type ContactMessage = z.input<typeof contactMessageSchema>;
