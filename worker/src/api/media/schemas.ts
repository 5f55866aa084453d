/** Media files: their list entries and their paths. */
import { z } from '@hono/zod-openapi';
import { MEDIA_PATH_MAX_LENGTH, MEDIA_PATH_PATTERN } from '#lib/media-path.ts';
import { timestampSchema } from '../schemas.ts';

/** Relative path of a media file: lowercase segments, no `..`, no leading slash. */
export const mediaPathSchema = z
  .string()
  .max(MEDIA_PATH_MAX_LENGTH)
  .regex(MEDIA_PATH_PATTERN)
  .refine((path) => !path.includes('..'))
  .describe('Ścieżka pliku, np. `products/cz-10306-1.svg`.');

export const mediaEntrySchema = z
  .object({
    path: z.string(),
    contentType: z.string(),
    width: z.number().int().nullable().describe('Szerokość obrazu w pikselach; null dla dokumentu (PDF).'),
    height: z.number().int().nullable().describe('Wysokość obrazu w pikselach; null dla dokumentu (PDF).'),
    updatedAt: timestampSchema,
  })
  .openapi('MediaEntry');
