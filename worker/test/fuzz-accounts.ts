/**
 * What the token calls need to answer 200 now and then under the fuzz test: a confirmed customer
 * whose password is known (the password grant) and fresh refresh tokens (the refresh call). The
 * calls that act for a customer get a login of their own (fuzz-fixtures.ts accountValues).
 */
import { env } from 'cloudflare:test';
import { startSession } from '#worker/auth/sessions.ts';
import { createCustomer, type TestCustomer } from './customers.ts';
import type { Operation } from './openapi-requests.ts';

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
export async function tokenCallValues(operation: Operation): Promise<Record<string, readonly unknown[]>> {
  const { email, password, id, uuid } = await customer();
  if (operation.id === 'POST /api/public/v1/oauths/tokens')
    return { ...clientValues(), username: [email], password: [password], grant_type: ['password'] };
  if (operation.id === 'POST /api/public/v1/oauths/refreshes/tokens') {
    const pairs = await Promise.all(Array.from({ length: 6 }, () => startSession(env.DB, { id, uuid }, 'password', sessionSettings())));
    return { ...clientValues(), refresh_token: pairs.map((pair) => pair.refresh_token) };
  }
  return {};
}
