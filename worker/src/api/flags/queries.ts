/** The browse flags on D1, in their order. */
import type { Flag } from '#lib/api-types.ts';

export async function listFlags(db: D1Database): Promise<Flag[]> {
  return (await db.prepare('SELECT code, slug, name FROM flags ORDER BY position, code').all<Flag>()).results;
}
