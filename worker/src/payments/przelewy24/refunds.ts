/**
 * Przelewy24's refunds (https://developers.przelewy24.pl/, "transaction/refund"; the same fields in
 * P24's OpenAPI as republished at github.com/api-evangelist/przelewy24, json-schema/
 * TransactionRefundJsonRequestBody.json and TransactionRefundResult.json):
 * - `POST {base}/transaction/refund` with HTTP Basic `posId:apiKey` and no sign of its own:
 *   `{ requestId (≤ 45), refunds: [{ orderId, sessionId, amount, description (≤ 35) }],
 *   refundsUuid (≤ 35), urlStatus }`. P24 answers 201 `{ data: [{ …, status: true }], responseCode: 0 }`
 *   when it takes the refund, 409 `{ error: [{ …, message }], code: 409 }` when the amount is more
 *   than is left of the transaction, 400/401/404 otherwise.
 * - Later, P24 posts the refund's outcome to urlStatus: `{ orderId, sessionId, merchantId,
 *   requestId, refundsUuid, amount, currency, timestamp, status (0 made, 1 rejected), sign }`,
 *   signed over orderId, sessionId, refundsUuid, merchantId, amount, currency, status and the CRC
 *   (sign.ts `signRefundNotification`). Only a verified notification says a refund was made.
 * Nothing throws: every outcome is a typed result, as in transactions.ts.
 */
import { z } from 'zod';
import type { Przelewy24Config } from './config.ts';
import { isSameSign, signRefundNotification } from './sign.ts';
import { callPrzelewy24, failure, type Przelewy24CallOptions, type Przelewy24Error } from './transactions.ts';

/** P24's limits on a refund request's own ids and on the text the consumer's bank statement shows. */
export const REFUND_LIMITS = { requestId: 45, refundsUuid: 35, description: 35 } as const;

/** One refund of one paid transaction. Money is integer grosze. */
export interface RefundRequest {
  /** The shop's id of this call (≤ 45 characters). */
  requestId: string;
  /** The shop's id of this refund, which the notification repeats (≤ 35 characters: a UUID without its hyphens). */
  refundsUuid: string;
  /** P24's number of the paid transaction and the shop's session of it. */
  orderId: number;
  sessionId: string;
  /** Grosze, a positive integer, at most what is left of the transaction. */
  amount: number;
  /** What the consumer's statement says (≤ 35 characters), e.g. `Zwrot ZAM/2026/000123`. */
  description: string;
  /** Where P24 posts the refund's outcome. */
  urlStatus: string;
}

export type RefundResult = { ok: true } | { ok: false; error: Przelewy24Error };

/** Why a refund request is not worth sending, or null. */
function checkRefundRequest(request: RefundRequest): string | null {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return 'amount must be a positive integer of grosze';
  if (!Number.isSafeInteger(request.orderId) || request.orderId <= 0) return 'orderId must be a positive integer';
  if (request.requestId.length < 1 || request.requestId.length > REFUND_LIMITS.requestId) return 'requestId must have 1 to 45 characters';
  if (request.refundsUuid.length < 1 || request.refundsUuid.length > REFUND_LIMITS.refundsUuid) return 'refundsUuid must have 1 to 35 characters';
  if (request.description.length < 1 || request.description.length > REFUND_LIMITS.description) return 'description must have 1 to 35 characters';
  if (request.sessionId.length < 1 || request.sessionId.length > 100) return 'sessionId must have 1 to 100 characters';
  if (request.urlStatus.length > 250) return 'urlStatus has at most 250 characters';
  return null;
}

/**
 * Asks P24 to refund part or all of a paid transaction. `ok` means P24 took the request; the money
 * has moved only when its notification says so (`verifyRefundNotification`, status 0).
 * @example
 * const sent = await requestRefund(config, { requestId, refundsUuid, orderId, sessionId, amount: 4_999, description: 'Zwrot ZAM/2026/000123', urlStatus });
 */
export async function requestRefund(config: Przelewy24Config, request: RefundRequest, options: Przelewy24CallOptions = {}): Promise<RefundResult> {
  const problem = checkRefundRequest(request);
  if (problem) return failure('invalid_request', problem);
  const body = {
    requestId: request.requestId,
    refunds: [{ orderId: request.orderId, sessionId: request.sessionId, amount: request.amount, description: request.description }],
    refundsUuid: request.refundsUuid,
    urlStatus: request.urlStatus,
  };
  const answer = await callPrzelewy24(config, 'POST', '/transaction/refund', body, options);
  if (!answer.ok) return answer;
  const items = Array.isArray(answer.data) ? (answer.data as unknown[]) : [];
  const item = items[0] && typeof items[0] === 'object' ? (items[0] as Record<string, unknown>) : null;
  if (item?.status !== true) return failure('malformed_answer', `refund answered ${JSON.stringify(answer.data)}`);
  return { ok: true };
}

const refundNotificationSchema = z.object({
  orderId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  sessionId: z.string().min(1).max(100),
  merchantId: z.number().int().positive(),
  requestId: z.string().min(1).max(REFUND_LIMITS.requestId),
  refundsUuid: z.string().min(1).max(REFUND_LIMITS.refundsUuid),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().length(3),
  timestamp: z.number().int().nonnegative(),
  status: z.union([z.literal(0), z.literal(1)]),
  sign: z.string().regex(/^[0-9a-fA-F]{96}$/),
});

/** A refund notification whose sign P24 made. */
export type RefundNotification = Omit<z.infer<typeof refundNotificationSchema>, 'sign'>;

export type RefundNotificationCheck =
  | { ok: true; notification: RefundNotification }
  | { ok: false; reason: 'malformed' | 'wrong_merchant' | 'forged' };

/**
 * Whether a body posted to the refunds' urlStatus is a notification P24 signed for this shop. Its
 * sign is compared in constant time; which refund it settles is for the caller to match by
 * refundsUuid, requestId, orderId and amount.
 */
export async function verifyRefundNotification(body: unknown, config: Przelewy24Config): Promise<RefundNotificationCheck> {
  const parsed = refundNotificationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { sign, ...notification } = parsed.data;
  if (notification.merchantId !== config.merchantId) return { ok: false, reason: 'wrong_merchant' };
  const expected = await signRefundNotification({ ...notification, crc: config.crc });
  if (!isSameSign(sign, expected)) return { ok: false, reason: 'forged' };
  return { ok: true, notification };
}
