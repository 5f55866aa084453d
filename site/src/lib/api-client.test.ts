import { describe, expect, it } from 'vitest';
import { apiPath } from './api-client.ts';

describe('apiPath', () => {
  it('encodes the query and leaves out empty parameters', () => {
    expect(apiPath('/search', { q: 'mydło & "płyn"', page: 2 })).toBe('/search?q=myd%C5%82o+%26+%22p%C5%82yn%22&page=2');
    expect(apiPath('/categories/slug/x/listing', { filters: '' })).toBe('/categories/slug/x/listing');
    expect(apiPath('/search', { q: 'a', page: undefined })).toBe('/search?q=a');
  });
});
