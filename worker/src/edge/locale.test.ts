import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '#worker-test/requests.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A page the worker serves (a shell route). */
const PAGE = '/zamowienie/3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/podsumowanie/f3b1c9d2e4a5968776655443322110aa';

function languageCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('lang='));
}

describe('language cookie (spec §9)', () => {
  it('is set to pl for 365 days on path / with SameSite=Lax when missing', async () => {
    const cookie = languageCookie(await request(PAGE));
    expect(cookie).toBeDefined();
    expect(cookie).toContain('lang=pl');
    // Spec §9: 365 days, in seconds, written here and not read from the module under test.
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('is left alone when it already says pl', async () => {
    expect(languageCookie(await request(PAGE, { headers: { Cookie: 'lang=pl' } }))).toBeUndefined();
  });

  it('reads English as Polish while English is switched off, from the cookie or the browser', async () => {
    expect(languageCookie(await request(PAGE, { headers: { Cookie: 'lang=en' } }))).toContain('lang=pl');
    expect(languageCookie(await request(PAGE, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } }))).toContain('lang=pl');
    expect(languageCookie(await request(PAGE, { headers: { Cookie: 'lang=<script>' } }))).toContain('lang=pl');
  });

  it('is never set by an API answer, which caches share (issue 10)', async () => {
    for (const init of [{}, { headers: { Cookie: 'lang=en' } }, { headers: { 'Accept-Language': 'de' } }] as RequestInit[]) {
      expect(languageCookie(await request('/api/public/v1/flags', init))).toBeUndefined();
    }
  });

  it('reaches the API as Language-Code', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ items: [] }));
    const { app: worker } = await import('../index.ts');
    const { env } = await import('cloudflare:test');
    await worker.request(
      'http://shop.test/api/public/v1/flags?probe=language',
      { headers: { 'Accept-Language': 'de-DE' } },
      { ...env, API_ORIGIN: 'https://api.sklep.example' },
    );
    const [input, init] = upstream.mock.calls[0] ?? [];
    expect(new Request(input as RequestInfo, init).headers.get('Language-Code')).toBe('pl');
  });
});
