import { describe, expect, it } from 'vitest';
import { href, routes } from './routes.ts';

describe('href', () => {
  it('fills parameters into the Polish path', () => {
    expect(href('home')).toBe('/');
    expect(href('product', { slug: 'mydlo-w-plynie-5-l' })).toBe('/produkt/mydlo-w-plynie-5-l');
    expect(href('categoryPage', { slug: 'dozowniki', pager: 2 })).toBe('/kategoria/dozowniki/p/2');
  });

  it('encodes parameter values so they cannot change the path', () => {
    expect(href('search', { searchQuery: 'ręcznik/../x?y' })).toBe('/wyszukiwarka/r%C4%99cznik%2F..%2Fx%3Fy');
  });

  it('drops an empty optional parameter', () => {
    expect(href('search')).toBe('/wyszukiwarka');
    expect(href('search', { searchQuery: '' })).toBe('/wyszukiwarka');
  });

  it('refuses a missing required parameter', () => {
    // @ts-expect-error the slug is required; the call is wrong on purpose
    expect(() => href('product', {})).toThrow(/missing parameter slug/);
  });
});

describe('routes', () => {
  it('declares Polish paths without a trailing slash, English aliases distinct', () => {
    for (const [name, route] of Object.entries(routes)) {
      expect(route.path, name).toMatch(/^\/(?:[^/]+(?:\/[^/]+)*)?$/);
      if (route.en) expect(route.en, name).not.toBe(route.path);
    }
  });
});
