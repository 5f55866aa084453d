/**
 * Przelewy24's status notification: after a payment P24 posts JSON to the transaction's
 * `urlStatus` (merchantId, posId, sessionId, amount, originAmount, currency, orderId, methodId,
 * statement, sign). Anyone can post to that URL, so nothing in it counts until:
 * 1. `verifyNotification`: its shape is P24's, it names this shop's merchant and point of sale,
 *    and its sign (SHA-384 over the fields and the CRC key only P24 and the shop know) matches,
 *    compared in constant time;
 * 2. `matchNotification`: it is for the amount the order expects, and it is not one the order has
 *    already accepted (P24 repeats a notification until it gets 200; an attacker can replay one);
 * 3. `verifyTransaction` (transactions.ts) confirms it with P24.
 * This module keeps no state: the order code (issue 13, not built yet) is to persist P24's
 * `orderId` on the first acceptance, in one conditional statement, and pass it back here as
 * `acceptedOrderId`; that is what makes a replay visible.
 */
import { z } from 'zod';
import type { Przelewy24Config } from './config.ts';
import { isSameSign, signNotification } from './sign.ts';

const grosze = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const notificationSchema = z.object({
  merchantId: z.number().int().positive(),
  posId: z.number().int().positive(),
  sessionId: z.string().min(1).max(100),
  amount: grosze,
  originAmount: grosze,
  currency: z.string().length(3),
  orderId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  methodId: z.number().int().nonnegative(),
  statement: z.string().max(200),
  sign: z.string().regex(/^[0-9a-fA-F]{96}$/),
});

/** The notification's integer fields, which a form-encoded body carries as text. */
const INTEGER_FIELDS = ['merchantId', 'posId', 'amount', 'originAmount', 'orderId', 'methodId'] as const;

/**
 * The body of a request to urlStatus as an object for `verifyNotification`: P24's REST API posts
 * JSON; a form-encoded body (as older integrations receive it) is read too, its integer fields as
 * numbers. Null when the body is neither. Untrusted either way.
 */
export async function readNotificationBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (!type.includes('application/x-www-form-urlencoded')) return await request.json();
    const fields: Record<string, string | number> = Object.fromEntries(new URLSearchParams(await request.text()));
    for (const name of INTEGER_FIELDS) {
      const value = fields[name];
      if (typeof value === 'string' && /^\d{1,15}$/.test(value)) fields[name] = Number(value);
    }
    return fields;
  } catch {
    return null;
  }
}

/** A notification whose sign P24 made. */
export type Przelewy24Notification = Omit<z.infer<typeof notificationSchema>, 'sign'>;

export type NotificationCheck = { ok: true; notification: Przelewy24Notification } | { ok: false; reason: 'malformed' | 'wrong_merchant' | 'forged' };

/**
 * Whether a posted body is a notification P24 signed for this shop. `body` is the parsed JSON,
 * untrusted.
 */
export async function verifyNotification(body: unknown, config: Przelewy24Config): Promise<NotificationCheck> {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { sign, ...notification } = parsed.data;
  if (notification.merchantId !== config.merchantId || notification.posId !== config.posId) return { ok: false, reason: 'wrong_merchant' };
  const expected = await signNotification({ ...notification, crc: config.crc });
  if (!isSameSign(sign, expected)) return { ok: false, reason: 'forged' };
  return { ok: true, notification };
}

/** What the order knows about the payment a notification claims to settle. */
export interface ExpectedPayment {
  sessionId: string;
  /** Grosze the order registered with P24. */
  amount: number;
  currency: string;
  /** P24's orderId of the notification the order already accepted for this session, or null. */
  acceptedOrderId: number | null;
}

/**
 * What a verified notification means for the order:
 * - `new`: the first notification of this payment; verify it with P24, then record its orderId;
 * - `replay`: the order already accepted this one (P24 repeating itself, or a replay): answer
 *   200 and change nothing;
 * - `second_payment`: another P24 transaction for a session already paid (the shopper paid twice):
 *   keep the order as it is and tell an operator, who refunds;
 * - `wrong_amount`: the amount or currency is not the order's: refuse, never verify;
 * - `wrong_session`: the notification is for another session than the order's payment.
 */
export function matchNotification(
  notification: Przelewy24Notification,
  payment: ExpectedPayment,
): 'new' | 'replay' | 'second_payment' | 'wrong_amount' | 'wrong_session' {
  if (notification.sessionId !== payment.sessionId) return 'wrong_session';
  if (notification.amount !== payment.amount || notification.originAmount !== payment.amount || notification.currency !== payment.currency) {
    return 'wrong_amount';
  }
  if (payment.acceptedOrderId === null) return 'new';
  return payment.acceptedOrderId === notification.orderId ? 'replay' : 'second_payment';
}
