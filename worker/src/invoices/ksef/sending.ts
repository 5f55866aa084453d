/**
 * The KSeF sender (issue 32, docs/decisions/036-ksef-sending.md), run every minute by the
 * scheduled handler while KSEF_TOKEN is set. One run:
 * 1. queues every new invoice (submissions.ts `enqueueStatement`: nothing that issues invoices
 *    has to know about KSeF) and claims a batch of due submissions under a lease;
 * 2. fixes each claimed invoice's FA(3) document once (the XML, its SHA-256 and the KOD I link are
 *    stored, and every later sending reuses those bytes, so the printed QR code names what KSeF
 *    gets);
 * 3. logs in to KSeF; an invoice that may already have gone (`sending`: its session was opened
 *    before a run died or lost KSeF's answer) is looked up by its hash among its session's
 *    invoices, never sent blindly again; the rest go in one online session, each recorded as
 *    `sending` before it is sent and `sent` with KSeF's reference after;
 * 4. asks KSeF for the status of each sent invoice: 200 gives the KSeF number and then the UPO
 *    (accepted), 100/150 waits for the next run, 405/500/550 (KSeF's own failure) sends again,
 *    440 with the original's number (a duplicate: this very invoice, sent before) takes that
 *    number, any other refusal is recorded with its code and description (rejected).
 * When KSeF does not answer (no answer, 5xx, 429), the submission waits with an exponential
 * backoff, and an invoice not yet in KSeF becomes issued in offline24 mode: due by the next
 * business day (offline.ts), sent with `offlineMode: true`, its visualisation with KOD II when the
 * shop's offline certificate is configured. No submission is ever given up.
 */

import { getInvoiceSellerConfig, getKsefConfig, getKsefOfflineCertificatePem } from '../../config.ts';
import type { WorkerEnv } from '../../env.ts';
import { readInvoiceView } from '../invoice-view.ts';
import { invoiceDayOf } from '../issue.ts';
import { readInvoiceByUuid } from '../queries.ts';
import { connectToKsef, type KsefConnection, KsefError, type KsefInvoiceStatus, type KsefOnlineSession } from './client.ts';
import { sha256Base64 } from './encoding.ts';
import { buildFa3Xml } from './fa3.ts';
import { isKsefNumber } from './ksef-number.ts';
import { offline24Deadline } from './offline.ts';
import {
  claimSubmissions,
  countOverdueOffline,
  enqueueStatement,
  type SubmissionChange,
  type SubmissionRow,
  updateSubmission,
} from './submissions.ts';
import {
  certificateVerificationUrl,
  invoiceVerificationUrl,
  ksefQrBaseOf,
  type OfflineCertificate,
  readOfflineCertificate,
} from './verification-links.ts';

export interface KsefSenderOptions {
  /** KSeF's fetch (the stand-in's `handle` in tests); the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Submissions claimed per run; 10 by default. */
  batchSize?: number;
  /** How long a claim holds before another run may take the submission over; 10 minutes by default. */
  leaseMs?: number;
  /** Status questions per invoice and run, and the pause between them (KSeF numbers come within seconds). */
  statusPolls?: number;
  pollDelayMs?: number;
}

export interface KsefSenderReport {
  enqueued: number;
  claimed: number;
  sent: number;
  accepted: number;
  rejected: number;
  /** Left for a later run: an outage, KSeF still processing, a lost lease. */
  deferred: number;
  /** Became offline24 in this run. */
  offline: number;
  /** Offline invoices past their deadline and still not in KSeF. */
  overdue: number;
}

/** The longest pause between two tries of one invoice. */
const MAX_BACKOFF_MS = 60 * 60_000;
/** When an invoice KSeF is still processing is asked about again. */
const PROCESSING_RECHECK_MS = 60_000;

/** Backoff after the n-th failed try: 1, 2, 4, … minutes, at most an hour, never shorter than KSeF's Retry-After. */
export function backoffMs(attempts: number, retryAfterSeconds: number | null = null): number {
  const exponential = Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
  return Math.max(exponential, (retryAfterSeconds ?? 0) * 1000);
}

/** KSeF's exceptionCode of a request whose data failed validation (open-api.json, 400 answers). */
const KSEF_INVALID_REQUEST = 21405;

/** KSeF's status codes that mean its own processing failed, not the invoice: send it again (SessionInvoiceStatusResponse). */
const KSEF_FAILED_ITSELF = new Set([405, 500, 550]);

interface Run {
  db: D1Database;
  token: string;
  now: Date;
  qrBase: string;
  contextNip: string;
  certificate: OfflineCertificate | null;
  report: KsefSenderReport;
}

const write = (run: Run, row: SubmissionRow, change: SubmissionChange) => updateSubmission(run.db, row.id, run.token, run.now, change);

/** What went wrong, for last_error: the step and KSeF's HTTP status (none: no answer) before the message. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 1000);
  if (!(error instanceof KsefError)) return error.message.slice(0, 1000);
  return `${error.step} (${error.status === null ? 'brak odpowiedzi' : `HTTP ${error.status}`}): ${error.message}`.slice(0, 1000);
}

/** Builds and stores the invoice's FA(3) document, its hash and KOD I, once. */
async function fixDocument(run: Run, row: SubmissionRow): Promise<boolean> {
  const invoice = await readInvoiceByUuid(run.db, row.invoice_uuid);
  if (!invoice) throw new Error(`invoice ${row.invoice_uuid} not found`);
  const xml = buildFa3Xml(await readInvoiceView(run.db, invoice), run.now);
  const sha256 = await sha256Base64(new TextEncoder().encode(xml));
  const verificationUrl = invoiceVerificationUrl(run.qrBase, row.seller_nip, row.issue_date, sha256);
  Object.assign(row, { xml, xml_sha256: sha256 });
  return write(run, row, { xml, xml_sha256: sha256, verification_url: verificationUrl });
}

/** Makes the invoice one issued in offline24 mode: its deadline and, with the offline certificate, KOD II. */
async function goOffline(run: Run, row: SubmissionRow): Promise<SubmissionChange> {
  if (row.offline_mode || row.ksef_number || !row.xml_sha256) return {};
  run.report.offline += 1;
  row.offline_mode = 'offline24';
  const certificateUrl = run.certificate
    ? await certificateVerificationUrl(run.qrBase, { contextNip: run.contextNip, sellerNip: row.seller_nip, sha256: row.xml_sha256 }, run.certificate)
    : null;
  return { offline_mode: 'offline24', offline_deadline: offline24Deadline(row.issue_date), certificate_url: certificateUrl };
}

/** A try that did not get through: back off, and go offline when KSeF did not answer. */
async function retryLater(run: Run, row: SubmissionRow, error: unknown, change: SubmissionChange = {}): Promise<void> {
  run.report.deferred += 1;
  const attempts = row.attempts + 1;
  const isOutage = error instanceof KsefError && error.isOutage;
  if (!isOutage) {
    // Not KSeF's absence (a refused login, a permission, a document that would not build): someone must look.
    console.error(
      JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'ksef-error', invoice: row.invoice_number, error: errorText(error) }),
    );
  }
  const offline = isOutage && row.state !== 'sent' ? await goOffline(run, row) : {};
  await write(run, row, {
    ...offline,
    ...change,
    attempts,
    next_attempt_at: new Date(run.now.getTime() + backoffMs(attempts, error instanceof KsefError ? error.retryAfterSeconds : null)).toISOString(),
    last_error: errorText(error),
    lease_token: null,
    lease_expires_at: null,
  });
}

/**
 * KSeF does not know the session (400/404: 21173 "Brak sesji"; the local stand-in forgets its sessions
 * when it restarts): nothing was received in it. Any other failure is thrown on.
 */
function unlessSessionUnknown(error: unknown): [] {
  if (error instanceof KsefError && (error.status === 400 || error.status === 404)) return [];
  throw error;
}

/** A `sending` submission: KSeF has it if its session lists its hash; then it is `sent`, else it goes again. */
async function recover(run: Run, connection: KsefConnection, row: SubmissionRow): Promise<void> {
  const invoices = row.session_reference ? await connection.sessionInvoices(row.session_reference).catch(unlessSessionUnknown) : [];
  const found = invoices.find((invoice) => invoice.invoiceHash === row.xml_sha256);
  if (found && (await write(run, row, { state: 'sent', invoice_reference: found.referenceNumber }))) {
    Object.assign(row, { state: 'sent', invoice_reference: found.referenceNumber });
  } else if (!found) {
    row.state = 'queued';
  }
}

/** Sends the queued submissions in one online session. */
async function sendQueued(run: Run, connection: KsefConnection, rows: SubmissionRow[]): Promise<void> {
  if (rows.length === 0) return;
  let session: KsefOnlineSession;
  try {
    session = await connection.openSession();
  } catch (error) {
    for (const row of rows) await retryLater(run, row, error);
    return;
  }
  let outage: KsefError | null = null;
  for (const row of rows) {
    if (outage) {
      await retryLater(run, row, outage);
      continue;
    }
    // Sent on a later day than its issue date, it is an offline invoice (offline/automatyczne-okreslanie-trybu-offline.md): say so.
    const offline = invoiceDayOf(run.now).date > row.issue_date ? await goOffline(run, row) : {};
    const claimedSession = { state: 'sending', session_reference: session.referenceNumber, invoice_reference: null } as const;
    if (!(await write(run, row, { ...offline, ...claimedSession, attempts: row.attempts + 1 }))) continue;
    Object.assign(row, claimedSession, { attempts: row.attempts + 1 });
    try {
      const reference = await session.send(row.xml ?? '', {
        offlineMode: row.offline_mode !== null,
        hashOfCorrectedInvoice: row.corrected_xml_sha256,
      });
      if (await write(run, row, { state: 'sent', invoice_reference: reference, last_error: null })) {
        Object.assign(row, { state: 'sent', invoice_reference: reference });
        run.report.sent += 1;
      }
    } catch (error) {
      if (error instanceof KsefError && error.isOutage) outage = error;
      // KSeF refused the data of the request that carried the invoice (21405: its hash, size, content): the document's fault.
      if (error instanceof KsefError && error.status === 400 && error.code === KSEF_INVALID_REQUEST)
        await reject(run, row, error.status, error.message);
      else await retryLater(run, row, error);
    }
  }
  await session.close().catch(() => undefined);
}

async function reject(run: Run, row: SubmissionRow, code: number, message: string): Promise<void> {
  run.report.rejected += 1;
  console.error(
    JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'ksef-rejected', invoice: row.invoice_number, code, message }),
  );
  await write(run, row, {
    state: 'rejected',
    rejection_code: code,
    rejection_message: message,
    last_error: null,
    lease_token: null,
    lease_expires_at: null,
  });
}

/** KSeF's description of a status with its details, as the back office shows a rejection. */
function describeStatus(status: KsefInvoiceStatus['status']): string {
  return [status.description, ...status.details].join(' ').slice(0, 2000);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks KSeF about a sent invoice and records its answer; answers false while KSeF is still
 * processing it (100, 150), recording that only on the run's last question (`isLast`).
 */
async function settle(run: Run, connection: KsefConnection, row: SubmissionRow, isLast: boolean): Promise<boolean> {
  const sessionReference = row.session_reference ?? '';
  const status = await connection.invoiceStatus(sessionReference, row.invoice_reference ?? '').catch((error: unknown) => {
    unlessSessionUnknown(error);
    return null;
  });
  if (!status) {
    // KSeF knows neither the session nor the invoice: it goes again (a duplicate would come back as 440 with its number).
    await retryLater(run, row, new Error('KSeF nie zna sesji faktury: wysyłka od nowa'), {
      state: 'queued',
      session_reference: null,
      invoice_reference: null,
    });
    return true;
  }
  const { code, extensions } = status.status;
  if (code === 100 || code === 150) {
    if (!isLast) return false;
    run.report.deferred += 1;
    await write(run, row, {
      next_attempt_at: new Date(run.now.getTime() + PROCESSING_RECHECK_MS).toISOString(),
      lease_token: null,
      lease_expires_at: null,
    });
    return true;
  }
  if (KSEF_FAILED_ITSELF.has(code)) {
    const failure = new Error(`KSeF ${code}: ${describeStatus(status.status)}`);
    await retryLater(run, row, failure, { state: 'queued', session_reference: null, invoice_reference: null });
    return true;
  }
  // A duplicate is the seller's NIP, the kind and the number (weryfikacja-faktury.md): the shop's own invoice, sent before.
  const duplicateOf = code === 440 ? extensions.originalKsefNumber : null;
  const ksefNumber = code === 200 ? status.ksefNumber : duplicateOf;
  if (!ksefNumber) {
    await reject(run, row, code, describeStatus(status.status));
    return true;
  }
  if (!isKsefNumber(ksefNumber)) throw new KsefError('status', code, `KSeF answered a malformed KSeF number: ${ksefNumber}`);
  if (!(await write(run, row, { ksef_number: ksefNumber, invoicing_mode: status.invoicingMode, acquired_at: status.acquisitionDate }))) return true;
  // A duplicate's UPO is the original's, in the original's session (by its KSeF number); the row keeps its own
  // references, so a failed UPO fetch asks this status again and gets the same answer.
  const upo = duplicateOf
    ? await connection.invoiceUpo(extensions.originalSessionReferenceNumber ?? sessionReference, { ksefNumber })
    : await connection.invoiceUpo(sessionReference, { reference: row.invoice_reference ?? '' });
  if (await write(run, row, { state: 'accepted', upo, last_error: null, lease_token: null, lease_expires_at: null })) run.report.accepted += 1;
  return true;
}

/** One run of the sender; null when KSeF is off (no KSEF_TOKEN). */
export async function runKsefSender(env: WorkerEnv, now: Date, options: KsefSenderOptions = {}): Promise<KsefSenderReport | null> {
  const config = getKsefConfig(env);
  if (!config) return null;
  const db = env.DB;
  const report: KsefSenderReport = { enqueued: 0, claimed: 0, sent: 0, accepted: 0, rejected: 0, deferred: 0, offline: 0, overdue: 0 };
  report.enqueued = (await enqueueStatement(db, now).run()).meta.changes;
  const token = crypto.randomUUID();
  const rows = await claimSubmissions(db, token, now, new Date(now.getTime() + (options.leaseMs ?? 10 * 60_000)), options.batchSize ?? 10);
  report.claimed = rows.length;
  if (rows.length > 0) {
    const certificatePem = getKsefOfflineCertificatePem(env);
    const contextNip = getInvoiceSellerConfig(env).nip;
    const run: Run = {
      db,
      token,
      now,
      qrBase: ksefQrBaseOf(config.baseUrl),
      contextNip,
      certificate: certificatePem ? await readOfflineCertificate(certificatePem) : null,
      report,
    };
    await sendBatch(run, rows, { token: config.token, baseUrl: config.baseUrl, nip: contextNip }, options);
  }
  report.overdue = await countOverdueOffline(db, invoiceDayOf(now).date);
  return report;
}

async function sendBatch(
  run: Run,
  rows: SubmissionRow[],
  login: { token: string; baseUrl: string; nip: string },
  options: KsefSenderOptions,
): Promise<void> {
  const live: SubmissionRow[] = [];
  const attempt = async (row: SubmissionRow, step: () => Promise<unknown>) => {
    try {
      return (await step()) !== false;
    } catch (error) {
      await retryLater(run, row, error);
      return false;
    }
  };
  for (const row of rows) {
    if (await attempt(row, async () => row.xml !== null || (await fixDocument(run, row)))) live.push(row);
  }
  if (live.length === 0) return;
  let connection: KsefConnection;
  try {
    connection = await connectToKsef({ ...login, fetch: options.fetch, pollDelayMs: options.pollDelayMs });
  } catch (error) {
    for (const row of live) await retryLater(run, row, error);
    return;
  }
  const recovered: SubmissionRow[] = [];
  for (const row of live) {
    if (row.state !== 'sending' || (await attempt(row, () => recover(run, connection, row)))) recovered.push(row);
  }
  await sendQueued(
    run,
    connection,
    recovered.filter((row) => row.state === 'queued'),
  );
  // Rounds of status questions over every sent invoice, one pause between rounds whatever the batch's size.
  let processing = recovered.filter((candidate) => candidate.state === 'sent');
  const rounds = options.statusPolls ?? 5;
  for (let round = 1; processing.length > 0 && round <= rounds; round++) {
    if (round > 1) await pause(options.pollDelayMs ?? 1000);
    const asked = processing;
    processing = [];
    for (const row of asked) {
      let answered = true;
      await attempt(row, async () => {
        answered = await settle(run, connection, row, round === rounds);
      });
      if (!answered) processing.push(row);
    }
  }
}
