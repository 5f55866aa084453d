/** Category rows and the tree built from them. */
import type { CategoryNode, CategoryRef } from '#lib/api-types.ts';
import { type CatalogueView, categoryListingsSql } from './membership.ts';

export interface CategoryRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  description: string;
  parent_id: number | null;
  position: number;
  kind: 'regular' | 'promotions';
}

/** A category as the table stores it: the row above and when it last changed. */
export type StoredCategoryRow = CategoryRow & { updated_at: string };

/** Every category row, to run alone or beside other statements in one batch. */
export function categoryRowsStatement(db: D1Database): D1PreparedStatement {
  return db.prepare('SELECT id, uuid, slug, name, description, parent_id, position, kind FROM categories ORDER BY position, id');
}

export async function listCategoryRows(db: D1Database): Promise<CategoryRow[]> {
  const { results } = await categoryRowsStatement(db).all<CategoryRow>();
  return results;
}

/** Category lookups by id, with the root-to-node path of each. */
export class CategoryIndex {
  readonly byId: Map<number, CategoryRow>;

  constructor(rows: readonly CategoryRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  ref(id: number): CategoryRef {
    const row = this.byId.get(id);
    if (!row) throw new Error(`Unknown category ${id}`);
    return { uuid: row.uuid, slug: row.slug, name: row.name };
  }

  /** The category and its ancestors, the category first. Stops on a cycle rather than looping. */
  lineage(id: number): CategoryRow[] {
    const lineage: CategoryRow[] = [];
    const seen = new Set<number>();
    for (let row = this.byId.get(id); row && !seen.has(row.id); row = row.parent_id === null ? undefined : this.byId.get(row.parent_id)) {
      seen.add(row.id);
      lineage.push(row);
    }
    return lineage;
  }

  /**
   * Those of `ids` that are known categories, `first` first (when among them), the rest in the
   * tree's order (position, then id).
   */
  inTreeOrder(ids: ReadonlySet<number>, first: number): number[] {
    const known = [...this.byId.keys()].filter((id) => ids.has(id));
    return known.includes(first) ? [first, ...known.filter((id) => id !== first)] : known;
  }

  /** The category with the given slug, if any. */
  bySlug(slug: string): CategoryRow | undefined {
    for (const row of this.byId.values()) if (row.slug === slug) return row;
    return undefined;
  }

  /** Root first, the category itself last: the breadcrumb of a category. */
  path(id: number): CategoryRef[] {
    return this.lineage(id)
      .reverse()
      .map((row) => ({ uuid: row.uuid, slug: row.slug, name: row.name }));
  }
}

/** The whole tree with the number of products each category lists (membership.ts). */
export async function getCategoryTree(db: D1Database, now: string, view: CatalogueView): Promise<CategoryNode[]> {
  const [categories, counts] = await db.batch<Record<string, unknown>>([
    categoryRowsStatement(db),
    db.prepare(`SELECT category_id, COUNT(*) AS count FROM (${categoryListingsSql({ now: '?1', view })}) GROUP BY category_id`).bind(now),
  ]);
  const rows = (categories?.results ?? []) as unknown as CategoryRow[];
  const productCounts = new Map(((counts?.results ?? []) as { category_id: number; count: number }[]).map((row) => [row.category_id, row.count]));

  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      uuid: row.uuid,
      slug: row.slug,
      name: row.name,
      description: row.description,
      kind: row.kind,
      productCount: productCounts.get(row.id) ?? 0,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (!node) continue;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
