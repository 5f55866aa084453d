import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FILTERED } from '../redact.ts';
import { envelopeHeaderOf, LOCAL_SENTRY_DSN, parseDsn } from './dsn.ts';
import { scrubEvent, scrubValue } from './scrub.ts';

describe('Sentry DSNs', () => {
  it('name the envelope endpoint of their project', () => {
    expect(parseDsn('https://abc123@o42.ingest.de.sentry.io/4507')).toEqual({
      publicKey: 'abc123',
      projectId: '4507',
      envelopeUrl: 'https://o42.ingest.de.sentry.io/api/4507/envelope/',
    });
    expect(parseDsn('http://key@127.0.0.1:8027/sentry/1')?.envelopeUrl).toBe('http://127.0.0.1:8027/sentry/api/1/envelope/');
    expect(parseDsn(LOCAL_SENTRY_DSN)).toMatchObject({ publicKey: 'sklep_lokalnie', projectId: '1' });
  });

  it.each(['', 'nie-dsn', 'https://o42.ingest.sentry.io/1', 'https://key@o42.ingest.sentry.io/', 'ftp://key@host/1', 'https://key@host/abc'])(
    'refuse what is not one: %j',
    (text) => expect(parseDsn(text)).toBeNull(),
  );

  prop.prop([fc.string()])('read an envelope header only when it is a JSON object', (text) => {
    const header = envelopeHeaderOf(text);
    expect(header === null || (typeof header === 'object' && !Array.isArray(header))).toBe(true);
  });
});

describe('a scrubbed error report', () => {
  const event = {
    event_id: 'a'.repeat(32),
    message: 'Nie udało się zapisać adresu jan.kowalski@example.pl',
    user: { email: 'jan.kowalski@example.pl', ip_address: '83.12.4.5' },
    request: {
      url: 'https://sklep.example/haslo/reset/AbCdEfGhIjKlMnOpQrStUv?email=jan%40example.pl#x',
      headers: { Cookie: 'auth.access_token=eyJ', 'User-Agent': 'Mozilla/5.0', Referer: 'https://sklep.example/konto/dane' },
    },
    breadcrumbs: [
      {
        category: 'navigation',
        data: { from: '/koszyk', to: '/zamowienie/6f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/podsumowanie/AbCdEfGhIjKlMnOpQrStUv' },
      },
    ],
    exception: {
      values: [
        {
          type: 'TypeError',
          value: 'x is undefined',
          stacktrace: { frames: [{ filename: 'https://sklep.example/_next/static/chunks/app.js', lineno: 1 }] },
        },
      ],
    },
  };

  it('keeps what explains the error and drops who had it', () => {
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    for (const personal of ['jan.kowalski', 'jan%40', '83.12.4.5', 'AbCdEfGhIjKlMnOpQrStUv', 'Cookie', 'auth.access_token'])
      expect(text).not.toContain(personal);
    expect(scrubbed).not.toHaveProperty('user');
    expect(scrubbed.request).toEqual({
      url: `https://sklep.example/haslo/reset/{passwordResetToken}?email=${FILTERED}`,
      headers: { 'User-Agent': 'Mozilla/5.0' },
    });
    expect(scrubbed.exception).toEqual(event.exception);
    expect(scrubbed.breadcrumbs[0]?.data.to).toBe('/zamowienie/6f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f/podsumowanie/{hash}');
  });

  prop.prop([fc.jsonValue()])('is a JSON value of the same shape for any JSON value', (value) => {
    const scrubbed = scrubValue(value);
    expect(typeof scrubbed).toBe(typeof value);
    expect(Array.isArray(scrubbed)).toBe(Array.isArray(value));
  });
});
