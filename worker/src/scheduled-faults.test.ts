/**
 * Issue 37: the scheduled run under a D1 fault (worker/test/faults.ts). The outbox's delivery
 * failing must not keep the invoices' steps after it from running: an advance invoice due is
 * issued in the same run, and the run still ends with the outbox's error.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { faultyD1, InjectedD1Fault } from '#worker-test/faults.ts';
import { enqueueSampleMails } from '#worker-test/mail.ts';
import { insertOrder } from '#worker-test/orders.ts';
import worker from './index.ts';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function runScheduled(db: D1Database): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
}

describe('the scheduled run under faults', () => {
  it('issues the advance invoices due although the outbox failed, then fails with the outbox’s error', async () => {
    // Paid 40 days ago, not gone: its advance invoice is due (invoices/issue.ts).
    const order = await insertOrder(env.DB, 40);
    await env.DB.prepare('UPDATE orders SET paid_at = ?2 WHERE id = ?1')
      .bind(order.id, new Date(Date.now() - 40 * 86_400_000).toISOString())
      .run();
    await enqueueSampleMails(env.DB, 1, new Date());
    const faults = faultyD1(env.DB, { at: /mail_outbox/ });

    await expect(runScheduled(faults.db)).rejects.toBeInstanceOf(InjectedD1Fault);
    expect(faults.fired).toBe(true);
    const invoice = await env.DB.prepare("SELECT document_type FROM invoices WHERE order_id = ?1 AND kind = 'original'").bind(order.id).first();
    expect(invoice).toEqual({ document_type: 'ZAL' });
  });
});
