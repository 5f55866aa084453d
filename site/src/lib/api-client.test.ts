import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiPath, errorPageOfStatus, getPageJson } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiPath', () => {
  it('encodes the query and leaves out empty parameters', () => {
    expect(apiPath('/search', { q: 'mydło & "płyn"', page: 2 })).toBe('/search?q=myd%C5%82o+%26+%22p%C5%82yn%22&page=2');
    expect(apiPath('/categories/slug/x/listing', { filters: '' })).toBe('/categories/slug/x/listing');
    expect(apiPath('/search', { q: 'a', page: undefined })).toBe('/search?q=a');
  });
});

describe('getPageJson (spec §8)', () => {
  const answer = (status: number) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'x', message: 'Komunikat' } }, { status })),
    );

  it.each([
    [403, '/error-403'],
    [503, '/error-503'],
  ])('leads a %i to its error page', async (status, page) => {
    answer(status);
    const navigate = vi.fn();
    await expect(getPageJson('/search?q=a', navigate)).rejects.toBeInstanceOf(ApiRequestError);
    expect(navigate).toHaveBeenCalledWith(page);
  });

  it.each([400, 404, 500])('passes a %i to the caller with the Polish message', async (status) => {
    answer(status);
    const navigate = vi.fn();
    await expect(getPageJson('/search?q=a', navigate)).rejects.toMatchObject({ status, message: 'Komunikat' });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorPageOfStatus(status)).toBeNull();
  });
});
