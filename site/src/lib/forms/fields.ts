/**
 * Form fields shared by the browser and the API: one zod schema per field, with the Polish
 * message a visitor reads beside the field, in the browser before sending and from the API's 400
 * (`error.fields`) after. Plain zod, no runtime imports, so a page bundle can load it.
 */
import { z } from 'zod';
import { TOKEN_PATTERN } from '../formats.ts';
import { isValidNip, NIP_PATTERN, normalizeNip } from '../nip.ts';
import { plural } from '../plural.ts';
import { EMAIL_PATTERN } from './email.ts';
import { FIELD_MAX_LENGTH } from './field-lengths.ts';
import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD } from './limits.ts';

// The shop's CSP has no 'unsafe-eval': zod must not probe `new Function` when it builds an object
// schema (the browser would report it). Set here, before any form schema is built: every form's
// schema imports this module first. In the Worker zod compiles nothing from strings anyway.
z.config({ jitless: true });

const CHARACTERS = { one: 'znak', few: 'znaki', many: 'znaków' };

/** An e-mail address, trimmed and in lowercase (one mailbox, one subscriber). */
export const emailField = z
  .string({ error: 'Podaj adres e-mail.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Podaj adres e-mail.' })
  .max(EMAIL_MAX_LENGTH, { error: `Adres e-mail może mieć najwyżej ${EMAIL_MAX_LENGTH} ${plural(EMAIL_MAX_LENGTH, CHARACTERS)}.` })
  .regex(EMAIL_PATTERN, { error: 'Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.' })
  .describe('Adres e-mail.');

/**
 * What a link looks like in a field of names or addresses: a scheme, `www.`, an e-mail address,
 * or a domain with a path (`example.com/login`).
 */
const LINK_IN_TEXT = /:\/\/|\bwww\.|@|[\p{L}\p{N}-]+\.[a-z]{2,}\//iu;

/** The message of a name or an address field that holds a link. */
export const LINK_REFUSED_MESSAGE = 'Usuń adres strony lub e-mail: to pole przyjmuje tylko imię, nazwę albo adres.';

/**
 * A required text of `min` to `max` characters after trimming, with its field's messages. With
 * `refuseLinks`, a text with a link is refused: names and addresses reach mails sent to an address
 * the sender typed (an order's confirmation), and a link there would make the shop's mail carry a
 * stranger's (issue 29).
 * @example requiredText({ min: 2, max: 100, missing: 'Podaj imię i nazwisko.' })
 */
export function requiredText({ min, max, missing, refuseLinks = false }: { min: number; max: number; missing: string; refuseLinks?: boolean }) {
  const tooShort = `Wpisz co najmniej ${min} ${plural(min, CHARACTERS)}.`;
  const text = z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .min(min, { error: tooShort })
    .max(max, { error: `Wpisz najwyżej ${max} ${plural(max, CHARACTERS)}.` })
    // zod counts UTF-16 units, the database's CHECKs (SQLite length()) and a reader count letters:
    // a letter outside the Basic Multilingual Plane (an emoji) is two units but one letter.
    .refine((value) => [...value].length >= min, { error: tooShort });
  return refuseLinks ? text.refine((value) => !LINK_IN_TEXT.test(value), { error: LINK_REFUSED_MESSAGE }) : text;
}

/**
 * A company's or budget unit's NIP: spaces, hyphens and a `PL` prefix are dropped
 * (site/src/lib/nip.ts), and the ten digits must carry the right check digit. The value is the
 * ten digits. The VAT register (worker/src/vat-register/) is asked later, by the order, and only
 * about numbers that pass here. The checks sit in one refinement, not in a pattern, because the
 * pattern of the ten digits is not the pattern of what a person may type.
 */
export const nipField = z
  .string({ error: 'Podaj NIP.' })
  .trim()
  .min(1, { error: 'Podaj NIP.' })
  .max(FIELD_MAX_LENGTH.nip, { error: 'NIP ma 10 cyfr, np. 526-025-02-74.' })
  .overwrite(normalizeNip)
  .superRefine((nip, context) => {
    if (!NIP_PATTERN.test(nip)) context.addIssue({ code: 'custom', message: 'NIP ma 10 cyfr, np. 526-025-02-74.' });
    else if (!isValidNip(nip)) context.addIssue({ code: 'custom', message: 'Ten NIP ma błędną cyfrę kontrolną. Sprawdź, czy nie ma literówki.' });
  })
  .describe('NIP: 10 cyfr; spacje, myślniki i przedrostek PL są pomijane.');

/** Checked consent: the box is ticked, with the message when it is not. */
export function consentField(missing: string) {
  return z.literal(true, { error: missing }).describe('Zaznaczona zgoda (true).');
}

/**
 * What every guarded form sends besides its fields: the honeypot (empty), the ticket the form got
 * from `GET /forms/tickets` when it was first used (so the API knows when the form was opened)
 * and, when the shop turns Cloudflare Turnstile on, the widget's answer.
 */
export const formGuardFields = {
  [HONEYPOT_FIELD]: z.string().max(200).optional().describe('Pole-pułapka: ludzie zostawiają je puste.'),
  ticket: z
    .string({ error: 'Odśwież stronę i wyślij formularz ponownie.' })
    .regex(TOKEN_PATTERN, { error: 'Odśwież stronę i wyślij formularz ponownie.' })
    .describe('Bilet formularza z `GET /forms/tickets`.'),
  turnstileToken: z.string().max(4096).optional().describe('Odpowiedź widżetu Cloudflare Turnstile, gdy sklep go włączył.'),
};
