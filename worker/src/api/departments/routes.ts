/** Departments of the contact page: who handles which matters, with a phone and an e-mail. */
import type { Department } from '#lib/api-types.ts';
import { createRouter, declareCall } from '../contract.ts';
import { listOf, noQuery } from '../schemas.ts';
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
  const { results } = await c.env.DB.prepare(
    'SELECT slug, name, description, phone, email FROM departments ORDER BY position, name',
  ).all<Department>();
  return c.json({ items: results }, 200);
});
