/**
 * What the account calls need to answer 200 now and then under the fuzz test: a confirmed
 * customer whose password is known (the password grant), fresh refresh tokens (the refresh call)
 * and, for every call that acts for a customer, a login of its own per request, so a fuzzed
 * logout never ends the login the next request uses.
 */
import { env } from 'cloudflare:test';
import { ACCESS_TOKEN_COOKIE } from '#worker/auth/access-token.ts';
import { startSession } from '#worker/auth/sessions.ts';
import { createCustomer, type TestCustomer } from './customers.ts';
import type { Operation, RealValues } from './openapi-requests.ts';

let fuzzCustomer: Promise<TestCustomer> | undefined;

function customer(): Promise<TestCustomer> {
  fuzzCustomer ??= createCustomer({ email: 'fuzz-klient@example.pl' });
  return fuzzCustomer;
}

function sessionSettings() {
  return { secret: env.AUTH_JWT_SECRET ?? '', refreshSeconds: 1440, now: Date.now() };
}

/** The grant's client as the worker tests' bindings set it. */
function clientValues(): Record<string, readonly unknown[]> {
  return { client_id: [env.AUTH_CLIENT_ID], client_secret: [env.AUTH_CLIENT_SECRET] };
}

/** Body values of the token calls: the fuzz customer's credentials, fresh refresh tokens, the client. */
export async function accountValues(operation: Operation): Promise<{ realValues: RealValues; realBodyValues: Record<string, readonly unknown[]> }> {
  const { email, password, id, uuid } = await customer();
  if (operation.id === 'POST /api/public/v1/oauths/tokens')
    return { realValues: {}, realBodyValues: { ...clientValues(), username: [email], password: [password], grant_type: ['password'] } };
  if (operation.id === 'POST /api/public/v1/oauths/refreshes/tokens') {
    const pairs = await Promise.all(Array.from({ length: 6 }, () => startSession(env.DB, { id, uuid }, 'password', sessionSettings())));
    return { realValues: {}, realBodyValues: { ...clientValues(), refresh_token: pairs.map((pair) => pair.refresh_token) } };
  }
  return { realValues: {}, realBodyValues: {} };
}

/** Headers that log a request in as the fuzz customer, with a login of its own: a cookie at the edge, a bearer at the API. */
export async function loginHeaders(via: 'edge' | 'app'): Promise<Record<string, string>> {
  const { id, uuid } = await customer();
  const pair = await startSession(env.DB, { id, uuid }, 'password', sessionSettings());
  return via === 'edge' ? { Cookie: `${ACCESS_TOKEN_COOKIE}=${pair.access_token}` } : { Authorization: `Bearer ${pair.access_token}` };
}
