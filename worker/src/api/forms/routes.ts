/**
 * `GET /forms/tickets`: the ticket a guarded form (newsletter, contact) sends back with its
 * fields, so the API knows when the form was opened (worker/src/forms/tickets.ts).
 */
import { getAuthSecret } from '../../config.ts';
import { issueTicket } from '../../forms/tickets.ts';
import { createRouter, declareCall } from '../contract.ts';
import { noQuery } from '../schemas.ts';
import { formTicketSchema } from './schemas.ts';

const issueTicketCall = declareCall({
  operationId: 'issueFormTicket',
  method: 'get',
  path: '/tickets',
  tags: ['Formularze'],
  summary: 'Bilet formularza: formularz wysłany szybciej niż 3 s lub później niż 2 h po jego wydaniu jest odrzucany.',
  request: { query: noQuery },
  success: { schema: formTicketSchema, description: 'Nowy bilet.' },
});

export const formRoutes = createRouter().openapi(issueTicketCall, async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ ticket: await issueTicket(getAuthSecret(c.env), Date.now()) }, 200);
});
