/**
 * The parameters every list of the back office takes in its address and its admin call (orders,
 * invoices, customers): days, a search text and a page, with their Polish refusals.
 */
import { z } from 'zod';

/** The longest search text a list takes. */
export const SEARCH_MAX_LENGTH = 100;

/** A day (RRRR-MM-DD) named by its field's label in the refusal. */
export const dayParam = (label: string) => z.iso.date({ error: `${label}: podaj datę w formacie RRRR-MM-DD.` });

/** The search box: trimmed, at least `minLength` characters. */
export const searchParam = (minLength: number) =>
  z
    .string()
    .trim()
    .min(minLength, { error: minLength > 1 ? `Wpisz co najmniej ${minLength} znaki.` : 'Wpisz, czego szukać.' })
    .max(SEARCH_MAX_LENGTH, { error: `Wpisz najwyżej ${SEARCH_MAX_LENGTH} znaków.` });

/** The page of a list, from 1. */
export const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,4}$/, { error: 'Numer strony to liczba od 1.' })
  .optional()
  .describe('Strona listy, od 1.');

/** The refusal of a range whose beginning is after its end, on the `to` field. */
export const FROM_AFTER_TO = { error: 'Data „od” jest późniejsza niż „do”.', path: ['to'] };
