import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  EAN_PATTERN,
  isPageNumber,
  isProductNumber,
  isSlug,
  isToken,
  isUuid,
  ORDER_HASH_PATTERN,
  PAGE_NUMBER_PATTERN,
  PRODUCT_NUMBER_PATTERN,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  TOKEN_PATTERN,
  UUID_PATTERN,
} from './formats.ts';
import { slugify } from './polish-text.ts';

describe('every pattern', () => {
  it.each([
    ['UUID_PATTERN', UUID_PATTERN],
    ['SLUG_PATTERN', SLUG_PATTERN],
    ['TOKEN_PATTERN', TOKEN_PATTERN],
    ['ORDER_HASH_PATTERN', ORDER_HASH_PATTERN],
    ['PAGE_NUMBER_PATTERN', PAGE_NUMBER_PATTERN],
    ['PRODUCT_NUMBER_PATTERN', PRODUCT_NUMBER_PATTERN],
    ['EAN_PATTERN', EAN_PATTERN],
  ])('%s is anchored and stateless (no g or y flag, so test() gives the same answer twice)', (_name, pattern) => {
    expect(pattern.source.startsWith('^')).toBe(true);
    expect(pattern.source.endsWith('$')).toBe(true);
    expect(pattern.global || pattern.sticky).toBe(false);
  });
});

describe('isUuid', () => {
  it('accepts canonical lowercase UUIDs of versions 1 to 8', () => {
    expect(isUuid('3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')).toBe(true);
  });

  it('rejects uppercase, braces, missing hyphens, the nil UUID and a wrong variant', () => {
    expect(isUuid('3F1C2B9E-8D4A-4C3B-9F2E-1A2B3C4D5E6F')).toBe(false);
    expect(isUuid('{3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f}')).toBe(false);
    expect(isUuid('3f1c2b9e8d4a4c3b9f2e1a2b3c4d5e6f')).toBe(false);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(false);
    expect(isUuid('3f1c2b9e-8d4a-4c3b-7f2e-1a2b3c4d5e6f')).toBe(false);
    expect(isUuid('3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f\n')).toBe(false);
  });

  test.prop([fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7, 8] })])('accepts what fast-check generates, and what crypto.randomUUID() does', (uuid) => {
    expect(isUuid(uuid)).toBe(true);
    expect(isUuid(crypto.randomUUID())).toBe(true);
  });
});

describe('isSlug', () => {
  it('accepts runs of lowercase letters and digits joined by single hyphens', () => {
    expect(isSlug('reczniki-papierowe-zz')).toBe(true);
    expect(isSlug('5-l')).toBe(true);
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true);
  });

  it.each(['', '-mydlo', 'mydlo-', 'my--dlo', 'Mydlo', 'mydło', 'my dlo', 'my_dlo', 'a'.repeat(SLUG_MAX_LENGTH + 1)])('rejects %j', (slug) => {
    expect(isSlug(slug)).toBe(false);
  });

  test.prop([fc.string({ maxLength: SLUG_MAX_LENGTH })])('accepts every non-empty slugify() result', (text) => {
    const slug = slugify(text);
    expect(slug === '' || isSlug(slug)).toBe(true);
  });
});

describe('isProductNumber', () => {
  it('accepts numbers as the catalogue writes them', () => {
    for (const number of ['CZ-10306', 'WH-10344', 'RR-10234', 'A', '1', 'X'.repeat(32)]) expect(isProductNumber(number), number).toBe(true);
  });

  it.each(['', '-CZ', 'CZ-', 'cz-10306', 'CZ 10306', 'CZ/../1', 'X'.repeat(33)])('rejects %j', (number) => {
    expect(isProductNumber(number)).toBe(false);
  });
});

describe('isToken and the other link parts', () => {
  it('bounds tokens to base64url of 16 to 512 characters', () => {
    expect(isToken('q8Xr2vL0_pZk-3mN')).toBe(true);
    expect(isToken('q8Xr2vL0_pZk-3m')).toBe(false);
    expect(isToken('a'.repeat(513))).toBe(false);
    expect(isToken('q8Xr2vL0+pZk/3mN==')).toBe(false);
  });

  it('reads order hashes, page numbers and EANs', () => {
    expect(ORDER_HASH_PATTERN.test('Zx3k9QpL2mW8vR1tY6uB0a')).toBe(true);
    expect(ORDER_HASH_PATTERN.test('Zx3k9QpL2mW8vR1tY6uB0')).toBe(false);
    expect(isPageNumber('999999')).toBe(true);
    expect(isPageNumber('0')).toBe(false);
    expect(PAGE_NUMBER_PATTERN.test('999999')).toBe(true);
    expect(PAGE_NUMBER_PATTERN.test('01')).toBe(false);
    expect(PAGE_NUMBER_PATTERN.test('1000000')).toBe(false);
    expect(EAN_PATTERN.test('5901234123457')).toBe(true);
    expect(EAN_PATTERN.test('590123412345')).toBe(false);
  });
});
