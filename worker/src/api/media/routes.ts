/** Media files: the list the build walks, and each file's bytes. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { MediaEntry, PagedResponse } from '#lib/api-types.ts';
import { MEDIA_POLICY } from '#lib/content-security-policy.ts';
import type { AppEnv } from '#worker/env.ts';
import { notFound } from '../errors.ts';
import { nextOffsetCursor, pagingSchema, validate } from '../validation.ts';

/** Relative path of a media file: lowercase segments, no `..`, no leading slash. */
export const mediaPathSchema = z
  .string()
  .max(300)
  .regex(/^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/)
  .refine((path) => !path.includes('..'));

export const mediaRoutes = new Hono<AppEnv>()
  .get('/', validate('query', pagingSchema), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const offset = Number(cursor ?? 0);
    const { results } = await c.env.DB.prepare(
      'SELECT path, content_type AS contentType, width, height, updated_at AS updatedAt FROM media ORDER BY path LIMIT ?1 OFFSET ?2',
    )
      .bind(limit, offset)
      .all<MediaEntry>();
    return c.json<PagedResponse<MediaEntry>>({ items: results, nextCursor: nextOffsetCursor(offset, results.length, limit) });
  })
  .get('/file/:path{.+}', validate('param', z.object({ path: mediaPathSchema })), async (c) => {
    const row = await c.env.DB.prepare('SELECT content_type, body, updated_at FROM media WHERE path = ?1')
      .bind(c.req.valid('param').path)
      .first<{ content_type: string; body: string; updated_at: string }>();
    if (!row) throw notFound('Nie znaleziono pliku.');
    return c.body(row.body, 200, {
      'Content-Type': row.content_type,
      'Last-Modified': new Date(row.updated_at).toUTCString(),
      // Served from the shop's origin: an SVG opened on its own must run nothing (issue 10).
      'Content-Security-Policy': MEDIA_POLICY,
    });
  });
