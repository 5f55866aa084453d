/**
 * The withdrawal call's answer (issue 33); its request is the form's own schema, shared with the
 * browser (#lib/forms/withdrawal.ts).
 */
import { z } from '@hono/zod-openapi';
import { timestampSchema } from '../schemas.ts';

export const withdrawalAnswerSchema = z
  .object({
    uuid: z.string(),
    orderNumber: z.string(),
    email: z.string().describe('Adres, na który wysłano potwierdzenie.'),
    receivedAt: timestampSchema.describe('Chwila otrzymania oświadczenia.'),
    statement: z.string().describe('Pełna treść oświadczenia, jak ją powtarza potwierdzenie.'),
  })
  .openapi('WithdrawalReceived');

/** P24's refund notification as it arrives: P24's own fields, checked in full by the adapter (payments/przelewy24/refunds.ts). */
export const p24RefundNotificationBody = z
  .object({
    orderId: z.number().int(),
    sessionId: z.string().max(100),
    merchantId: z.number().int(),
    requestId: z.string().max(45),
    refundsUuid: z.string().max(35),
    amount: z.number().int(),
    currency: z.string().max(3),
    timestamp: z.number().int(),
    status: z.number().int(),
    sign: z.string().max(96),
  })
  .openapi('Przelewy24RefundNotification');
