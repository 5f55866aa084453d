/**
 * Tokens of the links the shop mails (newsletter confirmation and withdrawal today; registration
 * and password reset later): 256 bits from `crypto.getRandomValues`, written base64url (43
 * characters, within TOKEN_PATTERN), and stored only as their SHA-256, so the table alone opens
 * nothing. Each stored token has one purpose and an expiry (the tables say so).
 */

const TOKEN_BYTES = 32;

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** A new random token for a link. */
export function newToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** The stored form of a token: its SHA-256 in lowercase hex (64 characters). */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** HMAC-SHA256 of `data` under `secret`, base64url: signatures of short-lived values such as form tickets. */
export async function hmacBase64Url(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(data))));
}

/** Whether two strings are equal, in time that does not depend on where they differ. */
export function timingSafeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < Math.max(left.length, right.length); index++) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}
