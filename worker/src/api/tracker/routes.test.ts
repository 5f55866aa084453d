import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '#worker-test/requests.ts';

const PATH = '/api/public/v1/tracker/contact-switches';

function post(body: unknown): Promise<Response> {
  return request(PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** The contact-switch lines the worker logged while `act` ran. */
async function switchLinesOf(act: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await act();
  const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  return lines.filter((line) => line.event === 'contact-switch');
}

afterEach(() => vi.restoreAllMocks());

describe('the contact-switch', () => {
  it('logs the visitor id with the hash of the address, never the address, and answers logged', async () => {
    let response: Response | undefined;
    const lines = await switchLinesOf(async () => {
      response = await post({ email: 'Anna@Firma.example', ylid: 'yl.8f3a2c1d-77b0' });
    });
    expect(response?.status).toBe(200);
    expect(await response?.json()).toEqual({ result: 'logged' });
    // sha256('anna@firma.example'): the address as the forms store it, trimmed and in lowercase.
    const expected = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('anna@firma.example')))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    expect(lines).toEqual([expect.objectContaining({ ylid: 'yl.8f3a2c1d-77b0', emailSha256: expected })]);
    expect(JSON.stringify(lines)).not.toContain('anna@');
  });

  it('refuses a malformed ylid or address, or another field, with a Polish 400 and logs nothing', async () => {
    const lines = await switchLinesOf(async () => {
      for (const body of [
        { email: 'anna@firma.example', ylid: 'krótki' },
        { email: 'anna@firma.example', ylid: 'a"}\n{"event":"forged"' },
        { email: 'nie-adres', ylid: 'yl.8f3a2c1d-77b0' },
        { email: 'anna@firma.example', ylid: 'yl.8f3a2c1d-77b0', extra: 1 },
      ]) {
        const response = await post(body);
        expect(response.status).toBe(400);
        const { error } = (await response.json()) as { error: { message: string } };
        expect(error.message).toMatch(/[ąćęłńóśźż]|Nieprawidłow|Podaj/);
      }
    });
    expect(lines).toEqual([]);
  });
});
