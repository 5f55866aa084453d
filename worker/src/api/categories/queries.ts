/** Category rows and the tree built from them. */
import type { CategoryNode, CategoryRef } from '#lib/api-types.ts';

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

/**
 * The whole tree with product counts. A product counts once in each category it is listed in and
 * once in each of their ancestors; the promotions category counts products on promotion.
 */
export async function getCategoryTree(db: D1Database, now: string): Promise<CategoryNode[]> {
  const [categories, listings, promoted] = await db.batch<Record<string, unknown>>([
    categoryRowsStatement(db),
    db.prepare(
      `SELECT p.id AS product_id, p.main_category_id AS category_id FROM products p WHERE p.is_active = 1
       UNION SELECT pc.product_id, pc.category_id FROM product_categories pc JOIN products p ON p.id = pc.product_id AND p.is_active = 1`,
    ),
    db
      .prepare(
        `SELECT COUNT(DISTINCT pr.product_id) AS count FROM promotions pr JOIN products p ON p.id = pr.product_id AND p.is_active = 1
       WHERE pr.starts_at <= ?1 AND pr.ends_at > ?1`,
      )
      .bind(now),
  ]);
  const rows = (categories?.results ?? []) as unknown as CategoryRow[];
  const index = new CategoryIndex(rows);
  const productsByCategory = new Map<number, Set<number>>();
  for (const listing of (listings?.results ?? []) as { product_id: number; category_id: number }[]) {
    for (const row of index.lineage(listing.category_id)) {
      const products = productsByCategory.get(row.id) ?? new Set<number>();
      products.add(listing.product_id);
      productsByCategory.set(row.id, products);
    }
  }
  const promotedCount = Number((promoted?.results[0] as { count?: number } | undefined)?.count ?? 0);

  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      uuid: row.uuid,
      slug: row.slug,
      name: row.name,
      description: row.description,
      kind: row.kind,
      productCount: row.kind === 'promotions' ? promotedCount : (productsByCategory.get(row.id)?.size ?? 0),
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
