/**
 * The KSeF adapter (KSeF API 2.0, https://api.ksef.mf.gov.pl/v2, the Ministry of Finance's
 * ksef-docs): the calls the scheduled sender (sending.ts, docs/decisions/036-ksef-sending.md)
 * makes on the shop's behalf, authenticated with the shop's KSeF token. Off unless KSEF_TOKEN is
 * set (config.ts `getKsefConfig`). The protocol:
 * 1. `GET /security/public-key-certificates`: the Ministry's certificates; their RSA keys encrypt
 *    the token (usage KsefTokenEncryption) and the session key (SymmetricKeyEncryption).
 * 2. `POST /auth/challenge` → `{ challenge, timestamp }`; `POST /auth/ksef-token` with
 *    `{ challenge, contextIdentifier: { type: 'Nip', value }, encryptedToken }`, the token being
 *    RSA-OAEP(SHA-256) of `token|timestampMs` → `{ referenceNumber, authenticationToken }`.
 * 3. `GET /auth/{referenceNumber}` until `status.code` is 200; `POST /auth/token/redeem` →
 *    `{ accessToken }` (each with `Authorization: Bearer …`).
 * 4. `POST /sessions/online` with the form code FA (3) and an AES-256 key encrypted with RSA-OAEP
 *    and its IV (sesja-interaktywna.md); `POST /sessions/online/{ref}/invoices` with the invoice
 *    AES-256-CBC encrypted, the SHA-256 of both forms and `offlineMode`; `POST …/close`.
 * 5. `GET /sessions/{ref}/invoices/{invoiceRef}`: the invoice's status (100 accepted for
 *    processing, 150 processing, 200 with its `ksefNumber`, 4xx refused); `GET
 *    /sessions/{ref}/invoices` lists a session's invoices with their hashes (how a sender that was
 *    stopped mid-send finds what it sent); `GET …/upo`: the acknowledgement (UPO) as XML
 *    (faktury/sesje/sesja-sprawdzenie-stanu-i-pobranie-upo.md).
 * A failed call throws a `KsefError` saying the step, the HTTP status (null: no answer) and KSeF's
 * description. A local stand-in speaks the same protocol (scripts/lib/ksef-stand-in.ts).
 */
import { fromBase64, publicKeyInfoOf, sha256Base64, toBase64 } from './encoding.ts';

/** KSeF's production API. */
export const KSEF_PRODUCTION_URL = 'https://api.ksef.mf.gov.pl/v2';
/** KSeF's public test environment (no legal effect). */
export const KSEF_TEST_URL = 'https://api-test.ksef.mf.gov.pl/v2';

export interface KsefClientConfig {
  /** The shop's KSeF token, from the KSeF portal. */
  token: string;
  /** The API's base, `…/v2`. */
  baseUrl: string;
  /** The seller's NIP: the context the token acts in. */
  nip: string;
  fetch?: (request: Request) => Promise<Response>;
  /** How many times the authentication status is asked before giving up; 10 by default. */
  statusPolls?: number;
  /** Milliseconds between those questions; 500 by default. */
  pollDelayMs?: number;
}

/** A call KSeF refused or did not answer. */
export class KsefError extends Error {
  constructor(
    /** Which step of the protocol (`authentication`, `invoice`, `status`, …). */
    readonly step: string,
    /** The HTTP status; null when KSeF did not answer at all. */
    readonly status: number | null,
    message: string,
    /** Seconds KSeF asked to wait (`Retry-After` of a 429). */
    readonly retryAfterSeconds: number | null = null,
    /** KSeF's `exceptionCode` (21405: the request's data failed validation), when it gave one. */
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'KsefError';
  }

  /** KSeF is out of reach: no answer, a 5xx or a 429 (too many requests): try again later. */
  get isOutage(): boolean {
    return this.status === null || this.status >= 500 || this.status === 429;
  }
}

/** An invoice as KSeF reports it in a session (SessionInvoiceStatusResponse). */
export interface KsefInvoiceStatus {
  referenceNumber: string;
  invoiceHash: string;
  ksefNumber: string | null;
  invoicingMode: 'Online' | 'Offline' | null;
  /** When KSeF gave the number. */
  acquisitionDate: string | null;
  status: { code: number; description: string; details: string[]; extensions: Record<string, string | null> };
}

export interface KsefOnlineSession {
  referenceNumber: string;
  /** Sends one FA(3) document; answers KSeF's reference number of the invoice. */
  send(xml: string, options?: { offlineMode?: boolean; hashOfCorrectedInvoice?: string | null }): Promise<string>;
  close(): Promise<void>;
}

export interface KsefConnection {
  openSession(): Promise<KsefOnlineSession>;
  invoiceStatus(sessionReference: string, invoiceReference: string): Promise<KsefInvoiceStatus>;
  /** Every invoice of a session, all pages. */
  sessionInvoices(sessionReference: string): Promise<KsefInvoiceStatus[]>;
  /** The invoice's UPO (XML), by its reference or, for one sent in another session, by its KSeF number. */
  invoiceUpo(sessionReference: string, invoice: { reference: string } | { ksefNumber: string }): Promise<string>;
}

async function rsaKeyOf(certificateBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', publicKeyInfoOf(fromBase64(certificateBase64)), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** KSeF's first exceptionCode in an error body, if any. */
function exceptionCodeOf(text: string): number | null {
  try {
    const body = JSON.parse(text) as { exception?: { exceptionDetailList?: { exceptionCode?: number }[] } };
    const code = body.exception?.exceptionDetailList?.[0]?.exceptionCode;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
}

/** KSeF's words from an error body: `exception.exceptionDetailList` (its default), problem+json, or the text. */
function describeRefusal(text: string): string {
  try {
    const body = JSON.parse(text) as {
      exception?: { exceptionDetailList?: { exceptionCode?: number; exceptionDescription?: string; details?: string[] }[] };
      title?: string;
      detail?: string;
      status?: { description?: string; details?: string[] };
    };
    const details = body.exception?.exceptionDetailList;
    if (details?.length) {
      return details.map((entry) => [entry.exceptionCode, entry.exceptionDescription, ...(entry.details ?? [])].filter(Boolean).join(' ')).join('; ');
    }
    if (body.detail || body.title) return [body.title, body.detail].filter(Boolean).join(': ');
    if (body.status?.description) return [body.status.description, ...(body.status.details ?? [])].join(' ');
  } catch {
    // Not JSON: the text itself.
  }
  return text.slice(0, 500);
}

/**
 * Logs in to KSeF with the shop's token (steps 1–3) and answers the calls made with the access
 * token. Throws a `KsefError` when a step fails.
 */
export async function connectToKsef(config: KsefClientConfig): Promise<KsefConnection> {
  const send = config.fetch ?? ((request: Request) => fetch(request));
  const base = config.baseUrl.replace(/\/+$/, '');

  async function request(step: string, method: string, path: string, options: { bearer?: string; body?: unknown; headers?: Record<string, string> }) {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    if (options.bearer) headers.set('Authorization', `Bearer ${options.bearer}`);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await send(
      new Request(`${base}${path}`, { method, headers, body: options.body === undefined ? null : JSON.stringify(options.body) }),
    ).catch((error: unknown) => {
      throw new KsefError(step, null, error instanceof Error ? error.message : String(error));
    });
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('Retry-After'));
      const text = await response.text();
      throw new KsefError(
        step,
        response.status,
        describeRefusal(text),
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
        exceptionCodeOf(text),
      );
    }
    return response;
  }

  async function call<T>(
    step: string,
    method: string,
    path: string,
    options: { bearer?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await request(step, method, path, options);
    return (response.status === 204 ? {} : await response.json()) as T;
  }

  const certificates = await call<{ certificate: string; usage: string[] }[]>('certificates', 'GET', '/security/public-key-certificates');
  const certificateFor = (usage: string) => {
    const found = certificates.find((entry) => entry.usage.includes(usage));
    if (!found) throw new KsefError('certificates', null, `no certificate for ${usage}`);
    return rsaKeyOf(found.certificate);
  };
  const tokenKey = await certificateFor('KsefTokenEncryption');
  const sessionKeyKey = await certificateFor('SymmetricKeyEncryption');

  const challenge = await call<{ challenge: string; timestamp: string }>('challenge', 'POST', '/auth/challenge');
  const plainToken = new TextEncoder().encode(`${config.token}|${Date.parse(challenge.timestamp)}`);
  const encryptedToken = toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, tokenKey, plainToken));
  const started = await call<{ referenceNumber: string; authenticationToken: { token: string } }>('authentication', 'POST', '/auth/ksef-token', {
    body: { challenge: challenge.challenge, contextIdentifier: { type: 'Nip', value: config.nip }, encryptedToken },
  });
  const authToken = started.authenticationToken.token;
  for (let poll = 0; ; poll++) {
    const state = await call<{ status: { code: number; description?: string } }>(
      'authentication status',
      'GET',
      `/auth/${encodeURIComponent(started.referenceNumber)}`,
      { bearer: authToken },
    );
    if (state.status.code === 200) break;
    if (state.status.code !== 100) throw new KsefError('authentication status', state.status.code, state.status.description ?? 'refused');
    if (poll + 1 >= (config.statusPolls ?? 10)) throw new KsefError('authentication status', 100, 'still in progress');
    await sleep(config.pollDelayMs ?? 500);
  }
  const redeemed = await call<{ accessToken: { token: string } }>('token', 'POST', '/auth/token/redeem', { bearer: authToken });
  const bearer = redeemed.accessToken.token;

  const sessionPath = (reference: string) => `/sessions/${encodeURIComponent(reference)}`;

  async function openSession(): Promise<KsefOnlineSession> {
    const aesKey = (await crypto.subtle.generateKey({ name: 'AES-CBC', length: 256 }, true, ['encrypt'])) as CryptoKey;
    const iv = crypto.getRandomValues(new Uint8Array(16));
    const rawKey = new Uint8Array((await crypto.subtle.exportKey('raw', aesKey)) as ArrayBuffer);
    const session = await call<{ referenceNumber: string }>('session', 'POST', '/sessions/online', {
      bearer,
      body: {
        formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
        encryption: {
          encryptedSymmetricKey: toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, sessionKeyKey, rawKey)),
          initializationVector: toBase64(iv),
        },
      },
    });
    const onlinePath = `/sessions/online/${encodeURIComponent(session.referenceNumber)}`;
    return {
      referenceNumber: session.referenceNumber,
      async send(xml, options = {}) {
        const plain = new TextEncoder().encode(xml);
        const encrypted = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, plain));
        const sent = await call<{ referenceNumber: string }>('invoice', 'POST', `${onlinePath}/invoices`, {
          bearer,
          body: {
            invoiceHash: await sha256Base64(plain),
            invoiceSize: plain.length,
            encryptedInvoiceHash: await sha256Base64(encrypted),
            encryptedInvoiceSize: encrypted.length,
            encryptedInvoiceContent: toBase64(encrypted),
            offlineMode: options.offlineMode ?? false,
            ...(options.hashOfCorrectedInvoice ? { hashOfCorrectedInvoice: options.hashOfCorrectedInvoice } : {}),
          },
        });
        return sent.referenceNumber;
      },
      async close() {
        await call('close', 'POST', `${onlinePath}/close`, { bearer });
      },
    };
  }

  return {
    openSession,
    invoiceStatus: (sessionReference, invoiceReference) =>
      call<KsefInvoiceStatus>('status', 'GET', `${sessionPath(sessionReference)}/invoices/${encodeURIComponent(invoiceReference)}`, { bearer }).then(
        statusOf,
      ),
    async sessionInvoices(sessionReference) {
      const invoices: KsefInvoiceStatus[] = [];
      let continuation: string | null = null;
      do {
        const page: { invoices: KsefInvoiceStatus[]; continuationToken?: string | null } = await call(
          'session invoices',
          'GET',
          `${sessionPath(sessionReference)}/invoices?pageSize=100`,
          { bearer, headers: continuation ? { 'x-continuation-token': continuation } : {} },
        );
        invoices.push(...page.invoices.map(statusOf));
        continuation = page.continuationToken || null;
      } while (continuation);
      return invoices;
    },
    async invoiceUpo(sessionReference, invoice) {
      const path =
        'reference' in invoice
          ? `${sessionPath(sessionReference)}/invoices/${encodeURIComponent(invoice.reference)}/upo`
          : `${sessionPath(sessionReference)}/invoices/ksef/${encodeURIComponent(invoice.ksefNumber)}/upo`;
      const response = await request('upo', 'GET', path, { bearer, headers: { Accept: 'application/xml' } });
      return response.text();
    },
  };
}

/** The status as the sender reads it: every optional field present, null when KSeF left it out. */
function statusOf(status: KsefInvoiceStatus): KsefInvoiceStatus {
  return {
    referenceNumber: status.referenceNumber,
    invoiceHash: status.invoiceHash,
    ksefNumber: status.ksefNumber ?? null,
    invoicingMode: status.invoicingMode ?? null,
    acquisitionDate: status.acquisitionDate ?? null,
    status: {
      code: status.status.code,
      description: status.status.description,
      details: status.status.details ?? [],
      extensions: status.status.extensions ?? {},
    },
  };
}

export type KsefSendResult =
  | { ok: true; sessionReference: string; invoiceReference: string }
  | { ok: false; step: string; status: number | null; message: string };

/** Sends one FA(3) invoice in a session of its own; says which step failed instead of throwing. */
export async function sendInvoiceToKsef(config: KsefClientConfig, xml: string): Promise<KsefSendResult> {
  try {
    const connection = await connectToKsef(config);
    const session = await connection.openSession();
    const invoiceReference = await session.send(xml);
    await session.close();
    return { ok: true, sessionReference: session.referenceNumber, invoiceReference };
  } catch (error) {
    if (error instanceof KsefError) return { ok: false, step: error.step, status: error.status, message: error.message };
    return { ok: false, step: 'unexpected', status: null, message: error instanceof Error ? error.message : String(error) };
  }
}
