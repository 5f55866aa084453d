/** Access tokens for worker tests, signed with the test binding's key. */
import { env } from 'cloudflare:test';
import { ACCESS_TOKEN_COOKIE, signAccessToken } from '../src/auth/access-token.ts';

export const TEST_CUSTOMER = { uuid: '6f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f', scope: ['customer'], sessionId: '0b8e1d4c-2f3a-4e5b-8c6d-7e8f9a0b1c2d' };

export function testSecret(): string {
  const secret = env.AUTH_JWT_SECRET;
  if (!secret) throw new Error('The worker tests need the AUTH_JWT_SECRET binding (scripts/test/vitest.config.ts)');
  return secret;
}

/** A Cookie header holding a valid access token (or one signed at `now`). */
export async function loggedInCookie(now = Date.now()): Promise<string> {
  return `${ACCESS_TOKEN_COOKIE}=${await signAccessToken(TEST_CUSTOMER, testSecret(), now)}`;
}
