/** Departments of the contact page: who handles which matters, with a phone and an e-mail. */
import { createRouter, declareCall } from '../contract.ts';
import { listOf, noQuery } from '../schemas.ts';
import { listDepartments } from './queries.ts';
import { departmentSchema } from './schemas.ts';

const departmentsCall = declareCall({
  operationId: 'listDepartments',
  method: 'get',
  path: '/',
  tags: ['Strony'],
  summary: 'Działy firmy do strony kontaktu.',
  request: { query: noQuery },
  success: { schema: listOf(departmentSchema), description: 'Działy.' },
  cacheSeconds: 300,
});

export const departmentRoutes = createRouter().openapi(departmentsCall, async (c) => {
  return c.json({ items: await listDepartments(c.env.DB) }, 200);
});
