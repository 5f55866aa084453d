/** The account's models (spec §7 `GET /users/me`: "whole body is the user"). */
import { z } from '@hono/zod-openapi';
import { timestampSchema, uuidSchema } from '../schemas.ts';

export const userSchema = z
  .object({
    uuid: uuidSchema,
    email: z.string().describe('Adres e-mail konta (login).'),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().describe('Telefon; pusty, gdy nie podano.'),
    customerType: z.union([z.literal(1), z.literal(11), z.literal(12)]).describe('1 osoba prywatna, 11 firma, 12 jednostka budżetowa.'),
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
