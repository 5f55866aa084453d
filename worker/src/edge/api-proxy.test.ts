import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index.ts';
import { parseApiOrigin } from './api-proxy.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('API_ORIGIN proxy', () => {
  it('forwards /api/* with path, query, method, body and headers to the configured origin', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ items: [] }, { headers: { 'X-Upstream': 'yes' } }));
    const response = await worker.request(
      'http://shop.test/api/public/v1/products/numbers?x=1',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Cart-Session-Id': 'abc', 'Language-Code': 'pl' },
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
    expect(forwarded.headers.get('Cart-Session-Id')).toBe('abc');
    expect(forwarded.headers.get('Language-Code')).toBe('pl');
    expect(await forwarded.text()).toBe('{"numbers":["A-1"]}');
  });

  it('leaves /api to the embedded API when API_ORIGIN is unset', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch');
    const response = await worker.request('http://shop.test/api/public/v1/flags', {}, env);
    expect(response.status).toBe(200);
    expect(upstream).not.toHaveBeenCalled();
  });
});

describe('parseApiOrigin', () => {
  it('keeps only the origin of an http(s) URL', () => {
    expect(parseApiOrigin('https://api.sklep.example/some/path?q=1')).toBe('https://api.sklep.example');
  });

  it.each(['ftp://api.example', 'not a url', 'javascript:alert(1)'])('refuses %s', (value) => {
    expect(() => parseApiOrigin(value)).toThrow(/API_ORIGIN/);
  });
});
