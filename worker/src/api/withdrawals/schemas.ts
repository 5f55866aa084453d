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
