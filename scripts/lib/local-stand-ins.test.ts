import { describe, expect, it } from 'vitest';
import { startLocalStandIns } from './local-stand-ins.ts';

describe('the local stand-ins of npm start', () => {
  it('stand in for Przelewy24 and the VAT register the developer has not configured, on loopback', async () => {
    const standIns = await startLocalStandIns({});
    try {
      expect(standIns.vars).toEqual({
        P24_MERCHANT_ID: '100000',
        P24_API_KEY: 'dev-p24-api-key',
        P24_CRC: 'dev-p24-crc',
        P24_BASE_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/),
        VAT_CHECKER: 'mf',
        VAT_CHECKER_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      });
      const answer = await fetch(`${standIns.vars.VAT_CHECKER_URL}/api/search/nip/8971234561?date=2026-01-02`);
      expect(await answer.json()).toMatchObject({ result: { subject: { statusVat: 'Czynny' } } });
    } finally {
      await standIns.stop();
    }
  });

  it('leave alone what .dev.vars configures', async () => {
    const standIns = await startLocalStandIns({ P24_MERCHANT_ID: '12345', VAT_CHECKER: 'off' });
    expect(standIns).toMatchObject({ vars: {}, lines: [] });
    await standIns.stop();
  });
});
