/**
 * The content-change journal (migration 0016): every admin write of content appends what it
 * touched, in the same D1 batch as the write, and a rebuild request covers the rows up to its
 * `up_to_change_id`. What is stale is the rows after the last request (docs/decisions/023-admin-api.md).
 */

import type { ContentAction, ContentKind } from './kinds.ts';

export { CONTENT_KINDS, type ContentAction, type ContentKind } from './kinds.ts';

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

/** One field a change set, as its audit row recorded it (`changedFields`): before and after. */
export interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
}

export interface JournalledChange extends ContentChange {
  id: number;
  actor: string;
  changedAt: string;
  /** The thing's name or title now (null: no longer found). */
  name: string | null;
  /** What the write changed, field by field (empty for a creation or a change the audit row does not itemise). */
  fields: ChangedField[];
}

/** The name or title of the thing a journal row `j` names, by its kind. */
const NAME_OF_CHANGED = `CASE j.kind
  WHEN 'product' THEN (SELECT name FROM products WHERE slug = j.slug)
  WHEN 'category' THEN (SELECT name FROM categories WHERE slug = j.slug)
  WHEN 'product-set' THEN (SELECT name FROM product_sets WHERE slug = j.slug)
  WHEN 'blog-post' THEN (SELECT title FROM blog_posts WHERE slug = j.slug)
  WHEN 'branch' THEN (SELECT name FROM branches WHERE slug = j.slug)
  WHEN 'page' THEN (SELECT title FROM pages WHERE slug = j.slug ORDER BY id LIMIT 1)
  WHEN 'slider' THEN (SELECT name FROM sliders WHERE slug = j.slug)
  WHEN 'flag' THEN (SELECT name FROM flags WHERE slug = j.slug OR code = j.slug LIMIT 1)
  ELSE NULL END`;

/** The fields of an audit row's change that carry a before and an after. */
export function changedFieldsOf(changeJson: string | null): ChangedField[] {
  if (!changeJson) return [];
  const change = JSON.parse(changeJson) as Record<string, unknown>;
  return Object.entries(change).flatMap(([field, value]) =>
    typeof value === 'object' && value !== null && 'before' in value && 'after' in value
      ? [{ field, before: (value as { before: unknown }).before, after: (value as { after: unknown }).after }]
      : [],
  );
}

/** The journal's rows no rebuild request covers yet (those after the last request's `up_to_change_id`). */
const WAITING = 'FROM content_changes j WHERE j.id > coalesce((SELECT max(up_to_change_id) FROM rebuild_requests), 0)';

/** What waits for publishing: the newest `shown` changes (oldest of them first), how many wait in all, and the last one's id. */
export interface StaleChanges {
  changes: JournalledChange[];
  count: number;
  lastId: number | null;
}

/**
 * The journal's rows after the last rebuild request: what the next rebuild must bring to the site,
 * each with the thing's name and the fields its write changed (the audit row of the same batch:
 * same object and time), so the publishing page can say it in words. A day of imports journals
 * thousands, so the list is capped at the newest `shown`; `count` and `lastId` are of them all,
 * read in the same batch.
 */
export async function staleChanges(db: D1Database, shown: number): Promise<StaleChanges> {
  const [totals, newest] = await db.batch([
    db.prepare(`SELECT count(*) AS count, max(j.id) AS lastId ${WAITING}`),
    db
      .prepare(
        `SELECT j.id, j.kind, j.slug, j.action, j.actor, j.changed_at AS changedAt, ${NAME_OF_CHANGED} AS name,
           (SELECT a.change FROM audit_log a WHERE a.object_kind = j.kind AND a.object_id = j.slug AND a.at = j.changed_at ORDER BY a.id LIMIT 1) AS changeJson
         ${WAITING} ORDER BY j.id DESC LIMIT ?1`,
      )
      .bind(shown),
  ]);
  const { count = 0, lastId = null } = (totals?.results[0] ?? {}) as { count?: number; lastId?: number | null };
  const rows = (newest?.results ?? []) as (Omit<JournalledChange, 'fields'> & { changeJson: string | null })[];
  const changes = rows.reverse().map(({ changeJson, ...change }) => ({ ...change, fields: changedFieldsOf(changeJson) }));
  return { changes, count, lastId };
}
