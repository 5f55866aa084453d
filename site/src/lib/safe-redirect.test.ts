import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each(['/', '/konto/dane', '/konto/zamowienia?strona=2#lista', '/wyszukiwarka/r%C4%99cznik', '/produkt/a-b'])(
    'keeps the local path %s',
    (target) => {
      expect(safeRedirectPath(target)).toBe(target);
    },
  );

  it.each([
    '',
    'konto',
    '//evil.example',
    '//evil.example/konto',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/ /evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'data:text/html,x',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%E0%A4%A',
    '/\u0000/evil.example',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
