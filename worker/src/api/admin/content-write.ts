/**
 * How every admin write of content runs (docs/decisions/023-admin-api.md): the change's
 * statements and its journal rows in ONE D1 batch (all or nothing), a taken slug, number or EAN
 * (a UNIQUE constraint of that batch) answered 409 with the field, then the edge cache's copies
 * of the public answers that show the changed thing deleted, and one JSON log line with the actor.
 */
import type { Context } from 'hono';
import { type ContentChange, journalStatement } from '../../content-changes/journal.ts';
import type { AppEnv } from '../../env.ts';
import { type Actor, type AuditGuard, isGuardFailure } from '../../staff/audit.ts';
import { ApiError, brokenUniqueColumnsOf } from '../errors.ts';
import { purgePublicAnswers } from './cache-purge.ts';
import { auditOf, requestIdOf } from './require-staff.ts';

/** The UNIQUE columns a write may hit, with the body field and the Polish reason of its 409. */
const TAKEN: Record<string, [field: string, message: string]> = {
  'products.slug': ['slug', 'Ten slug ma już inny produkt.'],
  'products.number': ['number', 'Ten numer ma już inny produkt.'],
  'products.ean_code': ['eanCode', 'Ten kod EAN ma już inny produkt.'],
  'categories.slug': ['slug', 'Ten slug ma już inna kategoria.'],
  'product_sets.slug': ['slug', 'Ten slug ma już inny zestaw.'],
  'blog_posts.slug': ['slug', 'Ten slug ma już inny wpis.'],
  'branches.slug': ['slug', 'Ten slug ma już inny oddział.'],
  'pages.kind, pages.slug': ['slug', 'Strona tego rodzaju o tym slugu już istnieje.'],
  'sliders.slug': ['slug', 'Ten slug ma już inny slider.'],
};

/** A 409 for a batch that failed on a UNIQUE constraint of content; null for any other failure. */
export function takenSlugError(error: unknown): ApiError | null {
  const columns = brokenUniqueColumnsOf(error);
  const taken = columns ? TAKEN[columns] : undefined;
  if (!taken) return null;
  const [field, reason] = taken;
  return new ApiError(409, 'conflict', reason, { [field]: reason });
}

export interface ContentWrite {
  /** The write itself, in order. */
  statements: D1PreparedStatement[];
  /** What it touches, journalled in the same batch. */
  changes: ContentChange[];
  /** Public call paths whose cached answers show the change (`/api/public/v1/products/slug/x`). */
  purge: string[];
  /**
   * Categories whose listings show the change (a product's, old and new): their listings and
   * facets are purged, and those of their ancestors, which list the same products.
   */
  categoryListings?: readonly string[];
  /**
   * What the audit log says changed (`changedFields(before, body)` for an update: before and
   * after of prices, stock, texts); the change's action when not given.
   */
  audit?: Record<string, unknown>;
  /**
   * That the thing is as the editor read it (`unchangedSince(…)` with the `updatedAt` of their
   * read): when another write came first, nothing of the batch is written and the answer is a 409
   * (`changed_meanwhile`), so the second of two editors sees what changed before saving again.
   */
  unchanged?: AuditGuard;
}

/** The 409 of a write on an older read than the stored one (optimistic locking, issue 35). */
export const CHANGED_MEANWHILE =
  'Ktoś zapisał tę treść w międzyczasie. Wczytaj ją ponownie, sprawdź jego zmiany i zapisz swoje jeszcze raz; nic nie zapisano.';

/**
 * A guard that the row of `table` matching `where` (its `?`s bound to `keys`) still has the
 * `updatedAt` the editor read; none when the body sent no `updatedAt` (imports and integrations
 * write the latest state). `table` and `where` are the callers' constants.
 * @example unchangedSince('products', 'slug = ?', ['recznik-zz'], body.updatedAt)
 */
export function unchangedSince(
  table: string,
  where: string,
  keys: readonly (string | number)[],
  updatedAt: string | undefined,
): AuditGuard | undefined {
  if (updatedAt === undefined) return undefined;
  return { sql: `EXISTS (SELECT 1 FROM ${table} WHERE ${where} AND updated_at = ?)`, values: [...keys, updatedAt] };
}

/** The listing and facets paths of these categories and of every category above them. */
export async function listingPaths(db: D1Database, categorySlugs: readonly string[]): Promise<string[]> {
  if (categorySlugs.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT DISTINCT a.slug FROM categories c JOIN category_lineage l ON l.category_id = c.id JOIN categories a ON a.id = l.ancestor_id
       WHERE c.slug IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify([...new Set(categorySlugs)]))
    .all<{ slug: string }>();
  return results.flatMap(({ slug }) => [`/api/public/v1/categories/slug/${slug}/listing`, `/api/public/v1/categories/slug/${slug}/facets`]);
}

/**
 * Runs a content write as one batch with its journal rows and audit rows (one per thing touched),
 * purges the cached public answers and logs one line (`event: admin-content-write`) with the actor,
 * for `wrangler tail`.
 */
export async function writeContent(c: Context<AppEnv>, actor: Actor, write: ContentWrite): Promise<void> {
  const db = c.env.DB;
  const now = new Date();
  const at = now.toISOString();
  // The guarded audit row goes first: when the guard fails, nothing after it is written.
  const audits = write.changes.map((change, index) =>
    auditOf(
      c,
      { objectKind: change.kind, objectId: change.slug, change: write.audit ?? { action: change.action } },
      at,
      index === 0 ? write.unchanged : undefined,
    ),
  );
  try {
    await db.batch([...audits, ...write.statements, ...write.changes.map((change) => journalStatement(db, change, actor.name, now))]);
  } catch (error) {
    if (write.unchanged && isGuardFailure(error)) throw new ApiError(409, 'changed_meanwhile', CHANGED_MEANWHILE, { updatedAt: CHANGED_MEANWHILE });
    throw takenSlugError(error) ?? error;
  }
  // The change is written: a cache that cannot be purged only waits for its copies to expire.
  const purged = await purgePublicAnswers([...write.purge, ...(await listingPaths(db, write.categoryListings ?? []))]).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', event: 'admin-cache-purge-failed', requestId: requestIdOf(c), message: String(error) }));
    return null;
  });
  console.log(
    JSON.stringify({
      time: now.toISOString(),
      event: 'admin-content-write',
      requestId: requestIdOf(c),
      actor: `${actor.kind}:${actor.id}`,
      changes: write.changes,
      purgedCacheEntries: purged,
    }),
  );
}

/** A 422 naming each body field whose reference (a category slug, a media path, …) the shop does not know. */
export function unknownReferences(fields: Record<string, string>): ApiError {
  return new ApiError(422, 'unknown_reference', 'Treść odwołuje się do rzeczy, których sklep nie zna; nic nie zapisano.', fields);
}

/**
 * Which of `values` no row of `table` has in `column` (with `condition` on that row, if given):
 * one query through the column's unique index; an empty list asks nothing. Table, column and
 * condition are this module's callers' constants, never a request's text.
 */
export async function missingValues(db: D1Database, table: string, column: string, values: readonly string[], condition = ''): Promise<string[]> {
  const wanted = [...new Set(values)];
  if (wanted.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT value FROM json_each(?1) WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.${column} = value ${condition ? `AND ${condition}` : ''})`,
    )
    .bind(JSON.stringify(wanted))
    .all<{ value: string }>();
  return results.map((row) => row.value);
}

/**
 * Which of `paths` are no picture among the media: not there at all, or a document (an uploaded
 * PDF has no width), which a cover, a gallery or a slide cannot show.
 */
export function missingPictures(db: D1Database, paths: readonly string[]): Promise<string[]> {
  return missingValues(db, 'media', 'path', paths, 't.width IS NOT NULL');
}

/** The Polish reason for a field listing unknown values: „nieznane: a, b”. */
export function unknownList(label: string, missing: readonly string[]): string {
  return `${label}: ${missing.join(', ')}.`;
}

/** A statement whose columns come from `fields` (only those set): `UPDATE t SET a = ?2, b = ?3 WHERE key = ?1`. */
export function updateStatement(
  db: D1Database,
  table: string,
  where: string,
  key: unknown[],
  fields: Record<string, unknown>,
): D1PreparedStatement | null {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return null;
  const set = entries.map(([column], index) => `${column} = ?${key.length + index + 1}`).join(', ');
  return db.prepare(`UPDATE ${table} SET ${set} WHERE ${where}`).bind(...key, ...entries.map(([, value]) => value));
}
