/**
 * Customers for worker tests: made directly in D1 (registration has its own tests), and browsers
 * that log in through the whole worker and keep its cookies as a browser would.
 */
import { env, SELF } from 'cloudflare:test';
import { hashPassword, PASSWORD_ITERATIONS } from '../src/auth/passwords.ts';
import { fileRunGuard } from './isolation.ts';
import { ORIGIN } from './requests.ts';

export interface TestCustomer {
  id: number;
  uuid: string;
  email: string;
  password: string;
}

/** Throws once a later test file has started: a timed-out test of this file stops here (isolation.ts). */
const stillThisFile = fileRunGuard();

/** The stored password of every test customer, one per number of PBKDF2 iterations. */
const hashed = new Map<number, Promise<string>>();
const TEST_PASSWORD = 'Mydło-w-płynie-2026';

/**
 * A confirmed private customer with a fresh address (or an unconfirmed one). `passwordIterations`
 * below production's makes every check of their password cheaper, for tests that check many
 * (the failed-login limits): production's 100,000 cost a check tens of milliseconds, hundreds of
 * them under load, and the limits' tests count checks, not their cost. Like any weaker stored
 * hash, the first right login rehashes it at production's cost (needsRehash).
 */
export async function createCustomer(options: { confirmed?: boolean; email?: string; passwordIterations?: number } = {}): Promise<TestCustomer> {
  stillThisFile();
  // One PBKDF2 run for all: 100,000 iterations per customer would slow every test down.
  const iterations = options.passwordIterations ?? PASSWORD_ITERATIONS;
  let stored = hashed.get(iterations);
  if (stored === undefined) {
    stored = hashPassword(TEST_PASSWORD, iterations);
    hashed.set(iterations, stored);
  }
  const uuid = crypto.randomUUID();
  const email = options.email ?? `klient-${uuid.slice(0, 8)}@example.pl`;
  const now = new Date().toISOString();
  const row = await env.DB.prepare(
    `INSERT INTO customers (uuid, email, password_hash, customer_type, first_name, last_name, phone, confirmed_at, created_at, updated_at)
     VALUES (?1, ?2, ?3, 1, 'Anna', 'Nowak', '600 100 200', ?4, ?5, ?5) RETURNING id`,
  )
    .bind(uuid, email, await stored, options.confirmed === false ? null : now, now)
    .first<{ id: number }>();
  if (!row) throw new Error('customer not created');
  return { id: row.id, uuid, email, password: TEST_PASSWORD };
}

/** A browser: a cookie jar over SELF.fetch, same-origin like the shop's own pages. */
export function browser() {
  const jar = new Map<string, string>();
  async function fetchPath(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    stillThisFile();
    const headers = new Headers(init.headers);
    if (!headers.has('Origin')) headers.set('Origin', ORIGIN);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const cartSession = jar.get('cart-session-id');
    if (cartSession && path.startsWith('/api/') && !headers.has('Cart-Session-Id')) headers.set('Cart-Session-Id', cartSession);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', ...init, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute)) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  return {
    jar,
    fetch: fetchPath,
    login: (email: string, password: string) => fetchPath('/api/public/v1/oauths/tokens', { method: 'POST', json: { username: email, password } }),
    me: () => fetchPath('/api/secure/v1/users/me'),
    logout: () => fetchPath('/api/auth/logout', { method: 'POST' }),
  };
}
