/** The forms' ticket (worker/src/forms/tickets.ts). */
import { z } from '@hono/zod-openapi';

export const formTicketSchema = z
  .object({
    ticket: z.string().describe('Bilet do odesłania z formularzem (pole `ticket`); ważny od 3 s do 2 h po wydaniu.'),
  })
  .openapi('FormTicket');
