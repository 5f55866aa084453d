/**
 * The content-change journal (migration 0016): every admin write of content appends what it
 * touched, in the same D1 batch as the write, and a rebuild request covers the rows up to its
 * `up_to_change_id`. What is stale is the rows after the last request (docs/decisions/023-admin-api.md).
 */

/** What a change touches: the kinds of page the static site renders from the content. */
export const CONTENT_KINDS = ['product', 'category', 'product-set', 'blog-post', 'branch', 'page', 'slider', 'media', 'flag'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type ContentAction = 'created' | 'updated' | 'unpublished';

export interface ContentChange {
  kind: ContentKind;
  slug: string;
  action: ContentAction;
}

/** The statement that journals one change; put it in the batch of the write it describes. */
export function journalStatement(db: D1Database, change: ContentChange, actor: string, now: Date): D1PreparedStatement {
  return db
    .prepare('INSERT INTO content_changes (kind, slug, action, actor, changed_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(change.kind, change.slug, change.action, actor, now.toISOString());
}

/** The journal's rows after the last rebuild request: what the next rebuild must bring to the site. */
export async function staleChanges(db: D1Database): Promise<(ContentChange & { id: number; actor: string; changedAt: string })[]> {
  const { results } = await db
    .prepare(
      `SELECT id, kind, slug, action, actor, changed_at AS changedAt FROM content_changes
       WHERE id > coalesce((SELECT max(up_to_change_id) FROM rebuild_requests), 0) ORDER BY id`,
    )
    .all<ContentChange & { id: number; actor: string; changedAt: string }>();
  return results;
}
