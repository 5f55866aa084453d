import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailStandIn, type MailStandIn } from '#scripts/lib/mail-stand-in.ts';
import { clearOutbox, enqueueSampleMails, readOutbox } from '#worker-test/mail.ts';
import type { WorkerEnv } from '../env.ts';
import worker from '../index.ts';
import { claimDueMails, deliverDueMails, MAIL_BATCH_SIZE, MAX_ATTEMPTS, retryDelayMs, STUCK_AFTER_MS } from './delivery.ts';
import { createResendSender, type MailSender, RESEND_EMAILS_URL } from './resend.ts';

const API_KEY = 're_test_0123456789';
const FROM = 'Sklep Merida <sklep@example.pl>';
const start = new Date('2026-11-23T10:00:00.000Z');

function later(ms: number, from: Date = start): Date {
  return new Date(from.getTime() + ms);
}

let standIn: MailStandIn;
/** The real adapter, speaking Resend's protocol to the stand-in instead of the network. */
let sender: MailSender;

beforeEach(async () => {
  await clearOutbox(env.DB);
  standIn = createMailStandIn({ apiKey: API_KEY });
  sender = createResendSender({ url: RESEND_EMAILS_URL, apiKey: API_KEY, from: FROM, fetch: (request) => standIn.handle(request) });
});

describe('claiming due mails', () => {
  it('gives each due mail to one run only, even when runs overlap', async () => {
    await enqueueSampleMails(env.DB, 15, start);
    await enqueueSampleMails(env.DB, 1, later(60_000));
    const [first, second] = await Promise.all([claimDueMails(env.DB, start, 10), claimDueMails(env.DB, start, 10)]);
    const ids = [...first.mails, ...second.mails].map((mail) => mail.id);
    expect(ids).toHaveLength(15);
    expect(new Set(ids).size).toBe(15);
    expect((await claimDueMails(env.DB, start, 10)).mails).toEqual([]);
    const rows = await readOutbox(env.DB);
    expect(rows.filter((row) => row.status === 'sending').map((row) => row.attempts)).toEqual(Array(15).fill(1));
    // The mail due a minute later is left alone.
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('sends each mail once when two whole runs overlap', async () => {
    await enqueueSampleMails(env.DB, 15, start);
    const reports = await Promise.all([deliverDueMails(env.DB, sender, start), deliverDueMails(env.DB, sender, start)]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(15);
    expect(standIn.requests).toHaveLength(15);
    expect(new Set(standIn.delivered.map((mail) => mail.idempotencyKey)).size).toBe(15);
  });

  it('takes at most a small batch per run', async () => {
    await enqueueSampleMails(env.DB, MAIL_BATCH_SIZE + 3, start);
    expect((await deliverDueMails(env.DB, sender, start)).sent).toBe(MAIL_BATCH_SIZE);
    expect((await deliverDueMails(env.DB, sender, start)).sent).toBe(3);
  });
});

describe('delivery through the provider', () => {
  it('sends through the adapter with the key, sender, both bodies and the idempotency key, and marks the mail sent', async () => {
    await enqueueSampleMails(env.DB, 1, start);
    const report = await deliverDueMails(env.DB, sender, start);
    expect(report).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    const [row] = await readOutbox(env.DB);
    const [delivered] = standIn.delivered;
    expect(row).toMatchObject({ status: 'sent', attempts: 1, provider_message_id: delivered?.id, last_error: null, claim_token: null });
    expect(row?.sent_at).not.toBeNull();
    expect(standIn.requests[0]?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(delivered).toMatchObject({
      idempotencyKey: row?.idempotency_key,
      from: FROM,
      to: [row?.recipient],
      subject: row?.subject,
      html: row?.html_body,
      text: row?.text_body,
      headers: { 'X-Entity-Ref-ID': row?.idempotency_key },
    });
  });

  it('retries after a provider error with the same Idempotency-Key, once the backoff has passed', async () => {
    await enqueueSampleMails(env.DB, 1, start);
    standIn.failNext(1);
    expect(await deliverDueMails(env.DB, sender, start)).toMatchObject({ sent: 0, retried: 1 });
    const [waiting] = await readOutbox(env.DB);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: later(60_000).toISOString() });
    expect(waiting?.last_error).toContain('HTTP 500 internal_server_error');

    // Not due yet half a minute later.
    expect(await deliverDueMails(env.DB, sender, later(30_000))).toMatchObject({ sent: 0, retried: 0 });
    expect(await deliverDueMails(env.DB, sender, later(60_000))).toMatchObject({ sent: 1 });
    expect(standIn.requests.map((request) => request.status)).toEqual([500, 200]);
    expect(standIn.requests.map((request) => request.idempotencyKey)).toEqual([waiting?.idempotency_key, waiting?.idempotency_key]);
    expect(standIn.delivered).toHaveLength(1);
    expect((await readOutbox(env.DB))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('waits 1, 2, 4, 8 … minutes between attempts, at most an hour', () => {
    expect(Array.from({ length: MAX_ATTEMPTS }, (_, index) => retryDelayMs(index + 1) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it(`marks a mail failed with the last error after ${MAX_ATTEMPTS} attempts`, async () => {
    await enqueueSampleMails(env.DB, 1, start);
    standIn.failNext(1000);
    let now = start;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliverDueMails(env.DB, sender, now);
      now = later(retryDelayMs(attempt), now);
    }
    const [row] = await readOutbox(env.DB);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent_at: null });
    expect(row?.last_error).toContain('HTTP 500');
    // A failed mail is never taken again.
    expect(await deliverDueMails(env.DB, sender, later(24 * 3600_000, now))).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(standIn.requests).toHaveLength(MAX_ATTEMPTS);
  });

  it('marks a mail failed at once when the provider refuses the request itself (422)', async () => {
    await enqueueSampleMails(env.DB, 1, start);
    const withoutSender = createResendSender({ url: RESEND_EMAILS_URL, apiKey: API_KEY, from: '', fetch: (request) => standIn.handle(request) });
    expect(await deliverDueMails(env.DB, withoutSender, start)).toMatchObject({ failed: 1 });
    expect((await readOutbox(env.DB))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'HTTP 422 validation_error: Missing `from` field.',
    });
  });

  it('retries a network failure', async () => {
    await enqueueSampleMails(env.DB, 1, start);
    const unreachable = createResendSender({
      url: RESEND_EMAILS_URL,
      apiKey: API_KEY,
      from: FROM,
      fetch: () => Promise.reject(new TypeError('connection refused')),
    });
    expect(await deliverDueMails(env.DB, unreachable, start)).toMatchObject({ retried: 1 });
    expect((await readOutbox(env.DB))[0]).toMatchObject({ status: 'pending', last_error: 'network: connection refused' });
  });
});

describe('a run that died while sending', () => {
  it('leaves its mail in `sending` until it is stuck, then the mail is sent once, with the same key', async () => {
    await enqueueSampleMails(env.DB, 1, start);
    // The dead run claimed the mail and reached the provider, but never marked it sent.
    const dead = await claimDueMails(env.DB, start, 1);
    const [claimed] = dead.mails;
    if (!claimed) throw new Error('nothing claimed');
    await sender({
      idempotencyKey: claimed.idempotency_key,
      to: claimed.recipient,
      subject: claimed.subject,
      text: claimed.text_body,
      html: claimed.html_body,
    });

    expect(await deliverDueMails(env.DB, sender, later(STUCK_AFTER_MS - 1000))).toMatchObject({ released: 0, sent: 0 });
    expect(await deliverDueMails(env.DB, sender, later(STUCK_AFTER_MS + 1000))).toMatchObject({ released: 1, sent: 1 });
    const [row] = await readOutbox(env.DB);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    // The provider saw the key twice and delivered once; both answers carry the same id.
    expect(standIn.requests.map((request) => request.idempotencyKey)).toEqual([claimed.idempotency_key, claimed.idempotency_key]);
    expect(standIn.delivered).toHaveLength(1);
    expect(row?.provider_message_id).toBe(standIn.delivered[0]?.id);
  });

  it('cannot mark a mail another run has taken over since', async () => {
    await enqueueSampleMails(env.DB, 1, start);
    const dead = await claimDueMails(env.DB, start, 1);
    await deliverDueMails(env.DB, sender, later(STUCK_AFTER_MS + 1000));
    const late = await env.DB.prepare("UPDATE mail_outbox SET status = 'pending' WHERE claim_token = ?1").bind(dead.token).run();
    expect(late.meta.changes).toBe(0);
    expect((await readOutbox(env.DB))[0]?.status).toBe('sent');
  });
});

describe('without a provider', () => {
  it('holds every pending mail and sends nothing; a configured provider later sends them', async () => {
    await enqueueSampleMails(env.DB, 2, start);
    expect(await deliverDueMails(env.DB, null, start)).toMatchObject({ held: 2, sent: 0 });
    expect((await readOutbox(env.DB)).map((row) => [row.status, row.attempts])).toEqual([
      ['held', 0],
      ['held', 0],
    ]);
    expect(await deliverDueMails(env.DB, sender, later(60_000))).toMatchObject({ sent: 2 });
    expect((await readOutbox(env.DB)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });
});

describe("the Worker's scheduled handler", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function runScheduled(workerEnv: WorkerEnv): Promise<void> {
    const controller = createScheduledController({ scheduledTime: later(60_000), cron: '* * * * *' });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, workerEnv, ctx);
    await waitOnExecutionContext(ctx);
  }

  it('holds the outbox when RESEND_API_KEY is not set', async () => {
    await enqueueSampleMails(env.DB, 1, start);
    await runScheduled(env);
    expect((await readOutbox(env.DB))[0]?.status).toBe('held');
  });

  it('sends through MAIL_PROVIDER_URL with RESEND_API_KEY and MAIL_FROM', async () => {
    await enqueueSampleMails(env.DB, 1, start);
    const providerUrl = 'https://mail.stand-in.test/emails';
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = new Request(input, init);
      urls.push(request.url);
      return standIn.handle(request);
    });
    await runScheduled({ ...env, MAIL_PROVIDER_URL: providerUrl, RESEND_API_KEY: API_KEY, MAIL_FROM: FROM });
    expect(urls).toEqual([providerUrl]);
    expect((await readOutbox(env.DB))[0]?.status).toBe('sent');
    expect(standIn.delivered[0]?.from).toBe(FROM);
  });

  it('stops with an error, sending nothing, when the key is set but MAIL_FROM is not', async () => {
    await enqueueSampleMails(env.DB, 1, start);
    await expect(runScheduled({ ...env, RESEND_API_KEY: API_KEY })).rejects.toThrow('MAIL_FROM');
    expect((await readOutbox(env.DB))[0]?.status).toBe('pending');
  });
});
