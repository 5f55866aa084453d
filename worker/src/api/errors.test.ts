import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { ApiError, knownErrorResponse } from './errors.ts';

describe('knownErrorResponse', () => {
  it('keeps the status of an HTTPException Hono raises, with its Polish message and its headers', async () => {
    const unauthorized = new HTTPException(401, {
      res: new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="sklep"' } }),
    });
    const response = knownErrorResponse(unauthorized);
    expect(response?.status).toBe(401);
    expect(response?.headers.get('WWW-Authenticate')).toBe('Bearer realm="sklep"');
    expect(response?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response?.json()).toEqual({ error: { code: 'unauthorized', message: 'Wymagane jest zalogowanie.' } });
  });

  it('answers an ApiError with its own code, message and fields', async () => {
    const response = knownErrorResponse(new ApiError(400, 'invalid_input', 'Nieprawidłowe dane wejściowe.', { q: 'To pole jest wymagane.' }));
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({
      error: { code: 'invalid_input', message: 'Nieprawidłowe dane wejściowe.', fields: { q: 'To pole jest wymagane.' } },
    });
  });

  it('leaves anything else, and 5xx exceptions, to the logged 500', () => {
    expect(knownErrorResponse(new Error('boom'))).toBeNull();
    expect(knownErrorResponse(new HTTPException(503))).toBeNull();
    expect(knownErrorResponse('a string')).toBeNull();
  });
});
