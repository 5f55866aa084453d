/**
 * Password checks within the failed-login limits (issues 14 and 29). Every check of a password
 * (the login, and the password a password change or an address change asks for) goes through
 * `checkPasswordWithinLimits`, which first reserves the attempt in one conditional statement per
 * limit, then checks, then gives the attempt back when the password was right: so at most the
 * limit of checks ever runs in a window, however many guesses arrive at once, and only failures
 * count. Past a limit every attempt is refused with a Polish 429 until the window ends, the right
 * password included, so guessing gains nothing by going on.
 *
 * Three limits, each in a 15-minute window (docs/decisions/031-hardening-second-round.md):
 * - one address from one network: the owner's own typos, and a stranger's guesses;
 * - one address from anywhere, a higher ceiling: a stranger on one network locks only that
 *   network out, and it takes guesses from several networks to lock the owner out everywhere;
 * - one network, any address: one office behind one address logs in too.
 * A completed password reset (proof of the mailbox) forgets the address's counts. The key of an
 * address is the address whether or not it is registered, so the limit says nothing about who has
 * an account.
 */
import type { Context } from 'hono';
import { plural } from '#lib/plural.ts';
import type { AppEnv } from '../../env.ts';
import { clientNetworkOf } from '../../forms/client-network.ts';
import { clearRateLimitsStatement, type RateLimit, releaseRateLimits, reserveRateLimits } from '../../forms/rate-limit.ts';
import { ApiError } from '../errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Failed logins for one address from one network (/24, /48) in 15 minutes. */
export const FAILED_LOGINS_PER_ADDRESS_AND_NETWORK = 10;
/** Failed logins for one address from every network together in 15 minutes. */
export const FAILED_LOGINS_PER_ADDRESS = 50;
/** Failed logins from one network, for any addresses, in 15 minutes. */
export const FAILED_LOGINS_PER_NETWORK = 50;

/** Whose logins are counted: the shop's customers (`login`), and apart from them the staff's (`staff`, the panel). */
export type LoginScope = 'login' | 'staff';

/** The keys of one address; JSON keeps any address's boundary unambiguous (an address may hold `:`). */
function addressKeys(scope: LoginScope, email: string) {
  return { account: `${scope}:account:${JSON.stringify([email])}`, pairPrefix: `${scope}:pair:${JSON.stringify([email]).slice(0, -1)},` };
}

function limitsOf(scope: LoginScope, email: string, network: string): RateLimit[] {
  const keys = addressKeys(scope, email);
  return [
    { key: `${keys.pairPrefix}${JSON.stringify(network)}]`, limit: FAILED_LOGINS_PER_ADDRESS_AND_NETWORK, windowMs: WINDOW_MS },
    { key: keys.account, limit: FAILED_LOGINS_PER_ADDRESS, windowMs: WINDOW_MS },
    { key: `${scope}:ip:${network}`, limit: FAILED_LOGINS_PER_NETWORK, windowMs: WINDOW_MS },
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

/**
 * Runs `check` (a password check) only with an attempt reserved under every limit; answers its
 * verdict, having given the attempt back when it was right. Throws the 429 when a limit is full.
 * @example if (!(await checkPasswordWithinLimits(c, email, () => verifyPassword(password, hash)))) throw wrong();
 */
export async function checkPasswordWithinLimits(
  c: Context<AppEnv>,
  email: string,
  check: () => Promise<boolean>,
  { scope = 'login', now = Date.now() }: { scope?: LoginScope; now?: number } = {},
): Promise<boolean> {
  const reserved = await reserveRateLimits(c.env.DB, limitsOf(scope, email, clientNetworkOf(c)), now);
  if ('waitSeconds' in reserved) throw throttled(reserved.waitSeconds);
  const right = await check();
  if (right) await releaseRateLimits(c.env.DB, reserved.reservation);
  return right;
}

/** The statement that forgets an address's failed logins from every network (a completed reset). */
export function forgetFailedLoginsStatement(db: D1Database, email: string, scope: LoginScope = 'login'): D1PreparedStatement {
  const { account, pairPrefix } = addressKeys(scope, email);
  return clearRateLimitsStatement(db, { key: account, keyPrefix: pairPrefix });
}
