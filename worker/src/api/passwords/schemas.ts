/** The password-reset calls' models; the bodies are the browser's own (site/src/lib/forms/registration.ts). */
import { z } from '@hono/zod-openapi';
import { newPasswordSchema, passwordResetRequestSchema } from '#lib/forms/registration.ts';

export const resetRequestBody = passwordResetRequestSchema.openapi('PasswordResetRequest');

export const newPasswordBody = newPasswordSchema.openapi('NewPassword');

export const passwordResetDoneSchema = z
  .object({
    passwordChanged: z.literal(true),
    email: z.string().describe('Adres konta, którym można się teraz zalogować.'),
  })
  .openapi('PasswordResetDone');
