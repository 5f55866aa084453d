/**
 * Polish messages for what zod finds wrong at the API boundary (contract.ts answers them as a
 * 400 with one message per field). Nothing is read or written before validation passes.
 */
import { z } from 'zod';

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
