import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, fetchJson, publicApiPath } from './api-client.ts';

describe('publicApiPath', () => {
  it('encodes the query and leaves out empty parameters', () => {
    expect(publicApiPath('/search', { q: 'mydło & "płyn"', page: 2 })).toBe('/api/public/v1/search?q=myd%C5%82o+%26+%22p%C5%82yn%22&page=2');
    expect(publicApiPath('/categories/slug/x/listing', { filters: '' })).toBe('/api/public/v1/categories/slug/x/listing');
    expect(publicApiPath('/search', { q: 'a', page: undefined })).toBe('/api/public/v1/search?q=a');
  });
});

describe('fetchJson', () => {
  // A small HTTP server answering as the shop API does.
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.setHeader('Content-Type', 'application/json');
      if (request.url === '/missing') {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { code: 'not_found', message: 'Nie znaleziono kategorii.' } }));
      } else if (request.url === '/broken') {
        response.statusCode = 502;
        response.end('<html>');
      } else {
        response.end(JSON.stringify({ items: [1], accept: request.headers.accept }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('returns the JSON body of a success, asking for JSON', async () => {
    expect(await fetchJson(`${origin}/ok`)).toEqual({ items: [1], accept: 'application/json' });
  });

  it('throws the status and the Polish message of an API error', async () => {
    const error = await fetchJson(`${origin}/missing`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: 'Nie znaleziono kategorii.' });
  });

  it('throws the status when the body is not the API error shape', async () => {
    await expect(fetchJson(`${origin}/broken`)).rejects.toMatchObject({ status: 502 });
  });
});
