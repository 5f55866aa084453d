/**
 * Secure calls (`/api/secure/v1/...`, `/api/auth/logout`) act for the customer the bearer token
 * names. The token must be well signed, from this issuer and unexpired (access-token.ts), and
 * its login (`sid`) must still be open and its customer confirmed: a logout, a reset password or
 * a detected token theft ends its access tokens at once, not 24 minutes later.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { verifyAccessToken } from '../../auth/access-token.ts';
import { getAuthSecret } from '../../config.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../errors.ts';

/** The customer a secure call acts for. */
export interface SignedInCustomer {
  id: number;
  uuid: string;
  email: string;
  /** The login the access token belongs to (auth_sessions.uuid). */
  sessionUuid: string;
}

/** The Polish 401 of a secure call without a valid login. */
export const NOT_SIGNED_IN = 'Zaloguj się, aby kontynuować.';
/** The error a secure call declares for 401. */
export const SIGNED_IN_ERRORS = { 401: 'Brak ważnego logowania: token dostępu nieważny, wygasły albo jego sesja zakończona.' } as const;

const signedIn = new WeakMap<Request, SignedInCustomer>();

function bearerOf(header: string | undefined): string | null {
  const match = header ? /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(header) : null;
  return match?.[1] ?? null;
}

/** The customer named by the request's bearer token, when its login is open; null otherwise. */
export async function findSignedInCustomer(c: Context<AppEnv>): Promise<SignedInCustomer | null> {
  const known = signedIn.get(c.req.raw);
  if (known) return known;
  const token = bearerOf(c.req.header('Authorization'));
  if (!token) return null;
  const claims = await verifyAccessToken(token, getAuthSecret(c.env));
  if (!claims) return null;
  const row = await c.env.DB.prepare(
    `SELECT c.id, c.uuid, c.email FROM auth_sessions s JOIN customers c ON c.id = s.customer_id
     WHERE s.uuid = ?1 AND s.revoked_at IS NULL AND c.uuid = ?2 AND c.confirmed_at IS NOT NULL`,
  )
    .bind(claims.sid, claims.sub)
    .first<{ id: number; uuid: string; email: string }>();
  if (!row) return null;
  const customer = { ...row, sessionUuid: claims.sid };
  signedIn.set(c.req.raw, customer);
  return customer;
}

/** Middleware of a secure call: a 401 without a valid login. */
export const requireCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await findSignedInCustomer(c))) throw new ApiError(401, 'unauthorized', NOT_SIGNED_IN);
  await next();
};

/** The customer of a call behind `requireCustomer`. */
export function customerOf(c: Context<AppEnv>): SignedInCustomer {
  const customer = signedIn.get(c.req.raw);
  if (!customer) throw new Error('customerOf outside requireCustomer');
  return customer;
}

/**
 * What a secure call adds to its declaration: the middleware and its security, the bearer token
 * (the API's own scheme) or, through the edge, the browser's session cookie, which the edge turns
 * into that bearer (edge/auth-session.ts).
 */
export const secureCall: { middleware: MiddlewareHandler<AppEnv>[]; security: Record<string, string[]>[] } = {
  middleware: [requireCustomer],
  security: [{ bearerAuth: [] }, { cookieSession: [] }],
};

/** The security of a public call that acts for the customer when one is logged in (an order joins their account). */
export const customerAwareSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }, { cookieSession: [] }];
