/**
 * Control characters in request bodies: every JSON body is refined by `refuseControlCharacters`
 * (contract.ts `jsonBody`), so a text holding one is a 400 naming its field and nothing is
 * written. Found by the contract fuzz walk: a staff note of "\u0000" was a 500 (SQLite's
 * `length()` stops at NUL, and the column's CHECK failed).
 */
import { env } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { z } from '@hono/zod-openapi';
import { describe, expect } from 'vitest';
import { currentConsent } from '#lib/forms/consents.ts';
import { formTicket, freshClientAddress } from '#worker-test/forms.ts';
import { FIXTURE_ORDER, fixtureOrder } from '#worker-test/fuzz-fixtures.ts';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';
import { CONTROL_CHARACTER_MESSAGE, refuseControlCharacters } from './control-characters.ts';

/** The oracle: by code point, written out apart from the module's expression. */
const isRefused = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (code < 0x20 && ![0x09, 0x0a, 0x0d].includes(code)) || (code >= 0x7f && code <= 0x9f);
};
const control = fc
  .integer({ min: 0, max: 0x9f })
  .map((code) => String.fromCodePoint(code))
  .filter(isRefused);
const ordinary = fc.oneof(
  fc.constantFrom('\t', '\n', '\r', ' ', 'ż', 'Ł', '„', '\u00a0', '\u{1F9FC}'),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
/** Text with at least one refused character inside it (the ends are trimmed, a vertical tab with them). */
const withControl = fc
  .tuple(fc.array(ordinary, { maxLength: 6 }), control, fc.array(ordinary, { maxLength: 6 }))
  .map(([before, character, after]) => `Tekst do sprawdzenia ${before.join('')}${character}${after.join('')} koniec`);
/** Text a person types: letters, tabs and line breaks, never a refused character. */
const typed = fc
  .array(ordinary, { minLength: 1, maxLength: 10 })
  .map((parts) => `Tekst ${parts.join('')}`)
  .filter((text) => ![...text].some(isRefused));

describe('the refinement', () => {
  const anyBody = z.unknown().superRefine(refuseControlCharacters);
  const pathsOf = (value: unknown, path: (string | number)[] = []): string[] => {
    if (typeof value === 'string') return [...value].some(isRefused) ? [path.join('.')] : [];
    if (Array.isArray(value)) return value.flatMap((item, index) => pathsOf(item, [...path, index]));
    if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]));
    return [];
  };
  const text = fc.oneof(withControl, typed, fc.string());
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.boolean(), fc.constant(null), tie('list'), tie('object')),
    list: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), tie('value'), { maxKeys: 4 }),
  })).value;

  test.prop([json])('names the path of every string holding a refused character, and only those', (value) => {
    const result = anyBody.safeParse(value);
    const expected = pathsOf(value);
    expect(result.success).toBe(expected.length === 0);
    if (!result.success) {
      expect(result.error.issues.map((issue) => issue.path.join('.')).sort()).toEqual(expected.sort());
      expect(new Set(result.error.issues.map((issue) => issue.message))).toEqual(new Set([CONTROL_CHARACTER_MESSAGE]));
    }
  });
});

describe('a JSON body', () => {
  test.prop([withControl], { numRuns: 15 })('a staff note holding a control character is a 400 naming it; no note is written', async (body) => {
    await fixtureOrder(env.DB);
    const notes = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM order_notes').first<{ n: number }>())?.n;
    const before = await notes();
    const response = await request(`/api/admin/v1/orders/${FIXTURE_ORDER.uuid}/notes`, {
      method: 'POST',
      headers: { ...(await staffSession('owner')), Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ body }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual({ body: CONTROL_CHARACTER_MESSAGE });
    expect(await notes()).toBe(before);
  });

  const contact = async (fields: Record<string, string>) =>
    request('/api/public/v1/contact/messages', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClientAddress() },
      body: JSON.stringify({
        name: 'Anna Nowak',
        email: `anna-${crypto.randomUUID().slice(0, 8)}@firma.example`,
        subject: 'Pytanie o dozowniki',
        message: 'Proszę o ofertę na 20 dozowników.',
        consent: true,
        consentVersion: currentConsent('contact').version,
        ticket: await formTicket(),
        ...fields,
      }),
    });
  const messages = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first<{ n: number }>())?.n;

  test.prop([fc.constantFrom('name', 'subject', 'message'), withControl], { numRuns: 10 })(
    'a contact message with one in any field is a 400 naming that field; nothing is stored',
    async (field, text) => {
      const before = await messages();
      const response = await contact({ [field]: text });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual({ [field]: CONTROL_CHARACTER_MESSAGE });
      expect(await messages()).toBe(before);
    },
  );

  test.prop([typed], { numRuns: 5 })('tabs and line breaks are text: such a message is taken', async (message) => {
    const response = await contact({ message: `${message} i jeszcze kilka słów treści.` });
    expect(response.status, await response.clone().text()).toBe(200);
  });
});
