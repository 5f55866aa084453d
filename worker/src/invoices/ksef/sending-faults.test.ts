/**
 * Issue 37: the KSeF queue under faults (worker/test/faults.ts), through the KSeF stand-in. A
 * sender run meets a failing D1 operation (before or after it commits, once or with the Worker
 * dying there); the runs after it, once the run's lease is over, bring the invoice into KSeF with
 * one KSeF number, and KSeF holds one copy of it. KSeF down for an hour: the invoice waits
 * offline24, is tried with a backoff of at most an hour, and goes once when KSeF is back.
 */

import { env } from 'cloudflare:test';
import { fc } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELLER } from '#lib/seller.ts';
import { createKsefStandIn, type KsefStandIn } from '#scripts/lib/ksef-stand-in.ts';
import { placeOrderAs, signedInCustomer } from '#worker-test/accounts.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { d1FaultArbitrary, faultyD1, faultyFetch, lostAnswerFaults } from '#worker-test/faults.ts';
import { companyBuyer, setStock } from '#worker-test/orders.ts';
import type { WorkerEnv } from '../../env.ts';
import { invoiceIssueStatements } from '../issue.ts';
import { runKsefSender } from './sending.ts';

const TOKEN = 'ksef-token-of-the-shop-0123456789';
const KSEF_ENV: WorkerEnv = { ...env, KSEF_TOKEN: TOKEN, KSEF_BASE_URL: 'https://api-test.ksef.mf.gov.pl/v2' };
const MINUTE = 60_000;

let productIndex = 80;

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A paid order's invoice, issued as the shipment's batch issues it; its id and number. */
async function issuedInvoice(): Promise<{ id: number; number: string }> {
  const { shopper } = await signedInCustomer();
  const product = pick(inStock, productIndex++);
  await setStock(product.uuid, 20);
  const placed = await placeOrderAs(shopper, [{ uuid: product.uuid, quantity: 1 }], { buyer: companyBuyer });
  const order = await env.DB.prepare('SELECT id FROM orders WHERE uuid = ?1').bind(placed.uuid).first<{ id: number }>();
  const at = new Date();
  await env.DB.batch([
    env.DB.prepare('UPDATE orders SET status = 40, paid_at = ?2 WHERE id = ?1').bind(order?.id, at.toISOString()),
    ...invoiceIssueStatements(env.DB, order?.id ?? 0, at),
  ]);
  const invoice = await env.DB.prepare("SELECT id, number FROM invoices WHERE order_id = ?1 AND kind = 'original'")
    .bind(order?.id)
    .first<{ id: number; number: string }>();
  if (!invoice) throw new Error('no invoice issued');
  return invoice;
}

function send(standIn: KsefStandIn, at: Date, db: D1Database = env.DB, fetch: (request: Request) => Promise<Response> = standIn.handle) {
  return runKsefSender({ ...KSEF_ENV, DB: db }, at, { fetch, pollDelayMs: 0, statusPolls: 3 });
}

/** The invoice's submission, and the copies of it KSeF holds. */
async function inKsef(standIn: KsefStandIn, invoice: { id: number; number: string }) {
  const row = await env.DB.prepare('SELECT state, ksef_number FROM ksef_submissions WHERE invoice_id = ?1')
    .bind(invoice.id)
    .first<{ state: string; ksef_number: string | null }>();
  const copies = standIn.invoices.filter((copy) => copy.xml.includes(`<P_2>${invoice.number}</P_2>`));
  return { state: row?.state ?? null, ksefNumber: row?.ksef_number ?? null, copies: copies.map((copy) => copy.ksefNumber) };
}

/** Runs the sender past any lease (10 minutes) until the invoice is accepted, at most `runs` times. */
async function sendUntilAccepted(standIn: KsefStandIn, invoice: { id: number; number: string }, from: Date, runs = 4): Promise<void> {
  for (let run = 1; run <= runs; run++) {
    await send(standIn, new Date(from.getTime() + run * 11 * MINUTE));
    if ((await inKsef(standIn, invoice)).state === 'accepted') return;
  }
}

describe('the KSeF queue under faults', () => {
  it('brings each invoice into KSeF once, whichever D1 operation of a run fails', { timeout: 300_000 }, async () => {
    const standIn = await createKsefStandIn({ token: TOKEN, nip: SELLER.nip });
    const dry = await issuedInvoice();
    const counting = faultyD1(env.DB);
    await send(standIn, new Date(), counting.db);
    expect((await inKsef(standIn, dry)).state).toBe('accepted');
    const operations = counting.operations.length;

    await fc.assert(
      fc.asyncProperty(d1FaultArbitrary(operations), async (fault) => {
        const invoice = await issuedInvoice();
        const start = new Date();
        await send(standIn, start, faultyD1(env.DB, fault).db).catch(() => undefined);
        await sendUntilAccepted(standIn, invoice, start);
        const state = await inKsef(standIn, invoice);
        expect(state.state).toBe('accepted');
        expect(state.copies).toEqual([state.ksefNumber]);
      }),
      { numRuns: Math.min(2 * operations, 12), endOnFailure: true, examples: lostAnswerFaults(counting.operations).map((fault) => [fault]) },
    );
  });

  it('KSeF down for an hour: offline24, tried at most hourly, sent once when it is back', { timeout: 120_000 }, async () => {
    const standIn = await createKsefStandIn({ token: TOKEN, nip: SELLER.nip });
    const invoice = await issuedInvoice();
    const down = faultyFetch({ env: KSEF_ENV, provider: 'ksef', fault: { status: 503 }, pass: standIn.handle });
    const start = new Date();
    // The scheduled handler runs every minute; the backoff lets only a few of them try.
    for (let minute = 0; minute <= 60; minute++) await send(standIn, new Date(start.getTime() + minute * MINUTE), env.DB, down.fetch);
    const waiting = await env.DB.prepare('SELECT state, attempts, offline_mode FROM ksef_submissions WHERE invoice_id = ?1').bind(invoice.id).first();
    expect(waiting).toMatchObject({ state: 'queued', offline_mode: 'offline24' });
    expect((waiting as { attempts: number }).attempts).toBeLessThanOrEqual(7);
    expect(standIn.invoices).toHaveLength(0);

    down.heal();
    await sendUntilAccepted(standIn, invoice, new Date(start.getTime() + 60 * MINUTE), 8);
    const state = await inKsef(standIn, invoice);
    expect(state.state).toBe('accepted');
    expect(state.copies).toEqual([state.ksefNumber]);
  });
});
