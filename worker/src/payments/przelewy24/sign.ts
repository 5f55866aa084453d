/**
 * Przelewy24's `sign`: SHA-384, in lowercase hex, of a JSON object whose fields and their order
 * the documentation fixes per call, with the CRC key as its last field
 * (https://developers.przelewy24.pl/, "sign"). P24 builds the JSON like PHP's `json_encode` with
 * JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES, which is exactly what `JSON.stringify` writes:
 * no spaces, `/` and Polish letters as they are. A field in the wrong order is a different sign,
 * so each call's fields are typed here once, in their order.
 *
 * Web Crypto only: the adapter in the Worker and the stand-in (scripts/lib/przelewy24-stand-in.ts)
 * sign with these same functions.
 */
import { timingSafeEqual } from '../../auth/one-time-tokens.ts';

/** The fields of `transaction/register`'s sign, in P24's order. */
export interface RegisterSignFields {
  sessionId: string;
  merchantId: number;
  amount: number;
  currency: string;
  crc: string;
}

/** The fields of the status notification's sign, in P24's order. */
export interface NotificationSignFields {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
  crc: string;
}

/** The fields of `transaction/verify`'s sign, in P24's order. */
export interface VerifySignFields {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
  crc: string;
}

/**
 * The fields of the refund notification's sign, in P24's order: `{"orderId":int,"sessionId":"str",
 * "refundsUuid":"str","merchantId":int,"amount":int,"currency":"str","status":int,"crc":"str"}`
 * (developers.przelewy24.pl, "transaction/refund", the notification TransactionRefundResult; the
 * same order in its OpenAPI schema, github.com/api-evangelist/przelewy24 json-schema/TransactionRefundResult.json).
 */
export interface RefundNotificationSignFields {
  orderId: number;
  sessionId: string;
  refundsUuid: string;
  merchantId: number;
  amount: number;
  currency: string;
  /** 0 the refund was made, 1 it was rejected. */
  status: number;
  crc: string;
}

async function sha384Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-384', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The sign of a transaction registration. */
export function signRegistration({ sessionId, merchantId, amount, currency, crc }: RegisterSignFields): Promise<string> {
  return sha384Hex(JSON.stringify({ sessionId, merchantId, amount, currency, crc }));
}

/** The sign P24 puts on a status notification. */
export function signNotification(fields: NotificationSignFields): Promise<string> {
  const { merchantId, posId, sessionId, amount, originAmount, currency, orderId, methodId, statement, crc } = fields;
  return sha384Hex(JSON.stringify({ merchantId, posId, sessionId, amount, originAmount, currency, orderId, methodId, statement, crc }));
}

/** The sign of a transaction verification. */
export function signVerification({ sessionId, orderId, amount, currency, crc }: VerifySignFields): Promise<string> {
  return sha384Hex(JSON.stringify({ sessionId, orderId, amount, currency, crc }));
}

/** The sign P24 puts on a refund's status notification. */
export function signRefundNotification(fields: RefundNotificationSignFields): Promise<string> {
  const { orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc } = fields;
  return sha384Hex(JSON.stringify({ orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc }));
}

/** Whether a sign someone sent is the one expected, in time that does not depend on where they differ. */
export function isSameSign(sent: string, expected: string): boolean {
  return timingSafeEqual(sent.toLowerCase(), expected);
}
