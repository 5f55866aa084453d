import { fc, it as prop } from '@fast-check/vitest';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { loggedInCookie, TEST_CUSTOMER, testSecret } from '#worker-test/auth.ts';
import { locationOf, ORIGIN, payloadRequest, request } from '#worker-test/requests.ts';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_LIFETIME_SECONDS, signAccessToken, TOKEN_ISSUER } from '../auth/access-token.ts';

const cookie = (token: string) => ({ headers: { Cookie: `${ACCESS_TOKEN_COOKIE}=${token}` } });
const now = () => Math.floor(Date.now() / 1000);

async function expectLoginRedirect(response: Response, redirect: string) {
  expect(response.status).toBe(302);
  expect(locationOf(response)).toBe(`/logowanie?redirect=${encodeURIComponent(redirect)}`);
}

describe('guard of auth routes (/konto/{tab})', () => {
  it('sends a visitor without a token to the login page with the path to come back to', async () => {
    await expectLoginRedirect(await request('/konto/dane'), '/konto/dane');
    await expectLoginRedirect(await request('/konto/zamowienia?strona=2'), '/konto/zamowienia?strona=2');
  });

  it('also guards the page payloads the client router asks for', async () => {
    await expectLoginRedirect(await payloadRequest('/konto/dane'), '/konto/dane');
  });

  it('lets a customer with a valid token in', async () => {
    const response = await request('/konto/dane', { headers: { Cookie: await loggedInCookie() } });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a token signed with another key', () => signAccessToken(TEST_CUSTOMER, 'another-key-another-key-another-key-0000')],
    ['an expired token', () => signAccessToken(TEST_CUSTOMER, testSecret(), Date.now() - (ACCESS_TOKEN_LIFETIME_SECONDS + 1) * 1000)],
    // Spec §4: a token counts as expired 0.5 s early.
    ['a token 0.3 s from expiry', () => signAccessToken(TEST_CUSTOMER, testSecret(), Date.now() - ACCESS_TOKEN_LIFETIME_SECONDS * 1000 + 300)],
    ['a token without expiry', () => sign({ sub: TEST_CUSTOMER.uuid, scope: [], iss: TOKEN_ISSUER, iat: now() }, testSecret(), 'HS256')],
    [
      'a token from another issuer',
      () => sign({ sub: TEST_CUSTOMER.uuid, scope: [], iss: 'elsewhere', iat: now(), exp: now() + 600 }, testSecret(), 'HS256'),
    ],
    [
      'a token of another algorithm',
      () => sign({ sub: TEST_CUSTOMER.uuid, scope: [], iss: TOKEN_ISSUER, iat: now(), exp: now() + 600 }, testSecret(), 'HS512'),
    ],
    [
      'an unsigned token (alg none)',
      async () => {
        const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
        return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: TEST_CUSTOMER.uuid, scope: [], iss: TOKEN_ISSUER, iat: now(), exp: now() + 600 })}.`;
      },
    ],
    [
      'a token whose claims were changed after signing',
      async () => {
        const [header, , signature] = (await signAccessToken(TEST_CUSTOMER, testSecret())).split('.');
        const forged = btoa(
          JSON.stringify({ sub: TEST_CUSTOMER.uuid, scope: ['admin'], iss: TOKEN_ISSUER, iat: now(), exp: now() + 99_999 }),
        ).replace(/=+$/, '');
        return `${header}.${forged}.${signature}`;
      },
    ],
    ['garbage', async () => 'not.a.token'],
    ['an oversized value', async () => 'a'.repeat(5000)],
  ])('treats %s as not logged in', async (_, makeToken) => {
    await expectLoginRedirect(await request('/konto/dane', cookie(await makeToken())), '/konto/dane');
  });

  it('answers a malformed account tab 404 whoever asks', async () => {
    expect((await request('/konto/nieznana-sekcja')).status).toBe(404);
    expect((await request('/konto/nieznana-sekcja', { headers: { Cookie: await loggedInCookie() } })).status).toBe(404);
  });
});

describe('guest routes (/logowanie, /rejestracja, /resetowanie-hasla)', () => {
  it('send a logged-in customer home', async () => {
    for (const path of ['/logowanie', '/rejestracja', '/resetowanie-hasla', '/logowanie?redirect=%2Fkonto%2Fdane']) {
      const response = await request(path, { headers: { Cookie: await loggedInCookie() } });
      expect(response.status, path).toBe(302);
      expect(locationOf(response), path).toBe('/');
    }
  });

  it('show the page to a visitor, keeping a safe local redirect', async () => {
    expect((await request('/logowanie')).status).toBe(200);
    expect((await request('/logowanie?redirect=%2Fkonto%2Fzamowienia%3Fstrona%3D2')).status).toBe(200);
  });

  it.each([
    '//evil.example',
    '//evil.example/konto',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(document.cookie)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    'konto/dane',
    // Dot segments that a browser resolves to `//evil.example` (issue 10, finding 1).
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/..%2f/evil.example',
  ])('drop the hostile redirect %j', async (target) => {
    const response = await request(`/logowanie?${new URLSearchParams({ redirect: target, utm_source: 'x' })}`);
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe('/logowanie?utm_source=x');
  });

  it('hand the login page the path a redirect resolves to, not its spelling', async () => {
    const response = await request(`/logowanie?${new URLSearchParams({ redirect: '/konto/x/../dane' })}`);
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe(`/logowanie?${new URLSearchParams({ redirect: '/konto/dane' })}`);
    expect((await request(locationOf(response) ?? '')).status).toBe(200);
  });

  const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2f', '%5c', '%252f', '@', ':', '?', '#', 'evil.example', 'konto');
  prop.prop([fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => `/${pieces.join('')}`)], { numRuns: 25 })(
    'only ever let through a redirect that stays on the shop',
    async (target) => {
      let path = `/logowanie?${new URLSearchParams({ redirect: target })}`;
      let response = await request(path);
      if (response.status === 302) {
        path = locationOf(response) ?? '';
        response = await request(path);
      }
      // One 302 at most, and the login page then shows with what it was handed.
      expect(response.status).toBe(200);
      const kept = new URL(path, ORIGIN).searchParams.get('redirect');
      if (kept !== null) {
        expect(kept).toMatch(/^\/(?![/\\])/);
        expect(new URL(kept, ORIGIN).origin).toBe(ORIGIN);
      }
    },
  );
});
