/**
 * The withdrawal form's schema (issue 33, #lib/withdrawal.ts), the same in the browser and in the
 * API: only what the act asks of the consumer, the name, the order, the e-mail for the
 * acknowledgement and, optionally, which lines. Nothing else may stand in the way.
 */
import { z } from 'zod';
import { PRODUCT_NUMBER_PATTERN, UUID_PATTERN } from '../formats.ts';
import { FIELD_MAX_LENGTH } from './field-lengths.ts';
import { emailField, requiredText } from './fields.ts';

/** An order number as the shop gives it: `ZAM/2026/000123`. */
export const ORDER_NUMBER_PATTERN = /^ZAM\/\d{4}\/\d{6,}$/;

export const withdrawalSchema = z.strictObject({
  requestKey: z
    .string({ error: 'Brak identyfikatora formularza: odśwież stronę.' })
    .regex(UUID_PATTERN, { error: 'Brak identyfikatora formularza: odśwież stronę.' })
    .describe('Klucz tej wysyłki formularza (UUID): ta sama wysyłka powtórzona jest jednym oświadczeniem.'),
  consumerName: requiredText({ min: 3, max: FIELD_MAX_LENGTH.contactName, missing: 'Podaj imię i nazwisko.' }).describe(
    'Imię i nazwisko konsumenta.',
  ),
  orderNumber: z
    .string({ error: 'Podaj numer zamówienia.' })
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, { error: 'Podaj numer zamówienia, np. ZAM/2026/000123.' })
    .describe('Numer zamówienia, np. ZAM/2026/000123.'),
  email: emailField.describe('Adres e-mail podany w zamówieniu: na niego wyślemy potwierdzenie.'),
  lines: z
    .array(
      z.strictObject({
        productNumber: z.string({ error: 'Nieprawidłowy numer produktu.' }).regex(PRODUCT_NUMBER_PATTERN, { error: 'Nieprawidłowy numer produktu.' }),
        quantity: z
          .number({ error: 'Podaj ilość.' })
          .int({ error: 'Ilość musi być liczbą całkowitą.' })
          .min(1, { error: 'Ilość musi wynosić co najmniej 1.' })
          .max(9999, { error: 'Ilość może wynosić najwyżej 9999.' }),
      }),
    )
    .max(200)
    .refine((lines) => new Set(lines.map((line) => line.productNumber)).size === lines.length, {
      error: 'Każdy produkt może wystąpić raz.',
    })
    .optional()
    .describe('Produkty i ilości, od których konsument odstępuje; bez tej listy: od całego zamówienia.'),
});

export type WithdrawalRequest = z.input<typeof withdrawalSchema>;
