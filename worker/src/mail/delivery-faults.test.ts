/**
 * Issue 37: the mail outbox's delivery under faults (worker/test/faults.ts). A run meets a failing
 * D1 operation (before or after it commits, once or with the Worker dying there) and the provider
 * answering 500, timing out or unreachable; the runs after it deliver every mail, and the provider
 * (its stand-in, which delivers a repeated Idempotency-Key once) gets each mail once.
 */

import { env } from 'cloudflare:test';
import { fc } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMailStandIn, type MailStandIn } from '#scripts/lib/mail-stand-in.ts';
import { d1FaultArbitrary, faultyD1, faultyFetch, lostAnswerFaults, type ProviderFault } from '#worker-test/faults.ts';
import { clearOutbox, enqueueSampleMails, readOutbox } from '#worker-test/mail.ts';
import { deliverDueMails } from './delivery.ts';
import { createResendSender, type MailSender, RESEND_EMAILS_URL } from './resend.ts';

const API_KEY = 're_test_0123456789';
const MAILS = 3;
const start = new Date('2026-11-23T10:00:00.000Z');
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

let standIn: MailStandIn;

beforeEach(async () => {
  await clearOutbox(env.DB);
  standIn = createMailStandIn({ apiKey: API_KEY });
});

function senderThrough(fetch: (request: Request) => Promise<Response>): MailSender {
  return createResendSender({ url: RESEND_EMAILS_URL, apiKey: API_KEY, from: 'Sklep <sklep@example.pl>', fetch });
}

/** The next runs, an hour and a minute apart (past a stuck claim's 10 minutes and the longest backoff), until the outbox is empty. */
async function runUntilDelivered(sender: MailSender): Promise<void> {
  for (let hour = 1; hour <= 8; hour++) {
    await deliverDueMails(env.DB, sender, minutesLater(61 * hour));
    if ((await readOutbox(env.DB)).every((row) => row.status === 'sent')) return;
  }
}

/** Every mail sent, each delivered by the provider once, under the id the outbox kept. */
async function expectEachDeliveredOnce(): Promise<void> {
  const rows = await readOutbox(env.DB);
  expect(rows.map((row) => row.status)).toEqual(Array(MAILS).fill('sent'));
  expect(standIn.delivered).toHaveLength(MAILS);
  expect(new Set(standIn.delivered.map((mail) => mail.idempotencyKey))).toEqual(new Set(rows.map((row) => row.idempotency_key)));
  expect(rows.map((row) => row.provider_message_id).toSorted()).toEqual(standIn.delivered.map((mail) => mail.id).toSorted());
}

describe('the outbox under faults', () => {
  it('delivers every mail once whichever D1 operation of a run fails, and however the provider fails meanwhile', async () => {
    const healthy = senderThrough((request) => standIn.handle(request));
    await enqueueSampleMails(env.DB, MAILS, start);
    const counting = faultyD1(env.DB);
    await deliverDueMails(counting.db, healthy, start);
    const operations = counting.operations.length;
    expect(operations).toBeGreaterThan(MAILS);

    await fc.assert(
      fc.asyncProperty(
        d1FaultArbitrary(operations),
        fc.option(fc.constantFrom<ProviderFault>({ status: 500 }, { status: 429 }, 'timeout', 'network'), { nil: null }),
        fc.integer({ min: 1, max: MAILS }),
        async (fault, providerFault, providerFailures) => {
          await clearOutbox(env.DB);
          standIn = createMailStandIn({ apiKey: API_KEY });
          await enqueueSampleMails(env.DB, MAILS, start);
          const provider = faultyFetch({
            env: {},
            provider: 'mail',
            fault: providerFault ?? { status: 500 },
            times: providerFault ? providerFailures : 0,
            pass: (request) => standIn.handle(request),
          });
          await deliverDueMails(faultyD1(env.DB, fault).db, senderThrough(provider.fetch), start).catch(() => undefined);
          await runUntilDelivered(senderThrough(provider.fetch));
          await expectEachDeliveredOnce();
        },
      ),
      {
        numRuns: 40,
        endOnFailure: true,
        examples: lostAnswerFaults(counting.operations).map((fault): [typeof fault, ProviderFault | null, number] => [fault, null, 1]),
      },
    );
  });

  it('a provider down for an hour keeps the mails pending with their errors, then delivers each once', async () => {
    await enqueueSampleMails(env.DB, MAILS, start);
    const down = faultyFetch({ env: {}, provider: 'mail', fault: 'timeout', pass: (request) => standIn.handle(request) });
    const sender = senderThrough(down.fetch);
    for (const minutes of [0, 1, 3, 7, 15, 31]) await deliverDueMails(env.DB, sender, minutesLater(minutes));
    const waiting = await readOutbox(env.DB);
    expect(waiting.map((row) => row.status)).toEqual(Array(MAILS).fill('pending'));
    expect(waiting.every((row) => row.last_error?.includes('injected fault'))).toBe(true);
    expect(standIn.delivered).toHaveLength(0);
    down.heal();
    await runUntilDelivered(sender);
    await expectEachDeliveredOnce();
  });
});
