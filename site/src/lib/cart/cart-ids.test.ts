import { describe, expect, it } from 'vitest';
import { readCookie } from '../cookies.ts';
import { isUuid } from '../formats.ts';
import { randomUuidV4 } from './cart-ids.ts';

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
