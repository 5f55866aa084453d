import { env } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentConsent } from '#lib/forms/consents.ts';
import { createTurnstileStandIn } from '#scripts/lib/turnstile-stand-in.ts';
import { formTicket, freshClientAddress } from '#worker-test/forms.ts';
import { clearOutbox, readOutbox } from '#worker-test/mail.ts';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { app } from '../../index.ts';
import { CONTACT_BODY_BYTES } from './routes.ts';

const PATH = '/api/public/v1/contact/messages';
const HEAD_OFFICE_EMAIL_QUERY = "SELECT email FROM branches WHERE kind = 'head_office' ORDER BY id LIMIT 1";

interface StoredMessage {
  id: string;
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  product_number: string | null;
  product_name: string | null;
  product_uuid: string | null;
  consent_version: string;
  ip_prefix: string | null;
}

async function validBody(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return {
    name: 'Anna Nowak',
    email: 'Anna.Nowak@Firma.example',
    phone: '+48 600 100 200',
    subject: 'Oferta dla biura',
    message: 'Dzień dobry,\nproszę o ofertę na ręczniki i mydło dla biura na 40 osób.',
    consent: true,
    consentVersion: currentConsent('contact').version,
    website: '',
    ticket: await formTicket(),
    ...overrides,
  };
}

function post(body: unknown, { address = freshClientAddress(), headers = {} }: { address?: string; headers?: Record<string, string> } = {}) {
  return request(PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function readMessages(): Promise<StoredMessage[]> {
  const { results } = await env.DB.prepare('SELECT * FROM contact_messages ORDER BY created_at').all<StoredMessage>();
  return results;
}

async function errorOf(response: Response): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  return body.error;
}

async function expectNothingWritten(): Promise<void> {
  expect(await readMessages()).toEqual([]);
  expect(await readOutbox(env.DB)).toEqual([]);
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM contact_messages'), env.DB.prepare('DELETE FROM rate_limit_hits')]);
  await clearOutbox(env.DB);
});

describe('a contact message', () => {
  it('is stored and both mails are written with it: to the shop with Reply-To, and the copy to the sender', async () => {
    const response = await post(await validBody(), { address: '203.0.113.42' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { id: string; email: string };
    expect(answer.email).toBe('anna.nowak@firma.example');

    const [stored, ...others] = await readMessages();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      id: answer.id,
      kind: 'contact',
      name: 'Anna Nowak',
      email: 'anna.nowak@firma.example',
      phone: '+48 600 100 200',
      subject: 'Oferta dla biura',
      product_number: null,
      product_uuid: null,
      consent_version: currentConsent('contact').version,
      ip_prefix: '203.0.113.0/24',
    });
    const consent = await env.DB.prepare('SELECT text FROM consent_texts WHERE version = ?1').bind(stored?.consent_version).first<{ text: string }>();
    expect(consent?.text).toBe(currentConsent('contact').text);

    const mails = await readOutbox(env.DB);
    expect(mails.map((mail) => [mail.kind, mail.cause_kind, mail.cause_id])).toEqual(
      expect.arrayContaining([
        ['contact_message', 'contact_message', answer.id],
        ['contact_copy', 'contact_message', answer.id],
      ]),
    );
    expect(mails).toHaveLength(2);
    // Written in the same batch: one transaction, one moment.
    expect(new Set([...mails.map((mail) => mail.created_at)]).size).toBe(1);
    const toShop = mails.find((mail) => mail.kind === 'contact_message');
    const copy = mails.find((mail) => mail.kind === 'contact_copy');
    // No SHOP_MAIL_TO in the tests: the head office's address, as the contact page shows it.
    const headOffice = await env.DB.prepare(HEAD_OFFICE_EMAIL_QUERY).first<{ email: string }>();
    expect(toShop?.recipient).toBe(headOffice?.email);
    expect(JSON.parse(toShop?.headers ?? '{}')).toEqual({ 'Reply-To': 'anna.nowak@firma.example' });
    expect(toShop?.subject).toBe('[Formularz kontaktowy] Oferta dla biura');
    expect(toShop?.text_body).toMatch(/^Wiadomość z formularza kontaktowego\n/);
    expect(toShop?.text_body).toContain('Od: Anna Nowak <anna.nowak@firma.example>');
    expect(toShop?.text_body).toContain('Telefon: +48 600 100 200');
    expect(copy?.recipient).toBe('anna.nowak@firma.example');
    // The sender's address is only typed: the acknowledgement carries none of their text (issue 29).
    expect(copy?.subject).toBe(`Otrzymaliśmy Twoją wiadomość (nr ${answer.id.slice(0, 8)})`);
    expect(copy?.text_body).toContain(`Numer wiadomości: ${answer.id}.`);
    for (const typed of ['Oferta dla biura', 'proszę o ofertę', 'Anna Nowak', '600 100 200']) expect(copy?.text_body).not.toContain(typed);
  });

  it('goes to SHOP_MAIL_TO when it is set', async () => {
    const response = await app.request(
      `${ORIGIN}${PATH}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClientAddress() },
        body: JSON.stringify(await validBody({ phone: '' })),
      },
      { ...env, SHOP_MAIL_TO: 'biuro@sklep.example' },
    );
    expect(response.status).toBe(200);
    const toShop = (await readOutbox(env.DB)).find((mail) => mail.kind === 'contact_message');
    expect(toShop?.recipient).toBe('biuro@sklep.example');
    expect(toShop?.text_body).toContain('Telefon: nie podano');
    expect((await readMessages())[0]?.phone).toBeNull();
  });

  it('as a product enquiry is linked to the product and names its page in both mails', async () => {
    const product = await env.DB.prepare('SELECT uuid, number, name, slug FROM products WHERE is_active = 1 ORDER BY id LIMIT 1').first<{
      uuid: string;
      number: string;
      name: string;
      slug: string;
    }>();
    if (!product) throw new Error('the seed has no active product');
    const subject = `Zapytanie o produkt: ${product.name} (nr ${product.number})`;
    const response = await post(await validBody({ subject, productNumber: product.number, productName: product.name }));
    expect(response.status).toBe(200);
    expect((await readMessages())[0]).toMatchObject({
      kind: 'product_enquiry',
      product_number: product.number,
      product_name: product.name,
      product_uuid: product.uuid,
    });
    const mails = await readOutbox(env.DB);
    expect(mails.find((mail) => mail.kind === 'contact_message')?.text_body).toContain(`Produkt: ${product.name} (nr ${product.number})`);
    expect(mails.find((mail) => mail.kind === 'contact_copy')?.text_body).toContain(`produktu: ${product.name} (nr ${product.number})`);
    for (const mail of mails) expect(mail.text_body).toContain(`${ORIGIN}/produkt/${product.slug}`);
    expect((await readOutbox(env.DB)).find((mail) => mail.kind === 'contact_message')?.subject).toBe(`[Formularz kontaktowy] ${subject}`);
  });

  it('about a number the shop does not sell is still taken, unlinked, and the shop is told', async () => {
    const response = await post(await validBody({ productNumber: 'ZZ-99999', productName: 'Stary dozownik' }));
    expect(response.status).toBe(200);
    expect((await readMessages())[0]).toMatchObject({ kind: 'product_enquiry', product_number: 'ZZ-99999', product_uuid: null });
    const toShop = (await readOutbox(env.DB)).find((mail) => mail.kind === 'contact_message');
    expect(toShop?.text_body).toContain('Produkt: Stary dozownik (nr ZZ-99999) – tego numeru nie ma w aktywnej ofercie');
  });

  it('caught by the honeypot gets the same answer and writes nothing', async () => {
    const response = await post(await validBody({ website: 'https://spam.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'anna.nowak@firma.example' });
    await expectNothingWritten();
  });
});

describe('turned away with a Polish 4xx, writing nothing', () => {
  it('without a ticket, with a forged one, or sent too fast', async () => {
    const missing = await post({ ...(await validBody()), ticket: undefined });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields?.ticket).toBe('Odśwież stronę i wyślij formularz ponownie.');

    const forged = await post(await validBody({ ticket: `${Date.now().toString(36)}_${'A'.repeat(43)}` }));
    expect(forged.status).toBe(422);
    expect(await errorOf(forged)).toMatchObject({
      code: 'form_invalid',
      message: 'Formularz jest nieaktualny. Odśwież stronę i wyślij go ponownie.',
    });

    const tooFast = await post(await validBody({ ticket: await formTicket(500) }));
    expect(tooFast.status).toBe(422);
    expect(await errorOf(tooFast)).toMatchObject({ code: 'form_too_fast' });

    const stale = await post(await validBody({ ticket: await formTicket(3 * 60 * 60 * 1000) }));
    expect(stale.status).toBe(422);
    expect(await errorOf(stale)).toMatchObject({ code: 'form_stale' });
    await expectNothingWritten();
  });

  it('with every field wrong: a message beside each', async () => {
    const response = await post(
      await validBody({
        name: ' ',
        email: 'nie-adres',
        phone: 'abc',
        subject: 'x',
        message: 'krótko',
        consent: false,
        consentVersion: 'contact-1999',
      }),
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.fields).toEqual({
      name: 'Podaj imię i nazwisko.',
      email: 'Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.',
      phone: expect.stringMatching(/^Podaj numer telefonu/),
      subject: 'Wpisz co najmniej 3 znaki.',
      message: 'Wpisz co najmniej 10 znaków.',
      consent: 'Zaznacz zgodę, abyśmy mogli odpowiedzieć.',
      consentVersion: expect.any(String),
    });
    await expectNothingWritten();
  });

  it('with unknown keys, wrong types, a message over 5000 characters or a body over the limit', async () => {
    const unknownKey = await post(await validBody({ isAdmin: true }));
    expect(unknownKey.status).toBe(400);
    const wrongTypes = await post(await validBody({ name: 42, consent: 'true', productNumber: ['A-1'] }));
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys((await errorOf(wrongTypes)).fields ?? {})).toEqual(expect.arrayContaining(['name', 'consent', 'productNumber']));
    const tooLong = await post(await validBody({ message: 'a'.repeat(5001) }));
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).fields?.message).toBe('Wpisz najwyżej 5000 znaków.');
    const oversized = await post(await validBody({ message: 'ą'.repeat(CONTACT_BODY_BYTES) }));
    expect(oversized.status).toBe(413);
    expect((await errorOf(oversized)).message).toMatch(/[ąćęłńóśźż]/);
    const notJson = await post('{"name": "Anna"');
    expect(notJson.status).toBe(400);
    await expectNothingWritten();
  });

  prop.prop([fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 12 })], { numRuns: 40 })(
    'any other JSON body gets a 4xx',
    async (body) => {
      const response = await post(body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      await response.body?.cancel();
      expect(await readMessages()).toEqual([]);
    },
  );
});

describe('rate limits', () => {
  it('take five messages an hour from one network, then answer 429 with Retry-After', async () => {
    const address = '192.0.2.10';
    for (let index = 0; index < 5; index++) {
      const response = await post(await validBody({ email: `osoba${index}@firma.example` }), { address });
      expect(response.status).toBe(200);
    }
    const refused = await post(await validBody({ email: 'osoba5@firma.example' }), { address: '192.0.2.99' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ min\.$/);
    expect(await readMessages()).toHaveLength(5);
    expect(await readOutbox(env.DB)).toHaveLength(10);
  });

  it('take five messages an hour from one address, whatever the network', async () => {
    for (let index = 0; index < 5; index++) expect((await post(await validBody())).status).toBe(200);
    expect((await post(await validBody())).status).toBe(429);
    expect(await readMessages()).toHaveLength(5);
  });
});

describe('with Turnstile on', () => {
  const SECRET = 'turnstile-test-secret';
  const VERIFY_URL = 'https://turnstile.stand-in.test/siteverify';
  let standIn: ReturnType<typeof createTurnstileStandIn>;

  beforeEach(() => {
    standIn = createTurnstileStandIn({ secret: SECRET });
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const outgoing = new Request(input, init);
      if (outgoing.url !== VERIFY_URL) throw new Error(`unexpected fetch of ${outgoing.url}`);
      return standIn.handle(outgoing);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  async function postWithTurnstile(body: Record<string, unknown>): Promise<Response> {
    return app.request(
      `${ORIGIN}${PATH}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.7' }, body: JSON.stringify(body) },
      { ...env, TURNSTILE_SECRET: SECRET, TURNSTILE_VERIFY_URL: VERIFY_URL },
    );
  }

  it('needs the widget token: 422 without it, 403 for a bad or reused one, and takes a good one once', async () => {
    const without = await postWithTurnstile(await validBody());
    expect(without.status).toBe(422);
    expect(await errorOf(without)).toMatchObject({ code: 'turnstile_required', fields: { turnstileToken: expect.any(String) } });

    const bad = await postWithTurnstile(await validBody({ turnstileToken: 'not-a-widget-token' }));
    expect(bad.status).toBe(403);
    expect((await errorOf(bad)).message).toBe('Weryfikacja antyspamowa nie powiodła się. Spróbuj ponownie.');
    await expectNothingWritten();

    const token = standIn.issueToken();
    expect((await postWithTurnstile(await validBody({ turnstileToken: token }))).status).toBe(200);
    expect(standIn.verifications.at(-1)).toMatchObject({ secret: SECRET, response: token, remoteip: '198.51.100.7', success: true });
    expect(await readMessages()).toHaveLength(1);

    const reused = await postWithTurnstile(await validBody({ turnstileToken: token }));
    expect(reused.status).toBe(403);
    expect(standIn.verifications.at(-1)?.errorCodes).toEqual(['timeout-or-duplicate']);
    expect(await readMessages()).toHaveLength(1);
  });
});
