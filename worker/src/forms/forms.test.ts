import { fc, test } from '@fast-check/vitest';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { TOKEN_PATTERN } from '#lib/formats.ts';
import { currentConsent } from '#lib/forms/consents.ts';
import { MIN_SUBMIT_MS, TICKET_LIFETIME_MS } from '#lib/forms/limits.ts';
import { formTableCounts, formTicket, freshClientAddress } from '#worker-test/forms.ts';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { hashToken, newToken, timingSafeEqual } from '../auth/one-time-tokens.ts';
import { clientAddressOf, clientNetworkOf, ipPrefixOf } from './client-network.ts';
import { checkTicket, issueTicket } from './tickets.ts';
import { verifyTurnstile } from './turnstile.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('one-time tokens', () => {
  it('are 256 random bits in base64url, within TOKEN_PATTERN, never repeated, stored as SHA-256 hex', async () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(TOKEN_PATTERN);
    expect([...tokens][0]).toHaveLength(43);
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  test.prop([fc.string(), fc.string()])('compare in constant time, equal exactly when equal', (a, b) => {
    expect(timingSafeEqual(a, b)).toBe(a === b);
    expect(timingSafeEqual(a, a)).toBe(true);
  });
});

describe('form tickets', () => {
  const issuedAt = Date.parse('2026-11-23T10:00:00Z');

  it('are good from the minimum time to their lifetime, and well formed tokens', async () => {
    const ticket = await issueTicket(SECRET, issuedAt);
    expect(ticket).toMatch(TOKEN_PATTERN);
    expect(await checkTicket(ticket, SECRET, issuedAt + MIN_SUBMIT_MS - 1)).toBe('too_fast');
    expect(await checkTicket(ticket, SECRET, issuedAt + MIN_SUBMIT_MS)).toBe('ok');
    expect(await checkTicket(ticket, SECRET, issuedAt + TICKET_LIFETIME_MS)).toBe('ok');
    expect(await checkTicket(ticket, SECRET, issuedAt + TICKET_LIFETIME_MS + 1)).toBe('stale');
    // Signed by another secret, or from the future: not ours.
    expect(await checkTicket(ticket, `${SECRET}x`, issuedAt + 10_000)).toBe('invalid');
    expect(await checkTicket(await issueTicket(SECRET, issuedAt + 600_000), SECRET, issuedAt)).toBe('invalid');
  });

  test.prop([fc.string({ maxLength: 200 }), fc.integer({ min: 0, max: 2 ** 42 })])('refuse anything they did not sign', async (forged, now) => {
    expect(await checkTicket(forged, SECRET, now)).toBe('invalid');
  });

  test.prop([fc.integer({ min: 0, max: 42 }), fc.integer({ min: 0, max: 25 })])(
    'refuse a signed ticket with any character changed',
    async (index, shift) => {
      const ticket = await issueTicket(SECRET, issuedAt);
      const position = index % ticket.length;
      const changed = String.fromCharCode(((ticket.charCodeAt(position) - 48 + shift + 1) % 75) + 48);
      fc.pre(changed !== ticket[position]);
      const tampered = `${ticket.slice(0, position)}${changed}${ticket.slice(position + 1)}`;
      expect(await checkTicket(tampered, SECRET, issuedAt + 10_000)).toBe('invalid');
    },
  );
});

describe('a ticket is good for one sending (issue 29)', () => {
  const signUp = (ticket: string, email: string) =>
    request('/api/public/v1/newsletter/subscriptions', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'CF-Connecting-IP': freshClientAddress(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, consent: true, consentVersion: currentConsent('newsletter').version, source: 'footer', ticket }),
    });

  it('is refused the second time with a Polish 422 that names the form, and the refusal writes nothing', async () => {
    const ticket = await formTicket();
    expect((await signUp(ticket, `raz-${crypto.randomUUID().slice(0, 8)}@example.pl`)).status).toBe(200);
    const before = await formTableCounts();
    const again = await signUp(ticket, `dwa-${crypto.randomUUID().slice(0, 8)}@example.pl`);
    expect(again.status).toBe(422);
    expect(((await again.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'form_used',
      message: expect.stringMatching(/został już wysłany/),
    });
    const after = await formTableCounts();
    expect({ ...after, rate_limit_hits: 0 }).toEqual({ ...before, rate_limit_hits: 0 });
  });

  test.prop([fc.integer({ min: 2, max: 8 })], { numRuns: 5 })('is taken exactly once however many sendings arrive with it at once', async (count) => {
    const ticket = await formTicket();
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) => signUp(ticket, `naraz-${index}-${crypto.randomUUID().slice(0, 8)}@example.pl`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array.from({ length: count - 1 }, () => 422)]);
  });

  it('differs for two visitors given one in the same millisecond', async () => {
    const now = Date.now();
    expect(await issueTicket(SECRET, now)).not.toBe(await issueTicket(SECRET, now));
  });
});

describe('the client network prefix', () => {
  it('keeps /24 of IPv4 and /48 of IPv6, and nothing of what is not an address', () => {
    expect(ipPrefixOf('203.0.113.42')).toBe('203.0.113.0/24');
    expect(ipPrefixOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(ipPrefixOf('2001:0DB8:0000:0012:0000:0000:0000:0001')).toBe('2001:db8:0::/48');
    expect(ipPrefixOf('::1')).toBe('0:0:0::/48');
    expect(ipPrefixOf('2001:db8:1::ffff:192.0.2.1')).toBe('2001:db8:1::/48');
    for (const bad of ['', 'localhost', '256.1.1.1', '1.2.3', '1:2:3', '1::2::3', "1.2.3.4'; DROP TABLE x"]) expect(ipPrefixOf(bad)).toBeNull();
  });

  test.prop([fc.ipV4()])('of any IPv4 address drops the last octet', (address) => {
    expect(ipPrefixOf(address)).toBe(`${address.split('.').slice(0, 3).join('.')}.0/24`);
  });

  test.prop([fc.ipV6()])('of any IPv6 address is its first 48 bits', (address) => {
    const prefix = ipPrefixOf(address);
    // fast-check writes some IPv6 addresses with an embedded IPv4 tail; every one yields a /48 without host bits.
    expect(prefix).toMatch(/^[0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/);
  });

  /** What a client may write into the headers proxies use for the client's address. */
  const spoofed = fc.record({
    'X-Forwarded-For': fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 40 })),
    'X-Real-IP': fc.oneof(fc.ipV4(), fc.ipV6()),
    'True-Client-IP': fc.ipV4(),
    Forwarded: fc.ipV4().map((address) => `for=${address}`),
  });

  test.prop([fc.ipV4(), spoofed])('is read from CF-Connecting-IP alone: no other header a client writes moves it', async (address, headers) => {
    const probe = new Hono().get('/', (c) => c.json({ network: clientNetworkOf(c), address: clientAddressOf(c) ?? null }));
    const withSpoof = (await (await probe.request('/', { headers: { ...headers, 'CF-Connecting-IP': address } })).json()) as Record<string, string>;
    expect(withSpoof).toEqual({ network: ipPrefixOf(address), address });
    const spoofOnly = (await (await probe.request('/', { headers })).json()) as Record<string, string | null>;
    expect(spoofOnly).toEqual({ network: 'unknown', address: null });
  });

  test.prop([fc.string({ maxLength: 60 })])('is an address prefix or null for any header value', (value) => {
    const prefix = ipPrefixOf(value);
    if (prefix !== null) expect(prefix).toMatch(/^(\d{1,3}\.){3}0\/24$|^[0-9a-f:]+::\/48$/);
  });
});

describe("Turnstile's server-side check", () => {
  const standIn = async (request: Request): Promise<Response> => {
    const body = (await request.json()) as { secret: string; response: string };
    const success = body.secret === 'sekret' && body.response === 'dobry-token';
    return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] });
  };

  it('accepts what the verify endpoint vouches for, and nothing else', async () => {
    const url = 'https://turnstile.test/siteverify';
    expect(await verifyTurnstile({ url, secret: 'sekret', token: 'dobry-token', fetch: standIn })).toBe(true);
    expect(await verifyTurnstile({ url, secret: 'sekret', token: 'zły-token', fetch: standIn })).toBe(false);
    expect(await verifyTurnstile({ url, secret: 'sekret', token: 'dobry-token', fetch: async () => new Response('<html>', { status: 502 }) })).toBe(
      false,
    );
    expect(await verifyTurnstile({ url, secret: 'sekret', token: 'dobry-token', fetch: async () => Promise.reject(new TypeError('offline')) })).toBe(
      false,
    );
    expect(await verifyTurnstile({ url, secret: 'sekret', token: 'dobry-token', fetch: async () => Response.json({ success: 'true' }) })).toBe(false);
  });
});
