/**
 * The customer's own data under `/api/secure/v1/users/me` (spec §7): every call acts for the
 * customer of the bearer token (auth/require-customer.ts) and reaches only that customer's rows.
 */
import { customerOf, SIGNED_IN_ERRORS, secureCall } from '../auth/require-customer.ts';
import { createRouter, declareCall } from '../contract.ts';
import { noQuery } from '../schemas.ts';
import { readUser } from './queries.ts';
import { userSchema } from './schemas.ts';

const meCall = declareCall({
  operationId: 'getCurrentUser',
  method: 'get',
  path: '/me',
  tags: ['Konto'],
  summary: 'Zalogowany klient (spec §7: cała odpowiedź to użytkownik).',
  request: { query: noQuery },
  success: { schema: userSchema, description: 'Klient.' },
  errors: SIGNED_IN_ERRORS,
  ...secureCall,
});

export const userRoutes = createRouter().openapi(meCall, async (c) => c.json(await readUser(c.env.DB, customerOf(c).id), 200));
