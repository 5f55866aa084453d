/**
 * Issue 37: the staff's steps that issue invoices, under D1 faults (worker/test/faults.ts): the
 * first shipment of a paid order (its final invoice) and the delivery of a cash-on-delivery order
 * (60, its invoice). For every operation failing, before or after it commits, once or with the
 * Worker dying there: the shipment or status, its invoice, its mail and its audit row exist all
 * or none; the staff's retry writes them once; the month's invoice numbers have no gap and no
 * number twice.
 */

import { env } from 'cloudflare:test';
import { fc } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffHeaders } from '#worker-test/account-links.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { d1FaultArbitrary, faultyD1, lostAnswerFaults } from '#worker-test/faults.ts';
import { checkout, filledCart, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { api } from '../app.ts';

const ADMIN = `${ORIGIN}/api/admin/v1/orders`;

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function staffCall(path: string, body: unknown, db: D1Database = env.DB) {
  return api.request(
    `${ADMIN}${path}`,
    { method: 'POST', headers: { ...staffHeaders(), 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    { ...env, DB: db },
  );
}

/** A real order through the cart and checkout: paid (40) by staff, or cash on delivery (50). */
async function placedOrder(paymentMethod: 'transfer' | 'cod'): Promise<string> {
  const product = pick(inStock, 50);
  await setStock(product.uuid, 500);
  const placed = await checkout(await filledCart([{ uuid: product.uuid, quantity: 1 }]), { paymentMethod });
  expect(placed.status).toBe(200);
  if (paymentMethod === 'transfer') expect((await staffCall(`/${placed.body.uuid}/status-changes`, { status: 40 })).status).toBe(200);
  return placed.body.uuid;
}

/** What the step wrote for the order: shipments, invoices (with lines), the mail and the audit rows. */
async function writtenFor(uuid: string, mailKind: 'order_shipped' | 'order_delivered') {
  return env.DB.prepare(
    `SELECT o.status,
       (SELECT count(*) FROM order_shipments WHERE order_id = o.id) AS shipments,
       (SELECT count(*) FROM invoices WHERE order_id = o.id) AS invoices,
       (SELECT count(*) FROM audit_log WHERE object_kind = 'order' AND object_id = o.uuid) AS audits,
       (SELECT count(*) FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE i.order_id = o.id) AS invoiceLines,
       (SELECT count(*) FROM mail_outbox WHERE cause_id = o.uuid OR cause_id IN (SELECT uuid FROM order_shipments WHERE order_id = o.id)) AS mails,
       (SELECT count(*) FROM mail_outbox m WHERE m.kind = ?2 AND (m.cause_id = o.uuid OR m.cause_id IN (SELECT uuid FROM order_shipments WHERE order_id = o.id))) AS stepMails
     FROM orders o WHERE o.uuid = ?1`,
  )
    .bind(uuid, mailKind)
    .first<{ status: number; shipments: number; invoices: number; audits: number; invoiceLines: number; mails: number; stepMails: number }>();
}

/** The month's invoice numbers are 1..n, each once, and the counter stands at n. */
async function expectNumbersWithoutGaps(): Promise<void> {
  const { results } = await env.DB.prepare("SELECT number FROM invoices WHERE number LIKE 'FV/%'").all<{ number: string }>();
  const byMonth = new Map<string, number[]>();
  for (const { number } of results) {
    const [, year, month, value] = number.split('/');
    const key = `${year}/${month}`;
    byMonth.set(key, [...(byMonth.get(key) ?? []), Number(value)]);
  }
  const counters = await env.DB.prepare("SELECT year, month, last_value FROM invoice_number_sequences WHERE series = 'FV'").all<{
    year: number;
    month: number;
    last_value: number;
  }>();
  for (const [key, values] of byMonth) {
    expect(values.toSorted((a, b) => a - b)).toEqual(values.map((_, index) => index + 1));
    const counter = counters.results.find((row) => `${row.year}/${String(row.month).padStart(2, '0')}` === key);
    expect(counter?.last_value).toBe(values.length);
  }
}

/** The D1 operations a step runs, from a dry run on a fresh order. */
async function operationsOf(step: (db: D1Database, uuid: string) => Response | Promise<Response>, paymentMethod: 'transfer' | 'cod') {
  const counting = faultyD1(env.DB);
  expect((await step(counting.db, await placedOrder(paymentMethod))).status).toBe(200);
  return counting.operations;
}

describe('the first shipment and its invoice under D1 faults', () => {
  const TRACKING = '680012345678901234567890';
  const ship = (db: D1Database, uuid: string) => staffCall(`/${uuid}/shipments`, { carrier: 'inpost', trackingNumber: TRACKING }, db);

  it('writes the shipment, its invoice, mail and audit all or none; the retry writes them once; no number gap', async () => {
    const operations = await operationsOf(ship, 'transfer');
    await fc.assert(
      fc.asyncProperty(d1FaultArbitrary(operations.length), async (fault) => {
        const uuid = await placedOrder('transfer');
        const before = await writtenFor(uuid, 'order_shipped');
        const first = await ship(faultyD1(env.DB, fault).db, uuid);
        const after = await writtenFor(uuid, 'order_shipped');
        if (after?.shipments === 0) expect(after).toEqual(before);
        else expect(after).toMatchObject({ shipments: 1, invoices: 1, stepMails: 1, audits: (before?.audits ?? 0) + 1 });
        if (first.status === 200) expect(after?.shipments).toBe(1);

        // Staff try again: a shipment already written answers 409 and changes nothing.
        const retry = await ship(env.DB, uuid);
        expect(retry.status).toBe(after?.shipments === 1 ? 409 : 200);
        expect(await writtenFor(uuid, 'order_shipped')).toMatchObject({ shipments: 1, invoices: 1, stepMails: 1, audits: (before?.audits ?? 0) + 1 });
        expect((await writtenFor(uuid, 'order_shipped'))?.invoiceLines).toBeGreaterThan(0);
        await expectNumbersWithoutGaps();
      }),
      { numRuns: Math.min(4 * operations.length, 30), endOnFailure: true, examples: lostAnswerFaults(operations).map((fault) => [fault]) },
    );
  });
});

describe('the delivery of a cash-on-delivery order and its invoice under D1 faults', () => {
  const deliver = (db: D1Database, uuid: string) => staffCall(`/${uuid}/status-changes`, { status: 60 }, db);

  it('moves the order to 60 with its invoice and mail all or none; the retry does it once; no number gap', async () => {
    const operations = await operationsOf(deliver, 'cod');
    await fc.assert(
      fc.asyncProperty(d1FaultArbitrary(operations.length), async (fault) => {
        const uuid = await placedOrder('cod');
        const first = await deliver(faultyD1(env.DB, fault).db, uuid);
        const after = await writtenFor(uuid, 'order_delivered');
        if (after?.status === 60) expect(after).toMatchObject({ invoices: 1, stepMails: 1, audits: 1 });
        else expect(after).toMatchObject({ status: 50, invoices: 0, stepMails: 0, audits: 0 });
        if (first.status === 200) expect(after?.status).toBe(60);

        const retry = await deliver(env.DB, uuid);
        expect(retry.status).toBe(after?.status === 60 ? 409 : 200);
        expect(await writtenFor(uuid, 'order_delivered')).toMatchObject({ status: 60, invoices: 1, stepMails: 1, audits: 1 });
        await expectNumbersWithoutGaps();
      }),
      { numRuns: Math.min(4 * operations.length, 30), endOnFailure: true, examples: lostAnswerFaults(operations).map((fault) => [fault]) },
    );
  });
});
