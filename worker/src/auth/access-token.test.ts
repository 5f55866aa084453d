import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_SECONDS, EXPIRY_MARGIN_MS, signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = 'unit-test-secret-unit-test-secret-0000';
const customer = { uuid: '6f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f', scope: ['customer'], sessionId: '0b8e1d4c-2f3a-4e5b-8c6d-7e8f9a0b1c2d' };

describe('access tokens', () => {
  it('live 1440 s (spec §9) and carry the customer and scope', async () => {
    const issued = Date.now();
    const claims = await verifyAccessToken(await signAccessToken(customer, secret, issued), secret, issued);
    expect(claims).toMatchObject({ sub: customer.uuid, scope: ['customer'] });
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
  });

  it('count as expired 0.5 s early (spec §4)', async () => {
    const issued = Date.now();
    const token = await signAccessToken(customer, secret, issued);
    const expiresAt = (Math.floor(issued / 1000) + ACCESS_TOKEN_LIFETIME_SECONDS) * 1000;
    expect(EXPIRY_MARGIN_MS).toBe(500);
    expect(await verifyAccessToken(token, secret, expiresAt - 501)).not.toBeNull();
    expect(await verifyAccessToken(token, secret, expiresAt - 499)).toBeNull();
  });

  it('are refused with another key', async () => {
    expect(await verifyAccessToken(await signAccessToken(customer, secret), `${secret}x`)).toBeNull();
  });
});
