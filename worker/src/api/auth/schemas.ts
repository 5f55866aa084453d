/**
 * The token calls' models (spec §7): the password grant, the refresh, the answer with both
 * tokens. The edge fills in the client id and secret and moves the tokens into httpOnly cookies
 * (worker/src/edge/auth-session.ts), so a browser sends only `username` and `password` and reads
 * an answer without tokens.
 */
import { z } from '@hono/zod-openapi';
import { TOKEN_PATTERN } from '#lib/formats.ts';
import { loginSchema } from '#lib/forms/login.ts';
import { remoteLoginSchema } from '#lib/forms/registration.ts';

/** The grant's client, added by the edge to every call that answers tokens. */
export const clientFields = {
  client_id: z.string().min(1).max(200).describe('Identyfikator klienta (sekret krawędzi, nie przeglądarki).'),
  client_secret: z.string().min(1).max(200).describe('Sekret klienta (sekret krawędzi, nie przeglądarki).'),
};

export const passwordGrantBody = loginSchema
  .extend({ grant_type: z.literal('password').describe('Zawsze `password`.'), ...clientFields })
  .openapi('PasswordGrant');

export const refreshTokenSchema = z.string().regex(TOKEN_PATTERN).describe('Token odświeżania.');

export const refreshGrantBody = z.strictObject({ refresh_token: refreshTokenSchema, ...clientFields }).openapi('RefreshGrant');

export const remoteLoginBody = remoteLoginSchema.extend(clientFields).openapi('RemoteLoginGrant');

export const tokenPairSchema = z
  .object({
    access_token: z.string().describe('Token dostępu (JWT HS256), ważny `expires_in` sekund.'),
    refresh_token: z.string().describe('Token odświeżania, jednorazowy: każde użycie daje nową parę.'),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().positive().describe('Sekundy ważności tokenu dostępu (1440).'),
    refresh_expires_in: z.number().int().positive().describe('Sekundy ważności tokenu odświeżania.'),
  })
  .openapi('TokenPair');

/** What a browser reads after logging in: the tokens stay in the edge's httpOnly cookies. */
export const sessionStartedSchema = z.object({ loggedIn: z.literal(true) }).openapi('SessionStarted');

export const logoutAnswerSchema = z.object({ loggedOut: z.literal(true) }).openapi('LoggedOut');
