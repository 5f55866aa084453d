import { fc, it as prop } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '#worker-test/requests.ts';
import { MAX_REQUEST_ID_LENGTH, type RequestLogLine } from './request-log.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const WELL_FORMED_ID = new RegExp(`^[A-Za-z0-9_=-]{1,${MAX_REQUEST_ID_LENGTH}}$`);

afterEach(() => {
  vi.restoreAllMocks();
});

/** The JSON log lines written while `run` ran. */
async function logLinesOf(run: () => Promise<unknown>): Promise<RequestLogLine[]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  await run();
  return log.mock.calls.map(([line]) => JSON.parse(String(line)) as RequestLogLine);
}

describe('request log', () => {
  it('writes one JSON line per request with the fields operators read', async () => {
    const lines = await logLinesOf(() => request('/api/public/v1/flags', { headers: { 'X-Request-Id': 'trace-123' } }));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ requestId: 'trace-123', method: 'GET', path: '/api/public/v1/flags', route: 'api', status: 200 });
    expect(['HIT', 'MISS']).toContain(line?.cache);
    expect(Date.parse(line?.time ?? '')).not.toBeNaN();
    expect(typeof line?.durationMs).toBe('number');
  });

  it('names the route, and never writes tokens or the query', async () => {
    const lines = await logLinesOf(() => request('/haslo/reset/n0Rk3pJd8s1Lq5vYxZa7Tb?email=jan@example.com'));
    // A reset link the shop never mailed: its page with 404 (passwords/reset.test.ts serves a live one).
    expect(lines[0]).toMatchObject({ route: 'passwordReset', path: '/haslo/reset/{passwordResetToken}', status: 404 });
    expect(JSON.stringify(lines)).not.toContain('n0Rk3pJd8s1Lq5vYxZa7Tb');
    expect(JSON.stringify(lines)).not.toContain('jan@example.com');
  });

  it('logs an error with its stack and answers the 500 page without details', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { app: worker } = await import('../index.ts');
    const { env } = await import('cloudflare:test');
    // A worker without its token key cannot check a guard: a broken configuration, never an open door.
    const response = await worker.request('http://shop.test/konto/dane', {}, { ...env, AUTH_JWT_SECRET: '' });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain('Błąd 500');
    expect(body).not.toContain('AUTH_JWT_SECRET');
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged[0]).toMatchObject({ level: 'error', message: expect.stringContaining('AUTH_JWT_SECRET') });
    expect(logged[0].stack).toContain('getAuthSecret');
  });

  // Header values a client can send: printable ASCII, of any length around the limit.
  const headerValue = fc
    .string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 120 })
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
  prop.prop([fc.oneof(headerValue, fc.stringMatching(/^[A-Za-z0-9_=-]{1,80}$/))], { numRuns: 40 })(
    'keeps a client X-Request-Id only when it is well formed (issue 10, finding 8)',
    async (sent) => {
      let response: Response | undefined;
      const lines = await logLinesOf(async () => {
        response = await request('/api/public/v1/flags', { headers: { 'X-Request-Id': sent } });
      });
      const id = response?.headers.get('X-Request-Id');
      expect(lines[0]?.requestId).toBe(id);
      if (WELL_FORMED_ID.test(sent)) expect(id).toBe(sent);
      else expect(id).toMatch(UUID);
    },
  );
});
