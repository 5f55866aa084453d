import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResendSender } from '#worker/mail/resend.ts';
import { type MailStandInServer, startMailStandIn } from './mail-stand-in-server.ts';

const API_KEY = 're_local_0123456789';
const mail = {
  idempotencyKey: '7d2f1c1e-8a55-4c1e-9d0f-1b2c3d4e5f60',
  to: 'klient@example.pl',
  subject: 'Temat',
  text: 'Treść',
  html: '<p>Treść</p>',
};

let server: MailStandInServer;
beforeAll(async () => {
  server = await startMailStandIn({ apiKey: API_KEY });
});
afterAll(() => server.close());

describe('the mail adapter against the stand-in over HTTP on 127.0.0.1', () => {
  const sender = () => createResendSender({ url: server.url, apiKey: API_KEY, from: 'Sklep <sklep@example.pl>' });

  it('listens on loopback only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/emails$/);
  });

  it('is answered with an id, and a repeated Idempotency-Key gets the same id without a second mail', async () => {
    const first = await sender()(mail);
    const again = await sender()(mail);
    expect(first).toEqual({ ok: true, providerId: expect.any(String) });
    expect(again).toEqual(first);
    expect(server.standIn.delivered.filter((item) => item.idempotencyKey === mail.idempotencyKey)).toHaveLength(1);
  });

  it('refuses the same key with another body (409, no retry helps)', async () => {
    const result = await sender()({ ...mail, subject: 'Inny temat' });
    expect(result).toEqual({ ok: false, error: expect.stringContaining('HTTP 409 invalid_idempotent_request'), permanent: true });
  });

  it('reports a 500 as worth a retry, then accepts the retry', async () => {
    server.standIn.failNext(1);
    const key = { ...mail, idempotencyKey: 'b3a0f5c2-1d4e-4f6a-8b7c-9d0e1f2a3b4c' };
    expect(await sender()(key)).toMatchObject({ ok: false, permanent: false });
    expect(await sender()(key)).toMatchObject({ ok: true });
  });

  it('refuses a wrong key with 403, worth a retry once an operator fixes it', async () => {
    const wrong = createResendSender({ url: server.url, apiKey: 're_wrong', from: 'sklep@example.pl' });
    expect(await wrong(mail)).toEqual({ ok: false, error: 'HTTP 403 invalid_api_key: API key is invalid.', permanent: false });
  });
});
