import { fc, it as prop } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '#worker-test/requests.ts';
import { CART_CALL_PREFIXES, isCartCall } from './cart-session.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A call that uses the cart (spec §7); the cart issue brings its route, the edge already serves it. */
const CART_CALL = '/api/public/v1/carts/summary';
const CART_COOKIES = ['cart-session-id', 'cart-transaction-id'];

afterEach(() => {
  vi.restoreAllMocks();
});

function cookieValue(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(';')[0];
}

function cartCookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().filter((cookie) => CART_COOKIES.some((name) => cookie.startsWith(`${name}=`)));
}

describe('cart identifiers (spec §7)', () => {
  it('are generated as UUID v4 cookies on a cart call that lacks them', async () => {
    const response = await request(CART_CALL);
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
    const response = await request(CART_CALL, { headers: { Cookie: cookies } });
    expect(cartCookiesOf(response)).toEqual([]);
  });

  it('replace a tampered cookie with a fresh identifier', async () => {
    const response = await request(CART_CALL, { headers: { Cookie: "cart-session-id=' OR 1=1 --" } });
    expect(cookieValue(response, 'cart-session-id')).toMatch(UUID);
  });

  it('keep the canonical lowercase form of an identifier sent in uppercase', async () => {
    const sent = '0B8F9A36-6F4E-4C55-9D2A-3C1E2F4A5B6C';
    const response = await request(CART_CALL, { headers: { 'Cart-Session-Id': sent } });
    expect(cookieValue(response, 'cart-session-id')).toBe(sent.toLowerCase());
  });

  it('refuse a malformed header with a Polish 400, on any call', async () => {
    for (const path of [CART_CALL, '/api/public/v1/flags']) {
      const response = await request(path, { headers: { 'Cart-Session-Id': 'not-a-uuid' } });
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ error: { code: 'invalid_header', message: 'Nieprawidłowy nagłówek Cart-Session-Id.' } });
    }
  });

  it('are not handed out by public calls, which are cached for everyone (issue 10, finding 3)', async () => {
    for (const path of ['/api/public/v1/flags', '/api/public/v1/categories/tree/hierarchy', '/api/public/v1/media?limit=1']) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toMatch(/max-age=\d+/);
      expect(cartCookiesOf(response), path).toEqual([]);
    }
  });

  it('are still forwarded to the API by public calls when the browser has them', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ items: [] }));
    const { app: worker } = await import('../index.ts');
    const { env } = await import('cloudflare:test');
    const session = '0b8f9a36-6f4e-4c55-9d2a-3c1e2f4a5b6c';
    await worker.request(
      'http://shop.test/api/public/v1/flags?probe=cart-forwarding',
      { headers: { Cookie: `cart-session-id=${session}` } },
      { ...env, API_ORIGIN: 'https://api.sklep.example' },
    );
    const [input, init] = upstream.mock.calls[0] ?? [];
    const forwarded = new Request(input as RequestInfo, init).headers;
    expect(forwarded.get('Cart-Session-Id')).toBe(session);
    expect(forwarded.has('Cart-Transaction-Id')).toBe(false);
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const apiPath = fc.oneof(
    fc.tuple(fc.constantFrom(...CART_CALL_PREFIXES), fc.array(segment, { maxLength: 3 })).map(([prefix, rest]) => [prefix, ...rest].join('/')),
    fc
      .tuple(fc.constantFrom('/api/public/v1', '/api/secure/v1', '/api/auth', '/api'), fc.array(segment, { maxLength: 4 }))
      .map(([prefix, rest]) => [prefix, ...rest].join('/')),
  );
  prop.prop([apiPath], { numRuns: 40 })('are set on exactly the cart calls', async (path) => {
    const response = await request(path);
    // A method the path does not have (GET of the POST-only /orders) is answered 405 before any cart is touched.
    expect(cartCookiesOf(response).length).toBe(isCartCall(path) && response.status !== 405 ? 2 : 0);
  });
});

describe('isCartCall', () => {
  it.each([
    ['/api/public/v1/carts/products', true],
    ['/api/public/v1/carts', true],
    ['/api/secure/v1/orders/3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f', true],
    ['/api/public/v1/cartsx', false],
    ['/api/public/v1/flags', false],
    ['/api/public/v1/categories/tree/hierarchy', false],
  ])('%s → %s', (path, expected) => {
    expect(isCartCall(path)).toBe(expected);
  });
});
