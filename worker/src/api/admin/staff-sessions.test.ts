/**
 * Issue 31, the staff login: the password, then a TOTP code (RFC 6238) that works once; the first
 * login of a role that needs the second factor enrols it; the login's secret reaches the browser
 * only as httpOnly cookies scoped to /panel and /api/admin, SameSite=Strict; a login ends after 30
 * minutes idle, 12 hours in all, at logout, and at once when its member is disabled.
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '#worker/auth/one-time-tokens.ts';
import { STAFF_SESSION_HEADER } from '#worker/staff/sessions.ts';
import { currentTotpCode } from '#worker/staff/totp.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { createMember, STAFF_PASSWORD, sessionHeadersOf } from '#worker-test/staff.ts';

const STAFF = `${ORIGIN}/api/admin/v1/staff`;
/** What a page of the shop's own origin sends with a call. */
const SAME_ORIGIN = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' };

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
  cookies: string[];
  headers: Headers;
}

async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await SELF.fetch(`${STAFF}${path}`, {
    method: init.method ?? 'POST',
    headers: { ...SAME_ORIGIN, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    cookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
}

const login = (email: string, password = STAFF_PASSWORD) => call('/sessions', { body: { email, password } });
const code = (challenge: unknown, totp: string) => call('/sessions/second-factor', { body: { challenge, code: totp } });

/** The staff cookie's value from a login's Set-Cookie headers. */
function staffCookieOf(answer: Answer): string {
  const value = /^staff\.session=([^;]+)/.exec(answer.cookies[0] ?? '')?.[1];
  if (!value) throw new Error(`no staff cookie in ${answer.cookies.join(' | ')}`);
  return value;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('logging in', () => {
  it('takes the password, then the code, and hands the login over as two httpOnly, SameSite=Strict cookies only', async () => {
    const member = await createMember('orders', { name: 'Ola Zamówienia' });
    const first = await login(member.email);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ step: 'code', enrolment: null });
    expect(first.cookies).toEqual([]);
    const second = await code(first.body.challenge, currentTotpCode(member.totpSecret ?? '', Date.now()));
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      step: 'done',
      member: { uuid: member.uuid, email: member.email, name: 'Ola Zamówienia', role: 'orders', roleLabel: 'Obsługa zamówień' },
    });
    // The secret is never in the page's reach: not in the body, not in a header it can read.
    expect(JSON.stringify(second.body)).not.toMatch(/[A-Za-z0-9_-]{43}/);
    expect(second.headers.get('Staff-Session')).toBeNull();
    expect(second.cookies).toHaveLength(2);
    for (const [index, path] of ['/panel', '/api/admin'].entries()) {
      expect(second.cookies[index]).toMatch(
        new RegExp(`^staff\\.session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=${path.replace('/', '\\/')}; HttpOnly; SameSite=Strict$`),
      );
    }
    // The cookie opens the admin calls from the shop's own pages.
    const me = await SELF.fetch(`${STAFF}/sessions/current`, { headers: { ...SAME_ORIGIN, Cookie: `staff.session=${staffCookieOf(second)}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { name: string }).name).toBe('Ola Zamówienia');
    // Another site's request carries nothing, whatever the browser sends along.
    const crossSites: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
    ];
    for (const crossSite of crossSites) {
      const foreign = await SELF.fetch(`${STAFF}/sessions/current`, { headers: { ...crossSite, Cookie: `staff.session=${staffCookieOf(second)}` } });
      expect(foreign.status, JSON.stringify(crossSite)).toBe(401);
    }
    const audit = await env.DB.prepare("SELECT actor_name, operation FROM audit_log WHERE object_id = ?1 AND operation = 'staffLogin'")
      .bind(member.uuid)
      .all();
    expect(audit.results).toEqual([{ actor_name: 'Ola Zamówienia', operation: 'staffLogin' }]);
  });

  it('enrols the second factor at the first login: the secret and its otpauth URI, confirmed by a first code', async () => {
    const member = await createMember('owner', { enrolled: false });
    const first = await login(member.email);
    const enrolment = first.body.enrolment as { secret: string; uri: string };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(new RegExp(`^otpauth://totp/.+:${encodeURIComponent(member.email)}\\?`));
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect((await code(first.body.challenge, '000000')).status).toBe(401);
    const second = await code(first.body.challenge, currentTotpCode(enrolment.secret, Date.now()));
    expect(second.status).toBe(200);
    // Stored sealed, never as the secret itself.
    const row = await env.DB.prepare('SELECT totp_secret FROM staff_members WHERE uuid = ?1').bind(member.uuid).first<{ totp_secret: string }>();
    expect(row?.totp_secret).not.toContain(enrolment.secret);
    // The next login asks for the code of that secret, and offers no new one.
    const next = await login(member.email);
    expect(next.body.enrolment).toBeNull();
  });

  it('lets an editor without a second factor in with the password alone', async () => {
    const editor = await createMember('editor', { enrolled: false });
    const answer = await login(editor.email);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ step: 'done', member: { role: 'editor' } });
    expect(answer.cookies).toHaveLength(2);
  });

  it('says the same for a wrong password, an unknown address and a disabled member', async () => {
    const disabled = await createMember('orders');
    await env.DB.prepare('UPDATE staff_members SET is_active = 0 WHERE uuid = ?1').bind(disabled.uuid).run();
    const known = await createMember('orders');
    const answers = await Promise.all([login(known.email, 'Zle-haslo-2026'), login('nikt@sklep.test'), login(disabled.email)]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.error?.message).toBe('Nieprawidłowy e-mail lub hasło.');
    }
  });

  it('takes a code once: the same code again, even on a new challenge, is refused', async () => {
    const member = await createMember('orders');
    const totp = currentTotpCode(member.totpSecret ?? '', Date.now());
    const first = await login(member.email);
    expect((await code(first.body.challenge, totp)).status).toBe(200);
    const again = await login(member.email);
    const replay = await code(again.body.challenge, totp);
    expect(replay.status).toBe(401);
    expect(replay.body.error?.code).toBe('code_used');
  });

  it('gives a challenge five tries and five minutes', async () => {
    const member = await createMember('orders');
    const first = await login(member.email);
    for (let attempt = 0; attempt < 5; attempt++) expect((await code(first.body.challenge, '000000')).body.error?.code).toBe('wrong_code');
    const sixth = await code(first.body.challenge, currentTotpCode(member.totpSecret ?? '', Date.now()));
    expect(sixth.status).toBe(401);
    expect(sixth.body.error?.code).toBe('challenge_ended');

    const late = await login(member.email);
    await env.DB.prepare("UPDATE staff_login_challenges SET expires_at = '2000-01-01T00:00:00.000Z' WHERE challenge_hash = ?1")
      .bind(await hashToken(String(late.body.challenge)))
      .run();
    expect((await code(late.body.challenge, currentTotpCode(member.totpSecret ?? '', Date.now()))).body.error?.code).toBe('challenge_ended');
  });

  it('counts failed staff logins apart from the customers’: ten from one network lock that address with a Polish 429', async () => {
    const member = await createMember('orders');
    for (let attempt = 0; attempt < 10; attempt++) expect((await login(member.email, `Zle-haslo-${attempt}`)).status).toBe(401);
    const locked = await login(member.email);
    expect(locked.status).toBe(429);
    expect(locked.body.error?.message).toMatch(/^Zbyt wiele nieudanych prób logowania/);
    const keys = await env.DB.prepare('SELECT key FROM rate_limit_hits WHERE key LIKE ?1').bind('staff:%').all<{ key: string }>();
    expect(keys.results.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a Polish 400 and writes nothing', async () => {
    for (const body of [{}, { email: 'x' }, { email: 'a@b.pl', password: '' }, { email: 'a@b.pl', password: 'x', extra: 1 }]) {
      const answer = await call('/sessions', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { challenge: 'krótkie', code: '123456' },
      { challenge: 'n0Rk3pJd8s1Lq5vYxZa7Tb', code: '12345' },
    ]) {
      expect((await call('/sessions/second-factor', { body })).status).toBe(400);
    }
  });
});

describe('a login ends', () => {
  it('after 30 minutes without a request, and 12 hours after it began', async () => {
    const member = await createMember('orders');
    const idle = await sessionHeadersOf(member);
    const old = await sessionHeadersOf(member);
    const now = Date.now();
    await env.DB.prepare('UPDATE staff_sessions SET last_used_at = ?2 WHERE token_hash = ?1')
      .bind(await hashToken(idle[STAFF_SESSION_HEADER] ?? ''), new Date(now - 30 * 60_000 - 1000).toISOString())
      .run();
    await env.DB.prepare('UPDATE staff_sessions SET expires_at = ?2 WHERE token_hash = ?1')
      .bind(await hashToken(old[STAFF_SESSION_HEADER] ?? ''), new Date(now - 1000).toISOString())
      .run();
    expect((await call('/sessions/current', { method: 'GET', headers: idle })).status).toBe(401);
    expect((await call('/sessions/current', { method: 'GET', headers: old })).status).toBe(401);
    // 29 minutes idle is still a login, and the request moves it on.
    const active = await sessionHeadersOf(member);
    await env.DB.prepare('UPDATE staff_sessions SET last_used_at = ?2 WHERE token_hash = ?1')
      .bind(await hashToken(active[STAFF_SESSION_HEADER] ?? ''), new Date(now - 29 * 60_000).toISOString())
      .run();
    expect((await call('/sessions/current', { method: 'GET', headers: active })).status).toBe(200);
    const touched = await env.DB.prepare('SELECT last_used_at FROM staff_sessions WHERE token_hash = ?1')
      .bind(await hashToken(active[STAFF_SESSION_HEADER] ?? ''))
      .first<{ last_used_at: string }>();
    expect(Date.parse(touched?.last_used_at ?? '')).toBeGreaterThan(now - 60_000);
  });

  it('at logout, deleting both cookies', async () => {
    const member = await createMember('orders');
    const headers = await sessionHeadersOf(member);
    const out = await call('/sessions/current', { method: 'DELETE', headers });
    expect(out.status).toBe(200);
    expect(out.cookies).toEqual([
      expect.stringMatching(/^staff\.session=; Max-Age=0; Path=\/panel; HttpOnly; SameSite=Strict$/),
      expect.stringMatching(/^staff\.session=; Max-Age=0; Path=\/api\/admin; HttpOnly; SameSite=Strict$/),
    ]);
    expect((await call('/sessions/current', { method: 'GET', headers })).status).toBe(401);
  });

  it('at once when the owner disables the member', async () => {
    const owner = await sessionHeadersOf(await createMember('owner'));
    const member = await createMember('orders');
    const headers = await sessionHeadersOf(member);
    expect((await call('/sessions/current', { method: 'GET', headers })).status).toBe(200);
    const read = await call('/members', { method: 'GET', headers: owner });
    const listed = (read.body.members as { uuid: string; updatedAt: string }[]).find((row) => row.uuid === member.uuid);
    const disable = await call(`/members/${member.uuid}`, { method: 'PATCH', headers: owner, body: { active: false, updatedAt: listed?.updatedAt } });
    expect(disable.status).toBe(200);
    expect((await call('/sessions/current', { method: 'GET', headers })).status).toBe(401);
    expect((await login(member.email)).status).toBe(401);
  });
});

describe('the edge', () => {
  it('sends a panel page without a login to the panel login, keeping the page, and a logged-in member past the login page', async () => {
    const toLogin = await SELF.fetch(`${ORIGIN}/panel/zamowienia?status=40`, { redirect: 'manual' });
    expect(toLogin.status).toBe(302);
    expect(toLogin.headers.get('Location')).toBe('/panel/logowanie?next=%2Fpanel%2Fzamowienia%3Fstatus%3D40');
    const member = await createMember('orders');
    const secret = (await sessionHeadersOf(member))[STAFF_SESSION_HEADER];
    const page = await SELF.fetch(`${ORIGIN}/panel/zamowienia`, { redirect: 'manual', headers: { Cookie: `staff.session=${secret}` } });
    expect(page.status).toBe(200);
    const loginPage = await SELF.fetch(`${ORIGIN}/panel/logowanie?next=%2Fpanel%2Fklienci`, {
      redirect: 'manual',
      headers: { Cookie: `staff.session=${secret}` },
    });
    expect(loginPage.status).toBe(302);
    expect(loginPage.headers.get('Location')).toBe('/panel/klienci');
    // An ended login is forgotten: its cookies deleted on the way to the login page.
    await env.DB.prepare('UPDATE staff_sessions SET revoked_at = ?2 WHERE token_hash = ?1')
      .bind(await hashToken(secret ?? ''), new Date().toISOString())
      .run();
    const ended = await SELF.fetch(`${ORIGIN}/panel`, { redirect: 'manual', headers: { Cookie: `staff.session=${secret}` } });
    expect(ended.status).toBe(302);
    expect(ended.headers.getSetCookie().join('\n')).toContain('staff.session=; Max-Age=0; Path=/panel');
  });

  it('never takes a login page’s `next` off the panel', async () => {
    const member = await createMember('orders');
    const secret = (await sessionHeadersOf(member))[STAFF_SESSION_HEADER];
    for (const next of ['https://evil.example/panel', '//evil.example', '/konto/dane', '/panel/logowanie', '/panelx']) {
      const answer = await SELF.fetch(`${ORIGIN}/panel/logowanie?${new URLSearchParams({ next })}`, {
        redirect: 'manual',
        headers: { Cookie: `staff.session=${secret}` },
      });
      expect(answer.headers.get('Location'), next).toBe('/panel');
    }
  });
});
