import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { allowedMethodsOf, answerUnmatchedRequest } from './method-not-allowed.ts';

const sameOrigin = { Origin: ORIGIN, 'Content-Type': 'application/json' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('allowedMethodsOf', () => {
  it('reads the methods from the routes an app declares, not from its middleware', () => {
    const app = new Hono()
      .basePath('/api')
      .use('*', async (_, next) => next())
      .get('/items', (c) => c.json([]))
      .post('/items', (c) => c.json({}))
      .delete('/items/:id', (c) => c.body(null, 204));
    expect(allowedMethodsOf(app, '/api/items')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
    expect(allowedMethodsOf(app, '/api/items/7')).toEqual(['DELETE', 'OPTIONS']);
    expect(allowedMethodsOf(app, '/api/nothing')).toEqual([]);
  });

  it('works the same on an OpenAPIHono app (the API is about to become one)', () => {
    const app = new OpenAPIHono();
    app.openapi(
      createRoute({
        method: 'put',
        path: '/carts/{uuid}',
        request: { params: z.object({ uuid: z.string() }) },
        responses: { 204: { description: 'zapisano' } },
      }),
      (c) => c.body(null, 204),
    );
    expect(allowedMethodsOf(app, '/carts/abc')).toEqual(['PUT', 'OPTIONS']);
  });

  it('answers 405 and 204 with Allow in a Hono app that uses it as notFound', async () => {
    const app: Hono = new Hono().get('/x', (c) => c.text('x'));
    app.notFound((c) => answerUnmatchedRequest(c, app));
    const wrongMethod = await app.request('/x', { method: 'PATCH' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    const options = await app.request('/x', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect((await app.request('/y')).status).toBe(404);
  });
});

describe('the API on a wrong method (issue 10, finding 2)', () => {
  it('answers 405 with Allow and a Polish JSON error', async () => {
    const response = await request('/api/public/v1/flags', { method: 'DELETE', headers: sameOrigin });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Ta metoda nie jest obsługiwana pod tym adresem.' } });
  });

  it('lists the one method of a POST call', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const response = await request('/api/public/v1/products/numbers', { method, headers: sameOrigin });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow'), method).toBe('POST, OPTIONS');
    }
  });

  it('answers OPTIONS with 204 and Allow', async () => {
    const response = await request('/api/public/v1/categories/tree/hierarchy', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.text()).toBe('');
  });

  it('answers curl -X DELETE on a GET call 405, before any csrf check, without logging an error', async () => {
    const logged = vi.spyOn(console, 'error');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE']) {
      const response = await request('/api/public/v1/flags', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow'), method).toBe('GET, HEAD, OPTIONS');
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers a cross-site write 403 in the error shape, without logging an error', async () => {
    const logged = vi.spyOn(console, 'error');
    const writes: RequestInit[] = [
      { method: 'POST' },
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'numbers' },
      { method: 'POST', headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'numbers=1' },
      { method: 'POST', headers: { Origin: 'https://evil.example', 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x--\r\n' },
    ];
    for (const init of writes) {
      const response = await request('/api/public/v1/products/numbers', init);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'forbidden', message: 'Brak dostępu.' } });
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it.each(['/api', '/api/whatever', '/api/public', '/api/public/v1', '/api/public/v1/flags/extra'])('answers %s with the JSON 404', async (path) => {
    for (const method of ['GET', 'OPTIONS']) {
      const response = await request(path, { method });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('Content-Type'), method).toMatch(/^application\/json/);
      expect(await response.json(), method).toEqual({ error: { code: 'not_found', message: 'Nie ma takiego adresu API.' } });
    }
  });
});
