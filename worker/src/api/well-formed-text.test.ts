/**
 * Lone surrogates in JSON bodies (issue 29): D1 cannot keep one, so every body's strings are made
 * well formed before validation, and what is validated is what is stored and read back.
 */
import { env } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { currentConsent } from '#lib/forms/consents.ts';
import { formTicket, freshClientAddress } from '#worker-test/forms.ts';
import { ORIGIN, request } from '#worker-test/requests.ts';

describe('a lone surrogate', () => {
  it('does not survive D1: it comes back as other text, longer than it went in (why bodies are made well formed)', async () => {
    const row = await env.DB.prepare('SELECT ?1 AS text').bind('a\uD800b').first<{ text: string }>();
    expect(row?.text).not.toBe('a\uD800b');
  });

  /** A message that spells lone surrogates in JSON, between ordinary letters. */
  const withLoneHalves = fc
    .array(fc.oneof(fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a', 'ż', '\u{1F9FC}'), fc.string({ maxLength: 3 })), {
      minLength: 12,
      maxLength: 40,
    })
    .map((parts) => `Wiadomość ${parts.join('')}`)
    .filter((text) => /[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')));

  test.prop([withLoneHalves], { numRuns: 10 })('in a JSON body is stored as U+FFFD, so what was checked is what is kept', async (message) => {
    const response = await request('/api/public/v1/contact/messages', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClientAddress() },
      body: JSON.stringify({
        name: 'Anna Nowak',
        email: `anna-${crypto.randomUUID().slice(0, 8)}@firma.example`,
        subject: 'Pytanie',
        message,
        consent: true,
        consentVersion: currentConsent('contact').version,
        ticket: await formTicket(),
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const stored = await env.DB.prepare('SELECT message FROM contact_messages WHERE id = ?1').bind(id).first<{ message: string }>();
    expect(stored?.message).toBe(message.toWellFormed().trim());
  });
});
