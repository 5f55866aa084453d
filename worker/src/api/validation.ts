/**
 * Validation at the API boundary: zod schemas through `@hono/zod-validator`, failures answered
 * with 400 and a Polish message per field. Nothing is read or written before validation passes.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { ApiError } from './errors.ts';

type Issue = z.core.$ZodRawIssue;

const typeNames: Record<string, string> = {
  string: 'tekst',
  number: 'liczba',
  int: 'liczba całkowita',
  boolean: 'wartość logiczna',
  array: 'lista',
  object: 'obiekt',
};

/** Short Polish messages for the issues our schemas can raise. */
function polishMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'To pole jest wymagane.' : `Oczekiwano: ${typeNames[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string') return `Wpisz co najmniej ${issue.minimum} zn.`;
      if (issue.origin === 'array') return `Podaj co najmniej ${issue.minimum} poz.`;
      return `Wartość musi wynosić co najmniej ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Wpisz najwyżej ${issue.maximum} zn.`;
      if (issue.origin === 'array') return `Podaj najwyżej ${issue.maximum} poz.`;
      return `Wartość może wynosić najwyżej ${issue.maximum}.`;
    case 'invalid_format':
      return 'Nieprawidłowy format.';
    case 'invalid_value':
      return 'Niedozwolona wartość.';
    case 'unrecognized_keys':
      return `Nieznane pola: ${issue.keys.join(', ')}.`;
    default:
      return 'Nieprawidłowa wartość.';
  }
}

z.config({ customError: (issue) => polishMessage(issue) });

/** The first message per field path (`items.0.quantity`), for the error body. */
export function fieldsOf(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** `zValidator` whose failure is a Polish 400 error body instead of zod's raw issues. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(400, 'invalid_input', 'Nieprawidłowe dane wejściowe.', fieldsOf(result.error));
    }
  });
}

/** A URL slug: lowercase ASCII letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * Paging of long lists. For lists ordered by id `cursor` is the last id of the previous page
 * (keyset); for lists ordered otherwise it is the number of rows already read (offset).
 */
export const pagingSchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** The next cursor of a page ordered by id: the last id when the page was full. */
export function nextCursorOf(ids: readonly number[], limit: number): string | null {
  const last = ids.at(-1);
  return ids.length === limit && last !== undefined ? String(last) : null;
}

/** The next cursor of an offset-paged list: rows read so far when the page was full. */
export function nextOffsetCursor(offset: number, received: number, limit: number): string | null {
  return received === limit ? String(offset + limit) : null;
}
