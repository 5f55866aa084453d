/**
 * The audit log (issue 31): every write a member of staff or an integration makes is one row of
 * audit_log, written by a statement of the write's own batch, so there is no write without its
 * row and no row without its write. The table is append-only (triggers refuse UPDATE and DELETE).
 */
import type { StaffRole } from '#lib/staff-roles.ts';

/** Who acts: a member of staff (by uuid, with their name at the time) or an integration (its token's name). */
export type Actor =
  | { kind: 'staff'; id: string; name: string; email: string; role: StaffRole }
  | { kind: 'integration'; id: string; name: string; role: 'integration' };

/** What an audit row says of one write. */
export interface AuditEntry {
  /** The call's operationId (`changeOrderStatus`). */
  operation: string;
  /** What it changed: `order`, `product`, `staff_member`, `customer`, … and its uuid, slug or number. */
  objectKind: string;
  objectId: string;
  /** What changed: before and after where it matters (prices, stock, status), else what was done. */
  change: Record<string, unknown>;
}

/** A condition the batch's state must meet for the write to happen: SQL with `?` placeholders and their values. */
export interface AuditGuard {
  sql: string;
  values: readonly (string | number)[];
}

/**
 * The statement that writes one audit row, for the write's own batch. With a `guard`, put it
 * FIRST in the batch: when the guard does not hold (another change came first), the row's object
 * id is NULL, it breaks NOT NULL and D1 rolls the whole batch back (`isGuardFailure`).
 */
export function auditStatement(
  db: D1Database,
  actor: Actor,
  entry: AuditEntry,
  at: string,
  requestId: string | null,
  guard?: AuditGuard,
): D1PreparedStatement {
  let next = 9;
  const objectId = guard ? `(SELECT ?7 WHERE ${guard.sql.replace(/\?/g, () => `?${++next}`)})` : '?7';
  return db
    .prepare(
      `INSERT INTO audit_log (at, actor_kind, actor_id, actor_name, operation, object_kind, object_id, change, request_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ${objectId}, ?8, ?9)`,
    )
    .bind(
      at,
      actor.kind,
      actor.id,
      actor.name,
      entry.operation,
      entry.objectKind,
      entry.objectId,
      JSON.stringify(entry.change),
      requestId,
      ...(guard?.values ?? []),
    );
}

/** Whether a batch failed because its guarded audit row found the guard false (see auditStatement). */
export function isGuardFailure(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  return message.includes('NOT NULL constraint failed: audit_log.object_id');
}

/**
 * What an update changed, field by field: `{ field: { before, after } }` for each field of `after`
 * that is set and differs from `before` (compared as JSON, so lists and objects too).
 * @example changedFields({ nettoPrice: 1000, name: 'A' }, { nettoPrice: 900, name: 'A' }) // { nettoPrice: { before: 1000, after: 900 } }
 */
export function changedFields(before: object, after: object): Record<string, { before: unknown; after: unknown }> {
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  const old = before as Record<string, unknown>;
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || JSON.stringify(old[field] ?? null) === JSON.stringify(value)) continue;
    changed[field] = { before: old[field] ?? null, after: value };
  }
  return changed;
}

/** A row of the log as the panel lists it. */
export interface AuditRow {
  id: number;
  at: string;
  actor_kind: Actor['kind'];
  actor_id: string;
  actor_name: string;
  operation: string;
  object_kind: string;
  object_id: string;
  change: string;
}

/** The log's filters: a person, an object, a period; newest first, paged by id. */
export interface AuditQuery {
  actorId?: string | undefined;
  objectKind?: string | undefined;
  objectId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  beforeId?: number | undefined;
  limit: number;
}

export async function listAudit(db: D1Database, query: AuditQuery): Promise<AuditRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, at, actor_kind, actor_id, actor_name, operation, object_kind, object_id, change FROM audit_log
       WHERE (?1 IS NULL OR actor_id = ?1) AND (?2 IS NULL OR object_kind = ?2) AND (?3 IS NULL OR object_id = ?3)
         AND (?4 IS NULL OR at >= ?4) AND (?5 IS NULL OR at < ?5) AND (?6 IS NULL OR id < ?6)
       ORDER BY id DESC LIMIT ?7`,
    )
    .bind(
      query.actorId ?? null,
      query.objectKind ?? null,
      query.objectId ?? null,
      query.from ?? null,
      query.to ?? null,
      query.beforeId ?? null,
      query.limit,
    )
    .all<AuditRow>();
  return results;
}
