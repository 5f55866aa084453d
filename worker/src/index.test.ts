import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#lib/api-types.ts';

describe('static site through the Worker', () => {
  it('answers an unknown path with status 404 and the 404 page', async () => {
    const response = await SELF.fetch('http://shop.test/nie-ma-takiej-strony');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Błąd 404 - nie znaleziono</title>');
    expect(html).toContain('This page could not be found');
  });

  it('serves the home page', async () => {
    const response = await SELF.fetch('http://shop.test/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="pl"');
  });
});

describe('cross-site posts to the API', () => {
  const post = (headers: Record<string, string>) =>
    SELF.fetch('http://shop.test/api/public/v1/products/numbers', { method: 'POST', headers, body: '{"numbers":["A-1"]}' });

  it.each<Record<string, string>>([
    { 'Content-Type': 'text/plain' },
    { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://zly.example' },
  ])('refuses a form-like post from no known origin (%j) with a 403 in the error shape, not a 500', async (headers) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    const body: ApiErrorBody = await response.json();
    expect(body.error.code).toBe('forbidden');
    expect(body.error.message).toMatch(/^[A-ZĄĆĘŁŃÓŚŹŻ]/);
  });

  it('lets a same-origin post through to the API, which refuses what is not JSON', async () => {
    const response = await post({ 'Content-Type': 'text/plain', Origin: 'http://shop.test' });
    expect(response.status).toBe(415);
  });
});
