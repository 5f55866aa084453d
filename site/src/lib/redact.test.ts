import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { awkwardText } from '#worker-test/awkward-text.ts';
import { cutToCodePoints, foldPolish } from './polish-text.ts';
import { FILTERED, redactedErrorOf, redactPath, redactRequestInputs, redactText, redactUrl, SECRET_PARAMS } from './redact.ts';
import { fillPattern, routes } from './routes.ts';

/** Routes with a secret parameter, and their patterns (Polish and the English alias). */
const secretRoutes = Object.values(routes).flatMap((route) =>
  [route.path, route.en].filter(
    (pattern): pattern is string => pattern !== null && [...SECRET_PARAMS].some((param) => pattern.includes(`{${param}`)),
  ),
);

/** A value a secret parameter may hold: a token, a hash, a UUID. */
const secret = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/), fc.uuid({ version: 4 }), fc.stringMatching(/^[A-Z0-9]{8}$/));

function fillWith(pattern: string, value: string): string {
  const params = Object.fromEntries(
    [...pattern.matchAll(/\{(\w+)\??\}/g)].map(([, name]) => [name, SECRET_PARAMS.has(name ?? '') ? value : '6f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f']),
  );
  return fillPattern(pattern, params);
}

const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,15}$/), fc.constantFrom('pl', 'com', 'com.pl', 'eu'))
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));

describe('redaction of logs and error reports', () => {
  it('covers every route with a secret parameter', () => {
    expect(secretRoutes.length).toBeGreaterThanOrEqual(10);
  });

  prop.prop([fc.constantFrom(...secretRoutes), secret])('never keeps a secret route parameter, in a path, a URL or free text', (pattern, value) => {
    const path = fillWith(pattern, value);
    expect(redactPath(path)).not.toContain(value);
    expect(redactUrl(`https://sklep.example${path}?utm=1`)).not.toContain(value);
    expect(redactText(`Nie udało się wczytać ${path} (https://sklep.example${path})`)).not.toContain(value);
  });

  prop.prop([fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ minLength: 1 })])(
    'filters every query value and drops the fragment',
    (url, value) => {
      const withValue = new URL(url);
      withValue.searchParams.set('token', value);
      const redacted = redactUrl(withValue.href);
      expect(redacted).not.toContain('#');
      expect(new URL(redacted).searchParams.get('token')).toBe(FILTERED);
      expect(new URL(redacted).origin).toBe(withValue.origin);
    },
  );

  prop.prop([fc.string(), email, ipv4, fc.string()])('removes e-mail and IP addresses from text', (before, address, ip, after) => {
    const text = redactText(`${before} ${address} ${after} z ${ip}`);
    expect(text).not.toContain(address);
    expect(text).not.toContain(ip);
  });

  it('removes bearer and JWT tokens and IPv6 addresses, and keeps ordinary text and chunk URLs', () => {
    expect(redactText('Authorization: Bearer abc.def-123')).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(redactText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe(`token ${FILTERED}`);
    expect(redactText('z adresu 2001:db8::8a2e:370:7334')).toBe(`z adresu ${FILTERED}`);
    expect(redactText('Nie można odczytać właściwości „cena” (undefined)')).toBe('Nie można odczytać właściwości „cena” (undefined)');
    const chunk = 'https://sklep.example/_next/static/chunks/4bd1b696-ab12cd34ef56.js';
    expect(redactText(`at n (${chunk}:1:2345)`)).toBe(`at n (${chunk}:1:2345)`);
    expect(redactPath('/produkt/mydlo-w-plynie-5-l')).toBe('/produkt/mydlo-w-plynie-5-l');
  });

  it('names the parameter it hides, for an operator reading the log', () => {
    expect(redactPath('/haslo/reset/AbCdEfGhIjKlMnOpQrStUv')).toBe('/haslo/reset/{passwordResetToken}');
    expect(redactPath('/order/6f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/confirm/AbCdEfGhIjKlMnOpQrStUv/XyZ')).toBe(
      '/order/6f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/confirm/{hash}/{confirmationToken}',
    );
  });
});

describe('redactRequestInputs (issue 29: a search error quoted the query)', () => {
  it('filters the query quoted as typed, folded or cut, and leaves the rest of the message', () => {
    const url = '/api/public/v1/search?q=Ręcznik%20ŻÓŁTY&page=2';
    expect(redactRequestInputs('Not a search term: "Ręcznik ŻÓŁTY"', url)).toBe(`Not a search term: "${FILTERED} ${FILTERED}"`);
    expect(redactRequestInputs('Not a search term: "recznik"', url)).toBe(`Not a search term: "${FILTERED}"`);
    expect(redactRequestInputs('bad term "zolt"', url)).toBe(`bad term "${FILTERED}"`);
    expect(redactRequestInputs('Not a search term: "recznik"', '/api/public/v1/search')).toBe('Not a search term: "recznik"');
  });

  it('filters the message and the stack of an error alike', () => {
    const error = new Error('Not a search term: "mydlo"');
    const redacted = redactedErrorOf(error, 'https://sklep.example/api/public/v1/search/suggestions?q=myd%C5%82o');
    expect(redacted.message).toBe(`Not a search term: "${FILTERED}"`);
    expect(redacted.stack).not.toMatch(/mydlo/);
  });

  /** The words a message may not keep: folded, at least three code points, any start of them. */
  const leakedWordsOf = (message: string, query: string) => {
    const inputs = (foldPolish(query).match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => [...word].length >= 3);
    return (message.match(/[\p{L}\p{N}]+/gu) ?? [])
      .map(foldPolish)
      .filter((token) => [...token].length >= 3 && inputs.some((word) => word.startsWith(token)));
  };

  prop.prop([
    fc.oneof(awkwardText({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.lorem({ maxCount: 5 })),
    fc.constantFrom<(text: string) => string>(
      (text) => text,
      (text) => text.toLowerCase(),
      foldPolish,
      (text) => cutToCodePoints(foldPolish(text), 64),
      (text) => JSON.stringify(text),
    ),
  ])('no word of a query value survives in a message that quotes it', (query, quote) => {
    const url = `/api/public/v1/search?q=${encodeURIComponent(query.replace(/[\uD800-\uDFFF]/gu, ''))}`;
    const sent = new URL(url, 'http://x').searchParams.get('q') ?? '';
    const message = redactRequestInputs(`Not a search term: ${quote(sent)} (in ${JSON.stringify(sent.length)} units)`, url);
    expect(leakedWordsOf(message, sent)).toEqual([]);
  });
});
