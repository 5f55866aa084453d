/**
 * The registration calls' models. The bodies are the browser's own schemas
 * (site/src/lib/forms/registration.ts), so a field's Polish message is the same on both sides.
 */
import { z } from '@hono/zod-openapi';
import { registrationConfirmationSchema, registrationSchema } from '#lib/forms/registration.ts';

export const registrationBody = registrationSchema.openapi('Registration');

export const confirmationBody = registrationConfirmationSchema.openapi('RegistrationConfirmationRequest');

/** The same answer whether the address was new, pending or registered, so the form tells no one who has an account. */
export const accountFormAcceptedSchema = z
  .object({
    email: z.string().describe('Adres, na który wysłano wiadomość.'),
  })
  .openapi('AccountFormAccepted');

export const confirmationAnswerSchema = z
  .object({
    result: z.enum(['confirmed', 'already_confirmed']).describe('`confirmed`: konto aktywowane teraz; `already_confirmed`: było już aktywne.'),
    email: z.string(),
  })
  .openapi('RegistrationConfirmation');
