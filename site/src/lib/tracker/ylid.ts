/**
 * The ad tracker's visitor id (spec §7 contact-switch): the tracker's script keeps it in the
 * `ylid` cookie. Plain TypeScript, shared by the browser (which reads the cookie) and the API
 * (which checks the value), so the format is written once.
 */

export const YLID_COOKIE = 'ylid';

/**
 * Letters, digits, `.`, `_` and `-`, 8 to 128 characters: what tracker ids are made of, and
 * nothing that could break a log line or a header.
 * @example YLID_PATTERN.test('yl.8f3a2c1d-77b0') // true
 */
export const YLID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** The `ylid` of a `document.cookie` string when it is well-formed, else null. */
export function ylidOfCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== YLID_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return YLID_PATTERN.test(value) ? value : null;
  }
  return null;
}
