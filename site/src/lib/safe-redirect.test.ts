import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

const SHOP = 'https://sklep.example';

/** Pieces that browsers and URL parsers read as separators, dot segments, hosts or schemes. */
const hostilePiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  './',
  '../',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%252e',
  '%25',
  '%',
  '%0a',
  '%09',
  '\t',
  '\n',
  ' ',
  '\u0000',
  '?',
  '#',
  '@',
  ':',
  'evil.example',
  'https:',
  'javascript:',
  'a',
  'konto',
);
const hostileTarget = fc.array(hostilePiece, { minLength: 1, maxLength: 10 }).map((pieces) => pieces.join(''));
/** The same pieces after a leading slash, the shape that passes a naive "starts with one slash" check. */
const slashFirstTarget = hostileTarget.map((target) => `/${target}`);

/** Every decoding of a value, itself first (a later reader may decode it again). */
function decodingsOf(value: string): string[] {
  const spellings = [value];
  for (let depth = 0; depth < 4; depth++) {
    const last = spellings.at(-1) ?? value;
    const decoded = decodeURIComponent(last);
    if (decoded === last) break;
    spellings.push(decoded);
  }
  return spellings;
}

function expectLocal(result: string) {
  expect(result).toMatch(/^\/(?![/\\])/);
  for (const spelling of decodingsOf(result)) {
    const resolved = new URL(spelling, SHOP);
    expect(resolved.origin, spelling).toBe(SHOP);
    expect(resolved.pathname, spelling).toMatch(/^\/(?![/\\])/);
  }
}

describe('safeRedirectPath', () => {
  it.each(['/', '/konto/dane', '/konto/zamowienia?strona=2#lista', '/wyszukiwarka/r%C4%99cznik', '/produkt/a-b'])(
    'keeps the local path %s',
    (target) => {
      expect(safeRedirectPath(target)).toBe(target);
    },
  );

  it.each([
    ['/konto/./dane', '/konto/dane'],
    ['/konto/x/../dane', '/konto/dane'],
    ['/wyszukiwarka/ręcznik', '/wyszukiwarka/r%C4%99cznik'],
  ])('returns %s as the browser resolves it, %s', (target, resolved) => {
    expect(safeRedirectPath(target)).toBe(resolved);
  });

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
    // Dot segments that resolve to `//host`, as written and percent-encoded (issue 10, finding 1).
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/./\\evil.example',
    '/..%2f/evil.example',
    '/a/..%5c/evil.example',
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  it('refuses a target longer than 2048 characters', () => {
    expect(safeRedirectPath(`/${'a'.repeat(2048)}`)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });

  prop.prop([fc.oneof(hostileTarget, slashFirstTarget)], { numRuns: 2000 })(
    'returns only paths that stay on the shop, in every decoding',
    (target) => {
      const result = safeRedirectPath(target);
      if (result !== null) expectLocal(result);
    },
  );

  prop.prop([fc.oneof(hostileTarget, slashFirstTarget)], { numRuns: 500 })('is stable: its result passes unchanged', (target) => {
    const result = safeRedirectPath(target);
    if (result !== null) expect(safeRedirectPath(result)).toBe(result);
  });

  const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,15}$/);
  prop.prop([fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(fc.stringMatching(/^[a-z]{1,8}=[a-z0-9]{0,8}$/))])(
    'keeps plain local paths as they are',
    (segments, query) => {
      const target = `/${segments.join('/')}${query ? `?${query}` : ''}`;
      expect(safeRedirectPath(target)).toBe(target);
    },
  );
});
