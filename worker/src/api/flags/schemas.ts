/** Browse flags. */
import { z } from '@hono/zod-openapi';

export const flagSchema = z.object({ code: z.string(), slug: z.string(), name: z.string() }).openapi('Flag');
