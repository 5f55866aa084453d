import { fc, it as prop } from '@fast-check/vitest';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { declaredBodyLimitOf, limitApiBodies } from '../edge/api-body-limit.ts';
import { DEFAULT_BODY_LIMIT_BYTES, limitBody } from './body-limit.ts';

const NUMBERS = '/api/public/v1/products/numbers';
/** The limit the numbers call declares in the contract (`maxBodyBytes`), found as the edge finds it. */
const NUMBERS_LIMIT = declaredBodyLimitOf('POST', NUMBERS) ?? DEFAULT_BODY_LIMIT_BYTES;
const json = { Origin: ORIGIN, 'Content-Type': 'application/json' };
const tooLarge = { error: { code: 'payload_too_large', message: 'Przesłane dane są zbyt duże.' } };

/** A body sent in chunks, without Content-Length, as a client that streams would send it. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const chunk = 16 * 1024;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

/** A valid numbers body padded with whitespace to exactly `size` bytes. */
function paddedBody(size: number): string {
  const body = '{"numbers":["RR-10001"]}';
  return `${' '.repeat(size - body.length)}${body}`;
}

describe('the body limit on /api (issue 10, finding 5)', () => {
  it('refuses a 20 MB JSON body with 413 before parsing it', async () => {
    const response = await request(NUMBERS, { method: 'POST', headers: json, body: `{"numbers":["${'1'.repeat(20 * 1024 * 1024)}"]}` });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('refuses 5 MB of whitespace sent without Content-Length', async () => {
    const response = await request(NUMBERS, { method: 'POST', headers: json, body: streamed(' '.repeat(5 * 1024 * 1024)) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('takes the limit a call declares in the contract', () => {
    expect(NUMBERS_LIMIT).toBe(8 * 1024);
  });

  it('lets a body of exactly the limit through to the call', async () => {
    const response = await request(NUMBERS, { method: 'POST', headers: json, body: paddedBody(NUMBERS_LIMIT) });
    expect(response.status).toBe(200);
  });

  prop.prop([fc.integer({ min: -2048, max: 2048 }), fc.boolean()], { numRuns: 12 })(
    'cuts at the limit, whether the size is declared or streamed',
    async (offset, stream) => {
      const size = NUMBERS_LIMIT + offset;
      const body = paddedBody(size);
      const response = await request(NUMBERS, { method: 'POST', headers: json, body: stream ? streamed(body) : body });
      expect(response.status).toBe(size > NUMBERS_LIMIT ? 413 : 200);
    },
  );

  it.each([
    ['text/plain', 'numbers=RR-10001'],
    ['application/x-www-form-urlencoded', 'numbers=RR-10001'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="numbers"\r\n\r\nRR-10001\r\n--x--\r\n'],
    ['multipart/form-data', 'no boundary'],
    ['application/xml', '<numbers><n>RR-10001</n></numbers>'],
    ['application/json', '{"numbers": ['],
    ['application/json; charset=utf-16', '\u0000{'],
  ])('answers a %s body on a JSON call with a 4xx, never a 500', async (contentType, body) => {
    const response = await request(NUMBERS, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': contentType }, body });
    expect([400, 415]).toContain(response.status);
    expect((await response.json()) as object).toHaveProperty('error.code');
  });
});

describe('a limit a call declares', () => {
  const limits: Record<string, number> = { '/large': DEFAULT_BODY_LIMIT_BYTES * 2, '/small': 100 };
  const api = new Hono()
    .post('/large', limitBody(DEFAULT_BODY_LIMIT_BYTES * 2), (c) => c.text('ok'))
    .post('/small', limitBody(100), (c) => c.text('ok'))
    .post('/plain', (c) => c.text('ok'));
  const edge = new Hono().all(
    '*',
    limitApiBodies((_method, path) => limits[path]),
    (c) => api.fetch(c.req.raw),
  );
  const post = (path: string, size: number) => edge.request(path, { method: 'POST', body: 'x'.repeat(size) });

  it('is read from the contract', () => {
    expect(declaredBodyLimitOf('POST', NUMBERS)).toBe(8 * 1024);
    expect(declaredBodyLimitOf('GET', '/api/public/v1/flags')).toBeUndefined();
    expect(declaredBodyLimitOf('POST', '/api/public/v1/nie-ma')).toBeUndefined();
  });

  it('is enforced at the edge, above or below the default', async () => {
    expect((await post('/large', DEFAULT_BODY_LIMIT_BYTES + 1)).status).toBe(200);
    expect((await post('/large', DEFAULT_BODY_LIMIT_BYTES * 2 + 1)).status).toBe(413);
    expect((await post('/plain', DEFAULT_BODY_LIMIT_BYTES + 1)).status).toBe(413);
    expect((await post('/small', 101)).status).toBe(413);
    expect((await post('/small', 100)).status).toBe(200);
  });
});
