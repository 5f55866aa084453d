/**
 * Passwords: PBKDF2-SHA256 with a per-user 128-bit salt and 100,000 iterations (the most Workers'
 * WebCrypto allows), stored with their parameters as `pbkdf2-sha256$<iterations>$<salt>$<hash>`
 * so the count can be raised later without locking anyone out (`needsRehash`).
 */
import { timingSafeEqual } from './one-time-tokens.ts';

export const PASSWORD_ITERATIONS = 100_000;
const SCHEME = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return toBase64(new Uint8Array(bits));
}

/** The stored form of a new password. */
export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${await derive(password, salt, iterations)}`;
}

interface StoredPassword {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: string;
}

function parseStored(stored: string): StoredPassword | null {
  const [scheme, iterations, salt, hash] = stored.split('$');
  const count = Number(iterations);
  if (scheme !== SCHEME || !Number.isInteger(count) || count < 1 || count > PASSWORD_ITERATIONS || !salt || !hash) return null;
  return { iterations: count, salt: fromBase64(salt), hash };
}

/**
 * A stored hash of a password nobody has, for unknown addresses: verifying against it costs what
 * a real check costs, so the answer's timing does not tell whether an address is registered.
 */
let dummyHash: Promise<string> | undefined;
function dummyStoredPassword(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

/**
 * Whether `password` matches the stored hash. With `stored` null (no such customer) a dummy hash
 * is checked all the same and the answer is false.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseStored(stored ?? (await dummyStoredPassword()));
  if (!parsed) return false;
  const hash = await derive(password, parsed.salt, parsed.iterations);
  return stored !== null && timingSafeEqual(hash, parsed.hash);
}

/** Whether a stored hash was made with weaker parameters than today's, so it is redone at the next login. */
export function needsRehash(stored: string): boolean {
  return (parseStored(stored)?.iterations ?? 0) < PASSWORD_ITERATIONS;
}
