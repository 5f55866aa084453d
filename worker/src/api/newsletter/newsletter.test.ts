import { env } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentConsent } from '#lib/forms/consents.ts';
import { EMAIL_PATTERN } from '#lib/forms/email.ts';
import { formTableCounts, formTicket } from '#worker-test/forms.ts';
import { readOutbox } from '#worker-test/mail.ts';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { hashToken } from '../../auth/one-time-tokens.ts';

const API = '/api/public/v1/newsletter';
const CONSENT = currentConsent('newsletter').version;

function post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return request(`${API}${path}`, {
    method: 'POST',
    headers: {
      Origin: ORIGIN,
      'CF-Connecting-IP': '203.0.113.42',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signUp(email: string, extra: Record<string, unknown> = {}): Promise<Response> {
  return post('/subscriptions', { email, consent: true, consentVersion: CONSENT, source: 'footer', ticket: await formTicket(), ...extra });
}

/** The token of the first link to `path` in the newest mail to `to`. */
async function linkToken(to: string, path: string): Promise<string> {
  const mails = (await readOutbox(env.DB)).filter((mail) => mail.recipient === to);
  const newest = mails.at(-1);
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(newest?.text_body ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${to}: ${newest?.text_body}`);
  return match[1];
}

async function subscriberOf(email: string) {
  return env.DB.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?1').bind(email).first<{ id: string; status: string }>();
}

beforeEach(async () => {
  await env.DB.batch(
    ['mail_outbox', 'newsletter_consents', 'newsletter_tokens', 'newsletter_deliveries', 'newsletter_subscribers', 'rate_limit_hits'].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe('signing up (double opt-in)', () => {
  it('stores a pending subscriber, a hashed token, the consent record and the confirmation mail, all at once', async () => {
    const response = await signUp('  Jan.Kowalski@Firma.PL ');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'jan.kowalski@firma.pl' });

    const subscriber = await subscriberOf('jan.kowalski@firma.pl');
    expect(subscriber?.status).toBe('pending');
    const [mail, ...others] = await readOutbox(env.DB);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'newsletter_confirmation', recipient: 'jan.kowalski@firma.pl', subject: 'Potwierdź zapis do newslettera' });
    const token = await linkToken('jan.kowalski@firma.pl', '/potwierdz-zapis-do-newslettera');
    expect(token).toHaveLength(43);
    // Only the hash is stored, with its purpose and a 7-day expiry.
    const stored = await env.DB.prepare('SELECT * FROM newsletter_tokens WHERE subscriber_id = ?1')
      .bind(subscriber?.id)
      .all<Record<string, string>>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]).toMatchObject({ token_hash: await hashToken(token), purpose: 'confirm', used_at: null });
    expect(JSON.stringify(stored.results)).not.toContain(token);
    const days = (Date.parse(stored.results[0]?.expires_at ?? '') - Date.parse(stored.results[0]?.created_at ?? '')) / 86_400_000;
    expect(days).toBe(7);

    const consent = await env.DB.prepare('SELECT * FROM newsletter_consents WHERE subscriber_id = ?1').bind(subscriber?.id).first();
    expect(consent).toMatchObject({ action: 'sign_up', source: 'footer', consent_version: CONSENT, ip_prefix: '203.0.113.0/24' });
    const text = await env.DB.prepare('SELECT text FROM consent_texts WHERE version = ?1').bind(CONSENT).first<{ text: string }>();
    expect(text?.text).toBe(currentConsent('newsletter').text);
  });

  it('answers a second sign-up the same, with one subscriber and a fresh link; a confirmed address stays confirmed', async () => {
    const first = await (await signUp('anna@example.pl')).json();
    const second = await (await signUp('anna@example.pl')).json();
    expect(second).toEqual(first);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = 'anna@example.pl'").first())?.n).toBe(1);
    expect((await readOutbox(env.DB)).map((mail) => mail.kind)).toEqual(['newsletter_confirmation', 'newsletter_confirmation']);

    await post(`/confirmations/${await linkToken('anna@example.pl', '/potwierdz-zapis-do-newslettera')}`);
    const again = await signUp('anna@example.pl');
    expect(await again.json()).toEqual(first);
    expect((await subscriberOf('anna@example.pl'))?.status).toBe('subscribed');
    const newest = (await readOutbox(env.DB)).at(-1);
    expect(newest?.subject).toBe('Ten adres jest już zapisany do newslettera');
    // A mail to a subscriber carries the one-click unsubscribe headers, as every newsletter mail does.
    expect(JSON.parse(newest?.headers ?? '{}')).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('confirms once from the mail, sends the welcome with RFC 8058 headers, and answers a repeated click honestly', async () => {
    await signUp('ola@example.pl');
    const token = await linkToken('ola@example.pl', '/potwierdz-zapis-do-newslettera');
    const confirmed = await post(`/confirmations/${token}`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ result: 'confirmed', email: 'ola@example.pl' });
    expect((await subscriberOf('ola@example.pl'))?.status).toBe('subscribed');

    const welcome = (await readOutbox(env.DB)).at(-1);
    expect(welcome?.kind).toBe('newsletter_welcome');
    const headers = JSON.parse(welcome?.headers ?? '{}') as Record<string, string>;
    const unsubscribeToken = await linkToken('ola@example.pl', '/zrezygnuj-z-newslettera');
    expect(headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/api/public/v1/newsletter/cancellations/${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const again = await post(`/confirmations/${token}`);
    expect(await again.json()).toEqual({ result: 'already_confirmed', email: 'ola@example.pl' });
    expect((await readOutbox(env.DB)).filter((mail) => mail.kind === 'newsletter_welcome')).toHaveLength(1);
  });

  it('answers an unknown, expired or wrong-purpose token with a 404 that says so, changing nothing', async () => {
    await signUp('piotr@example.pl');
    const token = await linkToken('piotr@example.pl', '/potwierdz-zapis-do-newslettera');
    const unknown = await post(`/confirmations/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('token_not_found');
    // A confirmation token does not unsubscribe.
    expect((await post(`/cancellations/${token}`)).status).toBe(404);

    await env.DB.prepare("UPDATE newsletter_tokens SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    const expired = await post(`/confirmations/${token}`);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'token_expired' });
    expect((await subscriberOf('piotr@example.pl'))?.status).toBe('pending');
  });
});

describe("the links' pages", () => {
  it('serve the page with 200 for a live token and with 404 for a dead one, whose page still explains', async () => {
    await signUp('strona@example.pl');
    const token = await linkToken('strona@example.pl', '/potwierdz-zapis-do-newslettera');
    const live = await request(`/potwierdz-zapis-do-newslettera/${token}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('Potwierdzenie zapisu do newslettera');
    await env.DB.prepare("UPDATE newsletter_tokens SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    const expired = await request(`/potwierdz-zapis-do-newslettera/${token}`);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain('Potwierdzenie zapisu do newslettera');
    expect((await request(`/zrezygnuj-z-newslettera/${token}`)).status).toBe(404);
  });
});

describe('unsubscribing', () => {
  async function subscribed(email: string): Promise<string> {
    await signUp(email);
    await post(`/confirmations/${await linkToken(email, '/potwierdz-zapis-do-newslettera')}`);
    return linkToken(email, '/zrezygnuj-z-newslettera');
  }

  it('by the link: one click, recorded, and a second click says it is done already', async () => {
    const token = await subscribed('ewa@example.pl');
    const response = await post(`/cancellations/${token}`);
    expect(await response.json()).toEqual({ result: 'unsubscribed', email: 'ewa@example.pl' });
    expect((await subscriberOf('ewa@example.pl'))?.status).toBe('unsubscribed');
    expect(await (await post(`/cancellations/${token}`)).json()).toEqual({ result: 'already_unsubscribed', email: 'ewa@example.pl' });
    const actions = await env.DB.prepare('SELECT action, source FROM newsletter_consents ORDER BY created_at, action').all();
    expect(actions.results).toContainEqual({ action: 'unsubscribe', source: 'link' });
  });

  it("by a mail client's RFC 8058 one-click POST: form-encoded, from another site, no Origin", async () => {
    const token = await subscribed('rfc@example.pl');
    const response = await request(`${API}/cancellations/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await subscriberOf('rfc@example.pl'))?.status).toBe('unsubscribed');
    const consent = await env.DB.prepare("SELECT source FROM newsletter_consents WHERE action = 'unsubscribe'").first();
    expect(consent?.source).toBe('one_click');
  });

  it('spends the open confirmation links, so an old mail cannot subscribe the address again', async () => {
    await signUp('stary@example.pl');
    const confirm = await linkToken('stary@example.pl', '/potwierdz-zapis-do-newslettera');
    await signUp('stary@example.pl');
    await post(`/confirmations/${await linkToken('stary@example.pl', '/potwierdz-zapis-do-newslettera')}`);
    await post(`/cancellations/${await linkToken('stary@example.pl', '/zrezygnuj-z-newslettera')}`);
    expect((await post(`/confirmations/${confirm}`)).status).toBe(404);
    expect((await subscriberOf('stary@example.pl'))?.status).toBe('unsubscribed');
  });

  it('by address: the same answer for a subscriber and a stranger; only the subscriber gets a link', async () => {
    await subscribed('zapisany@example.pl');
    const before = (await readOutbox(env.DB)).length;
    const known = await post('/cancellation-requests', { email: 'zapisany@example.pl', ticket: await formTicket() });
    const stranger = await post('/cancellation-requests', { email: 'obcy@example.pl', ticket: await formTicket() });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(await known.json()).toEqual({ email: 'zapisany@example.pl' });
    expect(await stranger.json()).toEqual({ email: 'obcy@example.pl' });
    const sent = (await readOutbox(env.DB)).slice(before);
    expect(sent.map((mail) => [mail.kind, mail.recipient])).toEqual([['newsletter_unsubscribe_link', 'zapisany@example.pl']]);
    await post(`/cancellations/${await linkToken('zapisany@example.pl', '/zrezygnuj-z-newslettera')}`);
    expect((await subscriberOf('zapisany@example.pl'))?.status).toBe('unsubscribed');
  });
});

describe('the notification link', () => {
  it('records the first click only, and knows no notification it did not send', async () => {
    const notification = crypto.randomUUID();
    const recipient = crypto.randomUUID();
    await env.DB.prepare('INSERT INTO newsletter_deliveries (notification_uuid, recipient_uuid, sent_at) VALUES (?1, ?2, ?3)')
      .bind(notification, recipient, new Date().toISOString())
      .run();
    const path = `/notifications/${notification}/recipients/${recipient}/clicks`;
    expect(await (await post(path)).json()).toEqual({ firstClick: true });
    const clickedAt = await env.DB.prepare('SELECT clicked_at FROM newsletter_deliveries').first<{ clicked_at: string }>();
    expect(await (await post(path)).json()).toEqual({ firstClick: false });
    expect(await env.DB.prepare('SELECT clicked_at FROM newsletter_deliveries').first()).toEqual(clickedAt);
    expect((await post(`/notifications/${notification}/recipients/${crypto.randomUUID()}/clicks`)).status).toBe(404);
  });
});

describe('abuse', () => {
  it('drops a filled honeypot silently: the same answer, nothing written', async () => {
    const before = await formTableCounts();
    const response = await signUp('bot@example.pl', { website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'bot@example.pl' });
    expect(await formTableCounts()).toEqual(before);
  });

  it('refuses a forged, a too quick and a stale ticket with a Polish 422, writing nothing', async () => {
    const before = await formTableCounts();
    const cases = [
      ['form_invalid', `${Date.now().toString(36)}_${'x'.repeat(43)}`],
      ['form_too_fast', await formTicket(500)],
      ['form_stale', await formTicket(3 * 60 * 60 * 1000)],
    ] as const;
    for (const [code, ticket] of cases) {
      const response = await signUp('jan@example.pl', { ticket });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect(body.error.code).toBe(code);
      expect(body.error.fields.ticket).toMatch(/formularz/i);
    }
    expect(await formTableCounts()).toEqual(before);
  });

  it('limits sign-ups per address and per network, with Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await signUp('limit@example.pl')).status).toBe(200);
    const limited = await signUp('limit@example.pl');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(/^Zbyt wiele prób/);
    expect((await readOutbox(env.DB)).length).toBe(3);

    // Another address from the same network: 10 an hour, counted with the 4 above.
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) statuses.push((await signUp(`siec${index}@example.pl`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // Another network is not limited by this one.
    const elsewhere = await post(
      '/subscriptions',
      {
        email: 'inna-siec@example.pl',
        consent: true,
        consentVersion: CONSENT,
        source: 'page',
        ticket: await formTicket(),
      },
      { 'CF-Connecting-IP': '198.51.100.7' },
    );
    expect(elsewhere.status).toBe(200);
  });

  test.prop(
    [
      fc.record(
        {
          email: fc.oneof(fc.string({ maxLength: 300 }), fc.emailAddress(), fc.integer(), fc.constant(null)),
          consent: fc.oneof(fc.boolean(), fc.constant('true'), fc.constant(1)),
          consentVersion: fc.oneof(fc.constant(CONSENT), fc.string({ maxLength: 30 })),
          source: fc.oneof(fc.constantFrom('footer', 'page'), fc.string({ maxLength: 20 })),
          extra: fc.string({ maxLength: 20 }),
        },
        { requiredKeys: [] },
      ),
    ],
    { numRuns: 40 },
  )('answers a malformed sign-up with a Polish 400 per field and writes nothing', async (fields) => {
    const { email, consent, consentVersion, source, extra } = fields;
    const body = { email, consent, consentVersion, source, ...(extra === undefined ? {} : { [`x${extra}`]: 1 }), ticket: await formTicket() };
    const valid = typeof email === 'string' && EMAIL_PATTERN.test(email.trim().toLowerCase()) && consent === true && consentVersion === CONSENT;
    fc.pre(!valid);
    const before = await formTableCounts();
    const response = await post('/subscriptions', body);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { error: { message: string; fields: Record<string, string> } }).error;
    expect(error.message).toBe('Nieprawidłowe dane wejściowe.');
    expect(Object.keys(error.fields).length).toBeGreaterThan(0);
    expect(await formTableCounts()).toEqual(before);
  });
});
