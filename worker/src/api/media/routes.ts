/**
 * Media files: the list the build walks, and each file's bytes, from the D1 row (the seeded media)
 * or from the MEDIA_FILES bucket (uploads, admin/media.ts).
 */
import { z } from '@hono/zod-openapi';
import { MEDIA_POLICY } from '#lib/content-security-policy.ts';
import { createRouter, declareCall } from '../contract.ts';
import { notFound } from '../errors.ts';
import { nextOffsetCursor, noQuery, pagedListOf, pagingQuery } from '../schemas.ts';
import { listMedia, readMediaFile } from './queries.ts';
import { mediaEntrySchema, mediaPathSchema } from './schemas.ts';

const tags = ['Media'];

const mediaCall = declareCall({
  operationId: 'listMedia',
  method: 'get',
  path: '/',
  tags,
  summary: 'Lista plików mediów (czyta ją budowanie strony).',
  request: { query: pagingQuery },
  success: { schema: pagedListOf(mediaEntrySchema), description: 'Strona listy plików.' },
  cacheSeconds: 300,
});

const mediaFileCall = declareCall({
  operationId: 'getMediaFile',
  method: 'get',
  // `{path{.+}}`: the path spans segments (Hono's regex parameter; openapi.ts writes it `{path}`).
  path: '/file/{path{.+}}',
  tags,
  summary: 'Treść jednego pliku mediów.',
  request: { params: z.strictObject({ path: mediaPathSchema }), query: noQuery },
  success: {
    schema: z.string().openapi({ format: 'binary' }),
    description: 'Plik.',
    mediaTypes: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'application/pdf'],
  },
  errors: { 404: 'Nie ma takiego pliku.' },
  cacheSeconds: 86_400,
});

export const mediaRoutes = createRouter()
  .openapi(mediaCall, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const offset = Number(cursor ?? 0);
    const results = await listMedia(c.env.DB, limit, offset);
    return c.json({ items: results, nextCursor: nextOffsetCursor(offset, results.length, limit) }, 200);
  })
  .openapi(mediaFileCall, async (c) => {
    const path = c.req.valid('param').path;
    const row = await readMediaFile(c.env.DB, path);
    const object = row?.storage === 'r2' ? await c.env.MEDIA_FILES.get(path) : null;
    if (!row || (row.storage === 'r2' && !object)) throw notFound('Nie znaleziono pliku.');
    const headers = new Headers({ 'Content-Type': row.content_type, 'Last-Modified': new Date(row.updated_at).toUTCString() });
    // Served from the shop's origin: an SVG opened on its own must run nothing (issue 10). A PDF
    // is shown by the browser's own viewer, which a sandboxing policy would block; it runs none
    // of the shop's scripts anyway, as the safety data sheets (edge/documents.ts).
    if (row.content_type === 'application/pdf') headers.set('Content-Disposition', 'inline');
    else headers.set('Content-Security-Policy', MEDIA_POLICY);
    if (object) headers.set('Content-Length', String(object.size));
    return new Response(object ? object.body : row.body, { headers });
  });
