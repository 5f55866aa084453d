/**
 * Invoices sent to KSeF (issue 32, docs/decisions/036-ksef-sending.md) on the real D1, through the
 * KSeF stand-in speaking API 2.0 (scripts/lib/ksef-stand-in.ts, checking the FA(3) schema too):
 * accepted with one KSeF number and its UPO; an outage makes the invoice offline24 and is retried
 * with a backoff until accepted; a malformed document is rejected with KSeF's code and description,
 * shown to the back office, and goes again once queued again; a sender stopped after sending and
 * before recording finds the invoice by its reference instead of sending it twice; a correction
 * waits for the original's number and names it; the scheduled handler runs it all. The links the
 * QR codes carry are compared with the Ministry's format built here from the bytes KSeF received.
 */
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import type { z } from '@hono/zod-openapi';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice, InvoiceList } from '#lib/api-types.ts';
import { SELLER } from '#lib/seller.ts';
import { certificateAround, createKsefStandIn, type KsefStandIn } from '#scripts/lib/ksef-stand-in.ts';
import { call, placeOrderAs, type Shopper, signedInCustomer } from '#worker-test/accounts.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { validateFa3Documents } from '#worker-test/fa3-schema.ts';
import { companyBuyer, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';
import type { deskInvoiceListSchema } from '../../api/admin/invoice-desk-schemas.ts';
import type { WorkerEnv } from '../../env.ts';
import worker from '../../index.ts';
import { invoiceCancellationStatements } from '../corrections.ts';
import { invoiceIssueStatements } from '../issue.ts';
import { isKsefNumber } from './ksef-number.ts';
import { offline24Deadline } from './offline.ts';
import { type KsefSenderOptions, runKsefSender } from './sending.ts';
import { retryRejectedStatement } from './submissions.ts';

const TOKEN = 'ksef-token-of-the-shop-0123456789';
const NIP = SELLER.nip;
const KSEF_ENV: WorkerEnv = { ...env, KSEF_TOKEN: TOKEN, KSEF_BASE_URL: 'https://api-test.ksef.mf.gov.pl/v2' };
const MINUTE = 60_000;

let productIndex = 60;

interface SubmissionRecord {
  state: string;
  attempts: number;
  next_attempt_at: string;
  lease_token: string | null;
  xml: string | null;
  xml_sha256: string | null;
  verification_url: string | null;
  certificate_url: string | null;
  session_reference: string | null;
  invoice_reference: string | null;
  ksef_number: string | null;
  invoicing_mode: string | null;
  upo: string | null;
  offline_mode: string | null;
  offline_deadline: string | null;
  rejection_code: number | null;
  rejection_message: string | null;
  last_error: string | null;
}

/** A paid order's invoice, issued as the paid batch issues it, to a company unless told otherwise. */
async function issuedInvoice(buyer: 'company' | 'person' = 'company') {
  const { shopper } = await signedInCustomer();
  const product = pick(inStock, productIndex++);
  await setStock(product.uuid, 20);
  const placed = await placeOrderAs(shopper, [{ uuid: product.uuid, quantity: 2 }], buyer === 'company' ? { buyer: companyBuyer } : {});
  const order = await env.DB.prepare('SELECT id FROM orders WHERE uuid = ?1').bind(placed.uuid).first<{ id: number }>();
  const at = new Date();
  await env.DB.batch([
    env.DB.prepare('UPDATE orders SET status = 40, paid_at = ?2 WHERE id = ?1').bind(order?.id, at.toISOString()),
    ...invoiceIssueStatements(env.DB, order?.id ?? 0, at),
  ]);
  const invoice = await env.DB.prepare("SELECT id, uuid, number, issue_date FROM invoices WHERE order_id = ?1 AND kind = 'original'")
    .bind(order?.id)
    .first<{ id: number; uuid: string; number: string; issue_date: string }>();
  if (!invoice) throw new Error('no invoice issued');
  return { shopper, orderId: order?.id ?? 0, invoice };
}

async function submissionOf(invoiceId: number): Promise<SubmissionRecord> {
  const row = await env.DB.prepare('SELECT * FROM ksef_submissions WHERE invoice_id = ?1').bind(invoiceId).first<SubmissionRecord>();
  if (!row) throw new Error('no submission');
  return row;
}

/** The stand-in, checking every document against the official FA(3) schema as KSeF does. */
function ksefStandIn(): Promise<KsefStandIn> {
  return createKsefStandIn({ token: TOKEN, nip: NIP, validate: async (xml) => (await validateFa3Documents([xml]))[0]?.errors ?? [] });
}

function send(standIn: KsefStandIn, at: Date, options: KsefSenderOptions & { env?: WorkerEnv } = {}) {
  return runKsefSender(options.env ?? KSEF_ENV, at, { fetch: standIn.handle, pollDelayMs: 0, statusPolls: 3, ...options });
}

/** The received documents with this invoice number. */
function received(standIn: KsefStandIn, number: string) {
  return standIn.invoices.filter((invoice) => invoice.xml.includes(`<P_2>${number}</P_2>`));
}

const base64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** KOD I as kody-qr.md builds it: the test environment's address, the seller's NIP, P_1 as DD-MM-RRRR, SHA-256 of the file, base64url. */
async function ministryLinkOf(xml: string, issueDate: string): Promise<string> {
  const hash = base64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(xml)));
  const [year, month, day] = issueDate.split('-');
  return `https://qr-test.ksef.mf.gov.pl/invoice/${NIP}/${day}-${month}-${year}/${hash}`;
}

/**
 * A run that "dies" the moment KSeF has the invoice: KSeF's answer never comes back to it and nothing
 * after it runs, its lease left in the row. Resolves once KSeF received the document.
 */
async function sendAndDie(standIn: KsefStandIn, at: Date): Promise<void> {
  let stopped = false;
  const dying = async (request: Request) => {
    const response = await standIn.handle(request);
    if (request.method === 'POST' && /\/sessions\/online\/[^/]+\/invoices$/.test(new URL(request.url).pathname)) {
      stopped = true;
      return new Promise<Response>(() => undefined);
    }
    return response;
  };
  void send(standIn, at, { fetch: dying });
  // A whole KSeF session (key, token, XML, encryption) runs first: seconds on a busy machine, not vi.waitFor's default second.
  await vi.waitFor(() => expect(stopped).toBe(true), { timeout: 30_000, interval: 50 });
}

const ownInvoice = (shopper: Shopper, uuid: string) => call<Invoice>(shopper, `/api/secure/v1/invoices/${uuid}`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the KSeF sender', () => {
  it('does nothing without KSEF_TOKEN', async () => {
    await issuedInvoice();
    expect(await runKsefSender(env, new Date())).toBeNull();
  });

  it('sends an invoice once: accepted with one KSeF number, its UPO, the QR link of the bytes sent, shown to the owner', async () => {
    const standIn = await ksefStandIn();
    const { shopper, invoice } = await issuedInvoice();
    const at = new Date();
    await send(standIn, at);

    const sent = received(standIn, invoice.number);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.status).toEqual({ code: 200, description: 'Sukces', details: [] });
    const row = await submissionOf(invoice.id);
    expect(row).toMatchObject({
      state: 'accepted',
      ksef_number: sent[0]?.ksefNumber,
      invoicing_mode: 'Online',
      offline_mode: null,
      lease_token: null,
    });
    expect(isKsefNumber(row.ksef_number ?? '')).toBe(true);
    expect(row.ksef_number).toMatch(new RegExp(`^${NIP}-\\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$`));
    expect(row.upo).toContain(`<NumerKSeFDokumentu>${row.ksef_number}</NumerKSeFDokumentu>`);
    expect(row.xml).toBe(sent[0]?.xml);
    expect(row.verification_url).toBe(await ministryLinkOf(sent[0]?.xml ?? '', invoice.issue_date));

    // Another run sends nothing again.
    await send(standIn, new Date(at.getTime() + 5 * MINUTE));
    expect(received(standIn, invoice.number)).toHaveLength(1);

    const view = await ownInvoice(shopper, invoice.uuid);
    expect(view.body.ksef).toEqual({
      state: 'accepted',
      stateLabel: 'Przyjęta w KSeF',
      number: row.ksef_number,
      verificationUrl: row.verification_url,
      certificateUrl: null,
      offline: false,
      offlineDeadline: null,
    });
    const list = await call<InvoiceList>(shopper, '/api/secure/v1/invoices');
    expect(list.body.items[0]?.ksef).toEqual({ state: 'accepted', stateLabel: 'Przyjęta w KSeF', number: row.ksef_number });
    // The XML the owner downloads is the document KSeF got: the one the QR code's hash names.
    expect(await (await shopper.fetch(`/api/secure/v1/invoices/${invoice.uuid}/ksef.xml`)).text()).toBe(sent[0]?.xml);
  });

  it('KSeF still processing at the run’s last question: the invoice stays sent and is asked about again a minute later, not sent', async () => {
    const standIn = await ksefStandIn();
    const { invoice } = await issuedInvoice();
    const at = new Date();
    await send(standIn, at, { statusPolls: 1 });
    expect(await submissionOf(invoice.id)).toMatchObject({
      state: 'sent',
      ksef_number: null,
      lease_token: null,
      next_attempt_at: new Date(at.getTime() + MINUTE).toISOString(),
    });
    await send(standIn, new Date(at.getTime() + MINUTE));
    expect(await submissionOf(invoice.id)).toMatchObject({ state: 'accepted', ksef_number: received(standIn, invoice.number)[0]?.ksefNumber });
    expect(received(standIn, invoice.number)).toHaveLength(1);
  });

  it('an outage: the invoice becomes offline24 with its QR code, is retried with a growing backoff and accepted, the same bytes sent', async () => {
    const standIn = await ksefStandIn();
    const { shopper, invoice } = await issuedInvoice('person');
    const start = new Date();
    standIn.setOutage('unavailable');
    await send(standIn, start);
    const first = await submissionOf(invoice.id);
    expect(first).toMatchObject({
      state: 'queued',
      attempts: 1,
      next_attempt_at: new Date(start.getTime() + MINUTE).toISOString(),
      offline_mode: 'offline24',
      offline_deadline: offline24Deadline(invoice.issue_date),
      certificate_url: null,
      lease_token: null,
    });
    expect(first.last_error).toMatch(/503/);
    const offlineView = (await ownInvoice(shopper, invoice.uuid)).body.ksef;
    expect(offlineView).toMatchObject({ state: 'queued', number: null, offline: true, offlineDeadline: offline24Deadline(invoice.issue_date) });
    expect(offlineView.verificationUrl).toBe(await ministryLinkOf(first.xml ?? '', invoice.issue_date));

    // Not before its time: nothing is claimed half a minute later.
    await send(standIn, new Date(start.getTime() + MINUTE / 2));
    expect((await submissionOf(invoice.id)).attempts).toBe(1);

    standIn.setOutage('unreachable');
    await send(standIn, new Date(start.getTime() + MINUTE));
    expect(await submissionOf(invoice.id)).toMatchObject({
      state: 'queued',
      attempts: 2,
      next_attempt_at: new Date(start.getTime() + 3 * MINUTE).toISOString(),
    });

    standIn.setOutage(null);
    await send(standIn, new Date(start.getTime() + 3 * MINUTE));
    const sent = received(standIn, invoice.number);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ offlineMode: true, invoicingMode: 'Offline', xml: first.xml });
    expect(await submissionOf(invoice.id)).toMatchObject({
      state: 'accepted',
      ksef_number: sent[0]?.ksefNumber,
      invoicing_mode: 'Offline',
      verification_url: first.verification_url,
    });
    expect((await ownInvoice(shopper, invoice.uuid)).body.ksef).toMatchObject({ state: 'accepted', number: sent[0]?.ksefNumber, offline: true });
  });

  it.each([
    ['ECDSA P-256', { name: 'ECDSA', namedCurve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' }],
    ['RSA', { name: 'RSA-PSS', modulusLength: 2048, publicExponent: Uint8Array.of(1, 0, 1), hash: 'SHA-256' }, { name: 'RSA-PSS', saltLength: 32 }],
  ] as const)(
    'offline with the shop’s %s offline certificate: KOD II, signed over the link without https://',
    async (_, keyAlgorithm, signAlgorithm) => {
      const keys = (await crypto.subtle.generateKey(keyAlgorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
      const spki = new Uint8Array((await crypto.subtle.exportKey('spki', keys.publicKey)) as ArrayBuffer);
      const pkcs8 = new Uint8Array((await crypto.subtle.exportKey('pkcs8', keys.privateKey)) as ArrayBuffer);
      const pem = (label: string, bytes: Uint8Array) => `-----BEGIN ${label}-----\n${btoa(String.fromCharCode(...bytes))}\n-----END ${label}-----\n`;
      const serial = Uint8Array.of(0x01, 0xf2, 0x0a, 0x5d, 0x35, 0x2a, 0xe5, 0x90);
      const certificateEnv = {
        ...KSEF_ENV,
        KSEF_OFFLINE_CERTIFICATE: pem('CERTIFICATE', certificateAround(spki, serial)) + pem('PRIVATE KEY', pkcs8),
      };
      const standIn = await ksefStandIn();
      const { invoice } = await issuedInvoice();
      standIn.setOutage('unreachable');
      await send(standIn, new Date(), { env: certificateEnv });

      const row = await submissionOf(invoice.id);
      const hash = (row.verification_url ?? '').split('/').at(-1) ?? '';
      const unsigned = `https://qr-test.ksef.mf.gov.pl/certificate/Nip/${NIP}/${NIP}/01F20A5D352AE590/${hash}`;
      expect(row.certificate_url?.startsWith(`${unsigned}/`)).toBe(true);
      const signature = (row.certificate_url ?? '').slice(unsigned.length + 1);
      const signatureBytes = Uint8Array.from(atob(signature.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));
      const signed = new TextEncoder().encode(unsigned.replace('https://', ''));
      expect(await crypto.subtle.verify(signAlgorithm, keys.publicKey, signatureBytes, signed)).toBe(true);
    },
  );

  it('a malformed document is rejected with KSeF’s code and description, listed to the back office, and accepted once queued again', async () => {
    const standIn = await ksefStandIn();
    const { shopper, invoice } = await issuedInvoice();
    const broken = await issuedInvoice();
    const at = new Date();
    // A builder's mistake, fixed before the first run: the wrong namespace, and a document that does not parse.
    for (const [target, xml] of [
      [invoice, '<?xml version="1.0" encoding="UTF-8"?>\n<Faktura xmlns="http://crd.gov.pl/wzor/2023/06/29/12648/"><Fa/></Faktura>'],
      [broken.invoice, '<?xml version="1.0" encoding="UTF-8"?>\n<Faktura><Fa>'],
    ] as const) {
      await env.DB.prepare(
        `INSERT INTO ksef_submissions (invoice_id, state, next_attempt_at, xml, xml_sha256, created_at, updated_at) VALUES (?1, 'queued', ?2, ?3, 'x', ?2, ?2)`,
      )
        .bind(target.id, at.toISOString(), xml)
        .run();
    }
    await send(standIn, at);

    const rejected = await submissionOf(invoice.id);
    expect(rejected).toMatchObject({ state: 'rejected', rejection_code: 450, ksef_number: null, lease_token: null });
    expect(rejected.rejection_message).toMatch(/^Błąd weryfikacji semantyki dokumentu faktury .*FA\(3\)/);
    expect(await submissionOf(broken.invoice.id)).toMatchObject({ state: 'rejected', rejection_code: 450 });
    expect((await submissionOf(broken.invoice.id)).rejection_message).toMatch(/poprawnym XML/);
    expect((await ownInvoice(shopper, invoice.uuid)).body.ksef).toMatchObject({
      state: 'rejected',
      stateLabel: 'Odrzucona przez KSeF',
      number: null,
      verificationUrl: null,
    });

    const listed = await SELF.fetch(`${ORIGIN}/api/admin/v1/invoices?ksefState=rejected`, { headers: await staffSession('orders') });
    const rejectedList = (await listed.json()) as z.output<typeof deskInvoiceListSchema>;
    expect(rejectedList.invoices.map((row) => row.number).sort()).toEqual([invoice.number, broken.invoice.number].sort());
    expect(rejectedList.invoices.find((row) => row.number === invoice.number)?.ksef).toEqual({
      state: 'rejected',
      stateLabel: 'Odrzucona przez KSeF',
      number: null,
      rejection: { code: 450, message: rejected.rejection_message },
      offlineDeadline: null,
    });

    // Queued again once the cause is fixed: the document is built anew and accepted.
    await retryRejectedStatement(env.DB, invoice.number, new Date(at.getTime() + MINUTE)).run();
    await send(standIn, new Date(at.getTime() + MINUTE));
    const retried = await submissionOf(invoice.id);
    expect(retried).toMatchObject({ state: 'accepted' });
    expect(retried.xml).toContain('<P_2>');
    expect(received(standIn, invoice.number)).toHaveLength(1);
  });

  it('a sender stopped after sending and before recording: the next one finds the invoice by its reference and never sends it again', async () => {
    const standIn = await ksefStandIn();
    const { invoice } = await issuedInvoice();
    const start = new Date();
    await sendAndDie(standIn, start);
    const half = await submissionOf(invoice.id);
    expect(half).toMatchObject({ state: 'sending', invoice_reference: null, ksef_number: null });
    expect(half.session_reference).toBe(received(standIn, invoice.number)[0]?.sessionReference);
    expect(half.lease_token).not.toBeNull();

    // While its lease holds, no other run touches it.
    await send(standIn, new Date(start.getTime() + 5 * MINUTE));
    expect(await submissionOf(invoice.id)).toMatchObject({ state: 'sending', lease_token: half.lease_token });

    // After it, the next run asks KSeF what the session holds, and takes the invoice's reference from there.
    await send(standIn, new Date(start.getTime() + 11 * MINUTE));
    const sent = received(standIn, invoice.number);
    expect(sent).toHaveLength(1);
    expect(await submissionOf(invoice.id)).toMatchObject({
      state: 'accepted',
      invoice_reference: sent[0]?.invoiceReference,
      ksef_number: sent[0]?.ksefNumber,
    });
  });

  it('sent again although KSeF had it (its session unknown to KSeF): KSeF’s duplicate check gives the first copy’s number, the only one', async () => {
    const standIn = await ksefStandIn();
    const { invoice } = await issuedInvoice();
    const start = new Date();
    await sendAndDie(standIn, start);
    await env.DB.prepare("UPDATE ksef_submissions SET session_reference = '20260101-SO-0000000000-0000000000-00' WHERE invoice_id = ?1")
      .bind(invoice.id)
      .run();

    await send(standIn, new Date(start.getTime() + 11 * MINUTE));
    const copies = received(standIn, invoice.number);
    expect(copies.map((copy) => copy.status.code)).toEqual([200, 440]);
    expect(copies[1]?.ksefNumber).toBeNull();
    expect(await submissionOf(invoice.id)).toMatchObject({ state: 'accepted', ksef_number: copies[0]?.ksefNumber });
    expect((await submissionOf(invoice.id)).upo).toContain(`<NumerKSeFDokumentu>${copies[0]?.ksefNumber}</NumerKSeFDokumentu>`);
  });

  it('a correction waits for the original’s KSeF number and names it', async () => {
    const standIn = await ksefStandIn();
    const { orderId, invoice } = await issuedInvoice();
    await env.DB.batch([
      env.DB.prepare('UPDATE orders SET status = 5 WHERE id = ?1').bind(orderId),
      ...invoiceCancellationStatements(env.DB, orderId, new Date()),
    ]);
    const correction = await env.DB.prepare("SELECT id, number FROM invoices WHERE order_id = ?1 AND kind = 'correction'")
      .bind(orderId)
      .first<{ id: number; number: string }>();
    const at = new Date();
    await send(standIn, at);
    const original = await submissionOf(invoice.id);
    expect(original.state).toBe('accepted');
    expect((await submissionOf(correction?.id ?? 0)).state).toBe('queued');
    expect(received(standIn, correction?.number ?? '')).toHaveLength(0);

    await send(standIn, new Date(at.getTime() + MINUTE));
    expect((await submissionOf(correction?.id ?? 0)).state).toBe('accepted');
    const sent = received(standIn, correction?.number ?? '')[0];
    const parsed = new XMLParser({ parseTagValue: false }).parse(sent?.xml ?? '') as { Faktura: { Fa: { DaneFaKorygowanej: unknown } } };
    expect(parsed.Faktura.Fa.DaneFaKorygowanej).toMatchObject({
      NrFaKorygowanej: invoice.number,
      NrKSeF: '1',
      NrKSeFFaKorygowanej: original.ksef_number,
    });
  });

  it('the scheduled handler runs the sender: an invoice issued now is in KSeF after one run', async () => {
    const standIn = await ksefStandIn();
    const { invoice } = await issuedInvoice();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url.startsWith('https://api-test.ksef.mf.gov.pl/')) return standIn.handle(request);
      throw new TypeError(`unexpected fetch ${request.url}`);
    });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), KSEF_ENV, ctx);
    await waitOnExecutionContext(ctx);
    expect(received(standIn, invoice.number)).toHaveLength(1);
    const row = await submissionOf(invoice.id);
    // The scheduled run asks for the status with pauses of a second: the number is there now, or at the next run.
    expect(['sent', 'accepted']).toContain(row.state);
  });
});
