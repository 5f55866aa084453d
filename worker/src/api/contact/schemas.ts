/**
 * The contact call's schemas. The body is the browser's own schema (site/src/lib/forms/contact.ts),
 * so a field's Polish message is the same beside the field and in the API's 400.
 */
import { z } from '@hono/zod-openapi';
import { contactMessageSchema } from '#lib/forms/contact.ts';

export const contactMessageBody = contactMessageSchema.openapi('ContactMessage');

export const contactMessageAcceptedSchema = z
  .object({
    id: z.string().describe('Identyfikator wiadomości (UUID), do podania w dalszej korespondencji.'),
    email: z.string().describe('Adres, na który wysłano kopię wiadomości.'),
  })
  .openapi('ContactMessageAccepted');
