import { describe, expect, it } from 'vitest';
import { getMapsConfig } from './maps-config.ts';

const key = 'AIzaSyD-test_key_0123456789abcdef';

describe('getMapsConfig', () => {
  it('is null without a key or client ID, blank values included', () => {
    expect(getMapsConfig({})).toBeNull();
    expect(getMapsConfig({ GOOGLE_MAPS_API_KEY: '  ', GOOGLE_MAPS_VERSION: 'quarterly' })).toBeNull();
  });

  it('turns the map on with a key, in Polish, on the weekly version unless told otherwise', () => {
    expect(getMapsConfig({ GOOGLE_MAPS_API_KEY: key })).toEqual({ key, version: 'weekly', language: 'pl', libraries: [] });
    expect(getMapsConfig({ GOOGLE_MAPS_CLIENT_ID: 'gme-merida', GOOGLE_MAPS_VERSION: '3.58' })).toEqual({
      client: 'gme-merida',
      version: '3.58',
      language: 'pl',
      libraries: [],
    });
  });

  it('stops the build on a malformed value rather than ship a map that cannot load', () => {
    expect(() => getMapsConfig({ GOOGLE_MAPS_API_KEY: 'klucz"><script>' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => getMapsConfig({ GOOGLE_MAPS_API_KEY: key, GOOGLE_MAPS_VERSION: 'latest' })).toThrow(/GOOGLE_MAPS_VERSION/);
    expect(() => getMapsConfig({ GOOGLE_MAPS_CLIENT_ID: 'merida' })).toThrow(/GOOGLE_MAPS_CLIENT_ID/);
  });
});
