/**
 * The abandoned-cart link's token (issue 15): 256 random bits like every mailed link
 * (auth/one-time-tokens.ts), kept only as its SHA-256 in `carts.abandonment_token_hash` beside
 * its expiry. It has one purpose: restoring that one cart's lines; nothing else reads the column.
 */
import { hashToken, newToken } from '../auth/one-time-tokens.ts';

/** How long a reminder's link restores the cart. */
export const ABANDONMENT_TOKEN_DAYS = 7;

export interface IssuedToken {
  token: string;
  hash: string;
  expiresAt: string;
}

/** A new token for the link, its stored hash and the moment it stops working. */
export async function issueAbandonmentToken(now: Date): Promise<IssuedToken> {
  const token = newToken();
  return { token, hash: await hashToken(token), expiresAt: new Date(now.getTime() + ABANDONMENT_TOKEN_DAYS * 86_400_000).toISOString() };
}
