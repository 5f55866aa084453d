import { describe, expect, it } from 'vitest';
import { startLocalStandIns } from './local-stand-ins.ts';

describe('the local stand-ins of npm start', () => {
  it('stand in for Przelewy24, the VAT register, Sentry, the deploy hook, KSeF and InPost’s points API when the developer has not configured them, on loopback', async () => {
    const standIns = await startLocalStandIns({});
    try {
      expect(standIns.vars).toEqual({
        P24_MERCHANT_ID: '100000',
        P24_API_KEY: 'dev-p24-api-key',
        P24_CRC: 'dev-p24-crc',
        P24_BASE_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/),
        VAT_CHECKER: 'mf',
        VAT_CHECKER_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        SENTRY_DSN: expect.stringMatching(/^http:\/\/sklep_lokalnie@127\.0\.0\.1:\d+\/1$/),
        SENTRY_ENVIRONMENT: 'development',
        DEPLOY_HOOK_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/repos\/sklep\/sklep\/actions\/workflows\/deploy\.yml\/dispatches$/),
        DEPLOY_HOOK_TOKEN: 'lokalny-token-wdrozen-0123456789abcdef',
        KSEF_TOKEN: 'lokalny-token-ksef-0123456789abcdef',
        KSEF_BASE_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v2$/),
        PARCEL_LOCKER_SEARCH: 'inpost',
        PARCEL_LOCKER_SEARCH_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      });
      const lockers = await fetch(`${standIns.vars.PARCEL_LOCKER_SEARCH_URL}/v1/points?relative_post_code=31-042&type=parcel_locker&per_page=2`);
      expect(await lockers.json()).toMatchObject({
        items: [
          { name: 'KRA99M', distance: 506 },
          { name: 'KRA01M', distance: 617 },
        ],
      });
      const certificates = await fetch(`${standIns.vars.KSEF_BASE_URL}/security/public-key-certificates`);
      expect(await certificates.json()).toEqual([
        { certificate: expect.any(String), usage: ['KsefTokenEncryption'] },
        { certificate: expect.any(String), usage: ['SymmetricKeyEncryption'] },
      ]);
      const ksefOrigin = new URL(standIns.vars.KSEF_BASE_URL ?? '').origin;
      expect((await fetch(`${ksefOrigin}/zastepczy/awaria?tryb=brak-polaczenia`, { method: 'POST' })).status).toBe(200);
      await expect(fetch(`${standIns.vars.KSEF_BASE_URL}/auth/challenge`, { method: 'POST' })).rejects.toThrow();
      expect((await fetch(`${ksefOrigin}/zastepczy/awaria?tryb=koniec`, { method: 'POST' })).status).toBe(200);
      expect((await fetch(`${standIns.vars.KSEF_BASE_URL}/auth/challenge`, { method: 'POST' })).status).toBe(200);
      const dispatched = await fetch(standIns.vars.DEPLOY_HOOK_URL ?? '', {
        method: 'POST',
        headers: { Authorization: `Bearer ${standIns.vars.DEPLOY_HOOK_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ref: 'main', inputs: { actor: 'anna' } }),
      });
      expect(dispatched.status).toBe(204);
      const dsn = new URL(standIns.vars.SENTRY_DSN ?? '');
      const envelope = `${JSON.stringify({ event_id: 'a'.repeat(32), dsn: dsn.href })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message: 'próba' })}\n`;
      const sent = await fetch(`${dsn.origin}/api/1/envelope/`, { method: 'POST', body: envelope });
      expect(sent.status).toBe(200);
      expect(await (await fetch(`${standIns.sentryOrigin}/envelopes`)).json()).toMatchObject([
        { items: [{ header: { type: 'event' }, payload: { message: 'próba' } }] },
      ]);
      const answer = await fetch(`${standIns.vars.VAT_CHECKER_URL}/api/search/nip/8971234561?date=2026-01-02`);
      expect(await answer.json()).toMatchObject({ result: { subject: { statusVat: 'Czynny' } } });
    } finally {
      await standIns.stop();
    }
  });

  it('leave alone what .dev.vars configures', async () => {
    const standIns = await startLocalStandIns({
      P24_MERCHANT_ID: '12345',
      VAT_CHECKER: 'off',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      DEPLOY_HOOK_URL: 'https://api.github.com/repos/a/b/actions/workflows/deploy.yml/dispatches',
      KSEF_TOKEN: 'a-real-ksef-token-0123456789',
      PARCEL_LOCKER_SEARCH: 'off',
    });
    expect(standIns).toMatchObject({ vars: {}, lines: [], sentryOrigin: null });
    await standIns.stop();
  });
});
