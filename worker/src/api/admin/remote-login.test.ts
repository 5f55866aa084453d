/**
 * Remote login (issue 14): staff issue a one-time pass through the admin call (its token and the
 * actor required, every call logged); the pass logs the customer in once, through the edge's
 * cookies, within 10 minutes.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffHeaders } from '#worker-test/account-links.ts';
import { browser, createCustomer } from '#worker-test/customers.ts';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';
import { hashToken } from '../../auth/one-time-tokens.ts';

interface Issued {
  url: string;
  path: string;
  expiresAt: string;
}

function issue(uuid: string, headers: Record<string, string> = staffHeaders()) {
  // Staff tools: no Origin, no cookies, no body.
  return SELF.fetch(`${ORIGIN}/api/admin/v1/customers/${uuid}/remote-logins`, { method: 'POST', headers });
}

function passOf(issued: Issued): { uuid: string; oneTimePass: string } {
  const [, , , uuid = '', oneTimePass = ''] = issued.path.split('/');
  return { uuid, oneTimePass };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('issuing a remote login', () => {
  it('answers the link of a 10-minute pass, stored hashed with the actor, and logs it', async () => {
    const log = vi.spyOn(console, 'log');
    const customer = await createCustomer();
    const response = await issue(customer.uuid, await staffSession('orders', 'Jan Obsługa'));
    expect(response.status).toBe(200);
    const issued = (await response.json()) as Issued;
    expect(issued.path).toMatch(new RegExp(`^/remote/login/${customer.uuid}/[A-Za-z0-9_-]{43}$`));
    expect(issued.url).toBe(`${ORIGIN}${issued.path}`);
    const stored = await env.DB.prepare('SELECT * FROM customer_tokens WHERE token_hash = ?1')
      .bind(await hashToken(passOf(issued).oneTimePass))
      .first<Record<string, string>>();
    expect(stored).toMatchObject({ purpose: 'remote_login', issued_by: 'Jan Obsługa', used_at: null, expires_at: issued.expiresAt });
    expect(Date.parse(stored?.expires_at ?? '') - Date.parse(stored?.created_at ?? '')).toBe(10 * 60 * 1000);
    const event = await env.DB.prepare("SELECT actor FROM customer_events WHERE customer_id = ?1 AND event = 'remote_login_issued'")
      .bind(customer.id)
      .first();
    expect(event).toEqual({ actor: 'Jan Obsługa' });
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines.some((line) => line.event === 'remote-login-issued' && String(line.actor).startsWith('staff:'))).toBe(true);
  });

  it.each([
    ['no token', {}],
    ['a wrong token', staffHeaders(`${'x'.repeat(40)}`)],
    ['a token one character short', staffHeaders(env.ADMIN_API_TOKEN.slice(0, -1))],
    ['a customer access token', { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' }],
    ['an unknown staff login', { 'X-Staff-Session': 'n0Rk3pJd8s1Lq5vYxZa7Tb' }],
  ])('refuses a call with %s (401, logged), issuing nothing', async (_, headers) => {
    const log = vi.spyOn(console, 'log');
    const customer = await createCustomer();
    const response = await issue(customer.uuid, headers);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM customer_tokens WHERE customer_id = ?1').bind(customer.id).first()).toEqual({ n: 0 });
    expect(log.mock.calls.some(([line]) => String(line).includes('"event":"admin-call-refused"'))).toBe(true);
  });

  it('requires an active account', async () => {
    const pending = await createCustomer({ confirmed: false });
    expect((await issue(pending.uuid)).status).toBe(404);
    expect((await issue(crypto.randomUUID())).status).toBe(404);
  });

  it('is in the OpenAPI document under Administracja, with the staff scheme', async () => {
    const document = (await (await request('/api/public/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags: string[]; security: unknown }>>;
    };
    const operation = document.paths['/api/admin/v1/customers/{uuid}/remote-logins']?.post;
    expect(operation?.tags).toEqual(['Administracja']);
    expect(operation?.security).toEqual([{ staffSession: [] }, { staffToken: [] }]);
  });
});

describe('using the pass', () => {
  async function issuedPass(): Promise<{ customer: Awaited<ReturnType<typeof createCustomer>>; pass: { uuid: string; oneTimePass: string } }> {
    const customer = await createCustomer();
    return { customer, pass: passOf((await (await issue(customer.uuid)).json()) as Issued) };
  }

  it('logs the customer in once through httpOnly cookies; the second use and its page are refused', async () => {
    const { customer, pass } = await issuedPass();
    const path = `/remote/login/${pass.uuid}/${pass.oneTimePass}`;
    expect((await request(path)).status).toBe(200);
    const shopper = browser();
    const response = await shopper.fetch('/api/public/v1/oauths/remote-logins', { method: 'POST', json: pass });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedIn: true });
    expect(response.headers.getSetCookie().find((line) => line.startsWith('auth.access_token='))).toMatch(/HttpOnly/);
    expect(await (await shopper.me()).json()).toMatchObject({ uuid: customer.uuid });
    const session = await env.DB.prepare('SELECT via FROM auth_sessions WHERE customer_id = ?1').bind(customer.id).first();
    expect(session).toEqual({ via: 'remote_login' });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM customer_events WHERE customer_id = ?1 AND event = 'remote_login_used'")
        .bind(customer.id)
        .first(),
    ).toEqual({
      n: 1,
    });

    const again = await browser().fetch('/api/public/v1/oauths/remote-logins', { method: 'POST', json: pass });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('remote_login_invalid');
    expect((await request(path)).status).toBe(404);
  });

  it('refuses an expired pass and a pass with another customer’s uuid', async () => {
    const { pass } = await issuedPass();
    const other = await createCustomer();
    expect((await browser().fetch('/api/public/v1/oauths/remote-logins', { method: 'POST', json: { ...pass, uuid: other.uuid } })).status).toBe(401);
    await env.DB.prepare("UPDATE customer_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = ?1")
      .bind(await hashToken(pass.oneTimePass))
      .run();
    const expired = await browser().fetch('/api/public/v1/oauths/remote-logins', { method: 'POST', json: pass });
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('remote_login_expired');
  });

  it('logs in once when the same pass arrives twice at once', async () => {
    const { pass } = await issuedPass();
    const answers = await Promise.all([0, 1, 2].map(() => browser().fetch('/api/public/v1/oauths/remote-logins', { method: 'POST', json: pass })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  test.prop([fc.uuid({ version: 4 }), fc.stringMatching(/^[A-Za-z0-9_-]{16,80}$/)], { numRuns: 20 })(
    'never logs in with a pass the shop did not issue',
    async (uuid, oneTimePass) => {
      const response = await browser().fetch('/api/public/v1/oauths/remote-logins', { method: 'POST', json: { uuid, oneTimePass } });
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie().some((line) => line.startsWith('auth.access_token=') && !/max-age=0/i.test(line))).toBe(false);
    },
  );
});
