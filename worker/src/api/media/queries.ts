/**
 * The shop's media files: a page of their list, and one file as stored. A seeded file has its
 * body in the D1 row; an uploaded one (issue 35) has its bytes in the MEDIA_FILES bucket under
 * its path, and its row only describes it.
 */
import type { MediaEntry } from '#lib/api-types.ts';

export async function listMedia(db: D1Database, limit: number, offset: number): Promise<MediaEntry[]> {
  const { results } = await db
    .prepare('SELECT path, content_type AS contentType, width, height, updated_at AS updatedAt FROM media ORDER BY path LIMIT ?1 OFFSET ?2')
    .bind(limit, offset)
    .all<MediaEntry>();
  return results;
}

/** A media file as stored: its type, where its bytes are ('d1': the body, text: SVG, or base64 of a raster; 'r2': the bucket) and when it changed. */
export interface MediaFileRow {
  content_type: string;
  storage: 'd1' | 'r2';
  body: string;
  updated_at: string;
}

export function readMediaFile(db: D1Database, path: string): Promise<MediaFileRow | null> {
  return db.prepare('SELECT content_type, storage, body, updated_at FROM media WHERE path = ?1').bind(path).first<MediaFileRow>();
}

/** An uploaded file as the upload answers it. */
export interface UploadedMediaRow {
  path: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** The uploaded file with these bytes (their SHA-256 in hex), if one was uploaded before. */
export function readUploadedMedia(db: D1Database, sha256: string): Promise<UploadedMediaRow | null> {
  return db
    .prepare('SELECT path, content_type AS contentType, size, width, height FROM media WHERE sha256 = ?1')
    .bind(sha256)
    .first<UploadedMediaRow>();
}
