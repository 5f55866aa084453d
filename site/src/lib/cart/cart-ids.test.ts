import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../cookies.ts';
import { isUuid } from '../formats.ts';
import { CART_ID_COOKIES, hasCartIds, randomUuidV4 } from './cart-ids.ts';

describe('readCookie', () => {
  it('finds a cookie among others, by its exact name', () => {
    const cookies = 'lang=pl; cart-session-id=3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f; x-cart-session-id=nope';
    expect(readCookie(cookies, 'cart-session-id')).toBe('3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f');
    expect(readCookie(cookies, 'cart-transaction-id')).toBeUndefined();
    expect(readCookie('', 'cart-session-id')).toBeUndefined();
    expect(readCookie('cart-session-id=%E0%A4%A', 'cart-session-id')).toBeUndefined();
  });
});

describe('randomUuidV4', () => {
  it('makes canonical, distinct v4 UUIDs the API accepts', () => {
    const made = Array.from({ length: 50 }, randomUuidV4);
    for (const uuid of made) {
      expect(isUuid(uuid)).toBe(true);
      expect(uuid[14]).toBe('4');
    }
    expect(new Set(made).size).toBe(50);
  });
});

describe('hasCartIds', () => {
  const otherCookie = fc
    .tuple(fc.stringMatching(/^[a-z][a-z-]{0,15}$/), fc.stringMatching(/^[\w%.-]{0,40}$/))
    .filter(([name]) => !CART_ID_COOKIES.some((id) => id.cookie === name));
  const cookieString = (pairs: readonly (readonly [string, string])[]) => pairs.map(([name, value]) => `${name}=${value}`).join('; ');

  it('is true when either identifier is stored, wherever it stands among other cookies', () => {
    fc.assert(
      fc.property(
        fc.array(otherCookie),
        fc.array(otherCookie),
        fc.constantFrom(...CART_ID_COOKIES),
        fc.uuid({ version: 4 }),
        (before, after, id, uuid) => {
          expect(hasCartIds(cookieString([...before, [id.cookie, uuid], ...after]))).toBe(true);
        },
      ),
    );
  });

  it('is false without one: no cookie, other cookies, or an identifier that is not a UUID', () => {
    fc.assert(
      fc.property(fc.array(otherCookie), fc.option(fc.constantFrom(...CART_ID_COOKIES)), fc.stringMatching(/^[\w.-]{0,20}$/), (others, id, junk) => {
        const pairs: (readonly [string, string])[] = [...others];
        if (id) pairs.push([id.cookie, junk]);
        expect(hasCartIds(cookieString(pairs))).toBe(false);
      }),
    );
  });
});
