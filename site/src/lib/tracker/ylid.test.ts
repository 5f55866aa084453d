import { describe, expect, it } from 'vitest';
import { ylidOfCookies } from './ylid.ts';

describe('ylidOfCookies', () => {
  it('finds a well-formed ylid among other cookies', () => {
    expect(ylidOfCookies('cart-session-id=abc; ylid=yl.8f3a2c1d-77b0; lang=pl')).toBe('yl.8f3a2c1d-77b0');
    expect(ylidOfCookies('ylid=yl%2E8f3a2c1d')).toBe('yl.8f3a2c1d');
  });

  it('answers null without the cookie, or for a malformed value', () => {
    expect(ylidOfCookies('')).toBeNull();
    expect(ylidOfCookies('xylid=abcdefgh12')).toBeNull();
    expect(ylidOfCookies('ylid=short')).toBeNull();
    expect(ylidOfCookies('ylid=<script>alert(1)</script>')).toBeNull();
    expect(ylidOfCookies('ylid=%E0%A4%A')).toBeNull();
  });
});
