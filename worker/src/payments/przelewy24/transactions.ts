/**
 * The Przelewy24 REST adapter's payment calls (https://developers.przelewy24.pl/; refunds are refunds.ts):
 * - `POST {base}/transaction/register`: the shop announces a payment (amount in grosze, its own
 *   sessionId, where to send the shopper back and where to notify) and gets a token; the shopper
 *   pays on `/trnRequest/{token}` (config.ts `paymentPageUrl`).
 * - `PUT {base}/transaction/verify`: after a status notification (notification.ts), the shop
 *   confirms the amount it expects; only a verified transaction is paid money.
 * Both with HTTP Basic auth `posId:apiKey` and a JSON body carrying its own `sign` (sign.ts).
 * P24 answers `{ "data": …, "responseCode": 0 }` or `{ "error": "…", "code": 4xx }`.
 *
 * Plain fetch (injectable, with a timeout), so it runs in the Worker and, in tests, against the
 * stand-in (scripts/lib/przelewy24-stand-in.ts). Nothing throws: every outcome is a typed result.
 */
import { type Przelewy24Config, paymentPageUrl } from './config.ts';
import { signRegistration, signVerification } from './sign.ts';

/** What the shop says about a payment it wants. Money is integer grosze. */
export interface TransactionRequest {
  /** The shop's own id of this payment attempt (at most 100 characters), unique per attempt. */
  sessionId: string;
  /** Grosze, a positive integer. */
  amount: number;
  currency: 'PLN';
  /** What the shopper sees at P24, e.g. `Zamówienie ZAM/2026/000123`. */
  description: string;
  email: string;
  /** Where the shopper comes back after paying or giving up. */
  urlReturn: string;
  /** Where P24 posts the status notification. */
  urlStatus: string;
  /** The buyer's name (P24's `client`, at most 40 characters). */
  client?: string;
  /** Minutes the shopper has to pay (0 to 99, 0 is no limit). */
  timeLimit?: number;
  /** What the bank statement says (at most 20 characters). */
  transferLabel?: string;
}

/** What the shop confirms after a notification: the same session, P24's order id, the amount it expects. */
export interface VerificationRequest {
  sessionId: string;
  /** P24's number of the transaction, from the notification. */
  orderId: number;
  amount: number;
  currency: 'PLN';
}

export type Przelewy24ErrorKind = 'invalid_request' | 'network' | 'timeout' | 'refused' | 'malformed_answer';

export interface Przelewy24Error {
  kind: Przelewy24ErrorKind;
  /** The HTTP status P24 answered, when it answered. */
  status?: number;
  message: string;
  /** Whether the same call may succeed later (network, timeout, 429, 5xx). */
  retryable: boolean;
}

export type RegisterResult = { ok: true; token: string; paymentUrl: string } | { ok: false; error: Przelewy24Error };
export type VerifyResult = { ok: true } | { ok: false; error: Przelewy24Error };

export interface Przelewy24CallOptions {
  /** The HTTP client; the Worker's fetch unless a test passes another. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_MESSAGE_LENGTH = 300;

export function failure(kind: Przelewy24ErrorKind, message: string, status?: number): { ok: false; error: Przelewy24Error } {
  const retryable = kind === 'network' || kind === 'timeout' || (status !== undefined && (status === 429 || status >= 500));
  return { ok: false, error: { kind, message: message.slice(0, MAX_MESSAGE_LENGTH), retryable, ...(status === undefined ? {} : { status }) } };
}

/** Why a request is not worth sending, or null. P24's documented limits. */
function checkTransactionRequest(request: TransactionRequest): string | null {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return 'amount must be a positive integer of grosze';
  if (request.sessionId.length < 1 || request.sessionId.length > 100) return 'sessionId must have 1 to 100 characters';
  if (request.description.length < 1 || request.description.length > 1024) return 'description must have 1 to 1024 characters';
  if (request.email.length < 3 || request.email.length > 50) return 'email must have 3 to 50 characters';
  if (request.urlReturn.length > 250 || request.urlStatus.length > 250) return 'urlReturn and urlStatus have at most 250 characters';
  if (request.client !== undefined && request.client.length > 40) return 'client has at most 40 characters';
  if (request.transferLabel !== undefined && request.transferLabel.length > 20) return 'transferLabel has at most 20 characters';
  if (request.timeLimit !== undefined && (!Number.isInteger(request.timeLimit) || request.timeLimit < 0 || request.timeLimit > 99))
    return 'timeLimit is 0 to 99 minutes';
  return null;
}

/** Sends one JSON call with Basic auth and reads P24's envelope; `data` on success (any 2xx). */
export async function callPrzelewy24(
  config: Przelewy24Config,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  { fetch: send = (request) => fetch(request), timeoutMs = DEFAULT_TIMEOUT_MS }: Przelewy24CallOptions,
): Promise<{ ok: true; data: unknown } | { ok: false; error: Przelewy24Error }> {
  const request = new Request(`${config.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Basic ${btoa(`${config.posId}:${config.apiKey}`)}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  let response: Response;
  let text: string;
  try {
    response = await send(request);
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') return failure('timeout', `no answer within ${timeoutMs} ms`);
    return failure('network', error instanceof Error ? error.message : String(error));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return response.ok
      ? failure('malformed_answer', `HTTP ${response.status} without JSON`, response.status)
      : failure('refused', `HTTP ${response.status}`, response.status);
  }
  const envelope = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  if (!response.ok) {
    const message = typeof envelope.error === 'string' ? envelope.error : JSON.stringify(envelope.error ?? parsed);
    return failure('refused', `HTTP ${response.status}: ${message}`, response.status);
  }
  if (envelope.responseCode !== 0 || !('data' in envelope))
    return failure('malformed_answer', `HTTP ${response.status} without data`, response.status);
  return { ok: true, data: envelope.data };
}

/**
 * Registers a payment with P24 and gives the page where the shopper pays.
 * @example
 * const result = await registerTransaction(config, { sessionId, amount: 12_345, currency: 'PLN', description, email, urlReturn, urlStatus });
 * if (result.ok) redirectTo(result.paymentUrl);
 */
export async function registerTransaction(
  config: Przelewy24Config,
  request: TransactionRequest,
  options: Przelewy24CallOptions = {},
): Promise<RegisterResult> {
  const problem = checkTransactionRequest(request);
  if (problem) return failure('invalid_request', problem);
  const sign = await signRegistration({
    sessionId: request.sessionId,
    merchantId: config.merchantId,
    amount: request.amount,
    currency: request.currency,
    crc: config.crc,
  });
  const body = {
    merchantId: config.merchantId,
    posId: config.posId,
    sessionId: request.sessionId,
    amount: request.amount,
    currency: request.currency,
    description: request.description,
    email: request.email,
    ...(request.client === undefined ? {} : { client: request.client }),
    country: 'PL',
    language: 'pl',
    urlReturn: request.urlReturn,
    urlStatus: request.urlStatus,
    ...(request.timeLimit === undefined ? {} : { timeLimit: request.timeLimit }),
    ...(request.transferLabel === undefined ? {} : { transferLabel: request.transferLabel }),
    encoding: 'UTF-8',
    sign,
  };
  const answer = await callPrzelewy24(config, 'POST', '/transaction/register', body, options);
  if (!answer.ok) return answer;
  const token = answer.data && typeof answer.data === 'object' && 'token' in answer.data ? answer.data.token : undefined;
  if (typeof token !== 'string' || !/^[A-Za-z0-9-]{1,100}$/.test(token)) return failure('malformed_answer', 'register answered without a token');
  return { ok: true, token, paymentUrl: paymentPageUrl(config.baseUrl, token) };
}

/**
 * Confirms a notified payment with P24. Call it only after `verifyNotification` accepted the
 * notification, with the amount the order expects (not the notified one); until it says ok the
 * order is not paid.
 */
export async function verifyTransaction(
  config: Przelewy24Config,
  request: VerificationRequest,
  options: Przelewy24CallOptions = {},
): Promise<VerifyResult> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return failure('invalid_request', 'amount must be a positive integer of grosze');
  const sign = await signVerification({ ...request, crc: config.crc });
  const body = { merchantId: config.merchantId, posId: config.posId, ...request, sign };
  const answer = await callPrzelewy24(config, 'PUT', '/transaction/verify', body, options);
  if (!answer.ok) return answer;
  const status = answer.data && typeof answer.data === 'object' && 'status' in answer.data ? answer.data.status : undefined;
  return status === 'success' ? { ok: true } : failure('malformed_answer', `verify answered status ${JSON.stringify(status)}`);
}
