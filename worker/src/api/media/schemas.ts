/** Media files: their list entries and their paths. */
import { z } from '@hono/zod-openapi';
import { timestampSchema } from '../schemas.ts';

/** Relative path of a media file: lowercase segments, no `..`, no leading slash. */
export const mediaPathSchema = z
  .string()
  .max(300)
  .regex(/^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/)
  .refine((path) => !path.includes('..'))
  .describe('Ścieżka pliku, np. `products/cz-10306-1.svg`.');

export const mediaEntrySchema = z
  .object({
    path: z.string(),
    contentType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    updatedAt: timestampSchema,
  })
  .openapi('MediaEntry');
