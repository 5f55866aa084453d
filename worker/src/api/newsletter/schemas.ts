/**
 * The newsletter calls' schemas. The forms' bodies are the browser's own schemas
 * (site/src/lib/forms/newsletter.ts), so a field's Polish message is the same on both sides.
 */
import { z } from '@hono/zod-openapi';
import { TOKEN_PATTERN } from '#lib/formats.ts';
import { newsletterSignUpSchema, newsletterUnsubscribeSchema } from '#lib/forms/newsletter.ts';
import { uuidSchema } from '../schemas.ts';

export const signUpBody = newsletterSignUpSchema.openapi('NewsletterSignUp');
export const unsubscribeRequestBody = newsletterUnsubscribeSchema.openapi('NewsletterUnsubscribeRequest');

export const tokenParams = z.strictObject({
  token: z.string().regex(TOKEN_PATTERN).describe('Token z linku w wiadomości.'),
});

export const notificationClickParams = z.strictObject({
  notificationUuid: uuidSchema,
  recipientUuid: uuidSchema,
});

/** The same answer whatever the address's state, so the form tells no one who is subscribed. */
export const formAcceptedSchema = z
  .object({
    email: z.string().describe('Adres, na który wysłano wiadomość.'),
  })
  .openapi('NewsletterFormAccepted');

export const confirmationSchema = z
  .object({
    result: z.enum(['confirmed', 'already_confirmed']).describe('`confirmed`: zapis potwierdzony teraz; `already_confirmed`: był już potwierdzony.'),
    email: z.string(),
  })
  .openapi('NewsletterConfirmation');

export const cancellationSchema = z
  .object({
    result: z
      .enum(['unsubscribed', 'already_unsubscribed'])
      .describe('`unsubscribed`: wypisano teraz; `already_unsubscribed`: adres był już wypisany.'),
    email: z.string(),
  })
  .openapi('NewsletterCancellation');

export const clickSchema = z
  .object({
    firstClick: z.boolean().describe('Czy to pierwsze kliknięcie tego odbiorcy (tylko ono jest zapisywane).'),
  })
  .openapi('NewsletterClick');
