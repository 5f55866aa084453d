/**
 * Password reset through the whole worker (issue 14): the request answers the same for every
 * address; the mailed link sets a password once, within an hour, and ends every login of the
 * account (its refresh tokens fail, its access tokens are refused at once).
 */
import { env } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailedToken, STRONG_PASSWORD } from '#worker-test/account-links.ts';
import { cartOf, inStock, pick } from '#worker-test/cart.ts';
import { browser, createCustomer } from '#worker-test/customers.ts';
import { formTicket, freshClientAddress } from '#worker-test/forms.ts';
import { readOutbox } from '#worker-test/mail.ts';
import { request } from '#worker-test/requests.ts';
import { hashToken } from '../../auth/one-time-tokens.ts';

const RESET_PATH = '/haslo/reset';
const NEW_PASSWORD = 'Dozownik-mydła-nowe-2027';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function requestReset(email: string) {
  return browser().fetch('/api/public/v1/passwords/resets', {
    method: 'POST',
    json: { email, ticket: await formTicket() },
    headers: { 'CF-Connecting-IP': freshClientAddress() },
  });
}

function setPassword(token: string, password = NEW_PASSWORD) {
  return browser().fetch('/api/public/v1/passwords/resets/completions', { method: 'POST', json: { token, password } });
}

async function mailsTo(email: string) {
  return (await readOutbox(env.DB)).filter((mail) => mail.recipient === email);
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM rate_limit_hits').run();
});

describe('asking for a new password', () => {
  it('answers an account, an unconfirmed one and a stranger the same; only the confirmed account gets a one-hour link', async () => {
    const customer = await createCustomer();
    const pending = await createCustomer({ confirmed: false });
    const stranger = `nikt-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    const answers = [];
    for (const email of [customer.email, pending.email, stranger]) {
      const response = await requestReset(email);
      answers.push([response.status, await response.json()]);
    }
    expect(answers).toEqual([
      [200, { email: customer.email }],
      [200, { email: pending.email }],
      [200, { email: stranger }],
    ]);
    expect((await mailsTo(customer.email)).map((mail) => mail.kind)).toEqual(['password_reset']);
    expect(await mailsTo(pending.email)).toEqual([]);
    expect(await mailsTo(stranger)).toEqual([]);
    const token = await mailedToken(customer.email, RESET_PATH);
    const stored = await env.DB.prepare('SELECT * FROM customer_tokens WHERE token_hash = ?1')
      .bind(await hashToken(token))
      .first<Record<string, string>>();
    expect(stored?.purpose).toBe('password_reset');
    expect(Date.parse(stored?.expires_at ?? '') - Date.parse(stored?.created_at ?? '')).toBe(60 * 60 * 1000);
  });
});

describe('setting the new password from the link', () => {
  it('sets it, the old one fails, every login ends (refresh and access tokens), and the link works once', async () => {
    const customer = await createCustomer();
    const laptop = browser();
    const phone = browser();
    expect((await laptop.login(customer.email, customer.password)).status).toBe(200);
    expect((await phone.login(customer.email, customer.password)).status).toBe(200);
    const phoneRefresh = phone.jar.get('auth.refresh_token') ?? '';
    const laptopAccess = laptop.jar.get('auth.access_token') ?? '';

    await requestReset(customer.email);
    const token = await mailedToken(customer.email, RESET_PATH);
    expect((await request(`${RESET_PATH}/${token}`)).status).toBe(200);
    const response = await setPassword(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ passwordChanged: true, email: customer.email });

    expect((await browser().login(customer.email, customer.password)).status).toBe(401);
    expect((await browser().login(customer.email, NEW_PASSWORD)).status).toBe(200);
    // The old refresh token is gone; the old access token is refused by the API at once.
    const refreshed = await request('/api/public/v1/oauths/refreshes/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: phoneRefresh, client_id: env.AUTH_CLIENT_ID, client_secret: env.AUTH_CLIENT_SECRET }),
    });
    expect(refreshed.status).toBe(401);
    const me = await request('/api/secure/v1/users/me', { headers: { Authorization: `Bearer ${laptopAccess}` } });
    expect(me.status).toBe(401);
    expect((await laptop.me()).status).toBe(401);
    const sessions = await env.DB.prepare("SELECT revoked_reason FROM auth_sessions WHERE customer_id = ?1 AND via = 'password' ORDER BY id")
      .bind(customer.id)
      .all<{ revoked_reason: string | null }>();
    expect(sessions.results.map((row) => row.revoked_reason)).toEqual(['password_reset', 'password_reset', null]);
    const events = await env.DB.prepare("SELECT event FROM customer_events WHERE customer_id = ?1 AND event = 'password_reset'")
      .bind(customer.id)
      .all();
    expect(events.results).toHaveLength(1);

    // Once only: the link is spent, and its page is a 404 now.
    const again = await setPassword(token, 'Jeszcze-inne-hasło-2028');
    expect(again.status).toBe(404);
    expect(((await again.json()) as ErrorBody).error.code).toBe('token_not_found');
    expect((await request(`${RESET_PATH}/${token}`)).status).toBe(404);
  });

  it("ends every id of the customer's carts, so a browser of the old login loses the cart, and keeps the lines", async () => {
    const customer = await createCustomer();
    const shopper = browser();
    await shopper.login(customer.email, customer.password);
    await shopper.fetch('/api/public/v1/carts/products', { method: 'POST', json: { productsData: [{ uuid: pick(inStock).uuid, quantity: 2 }] } });
    const oldSession = shopper.jar.get('cart-session-id') ?? '';
    await requestReset(customer.email);
    await setPassword(await mailedToken(customer.email, RESET_PATH));
    expect((await cartOf(oldSession).get()).body.items).toEqual([]);
    const sessions = await env.DB.prepare('SELECT count(*) AS n FROM cart_sessions WHERE cart_id IN (SELECT id FROM carts WHERE customer_id = ?1)')
      .bind(customer.id)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(0);
    const again = browser();
    await again.login(customer.email, NEW_PASSWORD);
    expect(
      ((await (await again.fetch('/api/public/v1/carts')).json()) as { items: { quantity: number }[] }).items.map((item) => item.quantity),
    ).toEqual([2]);
  });

  it("forgets the address's failed logins: the 429's way out works (issue 29)", async () => {
    const customer = await createCustomer();
    const network = freshClientAddress();
    const loginFrom = (password: string) =>
      browser().fetch('/api/public/v1/oauths/tokens', {
        method: 'POST',
        json: { username: customer.email, password },
        headers: { 'CF-Connecting-IP': network },
      });
    for (let attempt = 0; attempt < 10; attempt++) await loginFrom(`zle-${attempt}`);
    expect((await loginFrom(customer.password)).status).toBe(429);
    await requestReset(customer.email);
    await setPassword(await mailedToken(customer.email, RESET_PATH));
    expect((await loginFrom(NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link older than an hour, changing nothing', async () => {
    const customer = await createCustomer();
    await requestReset(customer.email);
    const token = await mailedToken(customer.email, RESET_PATH);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000 - 1000).toISOString();
    await env.DB.prepare('UPDATE customer_tokens SET expires_at = ?2 WHERE token_hash = ?1')
      .bind(await hashToken(token), hourAgo)
      .run();
    const response = await setPassword(token);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe('token_expired');
    expect((await request(`${RESET_PATH}/${token}`)).status).toBe(404);
    expect((await browser().login(customer.email, customer.password)).status).toBe(200);
  });

  it('holds the new password to the same rules as registration', async () => {
    const customer = await createCustomer();
    await requestReset(customer.email);
    const token = await mailedToken(customer.email, RESET_PATH);
    for (const [password, status, message] of [
      ['krótkie', 400, /co najmniej 8 znaków/],
      ['qwertyuiop', 422, /zbyt popularne/],
    ] as const) {
      const response = await setPassword(token, password);
      expect(response.status).toBe(status);
      expect(((await response.json()) as ErrorBody).error.fields?.password).toMatch(message);
    }
    // The refused attempts did not spend the link.
    expect((await setPassword(token, STRONG_PASSWORD)).status).toBe(200);
  });

  test.prop([fc.stringMatching(/^[A-Za-z0-9_-]{16,80}$/), fc.string({ minLength: 12, maxLength: 40 })], { numRuns: 20 })(
    'sets no password with a token the shop never mailed',
    async (token, password) => {
      const response = await setPassword(token, `${password}-Ż9`);
      expect([400, 404]).toContain(response.status);
      if (response.status === 404) expect(((await response.json()) as ErrorBody).error.code).toBe('token_not_found');
    },
  );
});
