/** Departments of the contact page: who handles which matters, with a phone and an e-mail. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Department, ListResponse } from '#lib/api-types.ts';
import type { AppEnv } from '#worker/env.ts';
import { validate } from '../validation.ts';

export const departmentRoutes = new Hono<AppEnv>().get('/', validate('query', z.strictObject({})), async (c) => {
  const { results } = await c.env.DB.prepare(
    'SELECT slug, name, description, phone, email FROM departments ORDER BY position, name',
  ).all<Department>();
  return c.json<ListResponse<Department>>({ items: results });
});
