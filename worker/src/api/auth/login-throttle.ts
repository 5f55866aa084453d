/**
 * Failed logins are limited per account and per network (issue 14): past the limit every attempt
 * is refused with a Polish 429 until the window ends, the right password included, so guessing
 * gains nothing by going on. Only failures count; the account's key is its address whether or not
 * it is registered, so the limit says nothing about who has an account.
 */
import type { Context } from 'hono';
import { plural } from '#lib/plural.ts';
import type { AppEnv } from '../../env.ts';
import { clientNetworkOf } from '../../forms/client-network.ts';
import { hitRateLimits, type RateLimit, readRateLimits } from '../../forms/rate-limit.ts';
import { ApiError } from '../errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Failed logins per address in 15 minutes. */
export const FAILED_LOGINS_PER_ACCOUNT = 10;
/** Failed logins per network (/24, /48) in 15 minutes: an office behind one address logs in too. */
export const FAILED_LOGINS_PER_NETWORK = 50;

function limitsOf(c: Context<AppEnv>, email: string): RateLimit[] {
  return [
    { key: `login:account:${email}`, limit: FAILED_LOGINS_PER_ACCOUNT, windowMs: WINDOW_MS },
    { key: `login:ip:${clientNetworkOf(c)}`, limit: FAILED_LOGINS_PER_NETWORK, windowMs: WINDOW_MS },
  ];
}

function throttled(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(
    429,
    'too_many_failed_logins',
    `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${minutes} ${plural(minutes, { one: 'minutę', few: 'minuty', many: 'minut' })} albo ustaw nowe hasło.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Throws the 429 when the address or the network has used up its failed attempts. */
export async function refuseThrottledLogin(c: Context<AppEnv>, email: string, now: number): Promise<void> {
  const wait = await readRateLimits(c.env.DB, limitsOf(c, email), now);
  if (wait !== null) throw throttled(wait);
}

/** Counts a failed login against the address and the network. */
export async function countFailedLogin(c: Context<AppEnv>, email: string, now: number): Promise<void> {
  await hitRateLimits(c.env.DB, limitsOf(c, email), now);
}
