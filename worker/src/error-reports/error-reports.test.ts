/**
 * Issue 16, error reports: the browser's envelopes reach Sentry only through the worker's tunnel
 * (`/monitoring`), addressed to its project, scrubbed again; the worker reports its own
 * exceptions with the request id of its log line; without SENTRY_DSN nothing leaves. Sentry is
 * the local stand-in (scripts/lib/sentry-stand-in.ts) behind a stubbed fetch.
 */
import { env } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSentryStandIn, type SentryStandIn } from '#scripts/lib/sentry-stand-in.ts';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { app } from '../index.ts';
import { framesOf, sendErrorReport, withErrorReports } from './report.ts';
import { TUNNEL_BODY_LIMIT_BYTES } from './tunnel.ts';

const DSN = 'https://sklep_lokalnie@o1.ingest.sentry.test/1';
const reportingEnv = { ...env, SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: 'test', SENTRY_RELEASE: 'abc123' };
const FROM_PAGE = { 'Content-Type': 'text/plain;charset=UTF-8', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' };

let sentry: SentryStandIn;
let forwarded: Request[];

beforeEach(() => {
  sentry = createSentryStandIn();
  forwarded = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const outgoing = new Request(input, init);
    forwarded.push(outgoing.clone());
    return sentry.handle(outgoing);
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

function envelope(header: Record<string, unknown>, ...items: [Record<string, unknown>, unknown][]): string {
  return `${[JSON.stringify(header), ...items.flatMap(([itemHeader, payload]) => [JSON.stringify(itemHeader), JSON.stringify(payload)])].join('\n')}\n`;
}

const browserEvent = {
  event_id: 'b'.repeat(32),
  platform: 'javascript',
  message: 'Nie udało się zapisać adresu anna.nowak@example.pl',
  user: { email: 'anna.nowak@example.pl', ip_address: '{{auto}}' },
  request: { url: `${ORIGIN}/haslo/reset/AbCdEfGhIjKlMnOpQrStUv?email=anna`, headers: { 'User-Agent': 'Mozilla/5.0' } },
};

const tunnel = (body: string, environment = reportingEnv) =>
  app.request(`${ORIGIN}/monitoring`, { method: 'POST', headers: FROM_PAGE, body }, environment);

describe('the tunnel of the browser’s error reports', () => {
  it('forwards an envelope addressed to the project, scrubbed again at the edge', async () => {
    const body = envelope({ event_id: browserEvent.event_id, dsn: 'http://sklep_lokalnie@127.0.0.1/1' }, [
      { type: 'event', length: 9999 },
      browserEvent,
    ]);
    const answer = await tunnel(body.replace('"length":9999', `"length":${new TextEncoder().encode(JSON.stringify(browserEvent)).length}`));
    expect(answer.status).toBe(200);
    expect(forwarded.map((sent) => sent.url)).toEqual(['https://o1.ingest.sentry.test/api/1/envelope/']);
    expect(forwarded[0]?.headers.get('X-Forwarded-For')).toBeNull();
    const [received] = sentry.received;
    expect(received?.header).toMatchObject({ event_id: browserEvent.event_id, dsn: DSN });
    expect(received?.items).toMatchObject([
      { header: { type: 'event' }, payload: { request: { url: `${ORIGIN}/haslo/reset/{passwordResetToken}?email=[Filtered]` } } },
    ]);
    expect(received?.items[0]?.header).not.toHaveProperty('length');
    expect(received?.text).not.toContain('anna');
    expect(received?.text).not.toContain('AbCdEfGhIjKlMnOpQrStUv');
  });

  it.each([
    ['another project', envelope({ dsn: 'https://sklep_lokalnie@o1.ingest.sentry.test/2' }, [{ type: 'event' }, browserEvent]), 400],
    ['another key', envelope({ dsn: 'https://obcy@o1.ingest.sentry.test/1' }, [{ type: 'event' }, browserEvent]), 400],
    ['no DSN', envelope({}, [{ type: 'event' }, browserEvent]), 400],
    ['a session replay', envelope({ dsn: DSN }, [{ type: 'replay_recording' }, {}]), 400],
    ['an attachment', envelope({ dsn: DSN }, [{ type: 'attachment' }, {}]), 400],
    ['no items', envelope({ dsn: DSN }), 400],
    ['not an envelope', 'GET / HTTP/1.1', 400],
    ['too much', envelope({ dsn: DSN }, [{ type: 'event' }, { message: 'x'.repeat(TUNNEL_BODY_LIMIT_BYTES) }]), 413],
  ])('refuses %s, forwarding nothing', async (_, body, status) => {
    const answer = await tunnel(body);
    expect(answer.status).toBe(status);
    expect(await answer.text()).toMatch(/^(Nieprawidłowy raport błędu|Raport błędu)/);
    expect(forwarded).toEqual([]);
  });

  prop.prop(
    [
      fc.oneof(
        fc.string(),
        fc.array(fc.json(), { maxLength: 5 }).map((lines) => lines.join('\n')),
      ),
    ],
    { numRuns: 60 },
  )('answers any body with a 2xx or a 4xx and forwards only envelopes addressed to the project', async (body) => {
    forwarded = [];
    const answer = await tunnel(body);
    expect(answer.status).toBeLessThan(500);
    if (forwarded.length > 0)
      expect(JSON.parse(body.split('\n')[0] ?? '')).toMatchObject({ dsn: expect.stringMatching(/^https?:\/\/sklep_lokalnie@[^/]+\/1$/) });
  });

  it('is the shop’s 404 page where no DSN is configured, and takes no other method', async () => {
    const answer = await request('/monitoring', {
      method: 'POST',
      headers: FROM_PAGE,
      body: envelope({ dsn: DSN }, [{ type: 'event' }, browserEvent]),
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect((await request('/monitoring')).status).toBe(404);
    expect(forwarded).toEqual([]);
  });
});

describe('the worker’s own error reports', () => {
  it('reports an exception of a call with the request id of its log line, scrubbed, after answering 500', async () => {
    const brokenDb = {
      prepare() {
        throw new Error('D1 niedostępna dla jan.kowalski@example.pl');
      },
    };
    const answer = await app.request(
      `${ORIGIN}/api/public/v1/carts/summary`,
      { headers: { 'Cart-Session-Id': crypto.randomUUID() } },
      { ...reportingEnv, DB: brokenDb as unknown as D1Database },
    );
    expect(answer.status).toBe(500);
    const requestId = answer.headers.get('X-Request-Id');
    await vi.waitFor(() => expect(sentry.received).toHaveLength(1));
    const [event] = sentry.received[0]?.items ?? [];
    expect(event?.payload).toMatchObject({
      level: 'error',
      environment: 'test',
      release: 'abc123',
      tags: { requestId, runtime: 'cloudflare-workers', route: 'api' },
      exception: { values: [{ type: 'Error', value: 'D1 niedostępna dla [Filtered]', stacktrace: { frames: expect.any(Array) } }] },
      request: { url: `${ORIGIN}/api/public/v1/carts/summary`, method: 'GET' },
    });
    expect(forwarded[0]?.headers.get('X-Sentry-Auth')).toContain('sentry_key=sklep_lokalnie');
  });

  it('sends nothing without SENTRY_DSN', async () => {
    expect(await sendErrorReport(env, new Error('x'), {})).toBe(false);
    expect(forwarded).toEqual([]);
  });

  it('reports a failed scheduled run and still fails it', async () => {
    const failing = withErrorReports(async () => {
      throw new Error('Skrzynka nadawcza niedostępna');
    });
    await expect(failing({ cron: '* * * * *', scheduledTime: Date.now(), noRetry() {} }, reportingEnv, {} as ExecutionContext)).rejects.toThrow(
      'Skrzynka nadawcza niedostępna',
    );
    expect(sentry.received[0]?.items[0]?.payload).toMatchObject({ tags: { route: 'scheduled * * * * *' } });
  });

  it('reads V8 stack lines as Sentry frames, oldest first', () => {
    expect(framesOf('Error: x\n    at inner (worker.js:10:5)\n    at worker.js:20:7')).toEqual([
      { filename: 'worker.js', lineno: 20, colno: 7, in_app: true },
      { function: 'inner', filename: 'worker.js', lineno: 10, colno: 5, in_app: true },
    ]);
  });
});
