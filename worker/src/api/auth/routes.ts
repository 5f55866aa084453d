/**
 * The token calls (spec §7): `POST /oauths/tokens` (password grant), `POST
 * /oauths/refreshes/tokens` (rotation with reuse detection) and `POST /api/auth/logout`. A
 * browser never calls them with the client secret or sees a token: the edge does both
 * (worker/src/edge/auth-session.ts). Login never tells whether an address is registered, in words
 * or in timing: an unknown address costs one PBKDF2 run like a known one (passwords.ts).
 */
import type { Context } from 'hono';
import { lookUpCustomerToken, spendTokenStatement } from '../../auth/customer-tokens.ts';
import { timingSafeEqual } from '../../auth/one-time-tokens.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/passwords.ts';
import { revokeSession, rotateRefreshToken, type SessionSettings, startSession } from '../../auth/sessions.ts';
import { getAuthClient, getAuthSecret, getRefreshTokenSeconds } from '../../config.ts';
import type { AppEnv } from '../../env.ts';
import { CART_SESSION_HEADER } from '../../shared-names.ts';
import { cartSessionForLogin } from '../carts/attach-to-customer.ts';
import { cartHeaders } from '../carts/schemas.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { findLoginCustomer, setPasswordStatement } from '../customers/queries.ts';
import { ApiError } from '../errors.ts';
import { noQuery } from '../schemas.ts';
import { checkPasswordWithinLimits } from './login-throttle.ts';
import { customerOf, SIGNED_IN_ERRORS, secureCall } from './require-customer.ts';
import { logoutAnswerSchema, passwordGrantBody, refreshGrantBody, remoteLoginBody, tokenPairSchema } from './schemas.ts';

/** Spec §8: the message of a request whose access and refresh tokens have both expired. */
export const SESSION_EXPIRED_MESSAGE = 'Sesja wygasła: token dostępu i token odświeżania straciły ważność. Zaloguj się ponownie.';

const WRONG_CREDENTIALS = 'Nieprawidłowy e-mail lub hasło.';
const ACCOUNT_DISABLED = 'Konto zostało zablokowane przez sklep. Skontaktuj się z obsługą sklepu, aby je odblokować.';

export function sessionSettings(c: Context<AppEnv>): SessionSettings {
  return { secret: getAuthSecret(c.env), refreshSeconds: getRefreshTokenSeconds(c.env), now: Date.now() };
}

function checkClient(c: Context<AppEnv>, sent: { client_id: string; client_secret: string }): void {
  const client = getAuthClient(c.env);
  const idMatches = timingSafeEqual(sent.client_id, client.id);
  if (!(timingSafeEqual(sent.client_secret, client.secret) && idMatches)) throw new ApiError(401, 'invalid_client', 'Nieznany klient API.');
}

const tokenCall = declareCall({
  operationId: 'createTokens',
  method: 'post',
  path: '/tokens',
  tags: ['Konto'],
  summary:
    'Logowanie hasłem (grant password): para tokenów i dołączenie koszyka gościa do koszyka klienta. Przeglądarka wysyła tylko `username` i `password`; krawędź dodaje klienta i zamienia tokeny w ciasteczka httpOnly.',
  request: {
    query: noQuery,
    headers: cartHeaders.partial(),
    body: jsonBody(passwordGrantBody),
  },
  success: { schema: tokenPairSchema, description: 'Zalogowano.' },
  issuesTokens: true,
  handsOverCartSession: true,
  errors: {
    401: 'Nieprawidłowy e-mail lub hasło, konto niepotwierdzone, konto zablokowane przez sklep albo nieznany klient.',
    429: 'Zbyt wiele nieudanych prób logowania z tego adresu e-mail lub z tej sieci.',
  },
});

const refreshCall = declareCall({
  operationId: 'refreshTokens',
  method: 'post',
  path: '/refreshes/tokens',
  tags: ['Konto'],
  summary: 'Nowa para tokenów za token odświeżania. Każdy token odświeżania działa raz; użyty ponownie kończy całą sesję.',
  request: { query: noQuery, body: jsonBody(refreshGrantBody) },
  success: { schema: tokenPairSchema, description: 'Nowa para tokenów.' },
  issuesTokens: true,
  errors: { 401: 'Token odświeżania nieznany, wygasły, użyty ponownie albo nieznany klient.' },
});

const remoteLoginCall = declareCall({
  operationId: 'createTokensByRemoteLogin',
  method: 'post',
  path: '/remote-logins',
  tags: ['Konto'],
  summary:
    'Logowanie jednorazowym hasłem wydanym przez obsługę sklepu (`POST /api/admin/v1/customers/{uuid}/remote-logins`): działa raz i przez 10 minut. Przeglądarka wysyła `uuid` i `oneTimePass` z linku; krawędź dodaje klienta i zamienia tokeny w ciasteczka.',
  request: {
    query: noQuery,
    headers: cartHeaders.partial(),
    body: jsonBody(remoteLoginBody),
  },
  success: { schema: tokenPairSchema, description: 'Zalogowano.' },
  issuesTokens: true,
  handsOverCartSession: true,
  errors: { 401: 'Jednorazowe hasło nieznane, wygasłe, już użyte, nie tego klienta albo nieznany klient API.' },
});

const REMOTE_LOGIN_REFUSED = 'Ten link logowania jest nieważny albo został już użyty. Poproś obsługę sklepu o nowy.';

export const oauthRoutes = createRouter()
  .openapi(tokenCall, async (c) => {
    const body = c.req.valid('json');
    checkClient(c, body);
    const now = Date.now();
    const db = c.env.DB;
    const customer = await findLoginCustomer(db, body.username);
    const right = await checkPasswordWithinLimits(c, body.username, () => verifyPassword(body.password, customer?.password_hash ?? null), { now });
    if (!(right && customer)) throw new ApiError(401, 'invalid_grant', WRONG_CREDENTIALS);
    if (customer.confirmed_at === null) {
      throw new ApiError(401, 'account_not_confirmed', 'Konto nie jest jeszcze aktywne: kliknij link z wiadomości, którą wysłaliśmy po rejestracji.');
    }
    // Said only to whoever knows the password: a wrong one is told what every wrong one is told.
    if (customer.disabled_at !== null) throw new ApiError(401, 'account_disabled', ACCOUNT_DISABLED);
    if (needsRehash(customer.password_hash)) {
      await setPasswordStatement(db, customer.id, await hashPassword(body.password), new Date(now).toISOString()).run();
    }
    const { pair, sessionUuid } = await startSession(db, customer, 'password', sessionSettings(c));
    const cartSessionId = await cartSessionForLogin(
      db,
      customer.id,
      sessionUuid,
      c.req.valid('header')['cart-session-id'],
      new Date(now).toISOString(),
    );
    return c.json(pair, 200, { [CART_SESSION_HEADER]: cartSessionId });
  })
  .openapi(remoteLoginCall, async (c) => {
    const body = c.req.valid('json');
    checkClient(c, body);
    const db = c.env.DB;
    const now = new Date();
    const lookup = await lookUpCustomerToken(db, body.oneTimePass, 'remote_login', now);
    if (lookup.state === 'expired') {
      throw new ApiError(401, 'remote_login_expired', 'Ten link logowania wygasł (działa 10 minut). Poproś obsługę sklepu o nowy.');
    }
    if (lookup.state !== 'valid' || lookup.used || lookup.customer.uuid !== body.uuid || lookup.customer.confirmedAt === null) {
      throw new ApiError(401, 'remote_login_invalid', REMOTE_LOGIN_REFUSED);
    }
    // Spent by one conditional statement: of two requests with one pass, one logs in.
    const spent = await spendTokenStatement(db, lookup.tokenHash, now).run();
    if (spent.meta.changes !== 1) throw new ApiError(401, 'remote_login_invalid', REMOTE_LOGIN_REFUSED);
    const { customer } = lookup;
    const { pair, sessionUuid } = await startSession(db, customer, 'remote_login', sessionSettings(c));
    const cartSessionId = await cartSessionForLogin(db, customer.id, sessionUuid, c.req.valid('header')['cart-session-id'], now.toISOString());
    console.log(JSON.stringify({ time: now.toISOString(), event: 'remote-login-used', customer: customer.uuid, requestId: c.get('requestId') }));
    return c.json(pair, 200, { [CART_SESSION_HEADER]: cartSessionId });
  })
  .openapi(refreshCall, async (c) => {
    const body = c.req.valid('json');
    checkClient(c, body);
    const result = await rotateRefreshToken(c.env.DB, body.refresh_token, sessionSettings(c));
    if ('failure' in result) {
      const messages = {
        unknown: 'Nieznany token odświeżania. Zaloguj się ponownie.',
        expired: SESSION_EXPIRED_MESSAGE,
        reused: 'Ten token odświeżania został już użyty; ze względów bezpieczeństwa sesja została zakończona. Zaloguj się ponownie.',
      } as const;
      throw new ApiError(401, `refresh_token_${result.failure}`, messages[result.failure]);
    }
    return c.json(result.pair, 200);
  });

const logoutCall = declareCall({
  operationId: 'logout',
  method: 'post',
  path: '/logout',
  tags: ['Konto'],
  summary: 'Wylogowanie: kończy sesję tokenu dostępu (jej tokeny odświeżania i dostępu przestają działać).',
  request: { query: noQuery },
  success: { schema: logoutAnswerSchema, description: 'Wylogowano.' },
  errors: SIGNED_IN_ERRORS,
  ...secureCall,
});

export const logoutRoutes = createRouter().openapi(logoutCall, async (c) => {
  await revokeSession(c.env.DB, customerOf(c).sessionUuid, 'logout', Date.now());
  return c.json({ loggedOut: true as const }, 200);
});
