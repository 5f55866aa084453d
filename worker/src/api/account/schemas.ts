/**
 * The account's models (spec §7 `GET /users/me`: "whole body is the user"; issue 14's tabs). The
 * request bodies are the account forms' own schemas (site/src/lib/forms/account.ts), so the
 * browser checks exactly what the API checks.
 */
import { z } from '@hono/zod-openapi';
import {
  emailChangeConfirmationSchema,
  emailChangeSchema,
  invoiceDataSchema,
  passwordChangeSchema,
  profileSchema,
  savedAddressSchema,
} from '#lib/forms/account.ts';
import { productSummarySchema } from '../products/schemas.ts';
import { grosze, numberedPageOf, timestampSchema, uuidSchema } from '../schemas.ts';

const customerTypeSchema = z.union([z.literal(1), z.literal(11), z.literal(12)]).describe('1 osoba prywatna, 11 firma, 12 jednostka budżetowa.');

export const userSchema = z
  .object({
    uuid: uuidSchema,
    email: z.string().describe('Adres e-mail konta (login).'),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().describe('Telefon; pusty, gdy nie podano.'),
    customerType: customerTypeSchema,
    companyName: z.string().nullable(),
    nip: z.string().nullable().describe('NIP: 10 cyfr, dla firmy i jednostki budżetowej.'),
    street: z.string().describe('Adres do faktury: ulica i numer; pusty, gdy nie podano.'),
    postcode: z.string(),
    city: z.string(),
    invoiceEmail: z.string().nullable().describe('Adres e-mail do faktur, gdy inny niż adres konta.'),
    scope: z.array(z.string()).describe('Zakresy uprawnień klienta (spec §3).'),
    createdAt: timestampSchema,
  })
  .openapi('User');

export const profileBody = profileSchema.openapi('ProfileUpdate');
export const passwordChangeBody = passwordChangeSchema.openapi('PasswordChange');
export const emailChangeBody = emailChangeSchema.openapi('EmailChange');
export const emailChangeConfirmationBody = emailChangeConfirmationSchema.openapi('EmailChangeConfirmation');
export const addressBody = savedAddressSchema.openapi('SavedAddressInput');
export const invoiceDataBody = invoiceDataSchema.openapi('InvoiceDataInput');

export const passwordChangedSchema = z
  .object({ changed: z.literal(true), otherSessionsEnded: z.number().int().nonnegative().describe('Ile innych logowań zakończono.') })
  .openapi('PasswordChanged');

export const emailChangeRequestedSchema = z
  .object({
    status: z.literal('confirmation_sent'),
    email: z.string().describe('Adres, na który wysłano wiadomość; konto zmieni adres po kliknięciu linku.'),
  })
  .openapi('EmailChangeRequested');

export const emailChangedSchema = z.object({ email: z.string().describe('Nowy adres konta.') }).openapi('EmailChanged');

export const addressSchema = z
  .object({
    uuid: uuidSchema,
    name: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    phone: z.string(),
    isDefault: z.boolean().describe('Adres domyślny: wybierany w kasie; gdy konto ma adresy, dokładnie jeden jest domyślny.'),
    updatedAt: timestampSchema,
  })
  .openapi('SavedAddress');

export const addressListSchema = z.object({ items: z.array(addressSchema) }).openapi('SavedAddresses');

export const addressParams = z.strictObject({ uuid: uuidSchema });

export const invoiceDataAnswerSchema = z
  .object({
    customerType: customerTypeSchema,
    companyName: z.string().nullable(),
    nip: z.string().nullable(),
    street: z.string().describe('Pusty, gdy jeszcze nie podano.'),
    postcode: z.string(),
    city: z.string(),
    invoiceEmail: z.string().nullable().describe('Adres do faktur, gdy inny niż adres konta.'),
  })
  .openapi('InvoiceData');

export const accountOrderSchema = z
  .object({
    uuid: uuidSchema,
    number: z.string(),
    createdAt: timestampSchema,
    status: z.number().int().describe('Kod statusu (spec §4).'),
    statusLabel: z.string().describe('Status po polsku.'),
    totalGross: grosze.describe('Suma brutto z dostawą.'),
  })
  .openapi('AccountOrder');

export const accountOrdersSchema = numberedPageOf(accountOrderSchema).openapi('AccountOrders');

/** The orders tab's page: `page` from 1, ten orders a page (spec §9 data table default). */
export const accountOrdersQuery = z.strictObject({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional()
    .transform((page) => page ?? 1)
    .describe('Numer strony od 1 (domyślnie 1).'),
});

export const boughtProductSchema = z
  .object({
    uuid: z.string().describe('UUID produktu w chwili zakupu.'),
    number: z.string(),
    name: z.string().describe('Nazwa z ostatniego zamówienia.'),
    quantityBought: z.number().int().positive().describe('Łącznie kupiona ilość.'),
    lastOrderedAt: timestampSchema,
    product: productSummarySchema.nullable().describe('Produkt w katalogu teraz (cena, dostępność); null, gdy nie jest już sprzedawany.'),
  })
  .openapi('BoughtProduct');

export const boughtProductsSchema = z.object({ items: z.array(boughtProductSchema) }).openapi('BoughtProducts');
