import { SELF } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { redirectTo } from './http.ts';

const SHOP = 'https://sklep.example';

/** A Location must name a path of this site whatever site the browser resolves it from. */
function expectLocalLocation(location: string | null) {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location ?? '', SHOP).origin).toBe(SHOP);
}

describe('redirectTo', () => {
  const piece = fc.constantFrom('/', '//', '\\', '\t', '\n', '.', '..', '%2f', 'evil.example', '@', ':', '?', '#', 'konto');
  prop.prop([fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''))])('always points at a path of this site', (path) => {
    expectLocalLocation(redirectTo(path, 302).headers.get('Location'));
  });
});

/** Hosts a client can put into its Host header, which becomes the request URL's authority. */
const hostileAuthority = fc.oneof(
  fc.constantFrom('127.0.0.1:8787@evil.example', 'evil.example', 'evil.example:8080', '[::1]', 'sklep.example.evil.example', 'a:b@evil.example:1'),
  fc
    .tuple(fc.option(fc.stringMatching(/^[a-z0-9.:]{1,20}$/)), fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })))
    .map(([userinfo, host, port]) => `${userinfo ? `${userinfo}@` : ''}${host}${port ? `:${port}` : ''}`),
);

describe('redirects under a hostile Host header (issue 10, finding 6)', () => {
  it('the trailing-slash 301 is relative', async () => {
    const response = await SELF.fetch('http://127.0.0.1:8787@evil.example/kontakt/?a=1', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/kontakt?a=1');
  });

  prop.prop([hostileAuthority, fc.constantFrom('/kontakt/', '/cart', '/konto/dane', '/logowanie?redirect=%2F%2Fevil.example', '/blog/strona/1')], {
    numRuns: 30,
  })('never point at the host the client named', async (authority, path) => {
    let url: URL;
    try {
      url = new URL(`http://${authority}${path}`);
    } catch {
      return; // not an address a client could send
    }
    const response = await SELF.fetch(url, { redirect: 'manual', headers: { Host: url.host } });
    expect([301, 302]).toContain(response.status);
    expectLocalLocation(response.headers.get('Location'));
  });
});
