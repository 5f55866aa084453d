import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactSwitch } from './contact-switch.ts';

function withCookies(cookie: string): void {
  vi.stubGlobal('document', { cookie });
}

let info: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sendContactSwitch', () => {
  it('posts the address and the ylid cookie, and logs the answer', async () => {
    withCookies('lang=pl; ylid=yl.8f3a2c1d-77b0');
    const fetch = vi.fn(async () => Response.json({ result: 'logged' }));
    vi.stubGlobal('fetch', fetch);
    await sendContactSwitch('anna@firma.example');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/v1/tracker/contact-switches');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'anna@firma.example', ylid: 'yl.8f3a2c1d-77b0' });
    expect(info).toHaveBeenCalledWith('contact-switch', { result: 'logged' });
  });

  it('posts nothing without a well-formed ylid cookie', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    withCookies('lang=pl');
    await sendContactSwitch('anna@firma.example');
    withCookies('ylid=<b>');
    await sendContactSwitch('anna@firma.example');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('only logs a failure, never throws', async () => {
    withCookies('ylid=yl.8f3a2c1d-77b0');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'invalid_input', message: 'Nieprawidłowy identyfikator odwiedzającego.' } }, { status: 400 })),
    );
    await expect(sendContactSwitch('anna@firma.example')).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sendContactSwitch('anna@firma.example')).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledWith('contact-switch failed', 'Nieprawidłowy identyfikator odwiedzającego.');
    expect(info).toHaveBeenCalledWith('contact-switch failed', 'Failed to fetch');
  });
});
