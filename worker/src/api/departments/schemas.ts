/** Departments of the contact page. */
import { z } from '@hono/zod-openapi';

export const departmentSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string().describe('Czym zajmuje się dział, jednym zdaniem.'),
    phone: z.string(),
    email: z.string(),
  })
  .openapi('Department');
