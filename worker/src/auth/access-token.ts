/**
 * Access tokens: HS256-signed JWTs (DESIGN.md), issued by the shop API's password grant and
 * checked at the edge by the guard and by secure API calls. The edge verifies signature, issuer
 * and expiry, never just presence.
 */
import { sign, verify } from 'hono/jwt';
import { z } from 'zod';
import { UUID_PATTERN } from '#lib/formats.ts';

/** Spec §9: access token lifetime 1440 s as configured. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 1440;
/** Spec §4: a token counts as expired about 0.5 s early. */
export const EXPIRY_MARGIN_MS = 500;
export const TOKEN_ISSUER = 'sklep';

/** Spec §9: auth cookies carry the prefix `auth.`; the worker keeps them httpOnly. */
export const ACCESS_TOKEN_COOKIE = 'auth.access_token';
export const REFRESH_TOKEN_COOKIE = 'auth.refresh_token';

const claimsSchema = z.object({
  /** The customer's uuid. */
  sub: z.string().regex(UUID_PATTERN),
  /** The login (auth_sessions.uuid) it belongs to: secure calls check it is not revoked. */
  sid: z.string().regex(UUID_PATTERN),
  scope: z.array(z.string().max(100)).max(50),
  iss: z.literal(TOKEN_ISSUER),
  iat: z.number().int(),
  exp: z.number().int(),
});

export type AccessTokenClaims = z.infer<typeof claimsSchema>;

/** A signed access token for a customer, valid ACCESS_TOKEN_LIFETIME_SECONDS from `now`. */
export function signAccessToken(customer: { uuid: string; scope: string[]; sessionId: string }, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims = {
    sub: customer.uuid,
    sid: customer.sessionId,
    scope: customer.scope,
    iss: TOKEN_ISSUER,
    iat,
    exp: iat + ACCESS_TOKEN_LIFETIME_SECONDS,
  };
  return sign(claims, secret, 'HS256');
}

/**
 * The claims of a token that is well signed, from this issuer and not about to expire; null for
 * anything else (forged, tampered, expired, another algorithm, missing claims, oversized).
 */
export async function verifyAccessToken(token: string, secret: string, now = Date.now()): Promise<AccessTokenClaims | null> {
  if (token.length > 4096) return null;
  try {
    const payload = await verify(token, secret, { alg: 'HS256', iss: TOKEN_ISSUER });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    return claims.data.exp * 1000 - EXPIRY_MARGIN_MS > now ? claims.data : null;
  } catch {
    return null;
  }
}
