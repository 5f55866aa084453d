import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

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
