/**
 * The KSeF adapter (KSeF API 2.0, https://api.ksef.mf.gov.pl/v2): sends an invoice's FA(3) XML
 * on the shop's behalf, authenticated with the shop's KSeF token. Off unless KSEF_TOKEN is set
 * (config.ts `getKsefConfig`); nothing in the shop calls it yet (docs/decisions/017-invoices.md).
 * The protocol, one invoice per online session:
 * 1. `GET /security/public-key-certificates`: the Ministry's certificates; their RSA keys encrypt
 *    the token (usage KsefTokenEncryption) and the session key (SymmetricKeyEncryption).
 * 2. `POST /auth/challenge` → `{ challenge, timestamp }`; `POST /auth/ksef-token` with
 *    `{ challenge, contextIdentifier: { type: 'Nip', value }, encryptedToken }`, the token being
 *    RSA-OAEP(SHA-256) of `token|timestampMs` → `{ referenceNumber, authenticationToken }`.
 * 3. `GET /auth/{referenceNumber}` until `status.code` is 200; `POST /auth/token/redeem` →
 *    `{ accessToken }` (each with `Authorization: Bearer …`).
 * 4. `POST /sessions/online` with the form code FA (3) and an AES-256 key encrypted with RSA-OAEP
 *    and its IV; `POST /sessions/online/{ref}/invoices` with the invoice AES-256-CBC encrypted
 *    and the SHA-256 of both forms; `POST /sessions/online/{ref}/close`.
 * A local stand-in speaks the same protocol for tests (scripts/lib/ksef-stand-in.ts).
 */

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

export type KsefSendResult =
  | { ok: true; sessionReference: string; invoiceReference: string }
  | { ok: false; step: string; status: number | null; message: string };

class KsefStepError extends Error {
  constructor(
    readonly step: string,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (const byte of view) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** Reads one DER element at `offset`: its tag, where its content starts and ends. */
function derElement(der: Uint8Array, offset: number): { tag: number; start: number; end: number } {
  const tag = der[offset] ?? 0;
  let length = der[offset + 1] ?? 0;
  let start = offset + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    length = 0;
    for (let index = 0; index < bytes; index++) length = length * 256 + (der[start + index] ?? 0);
    start += bytes;
  }
  if (start + length > der.length) throw new RangeError('DER element runs past the certificate');
  return { tag, start, end: start + length };
}

/**
 * The SubjectPublicKeyInfo of an X.509 certificate (DER): Certificate → tbsCertificate → its
 * seventh field, or sixth without the optional `[0]` version.
 */
export function publicKeyInfoOf(certificate: Uint8Array): Uint8Array {
  const outer = derElement(certificate, 0);
  const tbs = derElement(certificate, outer.start);
  let offset = tbs.start;
  const first = derElement(certificate, offset);
  const skip = first.tag === 0xa0 ? 6 : 5;
  for (let index = 0; index < skip; index++) offset = derElement(certificate, offset).end;
  const key = derElement(certificate, offset);
  return certificate.slice(offset, key.end);
}

async function rsaKeyOf(certificateBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', publicKeyInfoOf(fromBase64(certificateBase64)), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

async function sha256Base64(bytes: Uint8Array): Promise<string> {
  return toBase64(await crypto.subtle.digest('SHA-256', bytes));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one FA(3) invoice to KSeF; says which step failed instead of throwing. */
export async function sendInvoiceToKsef(config: KsefClientConfig, xml: string): Promise<KsefSendResult> {
  const send = config.fetch ?? ((request: Request) => fetch(request));
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call<T>(step: string, method: string, path: string, options: { bearer?: string; body?: unknown } = {}): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    if (options.bearer) headers.set('Authorization', `Bearer ${options.bearer}`);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await send(
      new Request(`${base}${path}`, { method, headers, body: options.body === undefined ? null : JSON.stringify(options.body) }),
    ).catch((error: unknown) => {
      throw new KsefStepError(step, null, error instanceof Error ? error.message : String(error));
    });
    if (!response.ok) throw new KsefStepError(step, response.status, (await response.text()).slice(0, 500));
    return (response.status === 204 ? {} : await response.json()) as T;
  }

  try {
    const certificates = await call<{ certificate: string; usage: string[] }[]>('certificates', 'GET', '/security/public-key-certificates');
    const certificateFor = (usage: string) => {
      const found = certificates.find((entry) => entry.usage.includes(usage));
      if (!found) throw new KsefStepError('certificates', null, `no certificate for ${usage}`);
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
        {
          bearer: authToken,
        },
      );
      if (state.status.code === 200) break;
      if (state.status.code !== 100) throw new KsefStepError('authentication status', state.status.code, state.status.description ?? 'refused');
      if (poll + 1 >= (config.statusPolls ?? 10)) throw new KsefStepError('authentication status', 100, 'still in progress');
      await sleep(config.pollDelayMs ?? 500);
    }
    const redeemed = await call<{ accessToken: { token: string } }>('token', 'POST', '/auth/token/redeem', { bearer: authToken });
    const accessToken = redeemed.accessToken.token;

    const aesKey = (await crypto.subtle.generateKey({ name: 'AES-CBC', length: 256 }, true, ['encrypt'])) as CryptoKey;
    const iv = crypto.getRandomValues(new Uint8Array(16));
    const rawKey = new Uint8Array((await crypto.subtle.exportKey('raw', aesKey)) as ArrayBuffer);
    const session = await call<{ referenceNumber: string }>('session', 'POST', '/sessions/online', {
      bearer: accessToken,
      body: {
        formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
        encryption: {
          encryptedSymmetricKey: toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, sessionKeyKey, rawKey)),
          initializationVector: toBase64(iv),
        },
      },
    });
    const plain = new TextEncoder().encode(xml);
    const encrypted = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, plain));
    const sessionPath = `/sessions/online/${encodeURIComponent(session.referenceNumber)}`;
    const sent = await call<{ referenceNumber: string }>('invoice', 'POST', `${sessionPath}/invoices`, {
      bearer: accessToken,
      body: {
        invoiceHash: await sha256Base64(plain),
        invoiceSize: plain.length,
        encryptedInvoiceHash: await sha256Base64(encrypted),
        encryptedInvoiceSize: encrypted.length,
        encryptedInvoiceContent: toBase64(encrypted),
      },
    });
    await call('close', 'POST', `${sessionPath}/close`, { bearer: accessToken });
    return { ok: true, sessionReference: session.referenceNumber, invoiceReference: sent.referenceNumber };
  } catch (error) {
    if (error instanceof KsefStepError) return { ok: false, step: error.step, status: error.status, message: error.message };
    return { ok: false, step: 'unexpected', status: null, message: error instanceof Error ? error.message : String(error) };
  }
}
