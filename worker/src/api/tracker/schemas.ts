/** The ad tracker's contact-switch call (spec §7): the body the browser posts and the answer. */
import { z } from '@hono/zod-openapi';
import { emailField } from '#lib/forms/fields.ts';
import { YLID_PATTERN } from '#lib/tracker/ylid.ts';

export const contactSwitchBody = z
  .strictObject({
    email: emailField,
    ylid: z
      .string({ error: 'Nieprawidłowy identyfikator odwiedzającego.' })
      .regex(YLID_PATTERN, { error: 'Nieprawidłowy identyfikator odwiedzającego.' })
      .describe('Identyfikator odwiedzającego z ciasteczka `ylid` skryptu śledzącego.'),
  })
  .openapi('ContactSwitch');

export const contactSwitchResultSchema = z
  .object({
    result: z.literal('logged').describe('Powiązanie zapisano w dzienniku workera (bez bazy danych).'),
  })
  .openapi('ContactSwitchResult');
