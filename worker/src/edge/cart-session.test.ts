import { describe, expect, it } from 'vitest';
import { request } from '#worker-test/requests.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function cookieValue(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(';')[0];
}

describe('cart identifiers (spec §7)', () => {
  it('are generated as UUID v4 cookies when missing', async () => {
    const response = await request('/api/public/v1/flags');
    const session = cookieValue(response, 'cart-session-id');
    const transaction = cookieValue(response, 'cart-transaction-id');
    expect(session).toMatch(UUID);
    expect(transaction).toMatch(UUID);
    expect(session).not.toBe(transaction);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('cart-session-id='));
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    // Page scripts send them as headers, so they are readable; they are not credentials.
    expect(cookie).not.toContain('HttpOnly');
  });

  it('are kept when the browser has them', async () => {
    const cookies = 'cart-session-id=0b8f9a36-6f4e-4c55-9d2a-3c1e2f4a5b6c; cart-transaction-id=1c9fab47-7a5f-4d66-8e3b-4d2f3a5b6c7d';
    const response = await request('/api/public/v1/flags', { headers: { Cookie: cookies } });
    expect(cookieValue(response, 'cart-session-id')).toBeUndefined();
    expect(cookieValue(response, 'cart-transaction-id')).toBeUndefined();
  });

  it('replace a tampered cookie with a fresh identifier', async () => {
    const response = await request('/api/public/v1/flags', { headers: { Cookie: "cart-session-id=' OR 1=1 --" } });
    expect(cookieValue(response, 'cart-session-id')).toMatch(UUID);
  });

  it('keep the canonical lowercase form of an identifier sent in uppercase', async () => {
    const sent = '0B8F9A36-6F4E-4C55-9D2A-3C1E2F4A5B6C';
    const response = await request('/api/public/v1/flags', { headers: { 'Cart-Session-Id': sent } });
    expect(response.status).toBe(200);
    expect(cookieValue(response, 'cart-session-id')).toBe(sent.toLowerCase());
  });

  it('refuse a malformed header with a Polish 400', async () => {
    const response = await request('/api/public/v1/flags', { headers: { 'Cart-Session-Id': 'not-a-uuid' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_header', message: 'Nieprawidłowy nagłówek Cart-Session-Id.' } });
  });
});
