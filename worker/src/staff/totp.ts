/**
 * The staff's second factor: TOTP (RFC 6238, 30 s, 6 digits, SHA-1, as every authenticator app
 * reads an `otpauth://` URI) through the `otpauth` library. The secret is stored encrypted
 * (AES-GCM, a key derived by HKDF from STAFF_TOTP_KEY), so a copy of the database alone opens
 * nothing; a code is taken at most once (the caller keeps the last time step it took).
 */
import { Secret, TOTP } from 'otpauth';
import { SHOP_NAME } from '#lib/seller.ts';

/** Seconds a code lives, and how many steps before or after now are taken (a clock a little off). */
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

function totpOf(base32Secret: string, label: string): TOTP {
  return new TOTP({ issuer: SHOP_NAME, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32Secret) });
}

/** A new secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app scans (shown as a QR code at the first login). */
export function totpUri(base32Secret: string, label: string): string {
  return totpOf(base32Secret, label).toString();
}

/**
 * The time step a code is valid for now (within one step either side), or null. The caller takes
 * it only when it is later than the last step the member used.
 * @example acceptedStep(secret, '123456', Date.now()) // 59411234 or null
 */
export function acceptedStep(base32Secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32Secret, 'check').validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code of a secret (the local stand-in prints it; the tests log in with it). */
export function currentTotpCode(base32Secret: string, now: number): string {
  return totpOf(base32Secret, 'code').generate({ timestamp: now });
}

const encoder = new TextEncoder();

async function keyOf(sealingKey: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(sealingKey), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('sklep-staff-totp'), info: encoder.encode('totp-secret') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

/** The secret as stored: base64 of a 12-byte IV and the AES-GCM ciphertext. */
export async function encryptTotpSecret(base32Secret: string, sealingKey: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(sealingKey), encoder.encode(base32Secret)));
  const stored = new Uint8Array(iv.length + sealed.length);
  stored.set(iv);
  stored.set(sealed, iv.length);
  return toBase64(stored);
}

/** The stored secret back in base32; throws when it was sealed under another key. */
export async function decryptTotpSecret(stored: string, sealingKey: string): Promise<string> {
  const bytes = fromBase64(stored);
  const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await keyOf(sealingKey), bytes.slice(12));
  return new TextDecoder().decode(opened);
}
