import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApiOrigin } from '../config.ts';
import { app as worker } from '../index.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const cartSessionId = '0b8f9a36-6f4e-4c55-9d2a-3c1e2f4a5b6c';

describe('API_ORIGIN proxy', () => {
  it('forwards /api/* with path, query, method, body and the edge headers, never the cookies', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ items: [] }, { headers: { 'X-Upstream': 'yes' } }));
    const response = await worker.request(
      'http://shop.test/api/public/v1/products/numbers?x=1',
      {
        method: 'POST',
        // An access token that is no token: the edge drops the login without asking the API to refresh it.
        headers: { 'Content-Type': 'application/json', 'Cart-Session-Id': cartSessionId, Cookie: 'auth.access_token=secret; lang=pl' },
        body: '{"numbers":["A-1"]}',
      },
      { ...env, API_ORIGIN: 'https://api.sklep.example' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Upstream')).toBe('yes');
    expect(upstream).toHaveBeenCalledTimes(1);
    const [input, init] = upstream.mock.calls[0] ?? [];
    const forwarded = new Request(input as RequestInfo, init);
    expect(forwarded.url).toBe('https://api.sklep.example/api/public/v1/products/numbers?x=1');
    expect(forwarded.method).toBe('POST');
    expect(forwarded.headers.get('Cart-Session-Id')).toBe(cartSessionId);
    // Not a cart call: the identifiers the browser has are forwarded, none is made up.
    expect(forwarded.headers.get('Cart-Transaction-Id')).toBeNull();
    expect(forwarded.headers.get('Language-Code')).toBe('pl');
    expect(forwarded.headers.get('Cookie')).toBeNull();
    expect(await forwarded.text()).toBe('{"numbers":["A-1"]}');
  });

  it('leaves /api to the embedded API when API_ORIGIN is unset', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch');
    const response = await worker.request('http://shop.test/api/public/v1/flags', {}, env);
    expect(response.status).toBe(200);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers a malformed API_ORIGIN with a logged 500, never a request to it', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await worker.request('http://shop.test/api/public/v1/flags', {}, { ...env, API_ORIGIN: 'ftp://api.example' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'internal_error', message: 'Wystąpił błąd serwera. Spróbuj ponownie później.' } });
    expect(upstream).not.toHaveBeenCalled();
  });
});

describe('getApiOrigin', () => {
  it('keeps only the origin of an http(s) URL, and nothing when unset', () => {
    expect(getApiOrigin({ ...env, API_ORIGIN: 'https://api.sklep.example/some/path?q=1' })).toBe('https://api.sklep.example');
    expect(getApiOrigin({ ...env, API_ORIGIN: '' })).toBeUndefined();
  });

  it.each(['ftp://api.example', 'not a url', 'javascript:alert(1)'])('refuses %s', (value) => {
    expect(() => getApiOrigin({ ...env, API_ORIGIN: value })).toThrow(/API_ORIGIN/);
  });
});
