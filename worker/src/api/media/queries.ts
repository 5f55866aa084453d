/** The shop's media files on D1: a page of their list, and one file with its body. */
import type { MediaEntry } from '#lib/api-types.ts';

export async function listMedia(db: D1Database, limit: number, offset: number): Promise<MediaEntry[]> {
  const { results } = await db
    .prepare('SELECT path, content_type AS contentType, width, height, updated_at AS updatedAt FROM media ORDER BY path LIMIT ?1 OFFSET ?2')
    .bind(limit, offset)
    .all<MediaEntry>();
  return results;
}

/** A media file as stored: its type, its body (text: SVG, or base64 of a raster) and when it changed. */
export interface MediaFileRow {
  content_type: string;
  body: string;
  updated_at: string;
}

export function readMediaFile(db: D1Database, path: string): Promise<MediaFileRow | null> {
  return db.prepare('SELECT content_type, body, updated_at FROM media WHERE path = ?1').bind(path).first<MediaFileRow>();
}
